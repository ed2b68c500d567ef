// Employment attendance (organisation toggle employmentAttendance): days at work or training, hours and lateness,
// from the employment attendance records (GET …/reports/employment-attendance).
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useMe } from '../../../session.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../../ui/States.tsx';
import { Chip, RangeFields, ReportSection, Stat, useYpReport, yesNo } from './common.tsx';
import { ToggleOff } from './InOutReport.tsx';

interface Day {
  recordId: string;
  date: string;
  attended: boolean;
  hours?: number;
  minutesLate?: number;
  reason?: string;
  employer: string | null;
}
interface Attendance {
  days: Day[];
  daysRecorded: number;
  daysAttended: number;
  daysLate: number;
  hoursWorked: number;
  attendancePercent: number | null;
}

export default function EmploymentAttendanceReport() {
  const me = useMe();
  if (me.toggles?.employmentAttendance !== true)
    return <ToggleOff title="Employment attendance" setting="Recording employment attendance" />;
  return <AttendanceBody />;
}

function AttendanceBody() {
  const { yp, range, data, error, loading, reload } = useYpReport<Attendance>('employment-attendance', 90);
  const base = `/cyp/resident/${encodeURIComponent(yp.id)}/records/employment-attendance`;
  return (
    <ReportSection
      title="Employment attendance"
      description="Days at work, an apprenticeship or training, from the employment attendance records."
    >
      <p>
        <Link className="link" to={`${base}/new`}>
          Record attendance
        </Link>
      </p>
      <RangeFields from={range.from} to={range.to} onChange={range.set} />
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : loading && !data ? (
        <Loading label="Loading the report…" />
      ) : data ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label="Days attended" value={`${data.daysAttended} of ${data.daysRecorded}`} />
            <Stat label="Attendance" value={data.attendancePercent === null ? '—' : `${data.attendancePercent}%`} />
            <Stat label="Days late" value={data.daysLate} />
            <Stat label="Hours worked" value={data.hoursWorked} />
          </dl>
          {data.days.length === 0 ? (
            <EmptyState title="No attendance recorded in these dates." />
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Employment attendance</caption>
                <thead className="border-b border-line bg-sunken">
                  <tr>
                    {['Date', 'Employer', 'Attended', 'Hours', 'Minutes late', 'Reason'].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-semibold">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.days.map((d) => (
                    <tr key={`${d.recordId}-${d.date}`} className="border-b border-line align-top last:border-0">
                      <td className="whitespace-nowrap px-3 py-2">
                        <Link className="link" to={`${base}/${encodeURIComponent(d.recordId)}`}>
                          {formatDate(d.date)}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{d.employer ?? '—'}</td>
                      <td className="px-3 py-2">{d.attended ? yesNo(true) : <Chip colour="red">No</Chip>}</td>
                      <td className="px-3 py-2">{d.hours ?? '—'}</td>
                      <td className="px-3 py-2">{d.minutesLate ?? '—'}</td>
                      <td className="px-3 py-2">{d.reason ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </ReportSection>
  );
}
