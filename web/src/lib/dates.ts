// Date helpers for filters and reports. Date-only record fields are kept as midnight UTC, so a day's
// range is [that day 00:00Z, the next day 00:00Z).

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's calendar, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** YYYY-MM-DD plus a number of days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week that holds `day` (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return addDays(day, -back);
}

export const isIsoDay = (v: string | null | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The API's from/to (date-times) for an inclusive range of days; either end may be open. */
export function dayRange(from?: string | null, to?: string | null): { from?: string; to?: string } {
  return {
    from: isIsoDay(from) ? `${from}T00:00:00.000Z` : undefined,
    to: isIsoDay(to) ? `${addDays(to, 1)}T00:00:00.000Z` : undefined,
  };
}
