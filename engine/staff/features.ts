// Record kinds that exist only while an organisation feature is on (SPEC §9): step in/out goes with
// daily clock in/out (enableHrDailyInOut), refused at the API like the clock-in/out history (service.ts).
import type { RecordDefinition } from '../definitions/types.ts';
import { forbidden } from '../problem.ts';

export const KIND_FEATURES: Record<string, { feature: string; off: string }> = {
  'step-in-out': {
    feature: 'enableHrDailyInOut',
    off: 'Daily clock-in and clock-out is turned off for your organisation (feature "enableHrDailyInOut").',
  },
};

/** Throw 403 when the kind needs a feature the organisation has not turned on. */
export function requireKindFeature(def: Pick<RecordDefinition, 'kind'>, features: unknown): void {
  const need = KIND_FEATURES[def.kind];
  if (need && (features as Record<string, unknown> | undefined)?.[need.feature] !== true) throw forbidden(need.off);
}
