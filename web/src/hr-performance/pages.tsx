// /hr/supervisions, /hr/appraisals, /hr/disciplinary-actions and /hr/face-to-face: who is due or overdue a
// supervision (the home's policy) or appraisal (yearly), the records themselves (opened in the staff profile,
// where the generic record screens draw every SPEC section), disciplinary cases (the API shows them only to
// HR, the manager of the home and directors) and face-to-face time (behind enableFaceToFaceTracking).
import { useState } from 'react';
import { Link } from 'react-router';
import { query } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { HrNav } from '../staff/HrNav.tsx';
import type { RecordSummary } from '../types.ts';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { useApi } from '../use-api.ts';

interface Due {
  staffId: string;
  name: string;
  jobTitle: string | null;
  role: string;
  lastOn: string | null;
  lastRecordId: string | null;
  dueOn: string;
  state: 'ok' | 'due_soon' | 'overdue';
  daysLeft: number;
}
const STATE: Record<Due['state'], { text: string; tone: string }> = {
  overdue: { text: 'Overdue', tone: 'border-danger bg-danger-soft text-danger font-semibold' },
  due_soon: { text: 'Due soon', tone: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100' },
  ok: { text: 'In date', tone: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100' },
};
const TAB = {
  supervision: 'performance/supervisions',
  appraisal: 'performance/appraisals',
  'disciplinary-action': 'performance/disciplinary-actions',
} as const;
const recordPath = (staffId: string, kind: string, id: string) => `/profile/${staffId}/records/${kind}/${id}`;
const daysText = (n: number) =>
  n < 0 ? `${-n} day${n === -1 ? '' : 's'} overdue` : n === 0 ? 'due today' : `in ${n} day${n === 1 ? '' : 's'}`;

function useStaffNames() {
  const { data } = useApi<{ id: string; name: string }[]>('/api/staff');
  return (id: string | null) => data?.find((s) => s.id === id)?.name ?? 'A member of staff';
}

function DueList({ kind }: { kind: 'supervision' | 'appraisal' }) {
  const { data, error, reload } = useApi<{ today: string; items: Due[] }>(`/api/training/due/${kind}`);
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!data) return <Loading />;
  if (!data.items.length) return <EmptyState title="No staff in your homes." />;
  const counts = {
    overdue: data.items.filter((i) => i.state === 'overdue').length,
    due_soon: data.items.filter((i) => i.state === 'due_soon').length,
  };
  return (
    <section aria-labelledby={`${kind}-due`} className="space-y-2">
      <h2 id={`${kind}-due`} className="text-lg font-semibold">
        Who is due
      </h2>
      <p className="text-sm text-muted" aria-live="polite">
        {counts.overdue} overdue, {counts.due_soon} due soon
      </p>
      <table className="stack-table w-full text-sm">
        <thead>
          <tr className="text-left">
            <th className="py-2">Person</th>
            <th>Last</th>
            <th>Next due</th>
            <th>State</th>
            <th>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((i) => (
            <tr key={i.staffId} className="border-t border-line">
              <td data-label="Person" className="py-2">
                <Link className="link" to={`/profile/${i.staffId}/${TAB[kind]}`}>
                  {i.name}
                </Link>
                <span className="block text-xs text-muted">{i.jobTitle ?? i.role}</span>
              </td>
              <td data-label="Last">
                {i.lastOn && i.lastRecordId ? (
                  <Link className="link" to={recordPath(i.staffId, kind, i.lastRecordId)}>
                    {formatDate(i.lastOn)}
                  </Link>
                ) : (
                  'None yet'
                )}
              </td>
              <td data-label="Next due">
                {formatDate(i.dueOn)} <span className="text-xs text-muted">({daysText(i.daysLeft)})</span>
              </td>
              <td data-label="State">
                <span
                  className={`inline-block rounded-full border border-line px-2 py-0.5 text-xs ${STATE[i.state].tone}`}
                >
                  {STATE[i.state].text}
                </span>
              </td>
              <td data-label="Actions">
                <Link className="link" to={`/profile/${i.staffId}/records/${kind}/new`}>
                  Add {kind}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function RecordList({
  kind,
  title,
  columns,
}: {
  kind: keyof typeof TAB;
  title: string;
  columns: [string, string, 'date' | 'person' | 'text'][];
}) {
  const [status, setStatus] = useState('');
  const { data, error, reload } = useApi<{ items: RecordSummary[] }>(
    `/api/records/${kind}${query({ status: status || undefined, limit: 100 })}`,
  );
  const nameOf = useStaffNames();
  const show = (v: unknown, how: 'date' | 'person' | 'text') =>
    v === null || v === undefined || v === ''
      ? '–'
      : how === 'date'
        ? formatDate(String(v))
        : how === 'person'
          ? nameOf(String(v))
          : typeof v === 'boolean'
            ? v
              ? 'Yes'
              : 'No'
            : String(v).replaceAll('_', ' ');
  return (
    <section aria-labelledby={`${kind}-list`} className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${kind}-list`} className="text-lg font-semibold">
          {title}
        </h2>
        <div>
          <label htmlFor={`${kind}-status`} className="field-label">
            Status
          </label>
          <select
            id={`${kind}-status`}
            className="field-input"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">Any</option>
            <option value="ongoing">Draft</option>
            <option value="signoffs_pending">Pending sign-offs</option>
            <option value="complete">Complete</option>
          </select>
        </div>
      </div>
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : !data.items.length ? (
        <EmptyState title="None to show." />
      ) : (
        <table className="stack-table w-full text-sm">
          <thead>
            <tr className="text-left">
              <th className="py-2">Person</th>
              {columns.map(([, label]) => (
                <th key={label}>{label}</th>
              ))}
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((r) => {
              const summary = (r as RecordSummary & { summary?: Record<string, unknown> }).summary ?? {};
              return (
                <tr key={r.id} className="border-t border-line">
                  <td data-label="Person" className="py-2">
                    <Link className="link" to={recordPath(r.staffId ?? '', kind, r.id)}>
                      {nameOf(r.staffId)}
                    </Link>
                  </td>
                  {columns.map(([key, label, how]) => (
                    <td key={key} data-label={label}>
                      {show(summary[key], how)}
                    </td>
                  ))}
                  <td data-label="Status">
                    <StatusBadge status={r.status} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function SupervisionsPage() {
  return (
    <Page
      title="Supervisions"
      subtitle="Practice supervision as often as the home's policy says (more often in probation): workload, well-being, work with each young person, safeguarding and actions. Both people sign."
    >
      <HrNav />
      <DueList kind="supervision" />
      <RecordList
        kind="supervision"
        title="Supervisions held"
        columns={[
          ['date', 'Date', 'date'],
          ['supervisor', 'Supervisor', 'person'],
          ['nextDate', 'Next due', 'date'],
        ]}
      />
    </Page>
  );
}

export function AppraisalsPage() {
  return (
    <Page
      title="Appraisals"
      subtitle="An appraisal at least once a year: last year's objectives, feedback and a development plan. Both people sign."
    >
      <HrNav />
      <DueList kind="appraisal" />
      <RecordList
        kind="appraisal"
        title="Appraisals held"
        columns={[
          ['date', 'Date', 'date'],
          ['appraiser', 'Appraiser', 'person'],
          ['nextAppraisalDate', 'Next due', 'date'],
        ]}
      />
    </Page>
  );
}

export function DisciplinaryActionsPage() {
  return (
    <Page
      title="Disciplinary actions"
      subtitle="Cases under the Acas Code of Practice. Only HR, the manager of the person's home and directors can see them."
    >
      <HrNav />
      <RecordList
        kind="disciplinary-action"
        title="Cases"
        columns={[
          ['openedOn', 'Opened', 'date'],
          ['ground', 'Ground', 'text'],
          ['stage', 'Stage', 'text'],
          ['suspended', 'Suspended', 'text'],
        ]}
      />
      <p className="text-sm text-muted">
        To open a case, go to the person's profile: Performance › Disciplinary actions.
      </p>
    </Page>
  );
}

interface FaceToFace {
  from: string;
  to: string;
  everyone: boolean;
  totalMinutes: number;
  items: { staffId: string; name: string; minutes: number; sessions: number }[];
}
const hours = (m: number) => `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;

export function FaceToFacePage() {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const { data, error, reload } = useApi<FaceToFace>(`/api/training/face-to-face${query({ from, to })}`);
  return (
    <Page
      title="Face-to-face time"
      subtitle="Time staff spent directly with young people, from key worker sessions (their length) and daily logs (time spent with the young person)."
    >
      <HrNav />
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="f-from" className="field-label">
            From
          </label>
          <DateField
            id="f-from"
            className="field-input"
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="f-to" className="field-label">
            To
          </label>
          <DateField id="f-to" className="field-input" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : !data.items.length ? (
        <EmptyState title="No time recorded in these dates." />
      ) : (
        <>
          <p className="text-sm">
            {data.everyone ? 'Everyone in your homes' : 'Your own time'}: <strong>{hours(data.totalMinutes)}</strong>
          </p>
          <table className="stack-table w-full text-sm">
            <thead>
              <tr className="text-left">
                <th className="py-2">Person</th>
                <th>Time</th>
                <th>Sessions and logs</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((i) => (
                <tr key={i.staffId} className="border-t border-line">
                  <td data-label="Person" className="py-2">
                    {i.name}
                  </td>
                  <td data-label="Time">{hours(i.minutes)}</td>
                  <td data-label="Sessions and logs">{i.sessions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Page>
  );
}
