// The shape every area declares its recurring statutory duties in (docs/decisions/0012-duties-as-data.md).
// Areas only declare data; engine/obligations turns it into system tasks.

/** A length of time; exactly one unit is expected. */
export interface Interval {
  days?: number;
  weeks?: number;
  months?: number;
  years?: number;
}

/** Who the duty is about: one task per subject. */
export type ObligationSubject = 'staff' | 'home' | 'young-person';

/** Named non-record sources that can meet an obligation (engine/obligations/sources.ts). */
export type ObligationSource = 'cash-counts';

export interface ObligationMetBy {
  /** Record kinds whose newest record_date meets the duty. */
  kinds?: string[];
  /** 'submitted': not draft, not archived; 'any': not archived. Default 'submitted'. */
  status?: 'submitted' | 'any';
  /** Optional: data path (dots into groups) → allowed values. */
  match?: Record<string, string[]>;
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
  /** When nothing has met it yet, count from: 'start' (staff start / home registration / move-in). */
  anchor?: 'start';
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
