// The 48-hour opt-out and its evidence (Working Time Regulations 1998 reg 5, decisions 0613 and 0741): the rota
// facts say whether a worker has opted out; the opt-out is an agreement in writing, so the facts screen shows the
// signed agreement beside it, or says plainly that none is kept. Pure, apart from the declared field reads.
import { fieldReader } from '../definitions/field-reads.ts';
import type { OptOutAgreement } from '../store/rota.ts';

export const fieldReads = fieldReader('48-hour opt-out agreement (shown with the rota facts)', [
  { kind: 'working-time-opt-out', path: 'signedOn', type: 'date', why: 'the latest signed agreement is shown' },
  { kind: 'working-time-opt-out', path: 'noticeDays', type: 'number', why: 'the notice it sets, shown beside it' },
  { kind: 'working-time-opt-out', path: 'workerSignature', type: 'text', why: 'signed on the device' },
  { kind: 'working-time-opt-out', path: 'documents', type: 'rows', why: 'or the signed paper uploaded' },
]);

export type OptOutEvidence = 'not_opted_out' | 'under_18' | 'agreement' | 'agreement_unsigned' | 'no_agreement';

/** What the screen says of the opt-out: kept with a signed agreement, or opted out with nothing in writing. */
export function optOutEvidence(
  optedOut: boolean,
  under18: boolean,
  agreement: OptOutAgreement | null,
): { state: OptOutEvidence; says: string } {
  if (!optedOut) return { state: 'not_opted_out', says: 'Not opted out' };
  if (under18) return { state: 'under_18', says: 'Under 18: the opt-out never applies' };
  if (!agreement) return { state: 'no_agreement', says: 'Opted out, but no signed agreement is kept' };
  if (!agreement.signed && !agreement.documents)
    return { state: 'agreement_unsigned', says: 'Agreement recorded, but not signed or uploaded' };
  return { state: 'agreement', says: 'Signed agreement kept' };
}
