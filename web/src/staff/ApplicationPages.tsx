// /applications and /applications/add: job applications and their safer-recruitment checks through the
// generic record screens (kind 'application', a record of the home recruiting), and below an application
// "Make employee": refused until every check is recorded or a manager records a risk-assessed reason.
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { LoginLink } from '../admin/types.ts';
import { OneTimeLink } from '../admin/ui/OneTimeLink.tsx';
import { apiPost, ApiProblem } from '../api.ts';
import { RecordFormPage, RecordHistoryPage, RecordListPage, RecordViewPage } from '../lazy/records.ts';
import { formatDate } from '../lib/format.ts';
import { useSession } from '../session.tsx';
import { EmptyState } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import type { Hiring } from './api.ts';
import { HrNav } from './HrNav.tsx';

const KIND = 'application';
const BASE = '/applications';

export function ApplicationList() {
  const { currentHome } = useSession();
  if (!currentHome) return <EmptyState title="You are not linked to a home yet." />;
  return (
    <div className="space-y-4">
      <div className="mx-auto w-full max-w-6xl">
        <HrNav />
      </div>
      <RecordListPage key={currentHome.id} kind={KIND} listBase={BASE} homeId={currentHome.id} />
    </div>
  );
}

export function ApplicationForm() {
  const { currentHome } = useSession();
  return <RecordFormPage kind={KIND} listBase={BASE} homeId={currentHome?.id} />;
}

export function ApplicationHistory() {
  return <RecordHistoryPage kind={KIND} listBase={BASE} />;
}

interface Made {
  userId: string;
  invite: LoginLink;
  carried: { kind: string }[];
}

function MakeEmployee({ id }: { id: string }) {
  const { data, reload } = useApi<Hiring>(`/api/applications/${encodeURIComponent(id)}/hiring`);
  const [role, setRole] = useState<'staff' | 'manager'>('staff');
  const [reason, setReason] = useState('');
  const [made, setMade] = useState<Made | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data) return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      setMade(
        await apiPost<Made>(`/api/applications/${encodeURIComponent(id)}/make-employee`, {
          role,
          ...(reason.trim() ? { riskAssessedReason: reason.trim() } : {}),
        }),
      );
      reload();
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="hire-heading" className="card mx-auto mt-6 w-full max-w-6xl space-y-3">
      <h2 id="hire-heading" className="text-lg font-semibold">
        Make employee
      </h2>
      {made ? (
        <div role="status" className="space-y-2">
          <p className="font-medium">
            Done. Their profile has {made.carried.length} records carried over from this application.
          </p>
          <OneTimeLink title="Their invitation" login={made.invite} note="They use it to set their password." />
          <Link className="link" to={`/profile/${encodeURIComponent(made.userId)}/overview`}>
            Open their profile
          </Link>
        </div>
      ) : data.hire ? (
        <p>
          Made an employee on {formatDate(data.hire.madeAt)}.{' '}
          <Link className="link" to={`/profile/${encodeURIComponent(data.hire.userId)}/overview`}>
            Open their profile
          </Link>
          {data.hire.riskReason ? (
            <>
              <br />
              <span className="font-medium">Risk-assessed reason:</span> {data.hire.riskReason}
            </>
          ) : null}
        </p>
      ) : (
        <form className="space-y-3" onSubmit={(e) => void submit(e)} noValidate>
          {data.missing.length ? (
            <div className="rounded-lg border border-danger bg-danger-soft p-3">
              <p className="font-medium">Checks still to record (CH Schedule 2 / SA Schedule 1):</p>
              <ul className="ml-5 list-disc">
                {data.missing.map((m) => (
                  <li key={m.check}>{m.message}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p>Every safer-recruitment check is recorded.</p>
          )}
          <div>
            <label htmlFor="hire-role" className="field-label">
              Role
            </label>
            <select
              id="hire-role"
              className="field-input"
              value={role}
              onChange={(e) => setRole(e.target.value as 'staff' | 'manager')}
            >
              <option value="staff">Staff</option>
              <option value="manager">Manager</option>
            </select>
          </div>
          {data.missing.length && data.mayRecordReason ? (
            <div>
              <label htmlFor="hire-reason" className="field-label">
                Risk-assessed reason to start before every check is recorded
              </label>
              <textarea
                id="hire-reason"
                className="field-input min-h-[6rem]"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                aria-describedby="hire-reason-hint"
              />
              <p id="hire-reason-hint" className="text-sm text-muted">
                Kept with the new employee's record, for inspection. Only a manager of the home can give one.
              </p>
            </div>
          ) : data.missing.length ? (
            <p className="text-muted">
              A manager of the home can record a risk-assessed reason to go ahead before the checks are in.
            </p>
          ) : null}
          {problem ? (
            <div role="alert" className="rounded-lg border border-danger bg-danger-soft p-3">
              <p className="font-medium">{problem.detail ?? problem.title}</p>
            </div>
          ) : null}
          <button type="submit" className="btn-primary" disabled={busy || (data.missing.length > 0 && !reason.trim())}>
            Make employee
          </button>
        </form>
      )}
    </section>
  );
}

export function ApplicationView() {
  const { id = '' } = useParams();
  return (
    <>
      <RecordViewPage kind={KIND} listBase={BASE} />
      <MakeEmployee id={id} />
    </>
  );
}
