// Which staff screens to offer (the API decides: engine/access/staff.ts). HR lists: HR access, a
// director, or a manager (who sees their own homes' staff).
import { canOpen } from '../lib/access.ts';
import type { Me } from '../types.ts';

export const canOpenHr = (me: Me) => canOpen(me, 'hr') || me.isManager;
