// Timescales for views, complaints and feedback, as tasks for the home's managers: the duties
// complaint-acknowledge and complaint-respond (definitions/duties/complaints.ts) give the working days and the
// source. A young person's own view or feedback is answered on the same footing as a complaint, so what they write
// from their own login never goes unanswered. Working days are England and Wales working days: weekends and bank
// holidays are not counted (engine/duties/period.ts).
// Like the incident deadlines, these are data the workers check: each is a task with a due time,
// closed when the record shows it was done, cancelled when it no longer applies.
import { dutyOf } from '../../../definitions/duties/index.ts';
import { fieldReader } from '../../definitions/field-reads.ts';
import { workingDaysAfter } from '../period.ts';

export type ComplaintDeadlineKey = 'acknowledge' | 'respond';
export const COMPLAINT_PREFIX = 'complaint-deadline:';
const workingDaysOf = (key: string) => {
  const p = dutyOf(key).period;
  if (p.within !== 'working-days') throw new Error(`Duty ${key} is counted in working days`);
  return p.days;
};
export const ACKNOWLEDGE_WORKING_DAYS = workingDaysOf('complaint-acknowledge');
export const RESPOND_WORKING_DAYS = workingDaysOf('complaint-respond');

export interface ComplaintRow {
  id: string;
  status: string;
  archivedAt: Date | null;
  recordDate: Date;
  data: Record<string, unknown>;
  /** Logged by the young person's own login. */
  byYoungPerson: boolean;
  youngPersonName: string | null;
}

export interface ComplaintDeadline {
  key: ComplaintDeadlineKey;
  naturalKey: string;
  title: string;
  description: string;
  dueAt: Date;
  done: boolean;
}

type Data = {
  type?: string;
  complaint?: { acknowledgedAt?: string };
  outcome?: { result?: string; respondedAt?: string; response?: string };
};

/** What these rules read of a view, complaint or feedback: a form edit may hide them, never remove or retype them. */
export const fieldReads = fieldReader('Complaint timescales (acknowledge in 2 working days, respond in 10)', [
  {
    kind: 'complaint-feedback',
    path: 'type',
    type: 'choice',
    values: ['complaint', 'compliment', 'feedback'],
    why: 'a complaint must be acknowledged and answered; the task names what it is',
  },
  { kind: 'complaint-feedback', path: 'complaint.acknowledgedAt', type: 'date', why: 'shows it acknowledged' },
  ...(['result', 'respondedAt', 'response'] as const).map((f) => ({
    kind: 'complaint-feedback',
    path: `outcome.${f}`,
    why: 'shows it answered',
  })),
]);

/** `days` working days (England and Wales) after `from`, at the end of that working day. */
export { workingDaysAfter };

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** What the record is called in a task: "Kai's complaint", "a view from Kai". */
export function describe(r: ComplaintRow): string {
  const type = (r.data as Data).type;
  const what =
    type === 'complaint'
      ? 'complaint'
      : type === 'compliment'
        ? 'compliment'
        : type === 'feedback'
          ? 'feedback'
          : 'view';
  return r.youngPersonName ? `${r.youngPersonName}'s ${what}` : `the ${what}`;
}

/**
 * The deadlines that apply now: a submitted complaint (whoever logged it) must be acknowledged and
 * answered; anything a young person logs themself must be answered. None for a draft or an archived record.
 */
export function complaintDeadlines(r: ComplaintRow): ComplaintDeadline[] {
  if (r.archivedAt || r.status === 'ongoing') return [];
  const d = r.data as Data;
  const complaint = d.type === 'complaint';
  if (!complaint && !r.byYoungPerson) return [];
  const from = r.recordDate;
  const key = (k: ComplaintDeadlineKey) => `${COMPLAINT_PREFIX}${r.id}:${k}`;
  const answered = filled(d.outcome?.result) && filled(d.outcome?.respondedAt) && filled(d.outcome?.response);
  const what = describe(r);
  const out: ComplaintDeadline[] = [];
  if (complaint) {
    out.push({
      key: 'acknowledge',
      naturalKey: key('acknowledge'),
      dueAt: workingDaysAfter(from, ACKNOWLEDGE_WORKING_DAYS),
      done: filled(d.complaint?.acknowledgedAt) || answered,
      title: `Acknowledge ${what} (${ACKNOWLEDGE_WORKING_DAYS} working days)`,
      description:
        'Complaints are recorded with the action taken and the outcome (Children\'s Homes Regulations 2015 reg 39). Fill in "Acknowledged on" under Complaint handling.',
    });
  }
  out.push({
    key: 'respond',
    naturalKey: key('respond'),
    dueAt: workingDaysAfter(from, RESPOND_WORKING_DAYS),
    done: answered || r.status === 'complete',
    title: `Respond to ${what} (${RESPOND_WORKING_DAYS} working days)`,
    description:
      'Write the response (outcome, what we told them, when and by whom) under "Response and outcome", then sign it off. The young person sees the response on their own page.',
  });
  return out;
}
