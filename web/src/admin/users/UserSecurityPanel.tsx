// A member of staff's sign-in security, for an administrator who may manage them (the grants rule decides, on
// the server): their second factor, the devices they are signed in on (end any one), their sign-in history,
// and resetting their second factor when a phone is lost. They are told of each change in the app.
import { useCallback, useEffect, useState } from 'react';
import type { SecondFactorState } from '../../account/second-factor.ts';
import { type HistoryItem, type SessionItem, SessionsList, SignInHistory } from '../../account/SecurityLists.tsx';
import { apiGet, apiPost, ApiProblem } from '../../api.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { OrgUser } from '../types.ts';

interface Overview {
  secondFactor: SecondFactorState;
  passkeys: { id: string; name: string }[];
  sessions: SessionItem[];
  history: HistoryItem[];
}
type Confirm = { title: string; body: string; label: string; run: () => Promise<unknown> };

function factorText(f: SecondFactorState): string {
  const held = [
    f.totp ? 'an authenticator app' : null,
    f.passkeys ? `${f.passkeys} passkey${f.passkeys === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  if (held)
    return `Signs in with ${held}; ${f.recoveryCodesLeft} recovery code${f.recoveryCodesLeft === 1 ? '' : 's'} left.`;
  if (f.required && f.enrolBy)
    return `No second factor yet; required, to be set up by ${new Date(f.enrolBy).toLocaleDateString('en-GB', { dateStyle: 'long' })}.`;
  return 'No second factor: signs in with a password alone.';
}

export function UserSecurityPanel({ user }: { user: OrgUser }) {
  const [data, setData] = useState<Overview | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const load = useCallback(() => {
    // someone the administrator may not manage: the panel is not shown (the server says no)
    apiGet<Overview>(`/api/settings/users/${encodeURIComponent(user.id)}/security`).then(setData, (err: unknown) => {
      if (!(err instanceof ApiProblem) || err.status !== 403) setData(null);
    });
  }, [user.id]);
  useEffect(load, [load]);
  if (!data) return null;

  return (
    <section className="card space-y-4" aria-labelledby="user-security-h">
      <h2 id="user-security-h" className="text-lg font-semibold">
        Sign-in and security
      </h2>
      {done ? (
        <p role="status" className="rounded-lg border border-line p-3">
          {done}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>{factorText(data.secondFactor)}</p>
        {data.secondFactor.enrolled ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              setConfirm({
                title: `Reset ${user.name}'s second factor?`,
                body: 'Their authenticator app, passkeys and recovery codes stop working and they are signed out everywhere. They set up a new one when they next sign in, and are told you did this.',
                label: 'Reset second factor',
                run: async () => {
                  const r = await apiPost<{ sessionsEnded: number }>(
                    `/api/settings/users/${encodeURIComponent(user.id)}/reset-second-factor`,
                  );
                  setDone(
                    `Second factor reset; signed out on ${r.sessionsEnded} device${r.sessionsEnded === 1 ? '' : 's'}.`,
                  );
                },
              })
            }
          >
            Reset second factor
          </button>
        ) : null}
      </div>
      <div>
        <h3 className="font-semibold">Signed in on</h3>
        <SessionsList
          sessions={data.sessions}
          endLabel="End session"
          onEnd={(s) =>
            setConfirm({
              title: `End ${user.name}'s session on this device?`,
              body: 'They will have to sign in again there, and are told you did this.',
              label: 'End session',
              run: async () => {
                await apiPost(`/api/settings/users/${encodeURIComponent(user.id)}/sessions/${s.id}/end`);
                setDone('Session ended.');
              },
            })
          }
        />
      </div>
      <details>
        <summary className="link cursor-pointer">Sign-in history</summary>
        <div className="mt-2">
          <SignInHistory history={data.history} />
        </div>
      </details>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.title ?? ''}
        confirmLabel={confirm?.label ?? 'Confirm'}
        danger
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          await confirm.run();
          setConfirm(null);
          load();
        }}
      >
        <p>{confirm?.body}</p>
      </ConfirmDialog>
    </section>
  );
}
