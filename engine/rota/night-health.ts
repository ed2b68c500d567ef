// Night work health assessments (Working Time Regulations 1998 reg 7, decision 0740): when the rota rosters someone
// on night work (3 hours or more between 23:00 and 06:00) or a worker under 18 in their restricted period, and no
// assessment was offered (or is waiting to be) in the year before, an assessment record is made to offer by the first
// such shift; its task asks the home's managers to offer it, and the record's "Offered on" closes it. A year is our
// reading of "regular intervals" (the regulation sets none). The duty is declared in definitions/duties/staff.ts.
import { fieldReader } from '../definitions/field-reads.ts';
import { wageBand } from '../pay/minimum-wage.ts';
import type { HookContext, KindHooks } from '../pipeline/types.ts';
import type { OrgStore, RecordRow } from '../store/index.ts';
import { nightMinutes } from './night-work.ts';
import { type RecordTaskState, syncRecordTask } from './record-task.ts';
import { plusDays } from './reference-period.ts';
import { londonDay, type RestrictedFrom, restrictedMinutes } from './young-workers.ts';

export const fieldReads = fieldReader('Night work health assessment (the task asking for the offer)', [
  { kind: 'night-health-assessment', path: 'offerBy', type: 'date', why: 'the offer is due before the first night' },
  { kind: 'night-health-assessment', path: 'offeredOn', type: 'date', why: 'an offer made closes the task' },
]);

export const NIGHT_HEALTH_DUTY = 'night-health-assessment';
export const nightHealthTaskKey = (recordId: string) => `night-health-assessment:${recordId}`;
/** Our reading of "regular intervals": a new offer once the last is a year old. */
export const OFFER_INTERVAL_DAYS = 365;
/** Night work as reg 2 counts a night worker's: at least 3 hours of the shift in night time. */
const NIGHT_WORK_MINUTES = 180;

export type AssessmentReason = 'night_work' | 'regular' | 'young_worker';

export interface RosteredShift {
  staffId: string;
  start: number;
  end: number;
  /** On-call away from the workplace is not work until called out. */
  shiftType: string;
  dateOfBirth: string | null;
  restrictedFrom: RestrictedFrom;
}

export interface AssessmentOwed {
  staffId: string;
  offerBy: string;
  reason: AssessmentReason;
}

/** Does this shift need an assessment offered before it, and which kind? */
export function nightWorkOf(s: RosteredShift): 'night_work' | 'young_worker' | null {
  if (s.shiftType === 'on_call') return null;
  const day = londonDay(s.start);
  if (wageBand(s.dateOfBirth, day) === 'under_18')
    return restrictedMinutes(s.start, s.end, s.restrictedFrom) > 0 ? 'young_worker' : null;
  return nightMinutes(s.start, s.end) >= NIGHT_WORK_MINUTES ? 'night_work' : null;
}

/**
 * The assessments to offer: one per person rostered on night work whose latest assessment (its offer date, or the
 * day it is to be offered by) is more than a year before their first such shift — or who has none.
 */
export function assessmentsOwed(shifts: RosteredShift[], latest: ReadonlyMap<string, string>): AssessmentOwed[] {
  const first = new Map<string, { day: string; kind: 'night_work' | 'young_worker' }>();
  for (const s of [...shifts].sort((a, b) => a.start - b.start)) {
    const kind = nightWorkOf(s);
    if (kind && !first.has(s.staffId)) first.set(s.staffId, { day: londonDay(s.start), kind });
  }
  const out: AssessmentOwed[] = [];
  for (const [staffId, { day, kind }] of first) {
    const last = latest.get(staffId);
    if (last && plusDays(last, OFFER_INTERVAL_DAYS) > day) continue;
    out.push({ staffId, offerBy: day, reason: kind === 'young_worker' ? kind : last ? 'regular' : 'night_work' });
  }
  return out;
}

/** What the record says of its task: open until the offer is made; gone with the record. */
export function offerTaskState(data: Record<string, unknown>, archived: boolean): RecordTaskState {
  if (archived) return 'withdrawn';
  return typeof data.offeredOn === 'string' && data.offeredOn ? 'met' : 'open';
}

async function offerTask(ctx: HookContext & { row: RecordRow; tx: OrgStore }) {
  const offerBy = ctx.row.data.offerBy;
  await syncRecordTask(ctx, {
    key: nightHealthTaskKey(ctx.row.id),
    state: offerTaskState(ctx.row.data, !!ctx.row.archivedAt),
    duty: NIGHT_HEALTH_DUTY,
    // before the first night: by the end of the day before it
    dueAt: (today) => new Date(`${plusDays(typeof offerBy === 'string' ? offerBy : today, -1)}T17:00:00Z`),
  });
}

export const nightHealthHooks: KindHooks = { afterChange: offerTask };
