// Who from the placing authority sees this young person (decision 0671): their manager names a social worker login
// and the date access ends, moves the date or ends it with a reason. The social worker then reads the finished
// plans, risk assessments, incidents and reviews, and comments on plans; access also ends when the child moves on.
import { useId, useState } from 'react';
import { apiPost, ApiProblem } from '../../api.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useWording } from '../../session.tsx';
import type { YoungPerson } from '../../types.ts';
import { DateField } from '../../ui/DateField.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';

interface Grant {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  endsOn: string;
  grantedByName: string;
  grantedAt: string;
  endedAt: string | null;
  endedByName: string | null;
  endReason: string | null;
  state: 'open' | 'expired' | 'ended';
}
interface Answer {
  grants: Grant[];
  socialWorkers: { id: string; name: string; email: string; jobTitle: string | null }[];
}

const STATE: Record<Grant['state'], string> = { open: 'Open', expired: 'Date passed', ended: 'Ended' };

export function PlacingAuthorityPanel({ yp }: { yp: YoungPerson }) {
  const id = useId();
  const w = useWording();
  const path = `/api/young-people/${encodeURIComponent(yp.id)}/placing-authority`;
  const state = useApi<Answer>(path);
  const [userId, setUserId] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [reason, setReason] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState<ApiProblem>();
  const run = async (what: () => Promise<unknown>, said: string) => {
    setProblem(undefined);
    setDone('');
    try {
      await what();
      setDone(said);
      state.reload();
    } catch (err) {
      setProblem(
        err instanceof ApiProblem
          ? err
          : new ApiProblem({ status: 0, title: 'Something went wrong', detail: String(err) }),
      );
    }
  };
  if (state.loading && !state.data) return <Loading />;
  if (state.error) return <ErrorNotice error={state.error} onRetry={state.reload} />;
  const { grants, socialWorkers } = state.data!;
  const name = yp.preferredName ?? yp.firstName;
  return (
    <section aria-labelledby={`${id}-h`} className="card space-y-3">
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {w('Social worker ({authority})')}
      </h2>
      <p className="text-muted">
        {w(
          `A social worker you name reads ${name}'s finished plans, risk assessments, incidents and reviews, and can comment on plans, until the date you set or until ${name} moves on. Every record they open is listed under "Who viewed these records".`,
        )}
      </p>
      <p role="status" className="font-medium">
        {done}
      </p>
      {problem ? <ErrorNotice error={problem} /> : null}
      {grants.length ? (
        <ul className="space-y-2">
          {grants.map((g) => (
            <li key={g.id} className="rounded-lg border border-line p-3">
              <p className="font-medium">
                {g.userName} <span className="text-muted">({g.userEmail})</span> · {STATE[g.state]}
              </p>
              <p className="text-muted">
                {g.endedAt
                  ? `Ended ${formatDateTime(g.endedAt)}${g.endedByName ? ` by ${g.endedByName}` : ''}: ${g.endReason ?? ''}`
                  : `Until ${formatDate(g.endsOn)} · given by ${g.grantedByName} on ${formatDateTime(g.grantedAt)}`}
              </p>
              {g.endedAt ? null : (
                <div className="mt-2 flex flex-wrap items-end gap-2">
                  <label className="field-label" htmlFor={`${id}-r-${g.id}`}>
                    Reason for ending
                    <input
                      id={`${id}-r-${g.id}`}
                      className="field-input"
                      value={reason[g.id] ?? ''}
                      onChange={(e) => setReason((r) => ({ ...r, [g.id]: e.target.value }))}
                    />
                  </label>
                  <button
                    type="button"
                    className="btn-secondary text-danger"
                    disabled={!(reason[g.id] ?? '').trim()}
                    onClick={() =>
                      void run(
                        () => apiPost(`${path}/${encodeURIComponent(g.userId)}/end`, { reason: reason[g.id] }),
                        `${g.userName} can no longer see ${name}'s records.`,
                      )
                    }
                  >
                    End access now
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Nobody from the placing authority has been given access." />
      )}
      {socialWorkers.length ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => apiPost(path, { userId, endsOn }), 'Access given.');
          }}
        >
          <label className="field-label" htmlFor={`${id}-who`}>
            Social worker
            <select id={`${id}-who`} className="field-input" value={userId} onChange={(e) => setUserId(e.target.value)}>
              <option value="">Choose…</option>
              {socialWorkers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.email})
                </option>
              ))}
            </select>
          </label>
          <label className="field-label" htmlFor={`${id}-until`}>
            Until
            <DateField id={`${id}-until`} value={endsOn} onChange={(e) => setEndsOn(e.target.value)} />
          </label>
          <button type="submit" className="btn-primary" disabled={!userId || !endsOn}>
            Give access
          </button>
        </form>
      ) : (
        <p className="text-muted">
          To add one, invite them in Settings › Users with the role Social worker, no homes and no areas.
        </p>
      )}
    </section>
  );
}
