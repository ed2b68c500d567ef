// Sign in with email and password; afterwards go back to where the person was heading (?next=).
// An email names a login within one organisation: when the same email and password open logins in
// several, the person chooses the organisation and is signed in to that one. A person holding a second
// factor gives it next (SecondStepForm); one whose required enrolment is overdue goes to enrol it first.
// A passkey signs in alone, without the password. An organisation with single sign-on is found by its short name
// or the person's work email; its provider sends the browser back here (?secondStep=) when our second factor is due.
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { signInWithPasskey } from '../account/second-factor.ts';
import { SecondStepForm } from '../account/SecondStepForm.tsx';
import { ApiProblem, safeNext } from '../api.ts';
import { type OrganisationChoice, useSession } from '../session.tsx';
import { SwitchUserPanel } from '../shared-device/SwitchUserPanel.tsx';
import { APP_NAME, usePageTitle } from '../ui/Page.tsx';
import { OrganisationSignIn } from './OrganisationSignIn.tsx';

function loginMessage(err: unknown): string {
  if (err instanceof ApiProblem) {
    if (err.status === 401) return 'The email or password is not right. Check them and try again.';
    if (err.status === 429) return err.detail ?? 'Too many attempts. Wait a few minutes, then try again.';
    if (err.status === 0) return err.detail ?? 'Could not reach the server. Check your connection and try again.';
    return err.detail ?? err.title;
  }
  return 'Something went wrong. Try again.';
}

export default function LoginPage() {
  usePageTitle('Sign in');
  const { status, login, refresh } = useSession();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  // a message passed on by another page, e.g. "your password is set" from /set-password
  const flash = (useLocation().state as { flash?: string } | null)?.flash ?? null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<OrganisationChoice['chooseOrganisation'] | null>(null);
  // back from the organisation's provider with our second factor still to give
  const [secondStep, setSecondStep] = useState<string[] | null>(() => params.get('secondStep')?.split(',') ?? null);
  const [withOrganisation, setWithOrganisation] = useState(false);

  useEffect(() => {
    if (error) document.getElementById('login-error')?.focus();
  }, [error]);

  if (status === 'ready' && !busy) return <Navigate to={next} replace />;

  const signIn = async (organisationId?: string) => {
    setBusy(true);
    try {
      const signedIn = await login(email.trim(), password, organisationId);
      if ('chooseOrganisation' in signedIn) {
        setChoices(signedIn.chooseOrganisation);
        setBusy(false);
        return;
      }
      if ('secondFactor' in signedIn) {
        setChoices(null);
        setSecondStep(signedIn.secondFactor.methods);
        setPassword('');
        setBusy(false);
        return;
      }
      if ('enrolSecondFactor' in signedIn) {
        void navigate(`/enrol-second-factor?next=${encodeURIComponent(next)}`, { replace: true });
        return;
      }
      void navigate(next, { replace: true });
    } catch (err) {
      setError(loginMessage(err));
      setChoices(null);
      setBusy(false);
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Enter your email address and password.');
      return;
    }
    await signIn();
  };

  const withPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInWithPasskey('sign-in');
      await refresh();
      void navigate(next, { replace: true });
    } catch (err) {
      setError(err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong. Try again.');
      setBusy(false);
    }
  };

  if (secondStep) {
    return (
      <main id="main" tabIndex={-1} className="flex min-h-[80vh] items-center justify-center p-4">
        <div className="card w-full max-w-md p-6 sm:p-8">
          <p className="text-lg font-semibold text-accent">{APP_NAME}</p>
          <h1 className="page-title mt-1">Confirm it is you</h1>
          <p className="mt-4">
            {secondStep.includes('totp')
              ? 'Enter the code your authenticator app shows for Care Records.'
              : 'Use your passkey, or one of your recovery codes.'}
          </p>
          <SecondStepForm
            methods={secondStep}
            onSignedIn={async () => {
              setBusy(true);
              await refresh();
              void navigate(next, { replace: true });
            }}
            onStartAgain={() => {
              setSecondStep(null);
              setBusy(false);
            }}
          />
        </div>
      </main>
    );
  }

  if (withOrganisation) return <OrganisationSignIn next={next} onBack={() => setWithOrganisation(false)} />;

  if (choices) {
    return (
      <main id="main" tabIndex={-1} className="flex min-h-[80vh] items-center justify-center p-4">
        <div className="card w-full max-w-md p-6 sm:p-8">
          <p className="text-lg font-semibold text-accent">{APP_NAME}</p>
          <h1 className="page-title mt-1">Choose your organisation</h1>
          <p className="mt-4">
            You have a login with {email.trim()} at more than one organisation. Which do you want to sign in to?
          </p>
          <ul className="mt-4 space-y-2" aria-label="Organisations">
            {choices.map((o) => (
              <li key={o.id}>
                <button type="button" className="btn-primary w-full" disabled={busy} onClick={() => void signIn(o.id)}>
                  {o.name}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="link mt-4"
            onClick={() => {
              setChoices(null);
              setPassword('');
            }}
          >
            Use a different email address
          </button>
        </div>
      </main>
    );
  }

  return (
    <main id="main" tabIndex={-1} className="flex min-h-[80vh] flex-col items-center justify-center gap-4 p-4">
      <SwitchUserPanel next={next} />
      <div className="card w-full max-w-md p-6 sm:p-8">
        <p className="text-lg font-semibold text-accent">{APP_NAME}</p>
        <h1 className="page-title mt-1">Sign in</h1>
        {flash ? (
          <p
            role="status"
            className="mt-4 rounded-lg border border-emerald-600 bg-emerald-50 p-3 text-emerald-950 dark:bg-emerald-900/40 dark:text-emerald-50"
          >
            {flash}
          </p>
        ) : null}
        <form
          className="mt-6 space-y-4"
          onSubmit={onSubmit}
          noValidate
          aria-describedby={error ? 'login-error' : undefined}
        >
          {error ? (
            <p
              id="login-error"
              role="alert"
              tabIndex={-1}
              className="rounded-lg border border-danger bg-danger-soft p-3"
            >
              {error}
            </p>
          ) : null}
          <div>
            <label htmlFor="login-email" className="field-label">
              Email address
            </label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              className="field-input"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <div>
            <label htmlFor="login-password" className="field-label">
              Password
            </label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="field-input"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <p className="text-center">
            <Link className="link" to="/forgot-password">
              Forgot your password?
            </Link>
          </p>
        </form>
        <div className="mt-4 border-t border-line pt-4">
          <button type="button" className="btn-secondary w-full" disabled={busy} onClick={() => void withPasskey()}>
            Use a passkey instead of a password
          </button>
          <button
            type="button"
            className="btn-secondary mt-3 w-full"
            disabled={busy}
            onClick={() => setWithOrganisation(true)}
          >
            Sign in with your organisation account
          </button>
        </div>
      </div>
    </main>
  );
}
