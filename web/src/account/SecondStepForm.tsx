// The second step of signing in: the code from the authenticator app, a recovery code, or a passkey. The
// password was right; only this step's own cookie is set until it is done.
import { type FormEvent, useEffect, useState } from 'react';
import { ApiProblem } from '../api.ts';
import { secondStep, signInWithPasskey } from './second-factor.ts';

function stepMessage(err: unknown): string {
  if (err instanceof ApiProblem) {
    if (err.status === 401 && /ended|timed out/.test(err.detail ?? ''))
      return 'This sign-in has timed out. Start again with your password.';
    return err.detail ?? err.title;
  }
  return 'Something went wrong. Try again.';
}

export function SecondStepForm({
  methods,
  onSignedIn,
  onStartAgain,
}: {
  methods: string[];
  onSignedIn: () => Promise<void>;
  onStartAgain: () => void;
}) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(!methods.includes('totp') && !methods.includes('passkey'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (error) document.getElementById('second-step-error')?.focus();
  }, [error]);

  const run = async (step: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
      await onSignedIn();
    } catch (err) {
      setError(stepMessage(err));
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError(recovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code your app shows.');
      return;
    }
    void run(() => secondStep(typed));
  };

  return (
    <div className="mt-6 space-y-4">
      {error ? (
        <p
          id="second-step-error"
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-danger bg-danger-soft p-3"
        >
          {error}
        </p>
      ) : null}
      {methods.includes('passkey') ? (
        <button
          type="button"
          className="btn-primary w-full"
          disabled={busy}
          onClick={() => void run(() => signInWithPasskey('second-factor'))}
        >
          Use your passkey
        </button>
      ) : null}
      {methods.includes('totp') || recovery ? (
        <form className="space-y-4" onSubmit={submit} noValidate>
          <div>
            <label htmlFor="second-step-code" className="field-label">
              {recovery ? 'Recovery code' : 'Code from your authenticator app'}
            </label>
            <input
              id="second-step-code"
              name="code"
              className="field-input font-mono text-lg tracking-widest"
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoFocus
              maxLength={recovery ? 24 : 7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <button
            type="submit"
            className={methods.includes('passkey') ? 'btn-secondary w-full' : 'btn-primary w-full'}
            disabled={busy}
          >
            {busy ? 'Checking…' : 'Continue'}
          </button>
        </form>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        {methods.includes('recovery-code') ? (
          <button
            type="button"
            className="link"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              setError(null);
            }}
          >
            {recovery ? 'Use your authenticator app instead' : 'Use a recovery code'}
          </button>
        ) : null}
        <button type="button" className="link" onClick={onStartAgain}>
          Start again
        </button>
      </div>
    </div>
  );
}
