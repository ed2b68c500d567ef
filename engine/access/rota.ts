// Who may do what with the rota (SPEC §6: rota views need rota read; creating shift plans and editing the rota
// need rota edit). A young person's own login has none of it. Decisions taken where the SPEC is silent:
// - a home's patterns and minimum staffing, saving despite warnings (the override), and staff's rota facts
//   (48-hour opt-out, skills) are a manager's of the home (with rota edit), or a director's;
// - everyone sees their own shifts and clocks in and out of them, with or without the rota area;
// - clock times: the shift's own person clocks in and out; giving a time other than now is a change, which the
//   organisation toggle `disableClockInOutChanges` stops for staff; once recorded, changing them is a manager's.
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

export type RotaAction = 'read' | 'edit' | 'manage';

export function decideRota(c: Caller, homeId: string, action: RotaAction): Verdict {
  if (isYoungPersonLogin(c)) return refuse('The rota is for staff.');
  const want: Level = action === 'read' ? 'read' : 'edit';
  if (rank[areaLevel(c, 'rota')] < rank[want]) return refuse(`You need ${want} access to the "rota" area.`);
  if (!worksIn(c, homeId)) return refuse('You do not work in this home.');
  if (action === 'manage' && !isManagerFor(c, homeId)) return refuse('Only a manager of this home can do this.');
  return allow;
}

/**
 * May the caller open the rota of the homes they work in (rota read)? The web's menu offers "Rota" by this
 * rule; one's own shifts (the calendar, the shift page, clocking in and out) need no area at all.
 */
export function readsRota(c: Pick<Caller, 'role' | 'areas'>): boolean {
  return !isYoungPersonLogin(c) && areaLevel(c, 'rota') !== 'none';
}

export type ClockAction = 'clock' | 'set-own-time' | 'change';

/**
 * clock: clock in or out now; set-own-time: give one's own time when clocking (forgot to clock in);
 * change: alter times already recorded, or anyone else's.
 */
export function decideClock(
  c: Caller,
  shift: { homeId: string; staffId: string | null },
  action: ClockAction,
  staffChangesOff: boolean,
): Verdict {
  if (isYoungPersonLogin(c)) return refuse('Clocking in and out is for staff.');
  const own = shift.staffId === c.id;
  if (action !== 'change' && own) {
    if (action === 'set-own-time' && staffChangesOff && !isManagerFor(c, shift.homeId)) {
      return refuse(
        'Your organisation has stopped staff changing clock in/out times: clock in or out now, or ask a manager.',
      );
    }
    return allow;
  }
  if (!isManagerFor(c, shift.homeId))
    return refuse(
      own
        ? 'Only a manager of this home can change clock times already recorded.'
        : 'You can only clock in and out of your own shifts.',
    );
  return allow;
}

/** Sleep-in wake-ups: the person on the sleep-in, or someone who may edit the home's rota. */
export function decideWake(c: Caller, shift: { homeId: string; staffId: string | null }): Verdict {
  if (isYoungPersonLogin(c)) return refuse('The rota is for staff.');
  if (shift.staffId === c.id) return allow;
  return decideRota(c, shift.homeId, 'edit');
}

/** A member of staff's rota facts: a manager (rota edit) of a home they work in, HR (edit), or a director. */
export function decideStaffFacts(c: Caller, staffHomeIds: string[], want: 'read' | 'edit'): Verdict {
  if (isYoungPersonLogin(c)) return refuse('The rota is for staff.');
  if (isDirector(c) || rank[areaLevel(c, 'hr')] >= rank[want]) return allow;
  const home = staffHomeIds.find((h) => worksIn(c, h));
  if (!home) return refuse('You do not work in a home of this person.');
  return decideRota(c, home, want === 'read' ? 'read' : 'manage');
}
