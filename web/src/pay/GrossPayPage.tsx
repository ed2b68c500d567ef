// /hr/gross-pay: a month's gross pay per person (HR and directors) with the payroll CSV; ?staff= shows one
// person's (HR, directors, or the person themself). Hours come from clock times, else the rota; rates from
// each person's pay-rate records (the profile's employment/pay tab).
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../lib/format.ts';
import { useMe, useSession } from '../session.tsx';
import { HrNav } from '../staff/HrNav.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';

interface PayLine {
  type: string;
  label: string;
  rateFrom: string;
  minutes: number;
  hours: string;
  units: number;
  ratePence: number;
  amountPence: number;
}
interface PersonPay {
  staff: { id: string; name: string };
  period: { from: string; to: string };
  shifts: number;
  lines: PayLine[];
  minutes: number;
  amountPence: number;
  unrated: number;
  rates: unknown[];
  /** Base rates under the minimum wage band of the person's age on a date paid for (the engine's check). */
  belowMinimumWage?: { date: string; bandLabel: string; ratePence: number; minimumPence: number }[];
  /** The organisation's newest minimum wage rates are a year old or more (decision 0780). */
  minimumWageStale?: boolean;
}

const money = (p: number) =>
  `£${(p / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const thisMonth = () => new Date().toISOString().slice(0, 7);

function MonthPicker({ month, onChange }: { month: string; onChange: (m: string) => void }) {
  return (
    <div className="max-w-[14rem]">
      <label className="field-label" htmlFor="month">
        Pay period (month)
      </label>
      <input
        id="month"
        type="month"
        className="field-input"
        value={month}
        onChange={(e) => e.target.value && onChange(e.target.value)}
      />
    </div>
  );
}

function StaleRates({ stale }: { stale?: boolean }) {
  if (!stale) return null;
  return (
    <p role="alert" className="rounded border border-amber-500 bg-amber-50 p-3 text-amber-950">
      The minimum wage rates pay is checked against are a year old or more: a director adds this April&apos;s rates
      under Pay rates and rules.
    </p>
  );
}

function BelowMinimum({ pay }: { pay: PersonPay }) {
  if (!pay.belowMinimumWage?.length) return null;
  return (
    <ul role="alert" className="mb-2 list-disc rounded border border-amber-500 bg-amber-50 p-3 pl-8 text-amber-950">
      {pay.belowMinimumWage.map((b) => (
        <li key={b.date + b.minimumPence}>
          From {formatDate(b.date)}: {money(b.ratePence)} an hour is below the {b.bandLabel} of {money(b.minimumPence)}.
        </li>
      ))}
    </ul>
  );
}

function Lines({ pay }: { pay: PersonPay }) {
  if (!pay.lines.length)
    return (
      <p className="text-muted">
        No paid hours this month
        {pay.unrated ? ` (${pay.unrated} shift${pay.unrated === 1 ? '' : 's'} without a pay rate)` : ''}.
      </p>
    );
  return (
    <table className="stack-table w-full text-left">
      <thead className="border-b border-line text-sm text-muted">
        <tr>
          <th className="px-4 py-2">Type</th>
          <th className="px-4 py-2">Rate from</th>
          <th className="px-4 py-2">Hours</th>
          <th className="px-4 py-2">Rate</th>
          <th className="px-4 py-2 text-right">Amount</th>
        </tr>
      </thead>
      <tbody>
        {pay.lines.map((l) => (
          <tr key={l.type + l.rateFrom} className="border-b border-line last:border-0">
            <td data-label="Type" className="px-4 py-2">
              {l.label}
            </td>
            <td data-label="Rate from" className="px-4 py-2">
              {formatDate(l.rateFrom)}
            </td>
            <td data-label="Hours" className="px-4 py-2">
              {l.type === 'sleep_in' ? `${l.units} night${l.units === 1 ? '' : 's'}` : l.hours}
            </td>
            <td data-label="Rate" className="px-4 py-2">
              {money(l.ratePence)}
              {l.type === 'sleep_in' ? ' a night' : ' an hour'}
            </td>
            <td data-label="Amount" className="px-4 py-2 md:text-right">
              {money(l.amountPence)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function GrossPayPage() {
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const { currentHome } = useSession();
  const month = params.get('month') ?? thisMonth();
  const staffId = params.get('staff');
  const allHomes = params.get('home') === 'all';
  const setMonth = (m: string) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      n.set('month', m);
      return n;
    });
  const seesAll = me.abilities.organisation.pay.everyone;
  const personal = staffId ?? (seesAll ? null : me.id);
  const homeQuery = !allHomes && currentHome ? `&home=${currentHome.id}` : '';
  const one = useApi<PersonPay>(personal ? `/api/pay/gross/${personal}?month=${month}` : null);
  const all = useApi<{ items: PersonPay[]; totalPence: number; period: { from: string; to: string } }>(
    personal ? null : `/api/pay/gross?month=${month}${homeQuery}`,
  );

  if (personal) {
    return (
      <Page
        title={one.data ? `Gross pay — ${one.data.staff.name}` : 'Gross pay'}
        subtitle="Hours from clock times (the rota's where a shift was not clocked) at the pay rate in force each day, with approved paid overtime."
      >
        <MonthPicker month={month} onChange={setMonth} />
        {one.error ? (
          <ErrorNotice error={one.error} onRetry={one.reload} />
        ) : !one.data ? (
          <Loading />
        ) : (
          <section className="card !p-0">
            <BelowMinimum pay={one.data} />
            <Lines pay={one.data} />
            <p className="border-t border-line px-4 py-3 text-lg font-semibold">Total {money(one.data.amountPence)}</p>
          </section>
        )}
        {seesAll ? (
          <Link className="link" to={`/hr/gross-pay?month=${month}`}>
            Everyone's gross pay
          </Link>
        ) : null}
      </Page>
    );
  }
  return (
    <Page
      title="Gross pay"
      subtitle="Per calendar month, for the payroll bureau."
      actions={
        <>
          {me.abilities.organisation.pay.rates ? (
            <Link className="btn-secondary" to="/hr/gross-pay/rates">
              Pay rates and rules
            </Link>
          ) : null}
          <a className="btn-primary" href={`/api/pay/gross.csv?month=${month}${homeQuery}`} download>
            Download CSV
          </a>
        </>
      }
    >
      <HrNav />
      <StaleRates stale={all.data?.items[0]?.minimumWageStale} />
      <div className="flex flex-wrap items-end gap-4">
        <MonthPicker month={month} onChange={setMonth} />
        {currentHome ? (
          <label className="flex min-h-[44px] items-center gap-2">
            <input
              type="checkbox"
              checked={allHomes}
              onChange={(e) =>
                setParams((p) => {
                  const n = new URLSearchParams(p);
                  if (e.target.checked) n.set('home', 'all');
                  else n.delete('home');
                  return n;
                })
              }
            />
            Every home (not only {currentHome.name})
          </label>
        ) : null}
      </div>
      {all.error ? (
        <ErrorNotice error={all.error} onRetry={all.reload} />
      ) : !all.data ? (
        <Loading />
      ) : all.data.items.length === 0 ? (
        <EmptyState title="No staff" />
      ) : (
        <>
          <p className="text-lg font-semibold" data-testid="gross-total">
            Total {money(all.data.totalPence)} for {formatDate(all.data.period.from)} to{' '}
            {formatDate(all.data.period.to)}
          </p>
          <ul className="space-y-3">
            {all.data.items.map((p) => (
              <li key={p.staff.id} className="card !p-0">
                <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
                  <Link className="link font-semibold" to={`/hr/gross-pay?staff=${p.staff.id}&month=${month}`}>
                    {p.staff.name}
                  </Link>
                  <span className="font-semibold">{money(p.amountPence)}</span>
                </div>
                {p.rates.length === 0 ? (
                  <p className="px-4 py-3 text-muted">
                    No pay rate recorded: add one on their profile (Employment, Pay).
                  </p>
                ) : (
                  <>
                    <BelowMinimum pay={p} />
                    <Lines pay={p} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
