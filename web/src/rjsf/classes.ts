// Tailwind class strings shared by every template and widget, so the whole form looks and focuses alike.
// They use the app's semantic colours (ink, muted, line, surface, accent, danger: web/src/index.css), so
// light, dark and high-contrast modes all work. The global :focus-visible ring (index.css) is always visible;
// controls add a border change on focus too, for mouse users.

export const inputClass =
  'block min-h-[44px] w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-muted ' +
  'focus:border-accent disabled:cursor-not-allowed disabled:opacity-70';

/** Read-only controls look read-only (a select would match CSS :read-only always, so this is set explicitly). */
export const readonlyInputClass = 'bg-sunken';

export const invalidInputClass = 'border-2 border-danger';

export const labelClass = 'mb-1 block font-medium text-ink';
export const helpClass = 'mt-1 text-sm text-muted';
export const errorTextClass = 'mt-1 text-sm font-semibold text-danger';

export const secondaryButton = 'btn-secondary';
export const dangerButton = 'btn border border-danger bg-surface text-danger hover:bg-danger-soft';
export const smallButton =
  'inline-flex min-h-[32px] items-center rounded-md border border-line bg-surface px-2 py-1 text-sm font-medium text-ink hover:bg-sunken disabled:cursor-not-allowed disabled:opacity-50';

export const checkClass = 'h-5 w-5 shrink-0 rounded border-line accent-[rgb(var(--c-accent))]';
export const radioClass = 'h-5 w-5 shrink-0 border-line accent-[rgb(var(--c-accent))]';

export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
