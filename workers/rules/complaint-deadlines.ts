// Timescales for views, complaints and feedback, as tasks for the home's managers.
//   Children's Homes (England) Regulations 2015 reg 39 requires a complaints procedure and a record of
//   each complaint with the action taken and its outcome, but sets no number of days. The home's
//   procedure sets them; by default we take the Children Act 1989 representations procedure (the one the
//   definition already points to) for its first stage: acknowledged within 2 working days, and a
//   response within 10 working days. A young person's own view or feedback is answered on the same
//   10-day footing, so what they write from their own login never goes unanswered.
// Like the incident deadlines, these are data the workers check: each is a task with a due time,
// closed when the record shows it was done, cancelled when it no longer applies.
import { addDays, fromLocal, londonDate, parseYmd } from '../../engine/time/london.ts';

export type ComplaintDeadlineKey = 'acknowledge' | 'respond';
export const COMPLAINT_PREFIX = 'complaint-deadline:';
export const ACKNOWLEDGE_WORKING_DAYS = 2;
export const RESPOND_WORKING_DAYS = 10;

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

/**
 * `days` working days (Monday to Friday, London) after `from`, at the end of that day (bank holidays are not known
 * here).
 */
export function workingDaysAfter(from: Date, days: number): Date {
  let date = londonDate(from);
  for (let left = days; left > 0;) {
    date = addDays(date, 1);
    const { year, month, day } = parseYmd(date);
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  const { year, month, day } = parseYmd(date);
  return fromLocal({ year, month, day, hour: 17, minute: 0 });
}

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
