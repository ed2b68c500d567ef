// Setting up an authenticator app: a QR code (and the key to type in, for an app that cannot scan), then the
// code the app shows, which confirms the app has the key. Used on the security page and when a sign-in must enrol.
import { type FormEvent, useState } from 'react';
import { ApiProblem } from '../api.ts';
import { beginTotp, confirmTotp, type Enrolled, type TotpStart } from './second-factor.ts';

const problemText = (err: unknown) =>
  err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong. Try again.';

export function TotpSetup({ onEnrolled }: { onEnrolled: (result: Enrolled) => void }) {
  const [start, setStart] = useState<TotpStart | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const begin = async () => {
    setBusy(true);
    setError(null);
    try {
      setStart(await beginTotp());
    } catch (err) {
      setError(problemText(err));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError('Enter the 6-digit code your app shows.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onEnrolled(await confirmTotp(code.replace(/\s/g, '')));
    } catch (err) {
      setError(problemText(err));
      setBusy(false);
    }
  };

  if (!start) {
    return (
      <div className="space-y-2">
        {error ? (
          <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3">
            {error}
          </p>
        ) : null}
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void begin()}>
          Set up an authenticator app
        </button>
      </div>
    );
  }
  return (
    <form className="space-y-4" onSubmit={(e) => void confirm(e)} noValidate>
      <ol className="list-decimal space-y-3 pl-5">
        <li>
          Open an authenticator app on your phone (for example Microsoft Authenticator or Google Authenticator) and scan
          this code.
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(start.qrSvg)}`}
            alt="QR code to add Care Records to your authenticator app"
            className="mt-2 h-48 w-48 rounded-lg border border-line bg-white p-2"
          />
          <details className="mt-2">
            <summary className="link cursor-pointer">Cannot scan? Type this key instead</summary>
            <p className="mt-1 break-all font-mono" data-totp-secret={start.secret}>
              {start.secret.match(/.{1,4}/g)?.join(' ')}
            </p>
          </details>
        </li>
        <li>
          <label htmlFor="totp-confirm-code" className="field-label">
            Enter the 6-digit code the app shows
          </label>
          <input
            id="totp-confirm-code"
            className="field-input max-w-[12rem] font-mono text-lg tracking-widest"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'totp-confirm-error' : undefined}
          />
        </li>
      </ol>
      {error ? (
        <p id="totp-confirm-error" role="alert" className="rounded-lg border border-danger bg-danger-soft p-3">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Checking…' : 'Confirm and turn on'}
      </button>
    </form>
  );
}
