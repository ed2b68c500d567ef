// Overtime screens (SPEC §2 Overtime: /calendar/overtime/my-overtimes, history, home-history, request, details,
// home-overtimes, create). Paid overtime feeds gross pay; time off in lieu adds to the leave balance.
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiPost, ApiProblem } from '../api.ts';
import { fieldError, hours, type Overtime, RequestStatus, type StaffRef, SubNav } from '../leave/shared.tsx';
import { formatDate } from '../lib/format.ts';
import { useSession } from '../session.tsx';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';

const how = (o: Overtime) => (o.compensation === 'toil' ? 'Time off in lieu' : 'Paid');

function OvertimeTable({ items, showPerson }: { items: Overtime[]; showPerson: boolean }) {
  if (!items.length) return <EmptyState title="No overtime to show" />;
  return (
    <table className="stack-table card w-full !p-0 text-left">
      <thead className="border-b border-line text-sm text-muted">
        <tr>
          {showPerson ? <th className="px-4 py-2">Person</th> : null}
          <th className="px-4 py-2">Day</th>
          <th className="px-4 py-2">Hours</th>
          <th className="px-4 py-2">As</th>
          <th className="px-4 py-2">Status</th>
          <th className="px-4 py-2">
            <span className="sr-only">Open</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((o) => (
          <tr key={o.id} className="border-b border-line last:border-0">
            {showPerson ? (
              <td data-label="Person" className="px-4 py-2">
                {o.staffName}
              </td>
            ) : null}
            <td data-label="Day" className="px-4 py-2">
              {formatDate(o.workedOn)}
            </td>
            <td data-label="Hours" className="px-4 py-2">
              {hours(o.minutes)}
            </td>
            <td data-label="As" className="px-4 py-2">
              {how(o)}
            </td>
            <td data-label="Status" className="px-4 py-2">
              <RequestStatus status={o.status} />
            </td>
            <td className="px-4 py-2">
              <Link className="link" to={`/calendar/overtime/details?id=${o.id}`}>
                Details
                <span className="sr-only">
                  {' '}
                  of {o.staffName}'s overtime on {formatDate(o.workedOn)}
                </span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /calendar/overtime/my-overtimes (awaiting a decision) and history (decided). */
export function MyOvertimePage({ history = false }: { history?: boolean }) {
  const res = useApi<{ items: Overtime[] }>(`/api/overtime/mine?when=${history ? 'past' : 'upcoming'}`);
  return (
    <Page
      title={history ? 'My overtime history' : 'My overtime'}
      actions={
        <Link className="btn-primary" to="/calendar/overtime/request">
          Request overtime
        </Link>
      }
    >
      <SubNav area="overtime" />
      {res.error ? (
        <ErrorNotice error={res.error} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : (
        <OvertimeTable items={res.data.items} showPerson={false} />
      )}
    </Page>
  );
}

/** /calendar/overtime/home-overtimes and home-history (leave read, or the home's manager). */
export function HomeOvertimePage({ history = false }: { history?: boolean }) {
  const { currentHome } = useSession();
  const res = useApi<{ items: Overtime[]; canCreate: boolean }>(
    currentHome ? `/api/overtime/home/${currentHome.id}?when=${history ? 'past' : 'upcoming'}` : null,
  );
  return (
    <Page
      title={`${history ? 'Overtime history' : 'Overtime'}${currentHome ? ` — ${currentHome.name}` : ''}`}
      actions={
        res.data?.canCreate ? (
          <Link className="btn-primary" to="/calendar/overtime/create">
            Add overtime for someone
          </Link>
        ) : undefined
      }
    >
      <SubNav area="overtime" />
      {!currentHome ? (
        <EmptyState title="You are not linked to a home yet." />
      ) : res.error ? (
        <ErrorNotice error={res.error} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : (
        <OvertimeTable items={res.data.items} showPerson />
      )}
    </Page>
  );
}

/** /calendar/overtime/request (for oneself) and /create (for someone in the home: approved as saved). */
export function OvertimeFormPage({ mode }: { mode: 'request' | 'create' }) {
  const navigate = useNavigate();
  const { currentHome } = useSession();
  const staff = useApi<StaffRef[]>(mode === 'create' && currentHome ? `/api/staff?home=${currentHome.id}` : null);
  const [f, setF] = useState({ staffId: '', workedOn: '', hours: '', compensation: 'paid', reason: '' });
  const [problem, setProblem] = useState<ApiProblem>();
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((s) => ({ ...s, [k]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    try {
      const o = await apiPost<Overtime>('/api/overtime', {
        ...(mode === 'create' ? { staffId: f.staffId || undefined } : {}),
        homeId: currentHome?.id,
        workedOn: f.workedOn,
        minutes: Math.round(Number(f.hours) * 60),
        compensation: f.compensation,
        reason: f.reason.trim(),
      });
      void navigate(`/calendar/overtime/details?id=${o.id}`);
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    }
  };
  const err = (path: string) => fieldError(problem?.errors, path);
  return (
    <Page title={mode === 'create' ? 'Add overtime for someone' : 'Request overtime'}>
      <SubNav area="overtime" />
      <form className="card max-w-xl space-y-4" onSubmit={submit} noValidate>
        {problem ? <ErrorNotice error={problem} /> : null}
        {mode === 'create' ? (
          <div>
            <label className="field-label" htmlFor="staffId">
              Member of staff
            </label>
            <select id="staffId" className="field-input" value={f.staffId} onChange={set('staffId')}>
              <option value="">Choose…</option>
              {(staff.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label className="field-label" htmlFor="workedOn">
            Day worked
          </label>
          <DateField id="workedOn" className="field-input" value={f.workedOn} onChange={set('workedOn')} />
          {err('/workedOn') ? <p className="text-sm text-red-700 dark:text-red-300">{err('/workedOn')}</p> : null}
        </div>
        <div className="max-w-[12rem]">
          <label className="field-label" htmlFor="hours">
            Hours
          </label>
          <input
            id="hours"
            type="number"
            min="0.25"
            max="24"
            step="0.25"
            className="field-input"
            value={f.hours}
            onChange={set('hours')}
          />
        </div>
        <fieldset>
          <legend className="field-label">Paid or time off in lieu</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex min-h-[44px] items-center gap-2">
              <input
                type="radio"
                name="compensation"
                value="paid"
                checked={f.compensation === 'paid'}
                onChange={set('compensation')}
              />
              Paid
            </label>
            <label className="flex min-h-[44px] items-center gap-2">
              <input
                type="radio"
                name="compensation"
                value="toil"
                checked={f.compensation === 'toil'}
                onChange={set('compensation')}
              />
              Time off in lieu
            </label>
          </div>
        </fieldset>
        <div>
          <label className="field-label" htmlFor="reason">
            Why
          </label>
          <textarea
            id="reason"
            className="field-input"
            rows={3}
            value={f.reason}
            onChange={set('reason')}
            maxLength={1000}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button className="btn-primary" type="submit">
            {mode === 'create' ? 'Save overtime' : 'Send request'}
          </button>
          <Link
            className="btn-secondary"
            to={mode === 'create' ? '/calendar/overtime/home-overtimes' : '/calendar/overtime/my-overtimes'}
          >
            Cancel
          </Link>
        </div>
      </form>
    </Page>
  );
}

/** /calendar/overtime/details?id= */
export function OvertimeDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const res = useApi<Overtime>(id ? `/api/overtime/${id}` : null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ApiProblem>();
  const act = async (action: 'approve' | 'reject' | 'cancel') => {
    setProblem(undefined);
    try {
      await apiPost(`/api/overtime/${id}/${action}`, action === 'reject' ? { reason: reason.trim() } : {});
      setRejecting(false);
      res.reload();
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    }
  };
  if (!id)
    return (
      <Page title="Overtime">
        <EmptyState title="No overtime chosen." />
      </Page>
    );
  if (res.error)
    return (
      <Page title="Overtime">
        <ErrorNotice error={res.error} onRetry={res.reload} />
      </Page>
    );
  const o = res.data;
  if (!o)
    return (
      <Page title="Overtime">
        <Loading />
      </Page>
    );
  return (
    <Page
      title={`Overtime — ${o.staffName}`}
      subtitle={
        <>
          {formatDate(o.workedOn)} · {hours(o.minutes)} · {how(o)} · <RequestStatus status={o.status} />
        </>
      }
    >
      <SubNav area="overtime" />
      {problem ? <ErrorNotice error={problem} /> : null}
      <section className="card space-y-1">
        <p>
          <span className="text-muted">Home:</span> {o.homeName}
        </p>
        <p>
          <span className="text-muted">Why:</span> {o.reason}
        </p>
        <p>
          <span className="text-muted">Asked for by</span> {o.requestedByName}
        </p>
        {o.decidedByName ? (
          <p>
            <span className="text-muted">Decided by</span> {o.decidedByName}
            {o.decisionReason ? `: ${o.decisionReason}` : ''}
          </p>
        ) : null}
      </section>
      {o.actions.length ? (
        <section className="card space-y-2" aria-label="Actions">
          {rejecting ? (
            <>
              <label className="field-label" htmlFor="reason">
                Why is it refused?
              </label>
              <textarea
                id="reason"
                className="field-input"
                rows={3}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <div className="flex flex-wrap gap-2">
                <button className="btn-primary" type="button" onClick={() => void act('reject')}>
                  Reject overtime
                </button>
                <button className="btn-secondary" type="button" onClick={() => setRejecting(false)}>
                  Back
                </button>
              </div>
            </>
          ) : (
            <div className="flex flex-wrap gap-2">
              {o.actions.includes('approve') ? (
                <button className="btn-primary" type="button" onClick={() => void act('approve')}>
                  Approve
                </button>
              ) : null}
              {o.actions.includes('reject') ? (
                <button className="btn-secondary" type="button" onClick={() => setRejecting(true)}>
                  Reject
                </button>
              ) : null}
              {o.actions.includes('cancel') ? (
                <button className="btn-secondary" type="button" onClick={() => void act('cancel')}>
                  Withdraw request
                </button>
              ) : null}
            </div>
          )}
        </section>
      ) : null}
    </Page>
  );
}
