// List filters: status, date from / to, archived. Kept in the address (?status=…) so Back and shared links keep them.
import { useId } from 'react';
import { LIST_STATUSES } from '../../../definitions/list-statuses.ts';
import { checkClass, inputClass, labelClass } from '../rjsf/classes.ts';
import { DateField } from '../ui/DateField.tsx';

export interface Filters {
  status: string;
  from: string;
  to: string;
  archived: boolean;
}

export function ListFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const id = useId();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="card grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Filter records</legend>
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>
          Status
        </label>
        {/* the generic list statuses of the specification's section 4 */}
        <select
          id={`${id}-status`}
          className={inputClass}
          value={value.status}
          onChange={(e) => set({ status: e.target.value })}
        >
          <option value="">All statuses</option>
          {Object.entries(LIST_STATUSES).map(([s, l]) => (
            <option key={s} value={s}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={labelClass}>
          From
        </label>
        <DateField
          id={`${id}-from`}
          className={inputClass}
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={labelClass}>
          To
        </label>
        <DateField
          id={`${id}-to`}
          className={inputClass}
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      <div className="flex items-end pb-2">
        <label htmlFor={`${id}-archived`} className="inline-flex items-center gap-2 font-medium">
          <input
            id={`${id}-archived`}
            type="checkbox"
            className={checkClass}
            checked={value.archived}
            onChange={(e) => set({ archived: e.target.checked })}
          />
          Show archived records
        </label>
      </div>
    </fieldset>
  );
}
