// Ten recovery codes, shown once: each opens the account once when the phone or passkey is not to hand. The
// person keeps them (copy, download or print) before going on; the server keeps only their hashes.
import { useEffect, useRef, useState } from 'react';

export function RecoveryCodesShown({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`Care Records recovery codes\n\n${text}\n`)}`;
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-3">
      <h2 id="recovery-codes-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Your recovery codes
      </h2>
      <p>
        Keep these somewhere safe, away from your phone. Each code signs you in once if you cannot use your app or
        passkey. You will not see them again.
      </p>
      <ol
        className="grid grid-cols-1 gap-1 rounded-lg border border-line p-3 font-mono text-base sm:grid-cols-2"
        aria-label="Recovery codes"
      >
        {codes.map((c) => (
          <li key={c} data-recovery-code>
            {c}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => undefined,
            );
          }}
        >
          {copied ? 'Copied' : 'Copy the codes'}
        </button>
        <a className="btn-secondary" href={download} download="care-records-recovery-codes.txt">
          Download the codes
        </a>
        <button type="button" className="btn-primary" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </section>
  );
}
