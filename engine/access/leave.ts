// Who may do what with leave, overtime, the calendar and pay (SPEC §6: "Leave and overtime home views need
// leave read; creating overtime and scheduling leave need leave edit"; HR for pay). A person always sees
// and asks for their own; a manager of the home (or someone with leave edit there) decides; nobody decides
// their own request. A young person's login gets none of this.
import {
  areaLevel,
  type Caller,
  isDirector,
  isManagerFor,
  isYoungPersonLogin,
  type Level,
  type Verdict,
  worksIn,
} from './index.ts';

const rank: Record<Level, number> = { none: 0, read: 1, edit: 2 };
const allow: Verdict = { ok: true };
const refuse = (reason: string): Verdict => ({ ok: false, status: 403, reason });
const STAFF_ONLY = 'Leave, overtime and pay are for staff.';

/** The person a request is about: their id and the homes they work in. */
export interface StaffFacts {
  id: string;
  homeIds: string[];
}

/**
 * Home views (home leaves, home history, home overtime, the home calendar): leave read in a home one works in, or its
 * manager.
 */
export function decideHomeLeave(c: Caller, homeId: string, want: 'read' | 'edit' = 'read'): Verdict {
  if (isYoungPersonLogin(c)) return refuse(STAFF_ONLY);
  if (!worksIn(c, homeId)) return refuse('You do not work in this home.');
  if (isManagerFor(c, homeId) || rank[areaLevel(c, 'leave')] >= rank[want]) return allow;
  return refuse(`You need ${want} access to the "leave" area, or to manage this home.`);
}

/** A person's own leave and overtime, or someone else's when one may see the home they work in. */
export function decidePersonLeave(c: Caller, staff: StaffFacts, homeId: string | null): Verdict {
  if (isYoungPersonLogin(c)) return refuse(STAFF_ONLY);
  if (staff.id === c.id) return allow;
  if (areaLevel(c, 'hr') !== 'none') return allow;
  const homes = homeId ? [homeId] : staff.homeIds;
  if (homes.some((h) => decideHomeLeave(c, h).ok)) return allow;
  return refuse('You can only see your own leave, or leave in a home whose leave you may see.');
}

/**
 * Ask for leave or overtime: for oneself in a home one works in; for someone else with leave edit there or as its
 * manager.
 */
export function decideRequestFor(c: Caller, staff: StaffFacts, homeId: string): Verdict {
  if (isYoungPersonLogin(c)) return refuse(STAFF_ONLY);
  if (!staff.homeIds.includes(homeId) && !isDirector(c)) return refuse('That person does not work in this home.');
  if (staff.id === c.id) return worksIn(c, homeId) ? allow : refuse('You do not work in this home.');
  const home = decideHomeLeave(c, homeId, 'edit');
  return home.ok
    ? allow
    : refuse('Only a manager of the home, or someone with edit access to "leave", can ask for someone else.');
}

/** Approve or reject: a manager of the home, or leave edit there; never one's own. */
export function decideDecision(c: Caller, request: { staffId: string; homeId: string }): Verdict {
  if (isYoungPersonLogin(c)) return refuse(STAFF_ONLY);
  if (request.staffId === c.id) return refuse('Someone else must decide your own request.');
  return decideHomeLeave(c, request.homeId, 'edit').ok
    ? allow
    : refuse('Only a manager of this home, or someone with edit access to "leave", can decide this.');
}

/** Cancel: the person themself until it starts; a manager (or leave edit) of the home at any time. */
export function decideCancel(c: Caller, request: { staffId: string; homeId: string }, started: boolean): Verdict {
  if (isYoungPersonLogin(c)) return refuse(STAFF_ONLY);
  if (request.staffId !== c.id || started) {
    if (decideHomeLeave(c, request.homeId, 'edit').ok && request.staffId !== c.id) return allow;
    return refuse(
      request.staffId === c.id
        ? 'This leave has started: ask a manager of your home to cancel it.'
        : "Only a manager of this home can cancel someone else's leave.",
    );
  }
  return allow;
}

/** How someone's leave is counted (days a week, leave year…): HR edit, or a director. */
export function decideLeaveSettings(c: Caller, staff: StaffFacts, want: 'read' | 'edit'): Verdict {
  if (isYoungPersonLogin(c)) return refuse(STAFF_ONLY);
  if (rank[areaLevel(c, 'hr')] >= rank[want]) return allow;
  if (want === 'read') return decidePersonLeave(c, staff, null);
  return refuse('You need edit access to the "hr" area to change how leave is counted.');
}

/** Gross pay: HR (or HR manager) read, or a director, for anyone; a person for their own. */
export function decidePay(c: Caller, staffId: string | null): Verdict {
  if (isYoungPersonLogin(c)) return refuse(STAFF_ONLY);
  if (isDirector(c) || areaLevel(c, 'hr') !== 'none' || areaLevel(c, 'hr_manager') !== 'none') return allow;
  if (staffId === c.id) return allow;
  return refuse('Gross pay is for HR and directors; you can see your own.');
}

/** The calendar: one's own; a home's when one works in it. */
export function decideCalendar(c: Caller, f: { homeId?: string | null; staffId?: string | null }): Verdict {
  if (isYoungPersonLogin(c)) return refuse('The calendar is for staff.');
  if (f.homeId && !worksIn(c, f.homeId)) return refuse('You do not work in this home.');
  if (f.staffId && f.staffId !== c.id && !(f.homeId ? decideHomeLeave(c, f.homeId).ok : isDirector(c))) {
    return refuse("You can see your own calendar, or a colleague's in a home whose leave you may see.");
  }
  return allow;
}
