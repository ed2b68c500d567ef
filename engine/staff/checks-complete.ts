// "Checks complete": one rule, owned by staff, for what a hire must have before working unsupervised (decision 0453).
// A person made an employee with checks missing (a manager's risk-assessed reason, engine/staff) stays unchecked until
// their application shows every check (engine/staff/recruitment.ts missingChecks, the same rule "Make employee"
// applies). Someone never hired through an application is taken as checked. The rota uses it: an unchecked person
// rostered with no checked colleague on shift at the same time is warned about (engine/rota/service.ts).
import type { Sql } from '../store/db.ts';
import { HIRE_TIMING_CHECKS, missingChecks } from './recruitment.ts';

type Obj = Record<string, unknown>;

/** Checks are complete when nothing is missing from the application they were hired from (none: complete); a check
 *  that arrived after the start date is late, not missing, once it is in. */
export function checksComplete(application: Obj | null, today: string): boolean {
  return !application || missingChecks(application, today).every((m) => HIRE_TIMING_CHECKS.has(m.check));
}

export interface RosteredShift {
  id: string;
  staffId: string | null;
  start: number;
  end: number;
}

/**
 * Of the `changed` shifts, those worked by an unchecked person with no checked colleague on any shift overlapping
 * theirs (an open shift or another unchecked person does not supervise).
 */
export function shiftsWithoutCheckedColleague(
  changed: Set<string>,
  shifts: RosteredShift[],
  unchecked: Set<string>,
): RosteredShift[] {
  const checked = (s: RosteredShift) => !!s.staffId && !unchecked.has(s.staffId);
  return shifts.filter(
    (s) =>
      changed.has(s.id) &&
      !!s.staffId &&
      unchecked.has(s.staffId) &&
      !shifts.some((o) => o.id !== s.id && o.staffId !== s.staffId && checked(o) && o.start < s.end && o.end > s.start),
  );
}

/** Of these people, those whose pre-employment checks are not complete today. */
export async function uncheckedStaff(sql: Sql, orgId: string, staffIds: string[], today: string): Promise<Set<string>> {
  if (!staffIds.length) return new Set();
  const hires = await sql.query<{ userId: string; application: Obj | null }>(
    `select h.user_id as "userId", a.data as application
       from staff_hires h left join records a on a.id = h.application_id and a.org_id = h.org_id
      where h.org_id = $1 and h.user_id = any($2::uuid[]) and jsonb_array_length(h.missing_checks) > 0`,
    [orgId, staffIds],
  );
  return new Set(hires.filter((h) => !checksComplete(h.application ?? {}, today)).map((h) => h.userId));
}

/** The rota's warning for each such shift, in the rota's shape. */
export async function checksWarnings(
  sql: Sql,
  orgId: string,
  shifts: RosteredShift[],
  changed: Set<string>,
  names: (ids: string[]) => Promise<{ id: string; name: string }[]>,
  today: string,
) {
  const ids = [...new Set(shifts.filter((s) => changed.has(s.id)).map((s) => s.staffId))].filter(
    (x): x is string => !!x,
  );
  const unchecked = await uncheckedStaff(sql, orgId, ids, today);
  const alone = shiftsWithoutCheckedColleague(changed, shifts, unchecked);
  if (!alone.length) return [];
  const people = await names([...new Set(alone.map((s) => s.staffId!))]);
  return alone.map((s) => {
    const staffName = people.find((p) => p.id === s.staffId)?.name ?? 'This person';
    return {
      rule: 'checks-incomplete' as const,
      shiftId: s.id,
      staffId: s.staffId!,
      staffName,
      message: `${staffName}'s pre-employment checks are not complete and no checked colleague is on shift with them.`,
    };
  });
}
