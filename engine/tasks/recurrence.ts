// When the occurrences of a recurring task fall. Occurrence n is counted from the series' anchor
// (not from the previous occurrence), so a task on the 31st is due on the last day of shorter
// months and back on the 31st after them, and one on 29 February falls on 28 February in other
// years. The anchor is a London wall-clock time, so 09:00 stays 09:00 across BST and GMT.
import { recurrences } from '../../definitions/lists/index.ts';
import type { FieldError } from '../definitions/ajv.ts';
import { addDays, addMonths, fromLocal, pad, parseYmd, toLocal, ymd } from '../time/london.ts';

export type Freq = 'daily' | 'weekly' | 'monthly' | 'yearly' | 'custom';
export const FREQS = recurrences.items.map((i) => i.value) as Freq[];

/** What a person asks for. */
export interface RecurrenceInput {
  freq: Freq;
  interval?: number;
  unit?: 'days' | 'weeks';
  until?: string | null;
}

/** What is stored on each occurrence: the request plus where the series is counted from. */
export interface RecurrenceRule {
  freq: Freq;
  interval: number;
  unit?: 'days' | 'weeks';
  until?: string | null;
  anchor: string; // local 'YYYY-MM-DDTHH:mm' of occurrence number anchorNo
  anchorNo: number;
}

export const MAX_INTERVAL = 366;

/** Field errors for a recurrence request (paths under `base`). */
export function checkRecurrence(r: RecurrenceInput, base = '/recurrence'): FieldError[] {
  const errors: FieldError[] = [];
  if (!FREQS.includes(r.freq)) errors.push({ path: `${base}/freq`, message: `must be one of ${FREQS.join(', ')}` });
  if (r.interval !== undefined && (!Number.isInteger(r.interval) || r.interval < 1 || r.interval > MAX_INTERVAL)) {
    errors.push({ path: `${base}/interval`, message: `must be a whole number from 1 to ${MAX_INTERVAL}` });
  }
  if (r.freq === 'custom' && r.unit !== 'days' && r.unit !== 'weeks')
    errors.push({ path: `${base}/unit`, message: 'say days or weeks for a custom repeat' });
  if (r.freq !== 'custom' && r.unit !== undefined)
    errors.push({ path: `${base}/unit`, message: 'is only for a custom repeat' });
  if (r.until && !/^\d{4}-\d{2}-\d{2}$/.test(r.until))
    errors.push({ path: `${base}/until`, message: 'must be a date (YYYY-MM-DD)' });
  return errors;
}

/** The stored rule for a series whose occurrence `anchorNo` is due at `dueAt`. */
export function ruleFrom(r: RecurrenceInput, dueAt: Date, anchorNo = 0): RecurrenceRule {
  const l = toLocal(dueAt);
  return {
    freq: r.freq,
    interval: r.interval ?? 1,
    ...(r.freq === 'custom' ? { unit: r.unit } : {}),
    until: r.until ?? null,
    anchor: `${ymd(l.year, l.month, l.day)}T${pad(l.hour)}:${pad(l.minute)}`,
    anchorNo,
  };
}

/** The local date `steps` periods after the anchor date. */
function stepDate(rule: RecurrenceRule, anchorDate: string, steps: number): string {
  const k = steps * rule.interval;
  switch (rule.freq) {
    case 'daily':
      return addDays(anchorDate, k);
    case 'weekly':
      return addDays(anchorDate, 7 * k);
    case 'monthly':
      return addMonths(anchorDate, k);
    case 'yearly':
      return addMonths(anchorDate, 12 * k);
    case 'custom':
      return addDays(anchorDate, (rule.unit === 'weeks' ? 7 : 1) * k);
  }
}

/** Occurrence number n of a series: its local date and due instant; null after the end date. */
export function occurrence(rule: RecurrenceRule, n: number): { date: string; dueAt: Date } | null {
  const [anchorDate, time] = rule.anchor.split('T');
  const date = stepDate(rule, anchorDate, n - rule.anchorNo);
  if (rule.until && date > rule.until) return null;
  const { year, month, day } = parseYmd(date);
  const [hour, minute] = time.split(':').map(Number);
  return { date, dueAt: fromLocal({ year, month, day, hour, minute }) };
}
