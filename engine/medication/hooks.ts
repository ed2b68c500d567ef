// The medication kind's hooks (engine/pipeline/types.ts): a prescription's dose range is checked where it is
// written (the schema cannot compare two fields), and a known controlled drug must be marked so or explained. The
// rules are pure (dose.ts, controlled.ts).
import type { KindHooks } from '../pipeline/types.ts';
import { forbidden, invalid } from '../problem.ts';
import { controlledWarning } from './controlled.ts';
import { doseRangeErrors, type StructuredDose } from './dose.ts';

export const medicationHooks: KindHooks = {
  beforeChange({ data }) {
    const errors = doseRangeErrors(data as StructuredDose);
    if (errors.length) throw invalid('The dose range is the wrong way round.', errors);
    // a known Schedule 2 name not marked controlled: stopped with the warning until ticked or explained
    const cd = controlledWarning(data);
    if (cd) throw invalid(cd, [{ path: '/controlled', message: 'is required for a known Schedule 2 drug' }]);
    return { data };
  },
};

/** A medication competency is assessed by someone else: nobody signs off their own competency. */
export const medicationCompetencyHooks: KindHooks = {
  beforeChange({ data, place }) {
    if (place.staffId && data.assessor === place.staffId)
      throw invalid('The assessor must be someone other than the person assessed.', [
        { path: '/assessor', message: 'must not be the person assessed' },
      ]);
    return { data };
  },
  /** The assessor completes the assessment: completing it is their signature, so no one else may. */
  beforeStep({ action, caller, data }) {
    if (action === 'submit' && data.assessor !== caller.id)
      throw forbidden('Only the assessor completes this assessment: completing it is their signature.');
  },
};
