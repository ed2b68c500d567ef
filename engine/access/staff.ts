// Who may see and change a member of staff's profile and their HR records (SPEC §6 HR rules).
// Plain decisions, asked by decideRecord / kindLevel for every staff-subject record kind, and by the
// staff routes for the profile, the employees list and applications.
//
//  - HR (the `hr` or `hr_manager` area: HR and the HR coordinator) in a home the person works in, and
//    directors: everything, at their area's level. Someone holding the kind's own area (a training
//    coordinator's `staff` edit for training records) likewise for that kind.
//  - The person themself: reads their own records, except the HR-only kinds (area `hr_manager`: exit,
//    references, disciplinary). They change none ("Staff profile editing needs HR edit"); password
//    and PIN are their own routes.
//  - A manager of a home the person works in: reads their records (not the HR-only ones, except the
//    disciplinary of someone they manage), and writes the ones managers hold: performance, training,
//    probation and rewards.
import type { RecordDefinition } from '../definitions/types.ts';
import type { Caller, Level, RecordPlace, Verdict } from './index.ts';
import { areaLevel, isDirector, isYoungPersonLogin } from './index.ts';

const rank: Record<Level, number> = { none: 0, read: 1, edit: 2 };
const allow: Verdict = { ok: true };
const refuse = (reason: string, status: 403 | 404 = 403): Verdict => ({ ok: false, status, reason });

/** Kinds of this area are HR-only: never shown to the person themself or to managers without HR. */
const HR_ONLY_AREA = 'hr_manager';

/** HR access: the better of the hr and hr_manager areas (directors hold both). */
export function hrLevel(c: Caller): Level {
  const a = areaLevel(c, 'hr');
  const b = areaLevel(c, 'hr_manager');
  return rank[a] >= rank[b] ? a : b;
}

const isHrOnly = (def: Pick<RecordDefinition, 'area'>) => def.area === HR_ONLY_AREA;

/** HR access, or the kind's own area (a training coordinator's `staff` edit for training records). */
function kindAreaLevel(c: Caller, def: Pick<RecordDefinition, 'area'>): Level {
  const hr = hrLevel(c);
  const own = areaLevel(c, def.area);
  return rank[own] > rank[hr] ? own : hr;
}
const tabOf = (def: Pick<RecordDefinition, 'profileTab'>) => def.profileTab ?? '';

/** Kinds a manager (without HR) may see about their staff. */
export function managerSees(def: Pick<RecordDefinition, 'area' | 'profileTab'>): boolean {
  return !isHrOnly(def) || tabOf(def).startsWith('performance/disciplinary');
}

/** Kinds a manager (without HR) may write about their staff. */
export function managerWrites(def: Pick<RecordDefinition, 'area' | 'profileTab'>): boolean {
  const tab = tabOf(def);
  return (
    managerSees(def) &&
    (/^(performance|training)/.test(tab) ||
      tab === 'employment/probation' ||
      tab === 'employment/rewards' ||
      // the rota's own records beside clock in/out: compensatory rest a manager owes after an override
      tab === 'details/clock-in-out')
  );
}

/** Do two people share a home (a staff member with no home yet is anyone's in HR's eyes)? */
const sharesHome = (c: Caller, homeId: string | null) => homeId === null || c.homeIds.includes(homeId);

/** May the caller read (or edit) this staff-subject record? `place.homeId` is the person's home. */
export function decideStaffRecord(
  c: Caller,
  def: RecordDefinition,
  place: RecordPlace,
  want: 'read' | 'edit',
): Verdict {
  if (isYoungPersonLogin(c)) return refuse('Staff records are for staff.');
  if (isDirector(c)) return allow;
  const hr = kindAreaLevel(c, def);
  if (rank[hr] >= rank[want] && sharesHome(c, place.homeId)) return allow;
  if (place.staffId === c.id) {
    if (isHrOnly(def)) return refuse('HR keeps these records.');
    return want === 'read' ? allow : refuse('Your profile is changed by HR; ask them to update it.');
  }
  // a training coordinator (edit on the staff area, engine/access/training.ts) reads and writes training in their homes
  // (SPEC §6)
  if (
    /^training/.test(tabOf(def)) &&
    rank[areaLevel(c, 'staff')] >= rank[want] &&
    place.homeId !== null &&
    c.homeIds.includes(place.homeId)
  )
    return allow;
  if (c.isManager && place.homeId !== null && c.homeIds.includes(place.homeId)) {
    if (want === 'read' ? managerSees(def) : managerWrites(def)) return allow;
    return refuse(want === 'read' ? 'These records need HR access.' : 'Only HR can change these records.');
  }
  if (rank[hr] >= rank[want]) return refuse('This person does not work in your homes.');
  return refuse(`You need ${want} access to the "hr" area.`);
}

/** The caller's level for a staff-subject kind as a whole (their own records at least, or their team's). */
export function staffKindLevel(c: Caller, def: RecordDefinition): Level {
  if (isYoungPersonLogin(c)) return 'none';
  if (isDirector(c)) return 'edit';
  const hr = kindAreaLevel(c, def);
  if (hr === 'edit') return hr;
  if (c.isManager && managerWrites(def)) return 'edit';
  if (c.isManager && managerSees(def)) return 'read';
  if (hr === 'read') return hr;
  return isHrOnly(def) ? 'none' : 'read';
}

export interface StaffFacts {
  id: string;
  homeIds: string[];
  role: string;
}

/** May the caller open this person's profile (read), or change it (edit: HR edit, directors)? */
export function decideStaffProfile(c: Caller, who: StaffFacts, want: 'read' | 'edit'): Verdict {
  if (isYoungPersonLogin(c)) return refuse('Staff profiles are for staff.');
  if (who.role === 'young_person') return refuse('This is not a member of staff.', 404);
  if (isDirector(c)) return allow;
  const shared = who.homeIds.length === 0 || who.homeIds.some((h) => c.homeIds.includes(h));
  if (rank[hrLevel(c)] >= rank[want] && shared) return allow;
  if (want === 'read' && who.id === c.id) return allow;
  if (want === 'read' && c.isManager && who.homeIds.some((h) => c.homeIds.includes(h))) return allow;
  return refuse(
    want === 'edit'
      ? 'Changing a staff profile needs HR edit access.'
      : 'You may see your own profile and those of staff you manage.',
  );
}

/**
 * The HR screens (employees, agency staff, HR tasks, audit): HR access or a director; managers see their homes' staff.
 */
export function decideHrList(c: Caller): Verdict {
  if (isYoungPersonLogin(c)) return refuse('HR is for staff.');
  if (isDirector(c) || hrLevel(c) !== 'none' || c.isManager) return allow;
  return refuse('You need access to the "hr" area.');
}

/** Applications and "Make employee": HR edit in the home recruiting, or its manager; directors. */
export function decideRecruitment(c: Caller, homeId: string | null, want: 'read' | 'edit'): Verdict {
  if (isYoungPersonLogin(c)) return refuse('Recruitment is for staff.');
  if (isDirector(c)) return allow;
  const inHome = homeId !== null && c.homeIds.includes(homeId);
  if (!inHome) return refuse('You do not work in the home recruiting.');
  if (rank[hrLevel(c)] >= rank[want] || c.isManager) return allow;
  return refuse(`You need ${want} access to the "hr" area.`);
}

/** A home's HR record kinds (job applications): decided by decideRecruitment, not the area alone. */
export const isRecruitmentKind = (def: Pick<RecordDefinition, 'subject' | 'area'>) =>
  def.subject === 'home' && def.area === 'hr';

/** The caller's level for applications as a whole: HR's level, or edit for a manager; none for others. */
export function recruitmentKindLevel(c: Caller): Level {
  if (isYoungPersonLogin(c)) return 'none';
  if (isDirector(c) || c.isManager) return 'edit';
  return hrLevel(c);
}
