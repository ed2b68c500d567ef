// The one shape every statutory or practice duty is declared in (definitions/duties/<area>.ts), whatever starts it:
// a record's event, a date a record holds, or a recurrence. Areas declare data; engine/duties works out when each
// is due, whether and how late it was met, and who is told (docs/decisions/0250-one-duty-shape.md).
import type { HomeType } from '../../definitions/wording.ts';

/** A length of time; exactly one unit is expected. */
export interface Interval {
  days?: number;
  weeks?: number;
  months?: number;
  years?: number;
}

/** Who or what the duty is about: one clock per subject (or per record, for a record's event). */
export type DutySubject = 'young-person' | 'staff' | 'home' | 'organisation';

/** The register's areas, so a manager can show an inspector one subject at a time. */
export const DUTY_AREAS = [
  'notifications',
  'restraint',
  'safeguarding',
  'missing',
  'medication',
  'plans',
  'visits-and-reviews',
  'home-checks',
  'premises',
  'staff',
  'qualifications',
  'complaints',
  'accounts',
  'expiries',
  'records',
] as const;
export type DutyArea = (typeof DUTY_AREAS)[number];

/** A data path (dots into groups) and what its value must be: filled, one of `in` (or, for a list, containing one),
 *  or a list with a row matching `rowWhere`. */
export interface Condition {
  path: string;
  in?: string[];
  filled?: true;
  rowWhere?: Record<string, string[]>;
}

/** A home policy that sets a recurring duty's interval. */
export type DutyPolicy = 'supervision' | 'petty-cash-count' | 'cd-balance-check';

/** What a recurrence counts from. */
export type RecurrenceAnchor = 'start' | 'care-role-start' | 'manager-registration';

/** What starts the clock. */
export type DutyTrigger =
  /** An event a record of these kinds holds (any of `when`, none given: every record), timed from the first filled
   *  date(-time) of `from`; 'dateField+timeField' reads a date and a time together as that London time. */
  | { on: 'record-event'; kinds: string[]; when?: Condition[]; from: string[] }
  /** A date a record holds (a review date, an expiry): the date itself is the due date. */
  | { on: 'date-field'; kinds: string[]; field: string }
  /** A recurrence counted from the subject's start (staff start date, home registration, move-in); for staff, or
   *  from first starting a care role in a children's home, or registration as a home's manager (decision 0452). */
  | { on: 'recurrence'; anchor: RecurrenceAnchor }
  /** A record whose event is read by a named pure rule (engine/duties/rules/): the rule's figures and wording are
   *  still this declaration's. */
  | { on: 'named-rule'; rule: string; kinds: string[] };

/** When it is due, counted from the trigger. */
export type DutyPeriod =
  /** Within N hours of the event. */
  | { within: 'hours'; hours: number }
  /** Within N calendar days, by the end of the working day (17:00 London). */
  | { within: 'days'; days: number }
  /** Within N working days in England and Wales (weekends and bank holidays skipped), by 17:00 London. */
  | { within: 'working-days'; days: number }
  /** Within N calendar months: the same date N months on (the month's last day where it has none), moved to the
   *  next working day when that is a weekend or bank holiday, by 17:00 London (a subject access request). */
  | { within: 'months'; months: number }
  /** On the date the record holds (a review date, an expiry). */
  | { within: 'on-the-date' }
  /** Once in each period of an RFC 5545 recurrence (e.g. each calendar month: 'FREQ=MONTHLY;BYMONTHDAY=-1'); due at
   *  each occurrence, met by anything after the previous one. */
  | { within: 'calendar'; rrule: string }
  /** Every interval from the last time it was met (from the anchor while never met). */
  | { within: 'every'; every: Interval }
  /** Once, an interval after the anchor (a qualification within 2 years of starting). */
  | { within: 'once'; after: Interval };

/** The record state that proves a duty: never a draft. 'submitted': past the draft; 'signed-off': complete. */
export type ProvingState = 'submitted' | 'signed-off';

/** What shows the duty met. */
export type DutyMet =
  /** A record of these kinds about the same subject, in a proving state, matching `match` (path → allowed values)
   *  with every `filled` path filled; its date is when it was met. */
  | { record: { kinds: string[]; state: ProvingState; match?: Record<string, string[]>; filled?: string[] } }
  /** A field of the triggering record filled (its date, when it is one, is when it was done). */
  | { field: string; in?: string[] }
  /** A row of a list in the triggering record (or, with `via`, the record that field links to) matching `match`,
   *  whose `at` is on or after the clock started. */
  | { rows: string; match: Record<string, string[]>; at: string; via?: string }
  /** A named non-record source (e.g. the accounts cash counts, pocket money paid into a young person's pot). */
  | {
      source:
        | 'cash-counts'
        | 'cash-audits'
        | 'fire-drills-staff'
        | 'fire-drills-young-people'
        | 'pocket-money'
        | 'cd-balance-checks';
    }
  /** A named pure predicate for the hard ones (engine/duties/rules/), described for the register. */
  | { predicate: string; says: string };

/** Where the duty comes from, shown to users. `verified: false` prints "unverified" beside it. */
export interface DutySource {
  cite: string;
  verified: boolean;
  /** What we relied on where the text could not be read, or why it is practice. */
  note?: string;
  /** Practice or our own control, not a regulation: a missed one is not a breach. */
  practice?: boolean;
}

/** Who is told, and when: at the due time, or some hours after it. */
export interface Escalation {
  to: 'registered-manager' | 'responsible-individual' | 'hr';
  afterDueHours: number;
}

export interface Duty {
  /** Stable, unique: part of every task's natural key (lowercase letters, digits and dashes). */
  key: string;
  area: DutyArea;
  subject: DutySubject;
  /** Only homes of these types (absent: both). */
  homeTypes?: HomeType[];
  /** Staff duties only: people of these user roles. */
  roles?: string[];
  /** Staff duties only: only those registered with Ofsted as a home's manager, or only everyone else. */
  registeredManager?: 'only' | 'except';
  /** A recurring duty whose interval is the home's policy, read per person (engine/staff/supervision-policy.ts);
   *  the period's interval is then only the default. */
  policy?: DutyPolicy;
  trigger: DutyTrigger;
  period: DutyPeriod;
  /** Any of these shows it met; the earliest says when. */
  met: DutyMet[];
  source: DutySource;
  /** Open the task (or raise the "due soon" alert) this long before it is due. */
  lead: { days?: number; hours?: number };
  /** Who else is told once it is due and still not met, in order. */
  escalation: Escalation[];
  /** Task title and description; {name} is the subject; wording tokens ({child}, {notifyReg}, {a|b}) resolve to
   *  the home type's language. */
  wording: { title: string; description: string };
  assignTo: 'home-managers' | 'hr' | 'subject';
  /** A SPEC §3 task type and record category. */
  taskType: string;
  category?: string;
  priority: 'high' | 'medium' | 'low';
  /** Only when an organisation toggle is on / a feature flag is off. */
  flag?: { toggle?: string; featureOff?: string };
}

/** The source line users read: "CH reg 44(1)" or "SA reg 22(2)(b) (unverified)" or "… (practice)". */
export const sourceLine = (s: DutySource): string =>
  `${s.cite}${s.practice ? ' (practice, not a regulation)' : ''}${s.verified ? '' : ' (unverified)'}`;
