// What approved leave means for a pay period (decision 0880), pure: the annual leave taken in the period, charged as
// the leave request charges it (the shifts rostered on those days, or contracted hours where the rota was not made),
// and the days a rostered shift was not worked because the person was on leave.
import { msFromDate, requestCharge, type RosteredDay } from '../leave/entitlement.ts';
import type { PayLeave } from './gross-pay.ts';

/** An approved leave request as pay reads it. */
export interface ApprovedLeave {
  leaveType: string;
  startsOn: string;
  endsOn: string;
  partDay?: 'am' | 'pm' | null;
  minutes?: number | null;
}

/** A rostered shift as pay reads it: its London date, type, paid minutes (less the break), whether it was clocked. */
export interface RosteredShift {
  date: string;
  shiftType: string;
  minutes: number;
  clocked: boolean;
}

const DAY_MS = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The dates of whole days of approved leave of any type: a shift rostered on one and not clocked was not worked, so
 * it is not paid as worked (annual leave is paid as holiday instead). Part days leave the shift to be paid as rostered.
 */
export function daysOnLeave(leave: ApprovedLeave[], period: { from: string; to: string }): Set<string> {
  const out = new Set<string>();
  for (const l of leave) {
    if (l.partDay || l.minutes) continue;
    const from = l.startsOn > period.from ? l.startsOn : period.from;
    const to = l.endsOn < period.to ? l.endsOn : period.to;
    for (let t = msFromDate(from); t <= msFromDate(to); t += DAY_MS) out.add(dateOf(t));
  }
  return out;
}

/** Is a rostered shift paid as time worked? Not when it falls on a day of leave and was not clocked. */
export const workedShift = (s: Pick<RosteredShift, 'date' | 'clocked'>, onLeave: Set<string>) =>
  s.clocked || !onLeave.has(s.date);

/**
 * Annual leave taken in the period, one entry per request, dated from its first day in the period: the part of the
 * request inside the period charged as the request is (requestCharge), in minutes. Sleep-ins and on-call are
 * availability, not hours worked, so they are not taken as leave.
 */
export function leaveTaken(
  leave: ApprovedLeave[],
  period: { from: string; to: string },
  settings: { daysPerWeek: number; hoursPerDay: number },
  rostered: RosteredShift[],
): PayLeave[] {
  const days: RosteredDay[] = rostered
    .filter((s) => s.shiftType !== 'sleep_in' && s.shiftType !== 'on_call')
    .map((s) => ({ date: s.date, minutes: s.minutes }));
  const out: PayLeave[] = [];
  for (const l of leave) {
    if (l.leaveType !== 'annual' || l.endsOn < period.from || l.startsOn > period.to) continue;
    const startsOn = l.startsOn > period.from ? l.startsOn : period.from;
    const endsOn = l.endsOn < period.to ? l.endsOn : period.to;
    const { hours } = requestCharge({ startsOn, endsOn, partDay: l.partDay, minutes: l.minutes }, settings, days);
    const minutes = Math.round(hours * 60);
    if (minutes > 0) out.push({ takenOn: startsOn, minutes });
  }
  return out;
}
