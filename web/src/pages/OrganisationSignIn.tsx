// Signing in with the organisation's own account (single sign-on): the person names their organisation by its
// short name or their work email; the server finds its provider and the browser goes there. The provider sends
// the browser back to the server, which signs the person in or shows why not (/sso-refused).
import { type FormEvent, useEffect, useState } from 'react';
import { api, ApiProblem } from '../api.ts';
import { APP_NAME } from '../ui/Page.tsx';

export function OrganisationSignIn({ next, onBack }: { next: string; onBack: () => void }) {
  const [organisation, setOrganisation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (error) document.getElementById('sso-error')?.focus();
  }, [error]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (organisation.trim().length < 2) {
      setError("Enter your organisation's short name or your work email address.");
      return;
    }
    setBusy(true);
    try {
      const { redirectTo } = await api<{ redirectTo: string }>('/api/auth/sso/start', {
        method: 'POST',
        body: { organisation: organisation.trim(), next },
        redirectOn401: false,
      });
      window.location.assign(redirectTo);
    } catch (err) {
      setError(err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong. Try again.');
      setBusy(false);
    }
  };

  return (
    <main id="main" tabIndex={-1} className="flex min-h-[80vh] items-center justify-center p-4">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <p className="text-lg font-semibold text-accent">{APP_NAME}</p>
        <h1 className="page-title mt-1">Sign in with your organisation account</h1>
        <p className="mt-4">
          For organisations that use Microsoft 365, Google Workspace or another single sign-on service. You sign in
          there, then come back here.
        </p>
        <form className="mt-6 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
          {error ? (
            <p id="sso-error" role="alert" tabIndex={-1} className="rounded-lg border border-danger bg-danger-soft p-3">
              {error}
            </p>
          ) : null}
          <div>
            <label htmlFor="sso-organisation" className="field-label">
              Work email address or organisation short name
            </label>
            <input
              id="sso-organisation"
              name="organisation"
              type="text"
              autoComplete="username"
              required
              className="field-input"
              value={organisation}
              onChange={(e) => setOrganisation(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Going to your organisation…' : 'Continue'}
          </button>
        </form>
        <button type="button" className="link mt-4" onClick={onBack}>
          Sign in with a password instead
        </button>
      </div>
    </main>
  );
}
