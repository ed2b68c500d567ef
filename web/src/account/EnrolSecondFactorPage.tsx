// /enrol-second-factor: a sign-in whose required second factor is overdue ends here, and nowhere else, until
// the person sets one up (an authenticator app or a passkey). Then they see their recovery codes once and go on.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiGet, ApiProblem, safeNext } from '../api.ts';
import { useSession } from '../session.tsx';
import { APP_NAME, usePageTitle } from '../ui/Page.tsx';
import { Loading } from '../ui/States.tsx';
import { RecoveryCodesShown } from './RecoveryCodesShown.tsx';
import { addPasskey, type Enrolled } from './second-factor.ts';
import { TotpSetup } from './TotpSetup.tsx';

export default function EnrolSecondFactorPage() {
  usePageTitle('Set up a second factor');
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [who, setWho] = useState<{ name: string } | 'gone' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    apiGet<{ stage: string; name: string }>('/api/auth/sign-in-step', { redirectOn401: false }).then(
      (s) => setWho(s.stage === 'enrol' ? { name: s.name } : 'gone'),
      () => setWho('gone'),
    );
  }, []);

  const finish = async () => {
    await refresh();
    void navigate(next, { replace: true });
  };
  const enrolled = (r: Enrolled) => {
    if (r.recoveryCodes) setCodes(r.recoveryCodes);
    else void finish();
  };

  let body;
  if (who === null) body = <Loading />;
  else if (who === 'gone')
    body = (
      <p>
        This sign-in has timed out.{' '}
        <Link className="link" to="/login">
          Sign in again
        </Link>{' '}
        with your password to set up your second factor.
      </p>
    );
  else if (codes)
    body = <RecoveryCodesShown codes={codes} onDone={() => void finish()} doneLabel="I have kept them: continue" />;
  else
    body = (
      <div className="space-y-6">
        <p>
          {who.name}, your organisation requires a second way to prove it is you when you sign in, and the time to set
          it up has passed. Set one up now to continue.
        </p>
        <section aria-labelledby="enrol-app" className="space-y-3">
          <h2 id="enrol-app" className="text-lg font-semibold">
            An authenticator app on your phone
          </h2>
          <TotpSetup onEnrolled={enrolled} />
        </section>
        <section aria-labelledby="enrol-passkey" className="space-y-3 border-t border-line pt-4">
          <h2 id="enrol-passkey" className="text-lg font-semibold">
            Or a passkey on this device
          </h2>
          <p className="text-muted">Your fingerprint, face or device PIN; nothing to type.</p>
          {error ? (
            <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setError(null);
              addPasskey().then(enrolled, (err: unknown) =>
                setError(err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong.'),
              );
            }}
          >
            Add a passkey
          </button>
        </section>
      </div>
    );

  return (
    <main id="main" tabIndex={-1} className="flex min-h-[80vh] items-center justify-center p-4">
      <div className="card w-full max-w-xl p-6 sm:p-8">
        <p className="text-lg font-semibold text-accent">{APP_NAME}</p>
        <h1 className="page-title mb-4 mt-1">Set up a second factor</h1>
        {body}
      </div>
    </main>
  );
}
