// Statutory deadlines after a physical intervention that restricts movement (hold or restraint):
//   children's homes — Children's Homes (England) Regulations 2015 reg 35(3):
//     (a) the record made within 24 hours; (b) within 48 hours the registered person has spoken to
//     the staff member who used the measure and signed the record; (c) within 5 days, spoken to the child;
//   supported accommodation — Supported Accommodation (England) Regulations 2023 reg 22(2): the record
//     within 24 hours (only that one).
// Deadlines are data the workers check (DESIGN §5), not timers: each is a task with a due time,
// closed when the incident record shows it was done — the 48-hour and 5-day steps also by a submitted
// `incident-follow-up` linked to it (issue 13 item 5), so a signed-off incident is never reopened for them.
// Closing says whether the step was recorded in time or how late.
import type { IncidentScanRow } from '../../engine/store/index.ts';

export type DeadlineKey = 'record' | 'review' | 'child';

export interface Deadline {
  key: DeadlineKey;
  naturalKey: string;     // incident-deadline:<record>:<key>
  type: string;           // eventTaskTypes key
  title: string;
  description: string;
  dueAt: Date;
  done: boolean;
  /** when it was done, where known: the first submit of the incident or its follow-up, else the times the manager review gives */
  doneAt?: Date | null;
}

const HOUR = 3_600_000;
export const DEADLINE_PREFIX = 'incident-deadline:';

/** How long before the due time the "due soon" alert goes to the manager. */
export const DUE_SOON_LEAD_MS: Record<DeadlineKey, number> = { record: 6 * HOUR, review: 12 * HOUR, child: 24 * HOUR };

const RESTRICTIVE = new Set(['hold', 'restraint']);

type Data = {
  general?: { startedAt?: string };
  intervention?: { level?: string }[];
  debrief?: { managerReview?: { userSpokenAt?: string; signedAt?: string; childSpokenAt?: string } };
};

export const isSupportedAccommodation = (homeType: string) => homeType === 'support_accomodation_for_older_children';

/** When the incident happened: its start time, else the record's date. */
export function incidentTime(r: Pick<IncidentScanRow, 'data' | 'recordDate'>): Date {
  const at = (r.data as Data).general?.startedAt;
  const d = at ? new Date(at) : null;
  return d && !Number.isNaN(d.getTime()) ? d : new Date(r.recordDate);
}

export function restrictiveIntervention(r: Pick<IncidentScanRow, 'data'>): boolean {
  return ((r.data as Data).intervention ?? []).some((i) => RESTRICTIVE.has(i.level ?? ''));
}

const FOLLOW_UP_STEP: Partial<Record<DeadlineKey, string>> = { review: 'review', child: 'child' };

const dateOf = (v: unknown) => { const d = v ? new Date(v as string) : null; return d && !Number.isNaN(d.getTime()) ? d : null; };
const latest = (...ds: (Date | null)[]) => (ds.every(Boolean) ? new Date(Math.max(...ds.map((d) => d!.getTime()))) : null);

/** The first follow-up recorded for a step, if any. */
function followUpFor(r: IncidentScanRow, key: DeadlineKey): Date | null {
  const f = (r.followUps ?? []).find((x) => x.step === FOLLOW_UP_STEP[key]);
  return f ? dateOf(f.recordedAt) : null;
}

/** "Recorded in time" or "Recorded late (n hours after the deadline)": what closing the task says. */
export function outcomeOf(d: Pick<Deadline, 'dueAt' | 'doneAt'>): { inTime: boolean; hoursLate: number; text: string } | null {
  if (!d.doneAt) return null;
  const late = d.doneAt.getTime() - d.dueAt.getTime();
  if (late <= 0) return { inTime: true, hoursLate: 0, text: 'Recorded in time' };
  const hours = Math.floor(late / HOUR);
  const after = hours < 1 ? 'less than an hour' : `${hours} hour${hours === 1 ? '' : 's'}`;
  return { inTime: false, hoursLate: hours, text: `Recorded late (${after} after the deadline)` };
}

/** The deadlines that apply to this incident now (none when archived or without a hold/restraint). */
export function incidentDeadlines(r: IncidentScanRow): Deadline[] {
  if (r.archivedAt || !restrictiveIntervention(r)) return [];
  const at = incidentTime(r).getTime();
  const who = r.youngPersonName ?? 'the young person';
  const review = (r.data as Data).debrief?.managerReview ?? {};
  const recorded = r.submission > 0 || r.status !== 'ongoing';
  const submittedAt = dateOf(r.submittedAt);
  const reviewByFollowUp = followUpFor(r, 'review');
  const childByFollowUp = followUpFor(r, 'child');
  const reviewInRecord = Boolean(review.userSpokenAt && review.signedAt);
  const key = (k: DeadlineKey) => `${DEADLINE_PREFIX}${r.id}:${k}`;
  if (isSupportedAccommodation(r.homeType)) {
    return [{
      key: 'record', naturalKey: key('record'), type: 'incident action', dueAt: new Date(at + 24 * HOUR), done: recorded, doneAt: submittedAt,
      title: `Complete the restraint record for ${who} (reg 22, 24 hours)`,
      description: 'Supported Accommodation (England) Regulations 2023 reg 22(2): the restraint is recorded within 24 hours. Submit the incident record.',
    }];
  }
  return [
    {
      key: 'record', naturalKey: key('record'), type: 'incident action', dueAt: new Date(at + 24 * HOUR), done: recorded, doneAt: submittedAt,
      title: `Complete the restraint record for ${who} (reg 35, 24 hours)`,
      description: "Children's Homes (England) Regulations 2015 reg 35(3)(a): the record is made within 24 hours. Submit the incident record.",
    },
    {
      key: 'review', naturalKey: key('review'), type: 'incident action', dueAt: new Date(at + 48 * HOUR),
      done: reviewInRecord || Boolean(reviewByFollowUp),
      doneAt: reviewByFollowUp ?? latest(dateOf(review.userSpokenAt), dateOf(review.signedAt)),
      title: `Speak to the staff involved and sign the restraint record for ${who} (reg 35, 48 hours)`,
      description: 'Reg 35(3)(b): within 48 hours the registered person speaks to the staff member who used the measure and signs the record. Add a follow-up to the incident ("Spoke to the staff and signed the record"), or fill in the manager review before signing the incident off.',
    },
    {
      key: 'child', naturalKey: key('child'), type: 'cyp incident debrief', dueAt: new Date(at + 120 * HOUR),
      done: Boolean(review.childSpokenAt || childByFollowUp), doneAt: childByFollowUp ?? dateOf(review.childSpokenAt),
      title: `Speak to ${who} about the restraint (reg 35, 5 days)`,
      description: 'Reg 35(3)(c): within 5 days the registered person speaks to the child about it. Add a follow-up to the incident ("Spoke to the child"), or fill in the manager review before signing the incident off.',
    },
  ];
}

/** The deadline key of a system task's natural key, if it is one. */
export function deadlineKeyOf(naturalKey: string | null): DeadlineKey | null {
  if (!naturalKey?.startsWith(DEADLINE_PREFIX)) return null;
  const k = naturalKey.slice(naturalKey.lastIndexOf(':') + 1);
  return k === 'record' || k === 'review' || k === 'child' ? k : null;
}
