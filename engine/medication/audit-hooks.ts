// The medication audit's hooks (decision 0960): the score is worked out from the answers on every save, never typed.
import { isManagerFor } from '../access/index.ts';
import { fieldReader } from '../definitions/field-reads.ts';
import type { KindHooks } from '../pipeline/types.ts';
import { forbidden } from '../problem.ts';
import { registeredManagerOf } from '../store/registered-managers.ts';
import { auditScore, type MedicationAuditData } from './audit.ts';

const why = 'the audit score is worked out from it';
export const fieldReads = fieldReader('The medication audit (its score)', [
  { kind: 'medication-audit', path: 'sample', type: 'rows', why },
  ...['gapsFound', 'gapsFollowedUp'].map((f) => ({ kind: 'medication-audit', path: `signatures.${f}`, why })),
  ...['given', 'withoutReason', 'withoutEffect'].map((f) => ({ kind: 'medication-audit', path: `prn.${f}`, why })),
  ...['held', 'discrepancies', 'balanceCorrect', 'checksWitnessed'].map((f) => ({
    kind: 'medication-audit',
    path: `controlledDrugs.${f}`,
    why,
  })),
  ...['matchesMar', 'outOfDateFound'].map((f) => ({ kind: 'medication-audit', path: `stock.${f}`, why })),
  ...['daysWithoutReading', 'outOfRange', 'outOfRangeActioned', 'cupboardsLocked'].map((f) => ({
    kind: 'medication-audit',
    path: `storage.${f}`,
    why,
  })),
]);

const WRITES = new Set(['create', 'update']);

export const medicationAuditHooks: KindHooks = {
  beforeValidate({ data, action }) {
    if (!WRITES.has(action)) return data;
    const s = auditScore(data as MedicationAuditData);
    return { ...data, score: s.score, checksMet: s.met, checksApplicable: s.of };
  },
  /** Completing the audit is the registered manager's sign-off: theirs alone, or a manager's where none is named. */
  async beforeStep({ action, caller, place, db }) {
    if (action !== 'submit' || !place.homeId) return;
    const registered = await registeredManagerOf(db, caller.orgId, place.homeId);
    if (registered ? registered !== caller.id : !isManagerFor(caller, place.homeId))
      throw forbidden(
        registered
          ? "Only the home's registered manager completes the medication audit: completing it is their sign-off."
          : 'Only a manager of this home completes the medication audit (the home names no registered manager).',
      );
  },
};
