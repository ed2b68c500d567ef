// Who may see the young people of a home, add or change them, and manage them (archive and restore, their
// own login, transfers, who viewed their records). Each young person's records are decided by the record rule.
import { areaLevel, type Caller, isManagerFor, type Verdict, worksIn } from './index.ts';

/** The young people lists: the young people area or its daily-log part. */
export const seesYoungPeople = (c: Caller) =>
  areaLevel(c, 'cyp') !== 'none' || areaLevel(c, 'cyp_daily_log') !== 'none';

/** Adding a young person to a home, or changing their details: edit on the young people area, in that home. */
export function decideYoungPeopleEdit(c: Caller, homeId: string): Verdict {
  return areaLevel(c, 'cyp') === 'edit' && worksIn(c, homeId)
    ? { ok: true }
    : { ok: false, status: 403, reason: 'You need edit access to young people in this home.' };
}

/** Archiving or restoring a young person, their own login, transfers: a manager of their home (or a director). */
export const managesYoungPeople = (c: Caller, homeId: string) => isManagerFor(c, homeId);
