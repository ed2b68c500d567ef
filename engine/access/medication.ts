// Who may do what with medicines: the rule of the `medication` record kind — the cyp area,
// the home, and the young person's `health` permission area — for the MAR and stock alike. A stock count
// (the audit of stock) is a manager's. The organisation's MAR and medication inventory toggles
// (SPEC §9) switch the MAR and stock on.
import {
  areaLevel,
  type Caller,
  isManagerFor,
  isYoungPersonLogin,
  type Level,
  type Verdict,
  worksIn,
  ypLevel,
} from './index.ts';

const rank: Record<Level, number> = { none: 0, read: 1, edit: 2 };
const allow: Verdict = { ok: true };
const refuse = (reason: string): Verdict => ({ ok: false, status: 403, reason });

/** read: the MAR and stock; record: a dose, stock received or taken out; manage: count the stock. */
export type MedicationAction = 'read' | 'record' | 'manage';

export function decideMedication(c: Caller, yp: { id: string; homeId: string }, action: MedicationAction): Verdict {
  if (isYoungPersonLogin(c)) return refuse('Medicines are recorded by staff.');
  const want: Level = action === 'read' ? 'read' : 'edit';
  const area = areaLevel(c, 'cyp');
  if (rank[area] < rank[want]) return refuse(`You need ${want} access to the "cyp" area.`);
  if (!worksIn(c, yp.homeId)) return refuse("You do not work in this young person's home.");
  if (rank[ypLevel(c, yp.id, 'health', area)] < rank[want])
    return refuse(`You have no ${want} permission for this young person's health records.`);
  if (action === 'manage' && !isManagerFor(c, yp.homeId))
    return refuse('Only a manager of this home can count the stock.');
  return allow;
}

/** A witness to a controlled drug: another member of staff who may record medicines for this young person. */
export function decideWitness(witness: Caller, recorderId: string, yp: { id: string; homeId: string }): Verdict {
  if (witness.id === recorderId)
    return refuse('The witness must be a second member of staff, not the person recording.');
  const may = decideMedication(witness, yp, 'record');
  return may.ok ? allow : refuse(`The witness cannot record medicines for this young person: ${may.reason}`);
}

export type MedicationToggle = 'mar' | 'medicationInventory';
const WHAT: Record<MedicationToggle, string> = { mar: 'The MAR', medicationInventory: 'The medication inventory' };

/** The MAR and the medication inventory only where the organisation has turned them on. */
export function decideMedicationToggle(settings: Record<string, unknown>, toggle: MedicationToggle): Verdict {
  const toggles = (settings.toggles ?? {}) as Record<string, unknown>;
  if (toggles[toggle] === true) return allow;
  return refuse(
    `${WHAT[toggle]} is turned off for your organisation (setting "${toggle}"); an administrator can turn it on.`,
  );
}
