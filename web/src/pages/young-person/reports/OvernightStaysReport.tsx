// Overnight stays (organisation toggle recordNightStay): nights away and whether they were agreed in advance.
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useMe } from '../../../session.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../../ui/States.tsx';
import { Chip, RangeFields, ReportSection, Stat, useListItems, useYpReport, yesNo } from './common.tsx';
import { ToggleOff } from './InOutReport.tsx';

interface Stay {
  recordId: string;
  night?: string;
  nights?: string;
  stayType?: string;
  where?: string;
  withWhom?: string;
  approved?: boolean;
  returnedAt?: string;
  returnedAsAgreed?: boolean;
}
interface Stays {
  stays: Stay[];
  nightsAway: number;
  notAgreedInAdvance: number;
}

export default function OvernightStaysReport() {
  const me = useMe();
  if (me.toggles?.recordNightStay !== true)
    return <ToggleOff title="Overnight stays" setting="Recording night stays" />;
  return <StaysBody />;
}

function StaysBody() {
  const types = useListItems('nightStayTypes');
  const { yp, range, data, error, loading, reload } = useYpReport<Stays>('overnight-stays', 90);
  const base = `/cyp/resident/${encodeURIComponent(yp.id)}/records/night-stay`;
  return (
    <ReportSection title="Overnight stays" description="Nights away from the home, from the night stay records.">
      <RangeFields from={range.from} to={range.to} onChange={range.set} />
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : loading && !data ? (
        <Loading label="Loading the report…" />
      ) : data ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Stat label="Stays away" value={data.nightsAway} />
            <Stat label="Not agreed in advance" value={data.notAgreedInAdvance} />
          </dl>
          {data.stays.length === 0 ? (
            <EmptyState title="No overnight stays recorded in these dates." />
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Overnight stays</caption>
                <thead className="border-b border-line bg-sunken">
                  <tr>
                    {[
                      'Night of',
                      'Nights',
                      'Kind of stay',
                      'Where',
                      'With whom',
                      'Agreed in advance',
                      'Returned',
                      'As agreed',
                    ].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-semibold">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.stays.map((s) => (
                    <tr key={s.recordId} className="border-b border-line align-top last:border-0">
                      <td className="whitespace-nowrap px-3 py-2">
                        <Link className="link" to={`${base}/${encodeURIComponent(s.recordId)}`}>
                          {formatDate(s.night)}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{s.nights || '1'}</td>
                      <td className="px-3 py-2">{s.stayType ? (types.get(s.stayType)?.label ?? s.stayType) : '—'}</td>
                      <td className="px-3 py-2">{s.where ?? '—'}</td>
                      <td className="px-3 py-2">{s.withWhom ?? '—'}</td>
                      <td className="px-3 py-2">
                        {s.approved === false ? <Chip colour="red">No</Chip> : yesNo(s.approved)}
                      </td>
                      <td className="whitespace-nowrap px-3 py-2">{formatDateTime(s.returnedAt)}</td>
                      <td className="px-3 py-2">{yesNo(s.returnedAsAgreed)}</td>
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
