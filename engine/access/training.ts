// Training decisions beyond one record (SPEC §6: "Training add/edit needs manager, HR coordinator or
// training coordinator"): the course catalogue, bulk recording and the matrix. A single training,
// supervision, appraisal or disciplinary record is decided by the staff record rule (access/staff.ts).
//   - manager: a manager of a home the person works in (directors everywhere);
//   - HR coordinator: the `hr` or `hr_manager` area;
//   - training coordinator: edit on the `staff` area (SPEC §6 names the role but no area; ours).
import type { Caller, Level, Verdict } from './index.ts';
import { areaLevel, isDirector, isYoungPersonLogin, worksIn } from './index.ts';

const rank: Record<Level, number> = { none: 0, read: 1, edit: 2 };
const best = (...ls: Level[]): Level => ls.reduce((a, b) => (rank[b] > rank[a] ? b : a), 'none');
const allow: Verdict = { ok: true };
const refuse = (reason: string): Verdict => ({ ok: false, status: 403, reason });

const TRAINING_WRITERS = 'Adding or editing training needs a manager, an HR coordinator or a training coordinator.';

/** The caller's training level anywhere they work. */
function trainingLevel(c: Caller): Level {
  if (isYoungPersonLogin(c)) return 'none';
  if (isDirector(c) || c.isManager) return 'edit';
  return best(areaLevel(c, 'hr'), areaLevel(c, 'hr_manager'), areaLevel(c, 'staff'));
}

/** The matrix and course pages: anyone who may write training, or read HR/staff areas; a young person never. */
export function decideTrainingView(c: Caller): Verdict {
  if (isYoungPersonLogin(c)) return refuse('Training is for staff.');
  return trainingLevel(c) === 'none' ? refuse('The training matrix needs a manager, HR or the staff area.') : allow;
}

/** Editing the course catalogue (organisation-wide): anyone who may write training. */
export function decideCatalogueWrite(c: Caller): Verdict {
  return trainingLevel(c) === 'edit' ? allow : refuse(TRAINING_WRITERS);
}

/** Recording training for a member of staff whose homes are these. */
export function decideTrainingWrite(c: Caller, staffHomeIds: string[]): Verdict {
  if (trainingLevel(c) !== 'edit') return refuse(TRAINING_WRITERS);
  if (!isDirector(c) && staffHomeIds.length && !staffHomeIds.some((h) => worksIn(c, h))) {
    return refuse('You do not work in a home this member of staff works in.');
  }
  return allow;
}

/** Face-to-face figures (enableFaceToFaceTracking): managers, HR and directors; others their own only. */
export function decideFaceToFace(c: Caller, enabled: boolean): Verdict {
  if (!enabled) return refuse('Face-to-face tracking is not turned on for your organisation.');
  if (isYoungPersonLogin(c)) return refuse('Face-to-face tracking is for staff.');
  return allow;
}
