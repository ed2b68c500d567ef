// The engine's working-time and staffing warnings, as the API gave them (the browser never computes them).
import { DateField } from '../ui/DateField.tsx';
import type { RotaWarning } from './shared.ts';

export interface RestOwed {
  on: string;
  hours: string;
}
/** Whether the engine asks for compensatory rest with the override (a rest, break or night warning). */
export const owesRest = (warnings: RotaWarning[]) => warnings.some((w) => w.needsCompensatoryRest === true);
/** The body's compensatory rest, once both are filled. */
export const restBody = (warnings: RotaWarning[], rest: RestOwed) =>
  owesRest(warnings) && rest.on && rest.hours ? { compensatoryRest: { on: rest.on, hours: Number(rest.hours) } } : {};

/** When the equivalent rest will be taken, asked with the override of a rest, break or night warning. */
export function CompensatoryRestFields({ rest, onChange }: { rest: RestOwed; onChange: (r: RestOwed) => void }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="field-label sm:col-span-2">
        Compensatory rest: the rest is moved, not lost (Working Time Regulations regs 21 and 24)
      </legend>
      <label>
        <span className="field-label">Rest taken on</span>
        <DateField
          className="field-input"
          value={rest.on}
          onChange={(e) => onChange({ ...rest, on: e.target.value })}
          required
        />
      </label>
      <label>
        <span className="field-label">Hours of rest</span>
        <input
          className="field-input"
          type="number"
          min={0.5}
          max={72}
          step={0.5}
          value={rest.hours}
          onChange={(e) => onChange({ ...rest, hours: e.target.value })}
          required
        />
      </label>
    </fieldset>
  );
}

export function Warnings({ warnings, title = 'Warnings' }: { warnings: RotaWarning[]; title?: string }) {
  if (!warnings.length) return null;
  return (
    <section
      aria-label={title}
      role="alert"
      className="rounded-lg border border-amber-500 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 className="font-semibold">{title}</h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {warnings.map((w, i) => (
          <li key={i}>
            {w.staffName ? <strong>{w.staffName}: </strong> : null}
            {w.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
