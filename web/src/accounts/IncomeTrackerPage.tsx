// /accounts/income-tracker: per placement the agreed fee and its changes (SPEC §3 Income change types with
// their colours), and weekly and monthly income, occupancy and the cost of empty beds per home and group.
import { Link } from 'react-router';
import { formatDate } from '../lib/format.ts';
import { useWording } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { AccountsNav } from './AccountsNav.tsx';
import { formatPence } from './shared.ts';

interface HomeFigures {
  homeId: string;
  name: string;
  places: number | null;
  placed: number;
  occupancyPercent: number | null;
  weeklyIncomePence: number;
  periodIncomePence: number;
  emptyBedWeeklyCostPence: number | null;
}
interface Event {
  recordId?: string;
  type: string;
  subject: string | null;
  effectiveDate: string;
  amountPence?: number | null;
  newValue?: string | null;
  source?: string;
}
interface Placement {
  youngPersonId: string;
  homeId: string;
  name: string;
  authority: string | null;
  supportHours: number | null;
  placed: boolean;
  weeklyFeePence: number;
  events: Event[];
}
interface Tracker {
  on: string;
  month: { from: string; to: string };
  homes: HomeFigures[];
  group: Omit<HomeFigures, 'homeId' | 'name' | 'periodIncomePence'> & { monthlyIncomePence: number };
  placements: Placement[];
}

/** SPEC §3 Income change: labels and colours. */
const TYPES: Record<string, { label: string; className: string }> = {
  oneOff: { label: 'One Off Payment', className: 'bg-orange-100 text-orange-900' },
  ongoing: { label: 'Ongoing Change', className: 'bg-orange-100 text-orange-900' },
  admission: { label: 'Admission', className: 'bg-green-100 text-green-900' },
  discharge: { label: 'Discharge', className: 'bg-red-100 text-red-900' },
};
const SUBJECTS: Record<string, string> = {
  support_hours: 'Support hours',
  fee: 'Fee',
  allowance: 'Allowance',
  package: 'Package',
  address: 'Address',
};
const pct = (v: number | null) => (v === null ? '—' : `${v}%`);
const money = (v: number | null) => (v === null ? '—' : formatPence(v));

export default function IncomeTrackerPage() {
  const data = useApi<Tracker>('/api/accounts/income');
  const w = useWording();
  return (
    <Page
      title="Income tracker"
      subtitle={w('Fees agreed with the {authority}, their changes, and what empty beds cost')}
    >
      <AccountsNav />
      {data.error ? (
        <ErrorNotice error={data.error} onRetry={data.reload} />
      ) : !data.data ? (
        <Loading />
      ) : (
        <>
          <section className="card overflow-x-auto p-4" aria-labelledby="homes-heading">
            <h2 id="homes-heading" className="text-lg font-semibold">
              Homes on {formatDate(data.data.on)}
            </h2>
            <table className="stack-table w-full text-left text-sm">
              <thead>
                <tr>
                  <th className="px-3 py-2">Home</th>
                  <th className="px-3 py-2 text-right">Placed</th>
                  <th className="px-3 py-2 text-right">Occupancy</th>
                  <th className="px-3 py-2 text-right">Weekly income</th>
                  <th className="px-3 py-2 text-right">This month</th>
                  <th className="px-3 py-2 text-right">Empty beds cost a week</th>
                </tr>
              </thead>
              <tbody>
                {data.data.homes.map((h) => (
                  <tr key={h.homeId} className="border-t border-line">
                    <td data-label="Home" className="px-3 py-2 font-medium">
                      {h.name}
                    </td>
                    <td data-label="Placed" className="px-3 py-2 text-right">
                      {h.placed}
                      {h.places ? ` of ${h.places}` : ''}
                    </td>
                    <td data-label="Occupancy" className="px-3 py-2 text-right">
                      {pct(h.occupancyPercent)}
                    </td>
                    <td data-label="Weekly income" className="px-3 py-2 text-right">
                      {formatPence(h.weeklyIncomePence)}
                    </td>
                    <td data-label="This month" className="px-3 py-2 text-right">
                      {formatPence(h.periodIncomePence)}
                    </td>
                    <td data-label="Empty beds cost a week" className="px-3 py-2 text-right">
                      {money(h.emptyBedWeeklyCostPence)}
                    </td>
                  </tr>
                ))}
                <tr className="border-t-2 border-line font-semibold">
                  <td data-label="Home" className="px-3 py-2">
                    Group
                  </td>
                  <td data-label="Placed" className="px-3 py-2 text-right">
                    {data.data.group.placed}
                    {data.data.group.places ? ` of ${data.data.group.places}` : ''}
                  </td>
                  <td data-label="Occupancy" className="px-3 py-2 text-right">
                    {pct(data.data.group.occupancyPercent)}
                  </td>
                  <td data-label="Weekly income" className="px-3 py-2 text-right" data-testid="group-weekly">
                    {formatPence(data.data.group.weeklyIncomePence)}
                  </td>
                  <td data-label="This month" className="px-3 py-2 text-right">
                    {formatPence(data.data.group.monthlyIncomePence)}
                  </td>
                  <td data-label="Empty beds cost a week" className="px-3 py-2 text-right">
                    {money(data.data.group.emptyBedWeeklyCostPence)}
                  </td>
                </tr>
              </tbody>
            </table>
            <p className="mt-2 text-sm text-muted">
              Occupancy needs a home's registered places; an empty bed is costed at the home's average weekly fee.
            </p>
          </section>
          <section aria-labelledby="placements-heading" className="space-y-3">
            <h2 id="placements-heading" className="text-lg font-semibold">
              Placements
            </h2>
            {!data.data.placements.length ? (
              <EmptyState title="No placements yet" />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {data.data.placements.map((p) => (
                  <li key={p.youngPersonId} className="card space-y-2 p-4">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <Link className="link font-semibold" to={`/cyp/resident/${p.youngPersonId}/profile/accounts`}>
                        {p.name}
                      </Link>
                      <span className="text-sm text-muted">{p.placed ? 'Placed' : 'Not placed'}</span>
                    </div>
                    <p className="text-sm">
                      {p.authority ?? w('{Authority} not recorded')} · {formatPence(p.weeklyFeePence)} a week
                      {p.supportHours !== null ? ` · ${p.supportHours} support hours a week` : ''}
                    </p>
                    <ul className="space-y-1 text-sm">
                      {[...p.events]
                        .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate))
                        .map((e, i) => (
                          <li key={e.recordId ?? `${e.type}-${i}`} className="flex flex-wrap items-center gap-2">
                            <span
                              className={`rounded px-2 py-0.5 text-xs font-semibold ${TYPES[e.type]?.className ?? ''}`}
                            >
                              {TYPES[e.type]?.label ?? e.type}
                            </span>
                            <span>{formatDate(e.effectiveDate)}</span>
                            {e.subject ? <span>{SUBJECTS[e.subject] ?? e.subject}</span> : null}
                            {e.amountPence ? <span>{formatPence(e.amountPence)}</span> : null}
                            {e.newValue ? <span>{e.newValue}</span> : null}
                            {e.source ? <span className="text-muted">(from {e.source})</span> : null}
                          </li>
                        ))}
                    </ul>
                    <div className="flex flex-wrap gap-3 text-sm">
                      <Link className="link" to={`/cyp/resident/${p.youngPersonId}/records/income-change/new`}>
                        Add an income change
                      </Link>
                      <Link className="link" to={`/cyp/resident/${p.youngPersonId}/records/placement-fee`}>
                        Fee agreements
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
