// A user's account: reset password (a one-time link), and deactivate a leaver — or, for a leaver, what was done.
import { useState } from 'react';
import { Link } from 'react-router';
import type { ApiProblem } from '../../api.ts';
import { mayI } from '../../lib/abilities.ts';
import { formatDate } from '../../lib/format.ts';
import { useMe } from '../../session.tsx';
import { canEditSettings } from '../access.ts';
import { resetPassword } from '../api.ts';
import type { LoginLink, OrgUser } from '../types.ts';
import { OneTimeLink } from '../ui/OneTimeLink.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { DeactivatePanel, DepartureCounts } from './DeactivatePanel.tsx';

export function UserAccountActions({
  user,
  colleagues,
  onChanged,
}: {
  user: OrgUser;
  colleagues: OrgUser[];
  onChanged: () => void;
}) {
  const me = useMe();
  const [reset, setReset] = useState<LoginLink>();
  const [counts, setCounts] = useState<Record<string, number>>();
  const [problem, setProblem] = useState<ApiProblem>();

  if (!user.active || counts) {
    const done = counts ?? user.departure?.counts ?? {};
    return (
      <section className="card space-y-2" aria-labelledby="left-h">
        <h2 id="left-h" className="text-lg font-semibold">
          {user.name} has left
        </h2>
        {counts ? (
          <p role="status">Deactivated. What was done:</p>
        ) : (
          <p>When they left{user.departure?.at ? ` (${formatDate(user.departure.at)})` : ''}:</p>
        )}
        <DepartureCounts counts={done} />
        {mayI(me.abilities).screen('hr') ? (
          <p>
            <Link className="link" to={`/profile/${encodeURIComponent(user.id)}/employment/exit`}>
              Exit record: reason, exit interview and reference consent
            </Link>
          </p>
        ) : null}
      </section>
    );
  }
  if (!canEditSettings(me)) return null;

  async function doReset() {
    setProblem(undefined);
    try {
      setReset((await resetPassword(user.id)).reset);
    } catch (err) {
      setProblem(toProblem(err));
    }
  }

  return (
    <section className="card space-y-4" aria-labelledby="account-h">
      <h2 id="account-h" className="text-lg font-semibold">
        Account
      </h2>
      {problem ? <ProblemNotice problem={problem} /> : null}
      <div className="space-y-2">
        <button type="button" className="btn-secondary" onClick={() => void doReset()}>
          Reset password
        </button>
        <p className="text-sm text-muted">Makes a one-time link for {user.name} to choose a new password.</p>
        {reset ? <OneTimeLink title={`Password reset link for ${user.name}`} login={reset} /> : null}
      </div>
      <DeactivatePanel
        user={user}
        colleagues={colleagues}
        onDone={(c) => {
          setCounts(c);
          onChanged();
        }}
      />
    </section>
  );
}
