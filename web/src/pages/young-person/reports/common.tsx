// Pieces shared by the young person's reports: the date range (kept in the address), list labels and colours.
import { type ReactNode, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { query } from '../../../api.ts';
import { addDays, dayRange, isIsoDay, todayIso } from '../../../lib/dates.ts';
import type { ReferenceList } from '../../../types.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { usePageTitle } from '../../../ui/Page.tsx';
import { useApi } from '../../../use-api.ts';
import { useProfile } from '../context.ts';

/** The range in the address (?from&to), else the last `days` days up to today. */
function useDayRange(days = 28): {
  from: string;
  to: string;
  set: (patch: { from?: string; to?: string }) => void;
} {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const from = isIsoDay(params.get('from')) ? params.get('from')! : addDays(today, -(days - 1));
  const to = isIsoDay(params.get('to')) ? params.get('to')! : today;
  const set = (patch: { from?: string; to?: string }) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v);
    setParams(next, { replace: true });
  };
  return { from, to, set };
}

/** A report of the young person over the range in the address: GET …/reports/{path}?from&to. */
export function useYpReport<T>(path: string, days: number) {
  const { yp } = useProfile();
  const range = useDayRange(days);
  const report = useApi<T>(
    `/api/young-people/${encodeURIComponent(yp.id)}/reports/${path}${query(dayRange(range.from, range.to))}`,
  );
  return { yp, range, ...report };
}

export function RangeFields({
  from,
  to,
  onChange,
  children,
}: {
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="card flex flex-wrap items-end gap-4">
      <legend className="sr-only">Dates</legend>
      <div>
        <label htmlFor={`${id}-from`} className="field-label">
          From
        </label>
        <DateField
          id={`${id}-from`}
          className="field-input"
          value={from}
          max={to}
          required
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="field-label">
          To
        </label>
        <DateField
          id={`${id}-to`}
          className="field-input"
          value={to}
          min={from}
          required
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      {children}
    </fieldset>
  );
}

/** Labels and colours of a reference list, by value. */
export function useListItems(key: string): Map<string, { label: string; colour?: string }> {
  const { data } = useApi<ReferenceList>(`/api/lists/${encodeURIComponent(key)}`);
  return new Map((data?.items ?? []).map((i) => [i.value, { label: i.label, colour: i.colour }]));
}

/** The list colours (SPEC §9 status colours) as chips; the label always carries the meaning. */
const CHIP: Record<string, string> = {
  green: 'border-green-700 bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  amber: 'border-amber-700 bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  red: 'border-red-700 bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  blue: 'border-blue-700 bg-blue-100 text-blue-900 dark:bg-blue-900/40 dark:text-blue-100',
};

export function Chip({ colour, children }: { colour?: string; children: ReactNode }) {
  return (
    <span
      data-colour={colour ?? 'none'}
      className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-medium ${CHIP[colour ?? ''] ?? 'border-line bg-sunken'}`}
    >
      {children}
    </span>
  );
}

/** A report's frame inside the profile: heading, back to the reports, the page title. */
export function ReportSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { yp } = useProfile();
  usePageTitle(`${title} · ${yp.firstName} ${yp.lastName}`);
  return (
    <section aria-labelledby="report-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3" data-print-hide>
        <div>
          <p>
            <Link to={`/cyp/resident/${encodeURIComponent(yp.id)}/reports`} className="link">
              All reports
            </Link>
          </p>
          <h2 id="report-heading" className="text-xl font-semibold">
            {title}
          </h2>
          {description ? <p className="text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="card">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}

export const yesNo = (v: unknown) => (v === true ? 'Yes' : v === false ? 'No' : '—');
