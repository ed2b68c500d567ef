// A one-time sign-in link (invitation or password reset), shown once with a copy button and its expiry.
import { useState } from 'react';

export function OneTimeLink({
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
  const expiry =
    expiresInDays === undefined
      ? null
      : expiresInDays === 1
        ? 'It works once and expires in 1 day.'
        : `It works once and expires in ${expiresInDays} days.`;
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
