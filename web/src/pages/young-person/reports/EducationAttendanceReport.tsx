// Education attendance: each day's morning and afternoon codes coloured by the list's colour (with the label,
// never colour alone), totals by code, and the attendance rate (sessions attended of sessions possible).
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { EmptyState, ErrorNotice, Loading } from '../../../ui/States.tsx';
import { Chip, RangeFields, ReportSection, Stat, useListItems, useYpReport } from './common.tsx';

interface AttendanceReport {
  days: { date: string; am: string; pm: string; minutesLate?: number; reason?: string; recordId: string }[];
  byCode: Record<string, number>;
  possibleSessions: number;
  attendedSessions: number;
  attendancePercent: number | null;
}

export default function EducationAttendanceReport() {
  const codes = useListItems('attendanceSessionCodes');
  const { yp, range, data, error, loading, reload } = useYpReport<AttendanceReport>('education-attendance', 28);
  const code = (value: string) => {
    const item = codes.get(value);
    return value ? <Chip colour={item?.colour}>{item?.label ?? value}</Chip> : <span className="text-muted">—</span>;
  };
  const recordBase = `/cyp/resident/${encodeURIComponent(yp.id)}/records/education-attendance`;
  const order = [...codes.keys()];

  return (
    <ReportSection
      title="Education attendance"
      description="Morning and afternoon sessions, from the education attendance records."
    >
      <RangeFields from={range.from} to={range.to} onChange={range.set} />
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : loading && !data ? (
        <Loading label="Loading the report…" />
      ) : data ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Stat label="Attendance" value={data.attendancePercent === null ? '—' : `${data.attendancePercent}%`} />
            <Stat label="Sessions attended" value={data.attendedSessions} />
            <Stat label="Sessions possible" value={data.possibleSessions} />
          </dl>
          {data.days.length === 0 ? (
            <EmptyState title="No attendance recorded in these dates.">
              <Link className="link" to={`${recordBase}/new`}>
                Record attendance
              </Link>
            </EmptyState>
          ) : (
            <>
              <div className="card overflow-x-auto p-0">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">
                    Attendance by day, {formatDate(range.from)} to {formatDate(range.to)}
                  </caption>
                  <thead className="border-b border-line bg-sunken">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Date
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Morning
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Afternoon
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Minutes late
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Reason
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.days.map((d) => (
                      <tr key={`${d.recordId}-${d.date}`} className="border-b border-line last:border-0">
                        <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal">
                          <Link className="link" to={`${recordBase}/${encodeURIComponent(d.recordId)}`}>
                            {formatDate(d.date)}
                          </Link>
                        </th>
                        <td className="px-3 py-2">{code(d.am)}</td>
                        <td className="px-3 py-2">{code(d.pm)}</td>
                        <td className="px-3 py-2">{d.minutesLate ?? '—'}</td>
                        <td className="px-3 py-2">{d.reason || '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="card overflow-x-auto p-0">
                <table className="w-full text-left text-sm">
                  <caption className="px-3 pt-3 text-left text-lg font-semibold">Totals by code</caption>
                  <thead className="border-b border-line bg-sunken">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Code
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Sessions
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {Object.entries(data.byCode)
                      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
                      .map(([c, n]) => (
                        <tr key={c} className="border-b border-line last:border-0">
                          <th scope="row" className="px-3 py-2 font-normal">
                            {code(c)}
                          </th>
                          <td className="px-3 py-2">{n}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      ) : null}
    </ReportSection>
  );
}
