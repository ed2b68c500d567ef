// Deadlines that start from an event a record holds (a concern raised, a return from missing, a review date set,
// an incident's further actions): declared as data beside the definitions (definitions/**/deadlines*.ts), turned
// into system tasks by engine/deadlines (docs/decisions/0012-duties-as-data.md). Cadences that repeat
// whatever happens are obligations (engine/obligations), not these.

/** A data path (dots into groups) and what its value must be: filled, or one of (or, for a list, containing one of)
 * `in`,
 *  or a list with a row matching `rowWhere`. */
export interface Condition {
  path: string;
  in?: string[];
  filled?: true;
  rowWhere?: Record<string, string[]>;
}

/** What shows the deadline met; the first that holds says when. */
export type Met =
  /** A field of the record filled (its date, when it is one, is when it was done). */
  | { path: string; in?: string[]; filled?: true }
  /** A row of a list in the record (or, with `via`, in the record that field links to) matching `match`, whose `at`
   *  is on or after the deadline's start. */
  | { rows: string; match: Record<string, string[]>; at: string; via?: string }
  /** A record of these kinds about the same young person written on or after the start (its first save after it);
   *  for a review date (`onTheDate`), a newer record of these kinds made after this one (the plan was redone). */
  | { kinds: string[] };

export interface RecordDeadline {
  /** Stable, unique (part of the task's natural key). */
  key: string;
  /** The record kinds it watches. */
  kinds: string[];
  homeTypes?: string[];
  /** The event: any of these holds (none given: every record of the kinds). */
  when?: Condition[];
  /** When the clock starts: the first filled of these date(-time) paths. */
  from: string[];
  /** How long after the start it is due; `onTheDate`: the start is itself the due date (a review date). */
  within: { hours?: number; days?: number; workingDays?: number; months?: number; onTheDate?: true };
  met: Met[];
  /** Drafts count by default (the event happened); review dates count once the record was first submitted (a plan
   *  reopened to write its review keeps its task). */
  submittedOnly?: boolean;
  /** Task title; {name} is the young person; wording tokens allowed. */
  title: string;
  description: string;
  /** A SPEC §3 task type and record category. */
  taskType: string;
  category: string;
  priority: 'high' | 'medium' | 'low';
}
