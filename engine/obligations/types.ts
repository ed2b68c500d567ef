// What the recurring-duty scan works from: a recurring duty (definitions/duties/, engine/duties/types.ts) as the scan
// reads it (engine/obligations/from-duty.ts). Areas declare duties, never this shape.

import type { DutyPolicy, Interval, RecurrenceAnchor } from '../duties/types.ts';

export type { Interval };

/** Who the duty is about: one task per subject. */
export type ObligationSubject = 'staff' | 'home' | 'young-person';

/** Named non-record sources that can meet an obligation (engine/obligations/sources.ts). */
export type ObligationSource =
  | 'cash-counts'
  | 'cash-audits'
  | 'fire-drills-staff'
  | 'fire-drills-young-people'
  | 'pocket-money'
  | 'cd-balance-checks';

export interface ObligationMetBy {
  /** Record kinds whose newest record_date meets the duty. */
  kinds?: string[];
  /** 'submitted': past the draft; 'signed-off': complete. Never a draft, never archived. Default 'submitted'. */
  status?: 'submitted' | 'signed-off';
  /** Optional: data path (dots into groups) → allowed values. */
  match?: Record<string, string[]>;
  /** Optional: data paths that must be filled. */
  filled?: string[];
  /** Instead of records: a named source (e.g. the accounts cash counts table). */
  source?: ObligationSource;
}

export interface Obligation {
  /** Stable, unique across the product (part of the task's natural key). */
  key: string;
  /** Task title; {name} is the staff member / young person / home; wording tokens allowed. */
  title: string;
  /** Why the duty exists (DOMAIN / regulation reference). */
  description: string;
  subject: ObligationSubject;
  /** Only homes of these types (staff: any of their homes). */
  homeTypes?: string[];
  /** Staff only: only people of these user roles (e.g. ['manager'] for the registered manager's Level 5). */
  roles?: string[];
  /** How often; with `once`, how long after the anchor the one-off deadline falls. */
  every: Interval;
  /** true: due once, `every` after the anchor (e.g. Level 3 within 2 years). */
  once?: boolean;
  /** An RFC 5545 rule instead of `every`: once in each period, due at each occurrence (each calendar month). */
  calendar?: string;
  /** When nothing has met it yet, count from: 'start' (staff start / home registration / move-in), or for staff
   *  first starting a care role in a children's home, or registration as a home's manager. */
  anchor?: RecurrenceAnchor;
  /** Staff only: only registered managers, or only everyone else. */
  registeredManager?: 'only' | 'except';
  /** The interval is the home's policy per person; `every` is the default (engine/staff/supervision-policy.ts). */
  policy?: DutyPolicy;
  metBy: ObligationMetBy;
  /** Open the task this many days before it is due. */
  leadDays: number;
  assignTo: 'home-managers' | 'hr' | 'subject';
  /** A SPEC §3 event/task type key (definitions/lists/event-task-types.ts). */
  taskType: string;
  /** Optional: the task's record category (recordCategories); default its type when that is one, else by subject. */
  recordCategory?: string;
  /** Only when an org toggle is on / a feature flag is off. */
  flag?: { toggle?: string; featureOff?: string };
}
