// In/out (organisation toggle inOutStatus): times out of the home, late returns, not back yet and, where the
// organisation records it, missing episodes.
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useMe } from '../../../session.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../../ui/States.tsx';
import { Chip, RangeFields, ReportSection, Stat, useListItems, useYpReport, yesNo } from './common.tsx';

interface Movement {
  recordId: string;
  outAt?: string;
  reason?: string;
  whereWithWhom?: string;
  agreedReturnAt?: string;
  backAt?: string;
  returnedOnTime?: boolean;
  missingStatus?: string;
}
interface InOut {
  movements: Movement[];
  timesOut: number;
  lateReturns: number;
  notBackYet: number;
  missing: number | null;
}

export function ToggleOff({ title, setting }: { title: string; setting: string }) {
  return (
    <ReportSection title={title}>
      <EmptyState title={`${setting} is not turned on for your organisation.`}>
        A director can turn it on in the organisation settings.
      </EmptyState>
    </ReportSection>
  );
}

export default function InOutReport() {
  const me = useMe();
  if (me.toggles?.inOutStatus !== true) return <ToggleOff title="In/out" setting="Recording in/out status" />;
  return <InOutBody />;
}

function InOutBody() {
  const reasons = useListItems('inOutReasons');
  const missing = useListItems('missingStatuses');
  const { yp, range, data, error, loading, reload } = useYpReport<InOut>('in-out', 28);
  const base = `/cyp/resident/${encodeURIComponent(yp.id)}/records/in-out`;
  return (
    <ReportSection title="In/out" description="Times out of the home, from the in/out records.">
      <RangeFields from={range.from} to={range.to} onChange={range.set} />
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : loading && !data ? (
        <Loading label="Loading the report…" />
      ) : data ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-4">
            <Stat label="Times out" value={data.timesOut} />
            <Stat label="Late returns" value={data.lateReturns} />
            <Stat label="Not back yet" value={data.notBackYet} />
            {data.missing !== null ? <Stat label="Missing" value={data.missing} /> : null}
          </dl>
          {data.movements.length === 0 ? (
            <EmptyState title="No times out recorded in these dates." />
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Times out</caption>
                <thead className="border-b border-line bg-sunken">
                  <tr>
                    {[
                      'Went out',
                      'Going out for',
                      'Where and with whom',
                      'Agreed return',
                      'Came back',
                      'On time',
                      ...(data.missing !== null ? ['Missing status'] : []),
                    ].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-semibold">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.movements.map((m) => (
                    <tr key={m.recordId} className="border-b border-line align-top last:border-0">
                      <td className="whitespace-nowrap px-3 py-2">
                        <Link className="link" to={`${base}/${encodeURIComponent(m.recordId)}`}>
                          {formatDateTime(m.outAt)}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{m.reason ? (reasons.get(m.reason)?.label ?? m.reason) : '—'}</td>
                      <td className="px-3 py-2">{m.whereWithWhom ?? '—'}</td>
                      <td className="whitespace-nowrap px-3 py-2">{formatDateTime(m.agreedReturnAt)}</td>
                      <td className="whitespace-nowrap px-3 py-2">
                        {m.backAt ? formatDateTime(m.backAt) : <Chip colour="amber">Not back yet</Chip>}
                      </td>
                      <td className="px-3 py-2">{yesNo(m.returnedOnTime)}</td>
                      {data.missing !== null ? (
                        <td className="px-3 py-2">
                          {m.missingStatus ? (
                            <Chip colour={missing.get(m.missingStatus)?.colour}>
                              {missing.get(m.missingStatus)?.label ?? m.missingStatus}
                            </Chip>
                          ) : (
                            '—'
                          )}
                        </td>
                      ) : null}
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
