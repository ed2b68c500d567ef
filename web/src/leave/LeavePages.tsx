// Leave screens (SPEC §2 Leave: /calendar/leaves/my-leaves, my-history, home-history, schedule, request, edit, details,
// home-leaves, leave). The engine decides who may do what; buttons show only the actions it offers.
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api, apiPost, ApiProblem } from '../api.ts';
import { mayI } from '../lib/abilities.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { useMe, useSession } from '../session.tsx';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import {
  type Balance,
  BalanceCard,
  dates,
  fieldError,
  type Leave,
  LEAVE_TYPES,
  type LeaveDetails,
  RequestStatus,
  type StaffRef,
  SubNav,
} from './shared.tsx';

function LeaveTable({ items, showPerson }: { items: Leave[]; showPerson: boolean }) {
  if (!items.length) return <EmptyState title="No leave to show" />;
  return (
    <table className="stack-table card w-full !p-0 text-left">
      <thead className="border-b border-line text-sm text-muted">
        <tr>
          {showPerson ? <th className="px-4 py-2">Person</th> : null}
          <th className="px-4 py-2">Type</th>
          <th className="px-4 py-2">Dates</th>
          <th className="px-4 py-2">Days</th>
          <th className="px-4 py-2">Status</th>
          <th className="px-4 py-2">
            <span className="sr-only">Open</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((l) => (
          <tr key={l.id} className="border-b border-line last:border-0">
            {showPerson ? (
              <td data-label="Person" className="px-4 py-2">
                {l.staffName}
              </td>
            ) : null}
            <td data-label="Type" className="px-4 py-2">
              {l.leaveTypeLabel}
            </td>
            <td data-label="Dates" className="px-4 py-2">
              {dates(l)}
            </td>
            <td data-label="Days" className="px-4 py-2">
              {l.days}
              {l.hours != null ? ` (${l.hours} h)` : ''}
            </td>
            <td data-label="Status" className="px-4 py-2">
              <RequestStatus status={l.status} />
            </td>
            <td className="px-4 py-2">
              <Link className="link" to={`/calendar/leaves/details?id=${l.id}`}>
                Details
                <span className="sr-only">
                  {' '}
                  of {l.staffName}'s leave from {formatDate(l.startsOn)}
                </span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /calendar/leaves/my-leaves and my-history. */
export function MyLeavesPage({ history = false }: { history?: boolean }) {
  const res = useApi<{ items: Leave[]; balance: Balance; year: { start: string; end: string } }>(
    `/api/leave/mine?when=${history ? 'past' : 'upcoming'}`,
  );
  return (
    <Page
      title={history ? 'My leave history' : 'My leave'}
      actions={
        <Link className="btn-primary" to="/calendar/leaves/request">
          Request leave
        </Link>
      }
    >
      <SubNav area="leave" />
      {res.error ? (
        <ErrorNotice error={res.error} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : (
        <>
          <BalanceCard balance={res.data.balance} year={res.data.year} />
          <LeaveTable items={res.data.items} showPerson={false} />
        </>
      )}
    </Page>
  );
}

/** /calendar/leaves/home-leaves and home-history: the current home's leave (leave read, or its manager). */
export function HomeLeavesPage({ history = false }: { history?: boolean }) {
  const { currentHome } = useSession();
  const res = useApi<{ items: Leave[]; canSchedule: boolean }>(
    currentHome ? `/api/leave/home/${currentHome.id}?when=${history ? 'past' : 'upcoming'}` : null,
  );
  return (
    <Page
      title={`${history ? 'Leave history' : 'Leave'}${currentHome ? ` — ${currentHome.name}` : ''}`}
      actions={
        res.data?.canSchedule ? (
          <Link className="btn-primary" to="/calendar/leaves/schedule">
            Schedule leave
          </Link>
        ) : undefined
      }
    >
      <SubNav area="leave" />
      {!currentHome ? (
        <EmptyState title="You are not linked to a home yet." />
      ) : res.error ? (
        <ErrorNotice error={res.error} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : (
        <LeaveTable
          items={
            history ? res.data.items : res.data.items.filter((l) => l.status === 'requested' || l.status === 'approved')
          }
          showPerson
        />
      )}
    </Page>
  );
}

interface FormState {
  staffId: string;
  leaveType: string;
  startsOn: string;
  endsOn: string;
  part: '' | 'am' | 'pm' | 'hours';
  hours: string;
  note: string;
}

/**
 * /calendar/leaves/request (for oneself), /schedule (for someone in the home: leave edit), /edit?id= (awaiting a
 * decision).
 */
export function LeaveFormPage({ mode }: { mode: 'request' | 'schedule' | 'edit' }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const existing = useApi<LeaveDetails>(mode === 'edit' && id ? `/api/leave/${id}` : null);
  if (mode === 'edit' && !id)
    return (
      <Page title="Change leave">
        <EmptyState title="No leave request chosen." />
      </Page>
    );
  if (mode === 'edit' && existing.error)
    return (
      <Page title="Change leave">
        <ErrorNotice error={existing.error} />
      </Page>
    );
  if (mode === 'edit' && !existing.data)
    return (
      <Page title="Change leave">
        <Loading />
      </Page>
    );
  const l = existing.data?.leave;
  return (
    <LeaveForm
      mode={mode}
      initial={
        l
          ? {
              staffId: l.staffId,
              leaveType: l.leaveType,
              startsOn: l.startsOn,
              endsOn: l.endsOn,
              part: l.partDay ?? (l.minutes ? 'hours' : ''),
              hours: l.minutes ? String(l.minutes / 60) : '',
              note: l.note ?? '',
            }
          : undefined
      }
      id={id}
      homeId={l?.homeId}
    />
  );
}

function LeaveForm({
  mode,
  initial,
  id,
  homeId,
}: {
  mode: 'request' | 'schedule' | 'edit';
  initial?: FormState;
  id: string | null;
  homeId?: string;
}) {
  const navigate = useNavigate();
  const { currentHome } = useSession();
  const staff = useApi<StaffRef[]>(mode === 'schedule' && currentHome ? `/api/staff?home=${currentHome.id}` : null);
  const [f, setF] = useState<FormState>(
    initial ?? { staffId: '', leaveType: 'annual', startsOn: '', endsOn: '', part: '', hours: '', note: '' },
  );
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  const set = (k: keyof FormState) => (e: { target: { value: string } }) =>
    setF((s) => ({
      ...s,
      [k]: e.target.value,
      ...(k === 'startsOn' && (!s.endsOn || s.endsOn < e.target.value) ? { endsOn: e.target.value } : {}),
    }));
  const oneDay = f.startsOn && f.startsOn === f.endsOn;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    const body = {
      ...(mode === 'schedule' ? { staffId: f.staffId || undefined } : {}),
      homeId: mode === 'edit' ? undefined : (currentHome?.id ?? homeId),
      leaveType: f.leaveType,
      startsOn: f.startsOn,
      endsOn: f.endsOn,
      note: f.note.trim() || null,
      partDay: oneDay && (f.part === 'am' || f.part === 'pm') ? f.part : null,
      minutes: oneDay && f.part === 'hours' && f.hours ? Math.round(Number(f.hours) * 60) : null,
    };
    if (mode === 'edit') delete (body as { homeId?: string }).homeId;
    try {
      const res =
        mode === 'edit'
          ? await api<LeaveDetails>(`/api/leave/${id}`, { method: 'PUT', body })
          : await apiPost<LeaveDetails>('/api/leave', body);
      void navigate(`/calendar/leaves/details?id=${res.leave.id}`);
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    } finally {
      setBusy(false);
    }
  };
  const err = (path: string) => fieldError(problem?.errors, path);
  const title = mode === 'schedule' ? 'Schedule leave' : mode === 'edit' ? 'Change leave request' : 'Request leave';
  return (
    <Page
      title={title}
      subtitle={
        mode === 'schedule'
          ? 'Leave you schedule for someone is approved as you save it.'
          : 'Your manager is told and decides.'
      }
    >
      <SubNav area="leave" />
      <form className="card max-w-xl space-y-4" onSubmit={submit} noValidate>
        {problem ? <ErrorNotice error={problem} /> : null}
        {mode === 'schedule' ? (
          <div>
            <label className="field-label" htmlFor="staffId">
              Member of staff
            </label>
            <select id="staffId" className="field-input" value={f.staffId} onChange={set('staffId')} required>
              <option value="">Choose…</option>
              {(staff.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
            {err('/staffId') ? <p className="text-sm text-red-700 dark:text-red-300">{err('/staffId')}</p> : null}
          </div>
        ) : null}
        <div>
          <label className="field-label" htmlFor="leaveType">
            Type of leave
          </label>
          <select id="leaveType" className="field-input" value={f.leaveType} onChange={set('leaveType')}>
            {LEAVE_TYPES.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label className="field-label" htmlFor="startsOn">
              First day
            </label>
            <DateField
              id="startsOn"
              className="field-input"
              value={f.startsOn}
              onChange={set('startsOn')}
              required
              aria-invalid={!!err('/startsOn')}
            />
            {err('/startsOn') ? <p className="text-sm text-red-700 dark:text-red-300">{err('/startsOn')}</p> : null}
          </div>
          <div>
            <label className="field-label" htmlFor="endsOn">
              Last day
            </label>
            <DateField
              id="endsOn"
              className="field-input"
              value={f.endsOn}
              min={f.startsOn || undefined}
              onChange={set('endsOn')}
              required
              aria-invalid={!!err('/endsOn')}
            />
            {err('/endsOn') ? <p className="text-sm text-red-700 dark:text-red-300">{err('/endsOn')}</p> : null}
          </div>
        </div>
        {oneDay ? (
          <fieldset>
            <legend className="field-label">Part of the day</legend>
            <div className="flex flex-wrap gap-4">
              {(
                [
                  ['', 'The whole day'],
                  ['am', 'Morning'],
                  ['pm', 'Afternoon'],
                  ['hours', 'Some hours'],
                ] as const
              ).map(([v, label]) => (
                <label key={v} className="flex min-h-[44px] items-center gap-2">
                  <input type="radio" name="part" value={v} checked={f.part === v} onChange={set('part')} />
                  {label}
                </label>
              ))}
            </div>
            {f.part === 'hours' ? (
              <div className="mt-2 max-w-[12rem]">
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
            ) : null}
          </fieldset>
        ) : null}
        <div>
          <label className="field-label" htmlFor="note">
            Note (optional)
          </label>
          <textarea id="note" className="field-input" rows={3} value={f.note} onChange={set('note')} maxLength={2000} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button className="btn-primary" type="submit" disabled={busy}>
            {mode === 'schedule' ? 'Schedule leave' : mode === 'edit' ? 'Save changes' : 'Send request'}
          </button>
          <Link
            className="btn-secondary"
            to={mode === 'request' ? '/calendar/leaves/my-leaves' : '/calendar/leaves/home-leaves'}
          >
            Cancel
          </Link>
        </div>
      </form>
    </Page>
  );
}

/** /calendar/leaves/details?id=: the request, the clashes an approver weighs, and the actions the engine allows. */
export function LeaveDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const res = useApi<LeaveDetails>(id ? `/api/leave/${id}` : null);
  const [acting, setActing] = useState<'' | 'reject' | 'cancel'>('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ApiProblem>();
  const me = useMe();
  const act = async (action: 'approve' | 'reject' | 'cancel') => {
    setProblem(undefined);
    try {
      await apiPost(`/api/leave/${id}/${action}`, action === 'approve' ? {} : { reason: reason.trim() || null });
      setActing('');
      setReason('');
      res.reload();
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    }
  };
  if (!id)
    return (
      <Page title="Leave">
        <EmptyState title="No leave request chosen." />
      </Page>
    );
  if (res.error)
    return (
      <Page title="Leave">
        <ErrorNotice error={res.error} onRetry={res.reload} />
      </Page>
    );
  if (!res.data)
    return (
      <Page title="Leave">
        <Loading />
      </Page>
    );
  const { leave: l, clashes } = res.data;
  return (
    <Page
      title={`${l.leaveTypeLabel} leave — ${l.staffName}`}
      subtitle={
        <>
          {dates(l)} · {l.days} {l.days === 1 ? 'day' : 'days'}
          {l.hours != null ? `, ${l.hours} hours` : ''} · <RequestStatus status={l.status} />
        </>
      }
    >
      <SubNav area="leave" />
      {problem ? <ErrorNotice error={problem} /> : null}
      <section className="card space-y-1">
        <p>
          <span className="text-muted">Home:</span> {l.homeName}
        </p>
        {l.note ? (
          <p>
            <span className="text-muted">Note:</span> {l.note}
          </p>
        ) : null}
        <p>
          <span className="text-muted">Asked for by</span> {l.requestedByName} on {formatDateTime(l.createdAt)}
        </p>
        {l.decidedByName ? (
          <p>
            <span className="text-muted">{l.status === 'rejected' ? 'Rejected' : 'Approved'} by</span> {l.decidedByName}
            {l.decidedAt ? ` on ${formatDateTime(l.decidedAt)}` : ''}
            {l.decisionReason ? `: ${l.decisionReason}` : ''}
          </p>
        ) : null}
        {l.cancelledByName ? (
          <p>
            <span className="text-muted">Cancelled by</span> {l.cancelledByName}
            {l.cancelReason ? `: ${l.cancelReason}` : ''}
          </p>
        ) : null}
      </section>
      {l.staffId !== me.id || l.status === 'requested' ? (
        <section className="card space-y-2" aria-label="Clashes">
          <h2 className="font-semibold">Clashes</h2>
          {res.data.overdraws ? (
            <p className="font-medium text-red-700 dark:text-red-300">
              Approving this takes {l.staffName} past their remaining annual leave.
            </p>
          ) : null}
          {clashes.shifts.length ? (
            <div>
              <p className="font-medium">On the rota those days ({clashes.shifts.length})</p>
              <ul className="list-disc pl-6">
                {clashes.shifts.map((s) => (
                  <li key={s.id}>
                    {formatDateTime(s.startsAt)} – {formatDateTime(s.endsAt)} ({s.shiftType.replace('_', ' ')},{' '}
                    {s.homeName})
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p>No rota shifts those days.</p>
          )}
          {clashes.colleagues.length ? (
            <div>
              <p className="font-medium">Colleagues off those days ({clashes.colleagues.length})</p>
              <ul className="list-disc pl-6">
                {clashes.colleagues.map((c) => (
                  <li key={c.id}>
                    {c.staffName}: {c.leaveTypeLabel}, {formatDate(c.startsOn)} to {formatDate(c.endsOn)} (
                    {c.status === 'requested' ? 'awaiting decision' : 'approved'})
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p>No colleagues off those days.</p>
          )}
        </section>
      ) : null}
      <BalanceCard balance={res.data.balance} year={res.data.year} />
      {l.actions.length ? (
        <section className="card space-y-3" aria-label="Actions">
          {acting ? (
            <div className="space-y-2">
              <label className="field-label" htmlFor="reason">
                {acting === 'reject' ? 'Why is it refused?' : 'Why is it cancelled?'}
                {acting === 'cancel' && l.staffId === me.id ? ' (optional)' : ''}
              </label>
              <textarea
                id="reason"
                className="field-input"
                rows={3}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <div className="flex flex-wrap gap-2">
                <button className="btn-primary" type="button" onClick={() => void act(acting)}>
                  {acting === 'reject' ? 'Reject leave' : 'Cancel leave'}
                </button>
                <button className="btn-secondary" type="button" onClick={() => setActing('')}>
                  Back
                </button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              {l.actions.includes('approve') ? (
                <button className="btn-primary" type="button" onClick={() => void act('approve')}>
                  Approve
                </button>
              ) : null}
              {l.actions.includes('reject') ? (
                <button className="btn-secondary" type="button" onClick={() => setActing('reject')}>
                  Reject
                </button>
              ) : null}
              {l.actions.includes('edit') ? (
                <Link className="btn-secondary" to={`/calendar/leaves/edit?id=${l.id}`}>
                  Change
                </Link>
              ) : null}
              {l.actions.includes('cancel') ? (
                <button className="btn-secondary" type="button" onClick={() => setActing('cancel')}>
                  Cancel leave
                </button>
              ) : null}
            </div>
          )}
        </section>
      ) : null}
    </Page>
  );
}

interface BalanceView {
  staff: StaffRef;
  balance: Balance;
  year: { start: string; end: string };
  canEdit: boolean;
  workedMinutes: number | null;
  settings: {
    daysPerWeek: number;
    hoursPerDay: number;
    irregularHours: boolean;
    rolledUpHolidayPay?: boolean;
    unit: 'days' | 'hours';
    yearStartMonth: number;
    employmentStart: string | null;
    extraDays: number;
    carriedOverDays: number;
  };
}
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** /calendar/leaves/leave?staff=: a person's entitlement and how it is counted (HR changes it). */
export function EntitlementPage() {
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const { currentHome } = useSession();
  const staffId = params.get('staff') ?? me.id;
  const res = useApi<BalanceView>(`/api/leave/balance/${staffId}`);
  // managers, HR and directors look at their colleagues' balances too (the API decides whose)
  const seesOthers = mayI(me.abilities).home(currentHome?.id).leave.colleagues;
  const staff = useApi<StaffRef[]>(seesOthers && currentHome ? `/api/staff?home=${currentHome.id}` : null);
  return (
    <Page
      title={res.data ? `Leave entitlement — ${res.data.staff.name}` : 'Leave entitlement'}
      subtitle="Statutory 5.6 weeks (28 days at most) pro rata to the working week; irregular hours accrue 12.07 % of hours worked on the rota."
    >
      <SubNav area="leave" />
      {staff.data?.length ? (
        <div className="max-w-sm">
          <label className="field-label" htmlFor="who">
            Whose leave
          </label>
          <select
            id="who"
            className="field-input"
            value={staffId}
            onChange={(e) => setParams({ staff: e.target.value })}
          >
            {staff.data.some((s) => s.id === me.id) ? null : <option value={me.id}>{me.name} (you)</option>}
            {staff.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
                {s.id === me.id ? ' (you)' : ''}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {res.error ? (
        <ErrorNotice error={res.error} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : (
        <>
          <BalanceCard balance={res.data.balance} year={res.data.year} />
          {res.data.workedMinutes !== null ? (
            <p>Hours worked this leave year: {(res.data.workedMinutes / 60).toFixed(1)} h</p>
          ) : null}
          <SettingsForm key={JSON.stringify(res.data.settings)} view={res.data} onSaved={res.reload} />
        </>
      )}
    </Page>
  );
}

function SettingsForm({ view, onSaved }: { view: BalanceView; onSaved: () => void }) {
  const [s, setS] = useState(view.settings);
  const [problem, setProblem] = useState<ApiProblem>();
  const [saved, setSaved] = useState(false);
  const disabled = !view.canEdit;
  const num =
    (k: 'daysPerWeek' | 'hoursPerDay' | 'extraDays' | 'carriedOverDays' | 'yearStartMonth') =>
    (e: { target: { value: string } }) =>
      setS((x) => ({ ...x, [k]: Number(e.target.value) }));
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    try {
      await api(`/api/leave/settings/${view.staff.id}`, { method: 'PUT', body: s });
      setSaved(true);
      onSaved();
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    }
  };
  return (
    <form className="card max-w-xl space-y-4" onSubmit={save}>
      <h2 className="font-semibold">How leave is counted</h2>
      {problem ? <ErrorNotice error={problem} /> : null}
      {saved ? <p role="status">Saved.</p> : null}
      <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
        <div>
          <label className="field-label" htmlFor="dpw">
            Days worked a week
          </label>
          <input
            id="dpw"
            type="number"
            step="0.5"
            min="0.5"
            max="7"
            className="field-input"
            value={s.daysPerWeek}
            onChange={num('daysPerWeek')}
          />
        </div>
        <div>
          <label className="field-label" htmlFor="hpd">
            Hours in a working day
          </label>
          <input
            id="hpd"
            type="number"
            step="0.25"
            min="0.25"
            max="24"
            className="field-input"
            value={s.hoursPerDay}
            onChange={num('hoursPerDay')}
          />
        </div>
        <div>
          <label className="field-label" htmlFor="unit">
            Show leave in
          </label>
          <select
            id="unit"
            className="field-input"
            value={s.unit}
            onChange={(e) => setS((x) => ({ ...x, unit: e.target.value as 'days' | 'hours' }))}
          >
            <option value="days">Days</option>
            <option value="hours">Hours</option>
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor="ysm">
            Leave year starts
          </label>
          <select id="ysm" className="field-input" value={s.yearStartMonth} onChange={num('yearStartMonth')}>
            {MONTHS.map((m, i) => (
              <option key={m} value={i + 1}>
                1 {m}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor="start">
            Started work (part-year pro rata)
          </label>
          <DateField
            id="start"
            className="field-input"
            value={s.employmentStart ?? ''}
            onChange={(e) => setS((x) => ({ ...x, employmentStart: e.target.value || null }))}
          />
        </div>
        <div>
          <label className="field-label" htmlFor="extra">
            Contractual days above statutory
          </label>
          <input
            id="extra"
            type="number"
            step="0.5"
            min="0"
            className="field-input"
            value={s.extraDays}
            onChange={num('extraDays')}
          />
        </div>
        <div>
          <label className="field-label" htmlFor="carried">
            Days carried over
          </label>
          <input
            id="carried"
            type="number"
            step="0.5"
            min="0"
            className="field-input"
            value={s.carriedOverDays}
            onChange={num('carriedOverDays')}
          />
        </div>
        <label className="flex min-h-[44px] items-center gap-2 sm:col-span-2">
          <input
            type="checkbox"
            checked={s.irregularHours}
            onChange={(e) =>
              setS((x) => ({
                ...x,
                irregularHours: e.target.checked,
                rolledUpHolidayPay: e.target.checked && x.rolledUpHolidayPay,
              }))
            }
          />
          Irregular hours or part-year (accrues 12.07 % of hours worked)
        </label>
        {s.irregularHours ? (
          <label className="flex min-h-[44px] items-center gap-2 sm:col-span-2">
            <input
              type="checkbox"
              checked={!!s.rolledUpHolidayPay}
              onChange={(e) => setS((x) => ({ ...x, rolledUpHolidayPay: e.target.checked }))}
            />
            Rolled-up holiday pay (12.07 % of each month&apos;s pay as its own line; leave taken is then unpaid)
          </label>
        ) : null}
      </fieldset>
      {view.canEdit ? (
        <button className="btn-primary" type="submit">
          Save
        </button>
      ) : (
        <p className="text-sm text-muted">HR changes how leave is counted.</p>
      )}
    </form>
  );
}
