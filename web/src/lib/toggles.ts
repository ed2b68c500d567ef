// Record kinds that exist only when the organisation has turned them on (SPEC §9 organisation toggles).
// The list is definitions/kind-toggles.ts, the one the API refuses by.
import { KIND_TOGGLES } from '../../../definitions/kind-toggles.ts';
import type { Me } from '../types.ts';

/** Is this kind offered here? Kinds without a toggle always are. */
export function kindTurnedOn(toggles: Me['toggles'] | undefined, kind: string): boolean {
  const need = KIND_TOGGLES[kind];
  return !need || toggles?.[need.toggle] === true;
}
