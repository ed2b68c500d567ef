// The medication error kind's hooks (decision 0600): a MAR entry or stock entry it was opened from must be this young
// person's (and names the medicine when none is chosen); the home's managers are alerted as soon as it is first saved,
// draft or not, so a manager can act on the day, not when the paperwork is finished.
import { fieldReader } from '../definitions/field-reads.ts';
import type { KindHooks } from '../pipeline/types.ts';
import { invalid } from '../problem.ts';
import { medicationStore } from '../store/medication.ts';
import { medicationErrorAlert, type MedicationErrorData } from './errors.ts';

export const fieldReads = fieldReader('Medication errors (the link to the MAR or stock, and the managers’ alert)', [
  { kind: 'medication-error', path: 'marEntry', why: 'must be a dose of the same young person' },
  { kind: 'medication-error', path: 'stockMove', why: 'must be a stock entry of the same young person' },
  { kind: 'medication-error', path: 'medicine', why: 'taken from the MAR or stock entry when not chosen' },
  { kind: 'medication-error', path: 'reach', values: ['error', 'near_miss'], why: 'the alert says which it was' },
  { kind: 'medication-error', path: 'errorType', why: 'the alert says what went wrong' },
  { kind: 'medication-error', path: 'harm', values: ['actual'], why: 'the alert says when there was harm' },
  { kind: 'medication-error', path: 'occurredAt', type: 'date-time', why: 'the alert says when it happened' },
]);

const WRITES = new Set(['create', 'update']);

export const medicationErrorHooks: KindHooks = {
  async beforeChange(ctx) {
    const data = ctx.data as MedicationErrorData;
    if (!WRITES.has(ctx.action) || (!data.marEntry && !data.stockMove)) return { data: ctx.data };
    const s = medicationStore(ctx.db, ctx.caller.orgId);
    let medicine = data.medicine;
    if (data.marEntry) {
      const e = await s.entry(data.marEntry);
      if (!e || e.youngPersonId !== ctx.place.youngPersonId)
        throw invalid('Open the error from one of this young person’s MAR entries.', [
          { path: '/marEntry', message: 'is not a dose of this young person' },
        ]);
      medicine ??= e.medicationId;
    }
    if (data.stockMove) {
      const m = await s.move(data.stockMove);
      if (!m || m.youngPersonId !== ctx.place.youngPersonId)
        throw invalid('Open the error from one of this young person’s stock entries.', [
          { path: '/stockMove', message: 'is not a stock entry of this young person' },
        ]);
      medicine ??= m.medicationId;
    }
    return { data: medicine ? { ...ctx.data, medicine } : ctx.data };
  },
  async afterChange({ action, row, tx, caller }) {
    if (action !== 'create' || !row.youngPersonId || !row.homeId) return;
    const yp = await tx.people.youngPerson(row.youngPersonId);
    const name = yp ? `${yp.preferredName ?? yp.firstName} ${yp.lastName}` : 'a young person';
    const alert = medicationErrorAlert(row.id, row.data as MedicationErrorData, name);
    await tx.alerts.raise(
      { ...alert, recordId: row.id, youngPersonId: row.youngPersonId, homeId: row.homeId, createdBy: caller.id },
      await tx.people.managersOf(row.homeId),
    );
  },
};
