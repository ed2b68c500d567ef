// Hooks of the reconciliation on arrival and the medicines temperature log (decisions 0900, 0901): the pure rules
// (reconciliation.ts, storage.ts) refuse at the field; an out-of-range reading tells the home's managers as it is
// saved, and so does a reconciliation with a discrepancy still open, draft or not, so the prescriber is chased.
import { fieldReader } from '../definitions/field-reads.ts';
import type { KindHooks } from '../pipeline/types.ts';
import { invalid } from '../problem.ts';
import { type ReconciliationData, reconciliationProblems, unresolved } from './reconciliation.ts';
import { readingProblems, temperatureAlert, type TemperatureReading } from './storage.ts';

export const fieldReads = fieldReader(
  'Medicines reconciliation and temperature log (checks and the managers’ alerts)',
  [
    { kind: 'medication-reconciliation', path: 'reconciledBy', why: 'the checker must be someone else' },
    { kind: 'medication-reconciliation', path: 'checkedBy', why: 'the second person' },
    { kind: 'medication-reconciliation', path: 'reconciledAt', type: 'date-time', why: 'the check is not before it' },
    { kind: 'medication-reconciliation', path: 'checkedAt', type: 'date-time', why: 'the check is not before it' },
    {
      kind: 'medication-reconciliation',
      path: 'medicines',
      why: 'each one not arriving or matching needs a discrepancy',
    },
    { kind: 'medication-reconciliation', path: 'noMedicines', why: 'or the medicines are listed' },
    { kind: 'medication-reconciliation', path: 'discrepancies', why: 'resolved by whom and when; open ones are told' },
    { kind: 'medicines-temperature', path: 'store', why: 'sets the safe range' },
    { kind: 'medicines-temperature', path: 'current', why: 'checked against the safe range' },
    { kind: 'medicines-temperature', path: 'min', why: 'checked against the safe range' },
    { kind: 'medicines-temperature', path: 'max', why: 'checked against the safe range' },
    { kind: 'medicines-temperature', path: 'action', why: 'needed when out of range' },
  ],
);

const WRITES = new Set(['create', 'update']);

export const reconciliationHooks: KindHooks = {
  beforeChange({ data, action }) {
    if (!WRITES.has(action)) return { data };
    const problems = reconciliationProblems(data as ReconciliationData);
    if (problems.length) throw invalid('The reconciliation cannot be saved as it is.', problems);
    return { data };
  },
  async afterChange({ action, row, tx, caller }) {
    const open = unresolved(row.data as ReconciliationData);
    if (!WRITES.has(action) || !open.length || !row.youngPersonId || !row.homeId) return;
    const yp = await tx.people.youngPerson(row.youngPersonId);
    const name = yp ? `${yp.preferredName ?? yp.firstName} ${yp.lastName}` : 'a young person';
    await tx.alerts.raise(
      {
        kind: 'task_due',
        recordCategory: 'medication',
        title: `Medicines reconciliation for ${name}: ${open.length} discrepanc${open.length === 1 ? 'y' : 'ies'} open`,
        body:
          `${open.map((x) => x.medicine).join(', ')}. Resolve each with the prescriber or pharmacist and record ` +
          'who, when and what was said; until then give nothing that does not match its label.',
        naturalKey: `medication-reconciliation-open:${row.id}`,
        recordId: row.id,
        youngPersonId: row.youngPersonId,
        homeId: row.homeId,
        createdBy: caller.id,
      },
      await tx.people.managersOf(row.homeId),
    );
  },
};

export const temperatureHooks: KindHooks = {
  beforeChange({ data, action }) {
    if (!WRITES.has(action)) return { data };
    const problems = readingProblems(data as TemperatureReading);
    if (problems.length) throw invalid('The reading cannot be saved as it is.', problems);
    return { data };
  },
  async afterChange({ action, row, tx, caller }) {
    if (!WRITES.has(action) || !row.homeId) return;
    const home = await tx.people.home(row.homeId);
    const alert = temperatureAlert(row.id, row.data as TemperatureReading, home?.name ?? 'the home');
    if (!alert) return;
    await tx.alerts.raise(
      { ...alert, recordId: row.id, homeId: row.homeId, createdBy: caller.id },
      await tx.people.managersOf(row.homeId),
    );
  },
};
