// Weekly report: pick a week (Monday to Sunday) → how many records of each kind, the notable ones,
// the week's daily summaries with their RAG rating, and education attendance.
import './print.css';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { query } from '../../../api.ts';
import { addDays, isIsoDay, mondayOf, todayIso } from '../../../lib/dates.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { readableSummary } from '../../../lib/summary-text.ts';
import { usePeople } from '../../../rjsf/people.ts';
import { useWording } from '../../../session.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../../ui/States.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useApi } from '../../../use-api.ts';
import { useProfile } from '../context.ts';
import { Chip, ReportSection, Stat, useListItems } from './common.tsx';

interface WeeklyRecord {
  id: string;
  kind: string;
  title: string;
  recordDate: string | null;
  status: string;
  authorName: string;
  summaryText: string;
}
interface Weekly {
  weekStart: string;
  weekEnd: string;
  counts: Record<string, { title: string; count: number }>;
  notable: WeeklyRecord[];
  attendancePercent: number | null;
  dailySummaries: { id: string; date: string | null; rag: string | null }[];
}

export default function WeeklyReport() {
  const { yp } = useProfile();
  const w = useWording();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const week = mondayOf(isIsoDay(asked) ? asked : todayIso());
  const setWeek = (day: string) => {
    if (isIsoDay(day)) setParams({ week: mondayOf(day) }, { replace: true });
  };
  const rag = useListItems('ragRatings');
  const staff = usePeople('staff', yp.homeId).people;
  const nameOf = (sid: string) => staff?.find((p) => p.id === sid)?.name;
  const { data, error, loading, reload } = useApi<Weekly>(
    `/api/young-people/${encodeURIComponent(yp.id)}/reports/weekly${query({ week })}`,
  );
  const base = `/cyp/resident/${encodeURIComponent(yp.id)}/records`;
  const counts = Object.entries(data?.counts ?? {}).sort(([, a], [, b]) => b.count - a.count);
  const total = counts.reduce((n, [, c]) => n + c.count, 0);

  return (
    <ReportSection
      title="Weekly report"
      description={`The week of ${formatDate(week)} to ${formatDate(addDays(week, 6))}.`}
      actions={
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          Print
        </button>
      }
    >
      <fieldset className="card flex flex-wrap items-end gap-4" data-print-hide>
        <legend className="sr-only">Week</legend>
        <div>
          <label htmlFor={`${id}-week`} className="field-label">
            Week starting
          </label>
          <p id={`${id}-week-hint`} className="mb-1 text-sm text-muted">
            Any day in the week; it starts on Monday
          </p>
          <DateField
            id={`${id}-week`}
            aria-describedby={`${id}-week-hint`}
            className="field-input"
            value={week}
            onChange={(e) => setWeek(e.target.value)}
          />
        </div>
        <button type="button" className="btn-secondary" onClick={() => setWeek(addDays(week, -7))}>
          Previous week
        </button>
        <button type="button" className="btn-secondary" onClick={() => setWeek(addDays(week, 7))}>
          Next week
        </button>
      </fieldset>
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : loading && !data ? (
        <Loading label="Loading the report…" />
      ) : data ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Stat label="Records this week" value={total} />
            <Stat
              label="Education attendance"
              value={data.attendancePercent === null ? '—' : `${data.attendancePercent}%`}
            />
          </dl>
          <section aria-labelledby={`${id}-counts`} className="card space-y-2">
            <h3 id={`${id}-counts`} className="text-lg font-semibold">
              Records by kind
            </h3>
            {counts.length === 0 ? (
              <p className="text-muted">No records this week.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead className="border-b border-line">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Kind
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      Records
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {counts.map(([kind, c]) => (
                    <tr key={kind} className="border-b border-line last:border-0">
                      <th scope="row" className="py-2 pr-3 font-normal">
                        {w(c.title)}
                      </th>
                      <td className="py-2">{c.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby={`${id}-notable`} className="card space-y-2">
            <h3 id={`${id}-notable`} className="text-lg font-semibold">
              Notable records
            </h3>
            <p className="text-sm text-muted">
              Incidents, safeguarding, missing episodes, consequences, rewards, key worker sessions, meetings,
              complaints and feedback.
            </p>
            {data.notable.length === 0 ? (
              <p className="text-muted">None this week.</p>
            ) : (
              <ul className="space-y-2">
                {data.notable.map((r) => (
                  <li key={r.id} className="rounded-lg border border-line p-3">
                    <p className="flex flex-wrap items-center gap-2">
                      <Link className="link" to={`${base}/${encodeURIComponent(r.kind)}/${encodeURIComponent(r.id)}`}>
                        {w(r.title)}
                      </Link>
                      <span className="text-muted">
                        {formatDateTime(r.recordDate)} · {r.authorName}
                      </span>
                      <StatusBadge status={r.status} />
                    </p>
                    {r.summaryText ? <p className="mt-1 text-sm">{readableSummary(r.summaryText, nameOf)}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby={`${id}-days`} className="card space-y-2">
            <h3 id={`${id}-days`} className="text-lg font-semibold">
              Daily summaries
            </h3>
            {data.dailySummaries.length === 0 ? (
              <p className="text-muted">No daily summaries this week.</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {[...data.dailySummaries]
                  .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''))
                  .map((d) => (
                    <li key={d.id}>
                      <Link className="link" to={`${base}/daily-summary/${encodeURIComponent(d.id)}`}>
                        {formatDate(d.date)}
                      </Link>{' '}
                      {d.rag ? <Chip colour={rag.get(d.rag)?.colour}>{rag.get(d.rag)?.label ?? d.rag}</Chip> : null}
                    </li>
                  ))}
              </ul>
            )}
          </section>
        </>
      ) : (
        <EmptyState title="Choose a week." />
      )}
    </ReportSection>
  );
}
