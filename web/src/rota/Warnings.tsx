// The engine's working-time and staffing warnings, as the API gave them (the browser never computes them).
import type { RotaWarning } from './shared.ts';

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
