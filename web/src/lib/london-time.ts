// Wall-clock times typed into <input type="datetime-local"> are London times, whatever the device is set to:
// the homes are in England, and a night worker's laptop left on another zone must not shift a clock-in or a
// restraint by an hour. Both directions go through Intl with Europe/London, never the device's zone.

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as London 'YYYY-MM-DDTHH:MM' for a datetime-local input; '' when empty or unreadable. */
export function toLondonInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = Object.fromEntries(londonParts.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * London 'YYYY-MM-DDTHH:MM' as an ISO instant; undefined when empty or unreadable. In the autumn's repeated
 * hour the first (summer time) is meant; in the spring's missing hour the clock has already gone forward, so
 * 01:30 is read as 02:30 BST.
 */
export function fromLondonInput(local: string): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(local ?? '');
  if (!m) return undefined;
  for (const offset of ['+01:00', 'Z']) {
    const at = new Date(`${m[1]}T${m[2]}:00${offset}`);
    if (Number.isNaN(at.getTime())) return undefined;
    if (toLondonInput(at.toISOString()) === `${m[1]}T${m[2]}`) return at.toISOString();
  }
  return new Date(`${m[1]}T${m[2]}:00Z`).toISOString();
}

/** Now, as a London datetime-local value. */
export const londonNowInput = (now = new Date()) => toLondonInput(now.toISOString());
