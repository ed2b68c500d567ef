// /forgot-password: a person who cannot sign in asks for a reset link by email. The answer is the same whether or
// not a login has the email (so the page tells no one who has a login); without email set up it says who to ask.
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { apiPost, ApiProblem } from '../api.ts';
import { APP_NAME, usePageTitle } from '../ui/Page.tsx';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot your password');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setAnswer({ kind: 'alert', text: 'Enter the email address you sign in with.' });
    setBusy(true);
    try {
      const res = await apiPost<{ sent: boolean; message: string }>('/api/auth/forgot-password', {
        email: email.trim(),
      });
      setAnswer({ kind: 'status', text: res.message });
    } catch (err) {
      setAnswer({
        kind: 'alert',
        text: err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong. Try again.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" tabIndex={-1} className="flex min-h-[80vh] items-center justify-center p-4">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <p className="text-lg font-semibold text-accent">{APP_NAME}</p>
        <h1 className="page-title mt-1">Forgot your password</h1>
        <p className="mt-2 text-muted">
          Enter the email address you sign in with. If it has a login, we email it a link to choose a new password.
        </p>
        <form className="mt-6 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
          {answer ? (
            <p
              role={answer.kind}
              className={`rounded-lg border p-3 ${answer.kind === 'alert' ? 'border-danger bg-danger-soft' : 'border-line'}`}
            >
              {answer.text}
            </p>
          ) : null}
          <div>
            <label htmlFor="forgot-email" className="field-label">
              Email address
            </label>
            <input
              id="forgot-email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              className="field-input"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Sending…' : 'Send me a reset link'}
          </button>
          <p className="text-center">
            <Link className="link" to="/login">
              Back to sign in
            </Link>
          </p>
        </form>
      </div>
    </main>
  );
}
