// /home/chores (table, list, issues, sharps): the home's checks, chores and audits. The table is each check type
// against the recent weeks, each cell saying in words what its colour says (done, missed, failed…); the issues are
// failed checks, open until the remedy is recorded here; the sharps register is every knives and sharps count.
import { type FormEvent, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { apiPost, ApiProblem } from '../api.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { fromLondonInput, londonNowInput } from '../lib/london-time.ts';
import { useSession } from '../session.tsx';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { HomeNav } from './HomeNav.tsx';
import { CHECK } from './places.ts';
import type { CellStatus, CheckRow, ChecksAnswer } from './types.ts';

const TABS = [
  { key: 'table', label: 'Table' },
  { key: 'list', label: 'List' },
  { key: 'issues', label: 'Issues' },
  { key: 'sharps', label: 'Sharps' },
] as const;

const CELL: Record<CellStatus, { label: string; tone: string }> = {
  done: { label: 'Done', tone: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100' },
  remedied: { label: 'Put right', tone: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100' },
  partial: { label: 'Some missed', tone: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100' },
  'not-done': { label: 'Not done', tone: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100' },
  missed: { label: 'Missed', tone: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100' },
  failed: { label: 'Failed', tone: 'bg-red-200 text-red-950 font-semibold dark:bg-red-900/70 dark:text-red-50' },
  'not-due': { label: 'Not due', tone: 'bg-sunken text-muted' },
};

export default function ChoresPage() {
  const { tab = 'table' } = useParams();
  const { currentHome } = useSession();
  const { data, error, reload } = useApi<ChecksAnswer>(
    currentHome ? `/api/homes/${currentHome.id}/checks?weeks=6` : null,
  );
  if (!currentHome)
    return (
      <Page title="Checks, chores and audits">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  const label = (type: string) => data?.types.find((t) => t.value === type)?.label ?? type;
  const open = data?.issues.filter((i) => i.issue === 'open').length ?? 0;
  return (
    <>
      <HomeNav />
      <Page
        title="Checks, chores and audits"
        subtitle={currentHome.name}
        actions={
          <Link className="btn-primary" to={`${CHECK.base}/new`}>
            Record a check
          </Link>
        }
      >
        <nav aria-label="Checks views" className="flex flex-wrap gap-2">
          {TABS.map((t) => (
            <NavLink
              key={t.key}
              to={`/home/chores/${t.key}`}
              className={() => `${tab === t.key ? 'btn-primary' : 'btn-secondary'} text-sm`}
              aria-current={tab === t.key ? 'page' : undefined}
            >
              {t.label}
              {t.key === 'issues' && open ? ` (${open} open)` : ''}
            </NavLink>
          ))}
        </nav>
        {error ? (
          <ErrorNotice error={error} onRetry={reload} />
        ) : !data ? (
          <Loading />
        ) : tab === 'list' ? (
          <CheckList rows={data.checks} label={label} />
        ) : tab === 'issues' ? (
          <Issues rows={data.issues} label={label} onChange={reload} />
        ) : tab === 'sharps' ? (
          <Sharps rows={data.sharps} />
        ) : (
          <Grid data={data} label={label} />
        )}
      </Page>
    </>
  );
}

function Grid({ data, label }: { data: ChecksAnswer; label: (t: string) => string }) {
  return (
    <div className="card overflow-x-auto p-0">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">Checks by week: done, missed or failed</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col" className="sticky left-0 bg-surface px-3 py-2">
              Check
            </th>
            {data.table.weeks.map((w) => (
              <th key={w} scope="col" className="px-2 py-2 font-normal">
                w/c {formatDate(w)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {data.table.rows.map((r) => (
            <tr key={r.checkType}>
              <th scope="row" className="sticky left-0 bg-surface px-3 py-2 font-medium">
                {label(r.checkType)}
                <span className="block text-xs font-normal text-muted">
                  {data.types.find((t) => t.value === r.checkType)?.every ?? ''}
                </span>
              </th>
              {r.cells.map((c) => (
                <td key={c.week} className="px-1 py-1">
                  <span className={`block rounded px-2 py-1 text-center ${CELL[c.status].tone}`}>
                    {CELL[c.status].label}
                    {c.expected ? (
                      <span className="block text-xs">
                        {c.count} of {c.expected}
                      </span>
                    ) : null}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CheckList({ rows, label }: { rows: CheckRow[]; label: (t: string) => string }) {
  if (!rows.length) return <EmptyState title="No checks recorded in the last six weeks" />;
  return (
    <div className="card overflow-x-auto p-0">
      <table className="stack-table w-full text-left">
        <caption className="sr-only">Checks, newest first</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            <th scope="col" className="px-4 py-2">
              Check
            </th>
            <th scope="col" className="px-4 py-2">
              When
            </th>
            <th scope="col" className="px-4 py-2">
              Result
            </th>
            <th scope="col" className="px-4 py-2">
              By
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((c) => (
            <tr key={c.id}>
              <td className="px-4 py-3">
                <Link className="link" to={`${CHECK.base}/${c.id}`}>
                  {label(c.checkType)}
                </Link>
              </td>
              <td className="px-4 py-3" data-label="When">
                {formatDateTime(c.checkedAt)}
                {c.shift ? ` (${c.shift})` : ''}
              </td>
              <td className="px-4 py-3" data-label="Result">
                {!c.done ? (
                  'Not done'
                ) : c.issue === 'open' ? (
                  <span className="font-semibold text-danger">Failed — issue open</span>
                ) : c.issue === 'remedied' ? (
                  'Failed — put right'
                ) : (
                  'Passed'
                )}
              </td>
              <td className="px-4 py-3" data-label="By">
                {c.by ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Issues({ rows, label, onChange }: { rows: CheckRow[]; label: (t: string) => string; onChange: () => void }) {
  const open = rows.filter((r) => r.issue === 'open');
  const closed = rows.filter((r) => r.issue === 'remedied');
  return (
    <div className="space-y-6">
      <section aria-labelledby="open-issues" className="space-y-3">
        <h2 id="open-issues" className="text-lg font-semibold">
          Open ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="text-muted">No open issues.</p>
        ) : (
          open.map((r) => <OpenIssue key={r.id} row={r} label={label} onChange={onChange} />)
        )}
      </section>
      <section aria-labelledby="closed-issues" className="space-y-2">
        <h2 id="closed-issues" className="text-lg font-semibold">
          Put right ({closed.length})
        </h2>
        {closed.length === 0 ? (
          <p className="text-muted">None in the last six weeks.</p>
        ) : (
          <ul className="card divide-y divide-line">
            {closed.map((r) => (
              <li key={r.id} className="py-2">
                <Link className="link" to={`${CHECK.base}/${r.id}`}>
                  {label(r.checkType)}, {formatDateTime(r.checkedAt)}
                </Link>
                <p className="text-sm">{r.remedy?.action}</p>
                <p className="text-sm text-muted">Put right {formatDateTime(r.remedy?.remediedAt ?? null)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const localNow = () => londonNowInput();

function OpenIssue({ row, label, onChange }: { row: CheckRow; label: (t: string) => string; onChange: () => void }) {
  const [action, setAction] = useState('');
  const [at, setAt] = useState(localNow());
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = `remedy-${row.id}`;
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await apiPost(`/api/home-checks/${row.id}/remedy`, {
        action,
        remediedAt: fromLondonInput(at),
        version: row.version,
      });
      onChange();
    } catch (err) {
      setError(err instanceof ApiProblem ? (err.detail ?? err.title) : String(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <article className="card space-y-2 border-l-4 border-l-danger" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        <Link className="link" to={`${CHECK.base}/${row.id}`}>
          {label(row.checkType)}
        </Link>{' '}
        failed, {formatDateTime(row.checkedAt)}
      </h3>
      <ul className="list-disc pl-5 text-sm">
        {row.problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <form onSubmit={(e) => void submit(e)} className="space-y-2">
        <label htmlFor={`${id}-action`} className="field-label">
          What was done to put it right
        </label>
        <textarea
          id={`${id}-action`}
          className="field-input"
          required
          value={action}
          onChange={(e) => setAction(e.target.value)}
          rows={2}
        />
        <label htmlFor={`${id}-at`} className="field-label">
          When
        </label>
        <DateField
          id={`${id}-at`}
          withTime
          className="field-input"
          required
          value={at}
          onChange={(e) => setAt(e.target.value)}
        />
        {error ? (
          <p role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary" disabled={busy || !action.trim()}>
          Record the remedy
        </button>
      </form>
    </article>
  );
}

function Sharps({ rows }: { rows: CheckRow[] }) {
  if (!rows.length)
    return (
      <EmptyState title="No knives and sharps counts in the last six weeks">
        Record one with "Record a check", type "Knives and sharps count".
      </EmptyState>
    );
  return (
    <div className="card overflow-x-auto p-0">
      <table className="stack-table w-full text-left">
        <caption className="sr-only">Sharps register: counts per shift</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            <th scope="col" className="px-4 py-2">
              Counted
            </th>
            <th scope="col" className="px-4 py-2">
              Items (found of expected)
            </th>
            <th scope="col" className="px-4 py-2">
              Discrepancy
            </th>
            <th scope="col" className="px-4 py-2">
              By
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="px-4 py-3">
                <Link className="link" to={`${CHECK.base}/${r.id}`}>
                  {formatDateTime(r.checkedAt)}
                </Link>
                {r.shift ? ` (${r.shift})` : ''}
              </td>
              <td className="px-4 py-3" data-label="Items">
                {r.sharps.map((s) => `${s.item}: ${s.found} of ${s.expected}`).join('; ')}
              </td>
              <td className="px-4 py-3" data-label="Discrepancy">
                {r.discrepancies.length ? (
                  <span className="font-semibold text-danger">
                    {r.discrepancies
                      .map(
                        (d) => `${d.item} ${d.difference < 0 ? `${-d.difference} missing` : `${d.difference} extra`}`,
                      )
                      .join('; ')}
                    {r.issue === 'remedied' ? ' — resolved' : ' — escalated'}
                  </span>
                ) : (
                  'None'
                )}
              </td>
              <td className="px-4 py-3" data-label="By">
                {r.by ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
