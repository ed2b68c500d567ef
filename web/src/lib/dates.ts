// Date helpers for filters and reports. Date-only record fields are kept as midnight UTC, so a day's
// range is [that day 00:00Z, the next day 00:00Z). Date arithmetic is the shared engine/time/london.ts.
import { addDays, londonToday, mondayOf } from '../../../engine/time/london.ts';

export { addDays, mondayOf };

/** Today in London, as YYYY-MM-DD. */
export const todayIso = (now = new Date()): string => londonToday(now);

export const isIsoDay = (v: string | null | undefined): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The API's from/to (date-times) for an inclusive range of days; either end may be open. */
export function dayRange(from?: string | null, to?: string | null): { from?: string; to?: string } {
  return {
    from: isIsoDay(from) ? `${from}T00:00:00.000Z` : undefined,
    to: isIsoDay(to) ? `${addDays(to, 1)}T00:00:00.000Z` : undefined,
  };
}
