// A secret shown once (an API token, a webhook's signing secret), with a copy button: the server keeps
// only a hash of the token, so this is the one time anyone can read it.
import { useState } from 'react';

export function ShownOnce({ title, secret, note }: { title: string; secret: string; note: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <section className="card space-y-2 border-2 border-accent" aria-labelledby="shown-once-title">
      <h2 id="shown-once-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-muted">Copy it now: it is shown only this once. {note}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="shown-once" className="sr-only">
          {title}
        </label>
        <input
          id="shown-once"
          className="field-input min-w-0 flex-1 font-mono text-sm"
          readOnly
          value={secret}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p role="status" className="text-sm">
        {copied === 'yes' ? 'Copied.' : copied === 'no' ? 'Could not copy: select it and copy it yourself.' : ''}
      </p>
    </section>
  );
}
