// The parts of a gross pay statement shared by /hr/gross-pay and the staff profile's gross pay tab: the month
// picker, the warnings and the lines of one person's pay.
import { formatDate } from '../lib/format.ts';

export interface PayLine {
  type: string;
  label: string;
  rateFrom: string;
  minutes: number;
  hours: string;
  units: number;
  ratePence: number;
  amountPence: number;
}
export interface PersonPay {
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

export const money = (p: number) =>
  `£${(p / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const thisMonth = () => new Date().toISOString().slice(0, 7);

export function MonthPicker({ month, onChange }: { month: string; onChange: (m: string) => void }) {
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

export function StaleRates({ stale }: { stale?: boolean }) {
  if (!stale) return null;
  return (
    <p role="alert" className="rounded border border-amber-500 bg-amber-50 p-3 text-amber-950">
      The minimum wage rates pay is checked against are a year old or more: a director adds this April&apos;s rates
      under Pay rates and rules.
    </p>
  );
}

export function BelowMinimum({ pay }: { pay: PersonPay }) {
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

export function Lines({ pay }: { pay: PersonPay }) {
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
              {l.type === 'sleep_in'
                ? `${l.units} night${l.units === 1 ? '' : 's'}`
                : l.type === 'rolled_up_holiday'
                  ? '—'
                  : l.hours}
            </td>
            <td data-label="Rate" className="px-4 py-2">
              {l.type === 'rolled_up_holiday' ? (
                '12.07 % of the pay above'
              ) : (
                <>
                  {money(l.ratePence)}
                  {l.type === 'sleep_in' ? ' a night' : ' an hour'}
                </>
              )}
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
