// A group of home checkboxes (a user's homes, or the homes whose rota they are left out of).
import type { AdminHome } from '../types.ts';
import { toggleIn } from './userForm.ts';

export function HomeChecks({
  legend,
  hint,
  homes,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  hint?: string;
  homes: AdminHome[];
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const shown = homes.filter((h) => !h.archivedAt || value.includes(h.id));
  return (
    <fieldset disabled={disabled}>
      <legend className="field-label">{legend}</legend>
      {hint ? <p className="mb-1 text-sm text-muted">{hint}</p> : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {shown.map((h) => (
          <label key={h.id} className="flex min-h-[44px] items-center gap-2">
            <input type="checkbox" checked={value.includes(h.id)} onChange={() => onChange(toggleIn(value, h.id))} />
            {h.name}
            {h.archivedAt ? ' (archived)' : ''}
          </label>
        ))}
        {shown.length === 0 ? <p className="text-muted">No homes yet.</p> : null}
      </div>
    </fieldset>
  );
}
