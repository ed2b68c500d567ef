// /set-password?token=… (no login): choose a password from an invitation or reset link, then sign in.
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH as MIN, PasswordRules } from '../account/PasswordRules.tsx';
import { ApiProblem } from '../api.ts';
import { APP_NAME, usePageTitle } from '../ui/Page.tsx';
import { setPassword } from './api.ts';

export default function SetPasswordPage() {
  usePageTitle('Set your password');
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPw] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (password.length < MIN) return show(`Use at least ${MIN} characters.`);
    if (password !== again) return show('The two passwords are not the same.');
    setBusy(true);
    try {
      await setPassword(token, password);
      void navigate('/login', { replace: true, state: { flash: 'Your password is set. Sign in with it now.' } });
    } catch (err) {
      setBusy(false);
      show(err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong. Try again.');
    }
  }
  function show(message: string) {
    setError(message);
    requestAnimationFrame(() => document.getElementById('set-password-error')?.focus());
  }

  return (
    <main id="main" tabIndex={-1} className="flex min-h-[80vh] items-center justify-center p-4">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <p className="text-lg font-semibold text-accent">{APP_NAME}</p>
        <h1 className="page-title mt-1">Set your password</h1>
        {!token ? (
          <p className="mt-4">
            This link is not complete. Open the link you were sent again, or ask your administrator for a new one.
          </p>
        ) : (
          <form className="mt-6 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
            {error ? (
              <p
                id="set-password-error"
                role="alert"
                tabIndex={-1}
                className="rounded-lg border border-danger bg-danger-soft p-3"
              >
                {error}
              </p>
            ) : null}
            <div>
              <label htmlFor="new-password" className="field-label">
                New password
              </label>
              <PasswordRules id="new-password-hint" />
              <input
                id="new-password"
                type="password"
                autoComplete="new-password"
                className="field-input"
                value={password}
                aria-describedby="new-password-hint"
                onChange={(e) => setPw(e.target.value)}
              />
            </div>
            <div>
              <label htmlFor="new-password-again" className="field-label">
                New password again
              </label>
              <input
                id="new-password-again"
                type="password"
                autoComplete="new-password"
                className="field-input"
                value={again}
                onChange={(e) => setAgain(e.target.value)}
              />
            </div>
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? 'Saving…' : 'Set password'}
            </button>
          </form>
        )}
        <p className="mt-4">
          <Link className="link" to="/login">
            Go to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}
