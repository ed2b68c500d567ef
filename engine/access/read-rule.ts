// The one read rule: may this person see a record — its content, or only that it
// exists? Every path that shows record data asks this, whether it shows the record whole (the
// record, its revisions and comments), a line of it (lists, recent records, the sign-off inbox, the
// chronology, the summary, reports, chart drill-down) or a count of it (charts). Part of
// engine/access, the one place that decides permissions.
import type { RecordDefinition } from '../definitions/types.ts';
import { isEditableStatus, RECORD_STATUSES } from '../workflow/index.ts';
import type { Caller, RecordPlace, Verdict } from './index.ts';
import { areaLevel, decideRecord, isYoungPersonLogin, recordListScope, worksIn, ypLevel } from './index.ts';
import { isPlacedWith, isSocialWorker } from './social-worker.ts';

/** What the rule needs to know about a record (a row, a drill-down row, a revision). */
export interface RecordFacts extends RecordPlace {
  status: string;
  authorId: string | null;
}

const DRAFT_NOT_SHARED = 'This is still a draft; you will see it when it is finished.';

/**
 * May the caller see this record? Its home, its young person's permission areas and the caller's
 * areas (decideRecord), and the own-login rule: a young person sees their records once staff have
 * finished them, never someone else's draft (a draft is a record in a status that may still be
 * edited). A young person's own draft (e.g. a complaint they are writing) is theirs to see.
 */
export function decideRecordRead(c: Caller, def: RecordDefinition, r: RecordFacts): Verdict {
  const verdict = decideRecord(c, def, r, 'read');
  if (!verdict.ok) return verdict;
  // a young person's own login and a placing authority's social worker see records once staff have finished them
  if (
    (isYoungPersonLogin(c) || isSocialWorker(c)) &&
    def.workflow !== 'none' &&
    isEditableStatus(def.workflow, r.status) &&
    r.authorId !== c.id
  ) {
    return { ok: false, status: 403, reason: DRAFT_NOT_SHARED };
  }
  return verdict;
}

export const mayReadRecord = (c: Caller, def: RecordDefinition, r: RecordFacts) => decideRecordRead(c, def, r).ok;

/**
 * The same rule as a filter, for figures counted without the rows (charts): the list scope, and the
 * statuses whose records the caller may not see. Counts do not keep who wrote a record, so a young
 * person's figures leave out every draft of the kind (they write none of the charted kinds).
 */
export function recordCountScope(c: Caller, def: RecordDefinition) {
  const hiddenStatuses =
    (isYoungPersonLogin(c) || isSocialWorker(c)) && def.workflow !== 'none'
      ? RECORD_STATUSES.filter((s) => isEditableStatus(def.workflow, s))
      : [];
  return { ...recordListScope(c, def), hiddenStatuses };
}

/**
 * Views built from a young person's records that are young-person permission areas of their own
 * (SPEC §6: chronology, weekly reports; health and plans for the profile's health and behaviour views): staff need that
 * area for this young person as well as the
 * young people area (or daily logs), in a home they work in; each record inside still passes decideRecordRead. A
 * young person's own login sees its own view, holding only what the read rule lets it see.
 */
export function decideYoungPersonView(
  c: Caller,
  yp: { id: string; homeId: string | null },
  area: 'chronology' | 'weeklyReports' | 'health' | 'plans',
): Verdict {
  if (isYoungPersonLogin(c))
    return c.youngPersonId === yp.id
      ? { ok: true }
      : { ok: false, status: 403, reason: 'You can only see your own records.' };
  // a placing authority's social worker: their young people's plans and weekly reports, each record read-ruled
  if (isSocialWorker(c))
    return isPlacedWith(c, yp.id) && (area === 'plans' || area === 'weeklyReports')
      ? { ok: true }
      : { ok: false, status: 403, reason: `This is not shared with the young person's social worker.` };
  if (!worksIn(c, yp.homeId))
    return { ok: false, status: 403, reason: 'You do not work in the home this young person lives in.' };
  const seesYoungPeople = areaLevel(c, 'cyp') !== 'none' || areaLevel(c, 'cyp_daily_log') !== 'none';
  const level = ypLevel(c, yp.id, area, seesYoungPeople ? 'read' : 'none');
  return level === 'none'
    ? { ok: false, status: 403, reason: `You have no read permission for this young person's ${area}.` }
    : { ok: true };
}
