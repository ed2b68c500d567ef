// Statutory deadlines after a measure of control, discipline or restraint:
//   children's homes — Children's Homes (England) Regulations 2015 reg 35(3), for every such measure: a hold
//     or restraint in an incident, a sanction inside an incident (`consequences.others`) or a `consequence`
//     record of its own: (a) the record made within 24 hours; (b) within 48 hours the registered person has
//     spoken to the staff member who used the measure and signed the record; (c) within 5 days, spoken to the child;
//   supported accommodation — Supported Accommodation (England) Regulations 2023 reg 22(2) covers restraint only:
//     the record within 24 hours as the regulation says; the 48-hour and 5-day steps as good practice (the text of
//     22(2)(b)–(c) could not be read here: docs/decisions/0036-restraint-and-notification-readings.md).
//     Sanctions carry no clock.
// Deadlines are data the workers check (DESIGN §5), not timers: each is a task with a due time,
// closed when the incident record shows it was done — the 48-hour and 5-day steps also by a submitted
// `incident-follow-up` linked to it, so a signed-off incident is never reopened for them.
// Closing says whether the step was recorded in time or how late.
import { dutyOf } from '../../../definitions/duties/index.ts';
import { type FieldRead, fieldReader } from '../../definitions/field-reads.ts';
import type { IncidentScanRow } from '../../store/index.ts';
import { restraintDurations } from './restraint.ts';

const review = (kind: string, at: string): FieldRead[] =>
  (['userSpokenAt', 'signedAt', 'childSpokenAt'] as const).map((f) => ({
    kind,
    path: `${at}${f}`,
    type: 'date-time',
    why:
      f === 'childSpokenAt' ? 'shows the child spoken to (5 days)' : 'shows the staff spoken to and the record signed',
  }));

/** What these rules read of an incident or a consequence: a form edit may hide them, never remove or retype them. */
export const fieldReads = fieldReader('Reg 35 / reg 22 restraint and sanction deadlines', [
  {
    kind: 'incident',
    path: 'general.startedAt',
    type: 'date-time',
    why: 'starts the 24-hour, 48-hour and 5-day clocks',
  },
  {
    kind: 'incident',
    path: 'intervention[].level',
    type: 'choice',
    values: ['hold', 'restraint'],
    why: 'a hold or restraint puts the record on the clock',
  },
  ...(['from', 'to'] as const).map((f) => ({
    kind: 'incident',
    path: `intervention[].${f}`,
    type: 'date-time',
    why: "the restraint's duration, told to the manager",
  })),
  ...(['startedAt', 'endedAt'] as const).map((f) => ({
    kind: 'incident',
    path: `intervention[].${f}`,
    type: 'time',
    why: "the restraint's duration in older records",
  })),
  { kind: 'incident', path: 'consequences.others', type: 'rows', why: 'a sanction inside an incident' },
  ...review('incident', 'debrief.managerReview.'),
  { kind: 'consequence', path: 'givenAt', type: 'date-time', why: 'starts the clocks of a sanction' },
  ...review('consequence', 'managerReview.'),
]);

export type DeadlineKey = 'record' | 'review' | 'child';

export interface Deadline {
  key: DeadlineKey;
  naturalKey: string; // incident-deadline:<record>:<key>
  type: string; // eventTaskTypes key
  title: string;
  description: string;
  dueAt: Date;
  done: boolean;
  /**
   * when it was done, where known: the first submit of the incident or its follow-up, else the times the manager review
   * gives
   */
  doneAt?: Date | null;
}

const HOUR = 3_600_000;
export const DEADLINE_PREFIX = 'incident-deadline:';

/** How long before the due time the "due soon" alert goes to the manager. */
/** The duty each step is, by home type (definitions/duties/incidents.ts): its hours and lead time are read there. */
const DUTY_OF_STEP: Record<'ch' | 'sa', Record<DeadlineKey, string>> = {
  ch: { record: 'restraint-record', review: 'restraint-review', child: 'restraint-child' },
  sa: { record: 'restraint-record', review: 'sa-restraint-review', child: 'sa-restraint-young-person' },
};
const hoursOf = (key: string) => {
  const p = dutyOf(key).period;
  if (p.within !== 'hours') throw new Error(`Duty ${key} is counted in hours`);
  return p.hours;
};
const stepHours = (sa: boolean, k: DeadlineKey) => hoursOf(DUTY_OF_STEP[sa ? 'sa' : 'ch'][k]);
/** The declared duty of a step in a home of this type (its source, escalation and figures). */
export const stepDuty = (homeType: string, k: DeadlineKey) =>
  dutyOf(DUTY_OF_STEP[isSupportedAccommodation(homeType) ? 'sa' : 'ch'][k]);
export const DUE_SOON_LEAD_MS: Record<DeadlineKey, number> = {
  record: (dutyOf('restraint-record').lead.hours ?? 0) * HOUR,
  review: (dutyOf('restraint-review').lead.hours ?? 0) * HOUR,
  child: (dutyOf('restraint-child').lead.hours ?? 0) * HOUR,
};

const RESTRICTIVE = new Set(['hold', 'restraint']);

type Review = { userSpokenAt?: string; signedAt?: string; childSpokenAt?: string };
type Data = {
  general?: { startedAt?: string };
  intervention?: { level?: string; from?: string; to?: string; startedAt?: string; endedAt?: string }[];
  consequences?: { others?: unknown[] };
  debrief?: { managerReview?: Review };
  givenAt?: string; // a consequence record
  managerReview?: Review; // a consequence record
};

export const isSupportedAccommodation = (homeType: string) => homeType === 'support_accomodation_for_older_children';

/** When the incident happened (its start time) or the consequence was given, else the record's date. */
export function incidentTime(r: Pick<IncidentScanRow, 'data' | 'recordDate'>): Date {
  const at = (r.data as Data).general?.startedAt ?? (r.data as Data).givenAt;
  const d = at ? new Date(at) : null;
  return d && !Number.isNaN(d.getTime()) ? d : new Date(r.recordDate);
}

export function restrictiveIntervention(r: Pick<IncidentScanRow, 'data'>): boolean {
  return ((r.data as Data).intervention ?? []).some((i) => RESTRICTIVE.has(i.level ?? ''));
}

/** A sanction: a consequence record, or an incident with a consequence (other than a reward) in it. */
export function sanction(r: Pick<IncidentScanRow, 'data' | 'kind'>): boolean {
  return r.kind === 'consequence' || ((r.data as Data).consequences?.others ?? []).length > 0;
}

/** Whether reg 35(3) (CH) or reg 22(2) (SA) puts the record on the clock, and what the measure is called. */
export function measureOf(r: Pick<IncidentScanRow, 'data' | 'kind' | 'homeType'>): 'restraint' | 'sanction' | null {
  if (r.kind !== 'consequence' && restrictiveIntervention(r)) return 'restraint';
  return !isSupportedAccommodation(r.homeType) && sanction(r) ? 'sanction' : null;
}

const FOLLOW_UP_STEP: Partial<Record<DeadlineKey, string>> = { review: 'review', child: 'child' };

const dateOf = (v: unknown) => {
  const d = v ? new Date(v as string) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};
const latest = (...ds: (Date | null)[]) =>
  ds.every(Boolean) ? new Date(Math.max(...ds.map((d) => d!.getTime()))) : null;

/** The first follow-up recorded for a step, if any. */
function followUpFor(r: IncidentScanRow, key: DeadlineKey): Date | null {
  const f = (r.followUps ?? []).find((x) => x.step === FOLLOW_UP_STEP[key]);
  return f ? dateOf(f.recordedAt) : null;
}

/** "Recorded in time" or "Recorded late (n hours after the deadline)": what closing the task says. */
export function outcomeOf(
  d: Pick<Deadline, 'dueAt' | 'doneAt'>,
): { inTime: boolean; hoursLate: number; text: string } | null {
  if (!d.doneAt) return null;
  const late = d.doneAt.getTime() - d.dueAt.getTime();
  if (late <= 0) return { inTime: true, hoursLate: 0, text: 'Recorded in time' };
  const hours = Math.floor(late / HOUR);
  const after = hours < 1 ? 'less than an hour' : `${hours} hour${hours === 1 ? '' : 's'}`;
  return { inTime: false, hoursLate: hours, text: `Recorded late (${after} after the deadline)` };
}

/**
 * The deadlines that apply to this incident or consequence now (none when archived or without a measure on the clock).
 */
export function incidentDeadlines(r: IncidentScanRow): Deadline[] {
  const measure = r.archivedAt ? null : measureOf(r);
  if (!measure) return [];
  const at = incidentTime(r).getTime();
  const who = r.youngPersonName ?? 'the young person';
  const data = r.data as Data;
  const review = (r.kind === 'consequence' ? data.managerReview : data.debrief?.managerReview) ?? {};
  const what = measure === 'restraint' ? 'restraint record' : 'record of the sanction';
  const where = r.kind === 'consequence' ? 'the sanction' : 'the incident';
  const recorded = r.submission > 0 || r.status !== 'ongoing';
  const submittedAt = dateOf(r.submittedAt);
  const reviewByFollowUp = followUpFor(r, 'review');
  const childByFollowUp = followUpFor(r, 'child');
  const reviewInRecord = Boolean(review.userSpokenAt && review.signedAt);
  const key = (k: DeadlineKey) => `${DEADLINE_PREFIX}${r.id}:${k}`;
  const sa = isSupportedAccommodation(r.homeType);
  const reg = sa ? 'reg 22' : 'reg 35';
  return [
    {
      key: 'record',
      naturalKey: key('record'),
      type: 'incident action',
      dueAt: new Date(at + stepHours(sa, 'record') * HOUR),
      done: recorded,
      doneAt: submittedAt,
      title: `Complete the ${what} for ${who} (${reg}, 24 hours)`,
      description:
        (sa
          ? 'Supported Accommodation (England) Regulations 2023 reg 22(2): the restraint is recorded within 24 hours. Submit the incident record.'
          : `Children's Homes (England) Regulations 2015 reg 35(3)(a): the record is made within 24 hours. Submit ${where} record.`) +
        restraintDurations(data.intervention),
    },
    {
      key: 'review',
      naturalKey: key('review'),
      type: 'incident action',
      dueAt: new Date(at + stepHours(sa, 'review') * HOUR),
      done: reviewInRecord || Boolean(reviewByFollowUp),
      doneAt: reviewByFollowUp ?? latest(dateOf(review.userSpokenAt), dateOf(review.signedAt)),
      title: `Speak to the staff involved and sign the ${what} for ${who} (${sa ? 'good practice' : reg}, 48 hours)`,
      description: `${sa ? "Good practice, as in children's homes" : 'Reg 35(3)(b)'}: within 48 hours the registered person speaks to the staff member who used the measure and signs the record. Add a follow-up to ${where} ("Spoke to the staff and signed the record"), or fill in the manager review before signing it off.`,
    },
    {
      key: 'child',
      naturalKey: key('child'),
      type: 'cyp incident debrief',
      dueAt: new Date(at + stepHours(sa, 'child') * HOUR),
      done: Boolean(review.childSpokenAt || childByFollowUp),
      doneAt: childByFollowUp ?? dateOf(review.childSpokenAt),
      title: `Speak to ${who} about the ${measure} (${sa ? 'good practice' : reg}, 5 days)`,
      description: `${sa ? "Good practice, as in children's homes" : 'Reg 35(3)(c)'}: within 5 days the registered person speaks to the ${sa ? 'young person' : 'child'} about it. Add a follow-up to ${where} ("Spoke to the ${sa ? 'young person' : 'child'}"), or fill in the manager review before signing it off.`,
    },
  ];
}

/** The deadline key of a system task's natural key, if it is one. */
export function deadlineKeyOf(naturalKey: string | null): DeadlineKey | null {
  if (!naturalKey?.startsWith(DEADLINE_PREFIX)) return null;
  const k = naturalKey.slice(naturalKey.lastIndexOf(':') + 1);
  return k === 'record' || k === 'review' || k === 'child' ? k : null;
}
