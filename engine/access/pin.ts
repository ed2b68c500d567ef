// Who may reset a member of staff's PIN: a manager of one of their homes, HR, or a director.
// Resetting clears it (the person sets a new one); nobody but the person ever sets or sees one.
import { areaLevel, type Caller, isDirector, isManagerFor, isYoungPersonLogin, type Verdict } from './index.ts';

const refuse = (reason: string): Verdict => ({ ok: false, status: 403, reason });
const isHr = (c: Caller) => c.role === 'hr_manager' || areaLevel(c, 'hr_manager') === 'edit';

export function decidePinReset(c: Caller, staff: { id: string; homeIds: string[] }): Verdict {
  if (isYoungPersonLogin(c)) return refuse('A PIN is reset by staff.');
  if (isDirector(c) || isHr(c)) return { ok: true };
  if (staff.homeIds.some((h) => isManagerFor(c, h))) return { ok: true };
  return refuse("Only a manager of one of this person's homes, HR or a director can reset their PIN.");
}
