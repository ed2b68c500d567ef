// The recurring duties (definitions/duties/, trigger: recurrence) as the obligations scan reads them.
import { obligationOf } from '../engine/obligations/from-duty.ts';
import type { Obligation } from '../engine/obligations/types.ts';
import { allDuties } from './duties/index.ts';

export const allObligations: Obligation[] = allDuties.filter((d) => d.trigger.on === 'recurrence').map(obligationOf);
