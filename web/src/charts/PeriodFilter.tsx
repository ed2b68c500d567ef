// Period and home filters for the dashboards, kept in the address (?from=&to=&home=) so a view can be shared.
import { useSearchParams } from 'react-router';
import { DateField } from '../ui/DateField.tsx';
import type { Period } from './types.ts';

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const PRESETS = [
  { key: '4w', label: 'Last 4 weeks', days: 28 },
  { key: '12w', label: 'Last 12 weeks', days: 84 },
  { key: '6m', label: 'Last 6 months', days: 182 },
  { key: '12m', label: 'Last 12 months', days: 365 },
];

function presetPeriod(days: number): Period {
  const to = new Date();
  const from = new Date(to);
  from.setDate(from.getDate() - days + 1);
  return { from: iso(from), to: iso(to) };
}

/** The period and home in the address, with defaults (last 12 weeks, no home = all). */
export function useChartFilters(): {
  period: Period;
  home: string;
  set: (p: Partial<Period & { home: string }>) => void;
} {
  const [params, setParams] = useSearchParams();
  const fallback = presetPeriod(84);
  const period = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const set = (p: Partial<Period & { home: string }>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(p)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  return { period, home: params.get('home') ?? '', set };
}

export function PeriodFilter({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const preset = PRESETS.find((p) => {
    const x = presetPeriod(p.days);
    return x.from === period.from && x.to === period.to;
  });
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Period</legend>
      <label className="text-sm">
        <span className="field-label">Period</span>
        <select
          className="field-input w-auto"
          value={preset?.key ?? 'custom'}
          onChange={(e) => {
            const p = PRESETS.find((x) => x.key === e.target.value);
            if (p) onChange(presetPeriod(p.days));
          }}
        >
          {PRESETS.map((p) => (
            <option key={p.key} value={p.key}>
              {p.label}
            </option>
          ))}
          <option value="custom" disabled={!!preset}>
            Chosen dates
          </option>
        </select>
      </label>
      <label className="text-sm">
        <span className="field-label">From</span>
        <DateField
          className="field-input w-auto"
          value={period.from}
          max={period.to}
          onChange={(e) => e.target.value && onChange({ ...period, from: e.target.value })}
        />
      </label>
      <label className="text-sm">
        <span className="field-label">To</span>
        <DateField
          className="field-input w-auto"
          value={period.to}
          min={period.from}
          onChange={(e) => e.target.value && onChange({ ...period, to: e.target.value })}
        />
      </label>
    </fieldset>
  );
}

export function HomeFilter({
  homes,
  value,
  onChange,
  allLabel,
}: {
  homes: { id: string; name: string }[];
  value: string;
  onChange: (home: string) => void;
  allLabel?: string;
}) {
  return (
    <label className="text-sm">
      <span className="field-label">Home</span>
      <select className="field-input w-auto" value={value} onChange={(e) => onChange(e.target.value)}>
        {allLabel ? <option value="">{allLabel}</option> : null}
        {homes.map((h) => (
          <option key={h.id} value={h.id}>
            {h.name}
          </option>
        ))}
      </select>
    </label>
  );
}
