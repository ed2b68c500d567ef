// A one-time sign-in link (invitation or password reset): with email set up, where it was emailed; otherwise the
// link itself, shown once with a copy button and its expiry, for the person who made it to pass on.
import { useState } from 'react';
import type { LoginLink } from '../types.ts';

export function OneTimeLink({ title, login, note }: { title: string; login: LoginLink; note?: string }) {
  if ('sentTo' in login) return <EmailedLink title={title} sentTo={login.sentTo} expiresInDays={login.expiresInDays} />;
  return <ShownLink title={title} link={login.link} expiresInDays={login.expiresInDays} note={note} />;
}

const expiryOf = (expiresInDays: number | undefined) =>
  expiresInDays === undefined
    ? null
    : expiresInDays === 1
      ? 'It works once and expires in 1 day.'
      : `It works once and expires in ${expiresInDays} days.`;

function EmailedLink({ title, sentTo, expiresInDays }: { title: string; sentTo: string; expiresInDays?: number }) {
  return (
    <section className="card space-y-2 border-2 border-accent" aria-labelledby="one-time-link-title" role="status">
      <h2 id="one-time-link-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p>
        Emailed to <span className="font-medium break-all">{sentTo}</span>. {expiryOf(expiresInDays)} Only they can see
        it.
      </p>
    </section>
  );
}

function ShownLink({
  title,
  link,
  expiresInDays,
  note,
}: {
  title: string;
  link: string;
  expiresInDays?: number;
  note?: string;
}) {
  const url = link.startsWith('/') ? `${window.location.origin}${link}` : link;
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  const expiry = expiryOf(expiresInDays);
  return (
    <section className="card space-y-2 border-2 border-accent" aria-labelledby="one-time-link-title">
      <h2 id="one-time-link-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-muted">
        Send this link to the person yourself; it is shown only now. {expiry}
        {note ? ` ${note}` : ''}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="one-time-link" className="sr-only">
          {title}
        </label>
        <input
          id="one-time-link"
          className="field-input flex-1 font-mono text-sm"
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p role="status" className="text-sm">
        {copied === 'yes'
          ? 'Link copied.'
          : copied === 'no'
            ? 'Could not copy: select the link and copy it yourself.'
            : ''}
      </p>
    </section>
  );
}
