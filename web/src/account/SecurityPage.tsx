// /account/security: the person's own sign-in security. Second factors (an authenticator app, passkeys) and
// recovery codes, the devices signed in now with a sign-out for each, and the sign-in history.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiGet, apiPost, ApiProblem } from '../api.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { RecoveryCodesShown } from './RecoveryCodesShown.tsx';
import { addPasskey, type Enrolled, type SecondFactorState, WHY_REQUIRED } from './second-factor.ts';
import { type HistoryItem, type SessionItem, SessionsList, SignInHistory } from './SecurityLists.tsx';
import { TotpSetup } from './TotpSetup.tsx';

interface Overview {
  secondFactor: SecondFactorState;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null; syncs: boolean }[];
  sessions: SessionItem[];
  history: HistoryItem[];
}
type Confirm = { title: string; body: string; label: string; run: () => Promise<unknown> };

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

export default function SecurityPage() {
  const [data, setData] = useState<Overview | null>(null);
  const [error, setError] = useState<ApiProblem | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  // a manager looks after their homes' shared devices (the API says which homes; care staff have none)
  const [devicesToManage, setDevicesToManage] = useState(false);
  useEffect(() => {
    apiGet<{ homes: unknown[]; thisBrowser: unknown }>('/api/shared-devices').then(
      (d) => setDevicesToManage(d.homes.length > 0 || d.thisBrowser !== null),
      () => setDevicesToManage(false),
    );
  }, []);

  const load = useCallback(() => {
    apiGet<Overview>('/api/auth/security').then(
      (d) => {
        setData(d);
        setError(null);
      },
      (err: unknown) => setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) })),
    );
  }, []);
  useEffect(load, [load]);

  const say = (kind: 'error' | 'done', text: string) => {
    setMessage({ kind, text });
    requestAnimationFrame(() => document.getElementById('security-message')?.focus());
  };
  const failed = (err: unknown) =>
    say('error', err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong.');
  const enrolled = (what: string) => (r: Enrolled) => {
    if (r.recoveryCodes) setCodes(r.recoveryCodes);
    say('done', `${what} is on.`);
    load();
  };

  if (error) return <ErrorNotice error={error} onRetry={load} />;
  if (!data) return <Loading />;
  const f = data.secondFactor;
  const others = data.sessions.filter((s) => !s.current).length;

  return (
    <Page title="Sign-in and security" subtitle="How you sign in, where you are signed in, and when you did.">
      {message ? (
        <p
          id="security-message"
          role={message.kind === 'error' ? 'alert' : 'status'}
          tabIndex={-1}
          className={`rounded-lg border p-3 ${message.kind === 'error' ? 'border-danger bg-danger-soft' : 'border-line'}`}
        >
          {message.text}
        </p>
      ) : null}
      {codes ? (
        <div className="card p-4 sm:p-6">
          <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} doneLabel="I have kept them" />
        </div>
      ) : null}

      <section aria-labelledby="factors-title" className="card space-y-4 p-4 sm:p-6">
        <h2 id="factors-title" className="text-lg font-semibold">
          Second factor
        </h2>
        {f.required ? (
          <p className={f.enrolled ? 'text-muted' : 'rounded-lg border border-accent bg-accent-soft p-3'}>
            {f.why ? WHY_REQUIRED[f.why] : null}
            {!f.enrolled && f.enrolBy
              ? ` Set one up by ${day(f.enrolBy)}; after that you can only sign in to do so.`
              : ''}
          </p>
        ) : !f.enrolled ? (
          <p className="text-muted">
            A second factor keeps children&apos;s records safe even if your password is guessed or stolen.
          </p>
        ) : null}

        <div className="space-y-2 border-t border-line pt-4">
          <h3 className="font-semibold">Authenticator app</h3>
          {f.totp ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p>On: you enter the code your app shows when you sign in.</p>
              <button
                type="button"
                className="btn-secondary"
                onClick={() =>
                  setConfirm({
                    title: 'Remove your authenticator app?',
                    body: 'You will no longer be asked for its code. Sign-in codes from it stop working.',
                    label: 'Remove app',
                    run: () => apiPost('/api/auth/security/totp/remove'),
                  })
                }
              >
                Remove app
              </button>
            </div>
          ) : (
            <TotpSetup onEnrolled={enrolled('Your authenticator app')} />
          )}
        </div>

        <div className="space-y-2 border-t border-line pt-4">
          <h3 className="font-semibold">Passkeys</h3>
          <p className="text-sm text-muted">
            Sign in with your fingerprint, face or device PIN: no code to type, and they cannot be used on a fake site.
          </p>
          {data.passkeys.length ? (
            <ul className="divide-y divide-line" aria-label="Your passkeys">
              {data.passkeys.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-passkey={p.id}>
                  <div>
                    <p className="font-medium">{p.name}</p>
                    <p className="text-sm text-muted">
                      Added {day(p.createdAt)}
                      {p.lastUsedAt ? ` · last used ${day(p.lastUsedAt)}` : ' · not used yet'}
                      {p.syncs ? ' · kept in sync across your devices' : ''}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() =>
                      setConfirm({
                        title: `Remove the passkey "${p.name}"?`,
                        body: 'It will no longer sign you in. Remove it from the device too.',
                        label: 'Remove passkey',
                        run: () => apiPost(`/api/auth/security/passkeys/${p.id}/remove`),
                      })
                    }
                  >
                    Remove<span className="sr-only"> {p.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <button
            type="button"
            className={f.enrolled ? 'btn-secondary' : 'btn-primary'}
            onClick={() => {
              setMessage(null);
              addPasskey().then(enrolled('Your passkey'), failed);
            }}
          >
            Add a passkey
          </button>
        </div>

        <div className="space-y-2 border-t border-line pt-4">
          <h3 className="font-semibold">Recovery codes</h3>
          {f.enrolled ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p>{f.recoveryCodesLeft} of 10 left. Each signs you in once without your phone or passkey.</p>
              <button
                type="button"
                className="btn-secondary"
                onClick={() =>
                  setConfirm({
                    title: 'Make new recovery codes?',
                    body: 'Your old recovery codes stop working at once. You will see the new ones once.',
                    label: 'Make new codes',
                    run: async () =>
                      setCodes(
                        (await apiPost<{ recoveryCodes: string[] }>('/api/auth/security/recovery-codes')).recoveryCodes,
                      ),
                  })
                }
              >
                Make new codes
              </button>
            </div>
          ) : (
            <p className="text-muted">You get ten when you set up your first second factor.</p>
          )}
        </div>
      </section>

      <section aria-labelledby="devices-title" className="card space-y-2 p-4 sm:p-6">
        <h2 id="devices-title" className="text-lg font-semibold">
          Where you are signed in
        </h2>
        {devicesToManage ? (
          <p className="text-sm">
            <Link className="link" to="/account/shared-devices">
              Shared devices of your homes
            </Link>
          </p>
        ) : null}
        <SessionsList
          sessions={data.sessions}
          endLabel="Sign out"
          onEnd={(s) =>
            setConfirm({
              title: 'Sign out this device?',
              body: 'Anyone using Care Records there will have to sign in again.',
              label: 'Sign out device',
              run: () => apiPost(`/api/auth/sessions/${s.id}/end`),
            })
          }
        />
        {others ? (
          <p className="text-sm text-muted">
            Signed in on {others} other device{others === 1 ? '' : 's'}.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="history-title" className="card space-y-2 p-4 sm:p-6">
        <h2 id="history-title" className="text-lg font-semibold">
          Sign-in history
        </h2>
        <p className="text-sm text-muted">
          If you see a sign-in that was not you, change your password and tell your manager.
        </p>
        <SignInHistory history={data.history} />
      </section>

      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.title ?? ''}
        confirmLabel={confirm?.label ?? 'Confirm'}
        danger
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          await confirm.run(); // a refusal shows in the dialog, which stays open
          setConfirm(null);
          say('done', 'Done.');
          load();
        }}
      >
        <p>{confirm?.body}</p>
      </ConfirmDialog>
    </Page>
  );
}
