// The leave request's own rules, pure: what a request may say (a range forwards, part days for one day
// only) and what it is called. The figures are entitlement.ts.
import { leaveTypes } from '../../definitions/lists/index.ts';
import type { FieldError } from '../definitions/ajv.ts';

/** SPEC §3 leave types: the reference list is the one source. */
export const LEAVE_TYPES = leaveTypes.items.map((i) => i.value as string);
export const LEAVE_TYPE_LABELS: Record<string, string> = Object.fromEntries(
  leaveTypes.items.map((i) => [i.value, i.label]),
);

export interface LeaveAsked {
  leaveType: string;
  startsOn: string;
  endsOn: string;
  partDay?: 'am' | 'pm' | null;
  minutes?: number | null;
}

/** What is wrong with a request as asked, at its fields (none: it may be counted). */
export function leaveRequestErrors(r: LeaveAsked): FieldError[] {
  const errors: FieldError[] = [];
  if (r.endsOn < r.startsOn) errors.push({ path: '/endsOn', message: 'must be on or after the first day' });
  if ((r.partDay || r.minutes) && r.endsOn !== r.startsOn)
    errors.push({ path: r.partDay ? '/partDay' : '/minutes', message: "is for one day's leave only" });
  if (r.partDay && r.minutes) errors.push({ path: '/minutes', message: 'give a half day or hours, not both' });
  if (!LEAVE_TYPES.includes(r.leaveType)) errors.push({ path: '/leaveType', message: 'is not a leave type' });
  return errors;
}
