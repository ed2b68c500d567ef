// The register's filters: the home (for people who work in several: a director's organisation, or one home), the
// area, and which duties to show. Kept in the address, so a filtered register can be bookmarked or printed again.
import type { HomeRef } from '../types.ts';
import type { DutyRow } from './types.ts';
import { AREA_LABELS } from './wording.ts';

export type StatusFilter = '' | 'attention' | 'overdue' | 'late';

export const STATUS_FILTERS: { value: StatusFilter; label: string; keeps: (r: DutyRow) => boolean }[] = [
  { value: '', label: 'Every duty', keeps: () => true },
  {
    value: 'attention',
    label: 'Overdue or due soon',
    keeps: (r) => r.state === 'overdue' || r.state === 'due-soon',
  },
  { value: 'overdue', label: 'Overdue only', keeps: (r) => r.state === 'overdue' },
  {
    value: 'late',
    label: 'Met late or missed in the last 12 months',
    keeps: (r) => r.metLateLast12Months > 0 || r.missedLast12Months > 0,
  },
];

export function RegisterFilters({
  homes,
  home,
  area,
  status,
  onChange,
}: {
  homes: HomeRef[];
  home: string;
  area: string;
  status: StatusFilter;
  onChange: (key: 'home' | 'area' | 'status', value: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3 no-print" role="group" aria-label="Filter the register">
      {homes.length > 1 ? (
        <div className="w-full sm:w-auto">
          <label htmlFor="dr-home" className="field-label">
            Home
          </label>
          <select id="dr-home" className="field-input" value={home} onChange={(e) => onChange('home', e.target.value)}>
            <option value="">Every home</option>
            {homes.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="w-full sm:w-auto">
        <label htmlFor="dr-area" className="field-label">
          Area
        </label>
        <select id="dr-area" className="field-input" value={area} onChange={(e) => onChange('area', e.target.value)}>
          <option value="">Every area</option>
          {Object.entries(AREA_LABELS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="w-full sm:w-auto">
        <label htmlFor="dr-status" className="field-label">
          Show
        </label>
        <select
          id="dr-status"
          className="field-input"
          value={status}
          onChange={(e) => onChange('status', e.target.value)}
        >
          {STATUS_FILTERS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
