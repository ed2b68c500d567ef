// Record kinds that exist only when the organisation has turned them on (SPEC §9 organisation toggles).
import type { Me } from '../types.ts';

export const KIND_TOGGLES: Record<string, string> = {
  'meal-intake': 'mealIntake',
  'in-out': 'inOutStatus',
  'night-stay': 'recordNightStay',
};

/** Is this kind offered here? Kinds without a toggle always are. */
export function kindTurnedOn(toggles: Me['toggles'] | undefined, kind: string): boolean {
  const toggle = KIND_TOGGLES[kind];
  return !toggle || toggles?.[toggle] === true;
}
