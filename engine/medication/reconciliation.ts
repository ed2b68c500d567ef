// Medicines reconciliation on arrival (decision 0901), pure: a second person checks (never who reconciled it), the
// check is not before the reconciliation, every medicine that did not arrive or does not match has a discrepancy, a
// resolved discrepancy says by whom and when (a submitted one lists the medicines or says there are none: its schema).
// NICE SC1 Managing medicines in care homes (accurately listing a resident's medicines; unverified here).
import type { FieldError } from '../definitions/ajv.ts';

export interface ReconciliationData {
  reconciledAt?: string;
  reconciledBy?: string;
  checkedBy?: string;
  checkedAt?: string;
  noMedicines?: boolean;
  medicines?: { name?: string; arrived?: boolean; matches?: boolean }[];
  discrepancies?: { medicine?: string; resolution?: string; resolvedBy?: string; resolvedAt?: string }[];
}

const same = (a?: string, b?: string) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** What is wrong with a reconciliation, draft or not. */
export function reconciliationProblems(d: ReconciliationData): FieldError[] {
  const out: FieldError[] = [];
  if (d.checkedBy && d.checkedBy === d.reconciledBy)
    out.push({ path: '/checkedBy', message: 'must be someone other than who reconciled the medicines' });
  if (d.checkedAt && d.reconciledAt && Date.parse(d.checkedAt) < Date.parse(d.reconciledAt))
    out.push({ path: '/checkedAt', message: 'is before the reconciliation' });
  const medicines = d.medicines ?? [];
  const discrepancies = d.discrepancies ?? [];
  if (d.noMedicines && medicines.length)
    out.push({ path: '/noMedicines', message: 'cannot be said while medicines are listed' });
  medicines.forEach((m, i) => {
    if ((m.arrived === false || m.matches === false) && !discrepancies.some((x) => same(x.medicine, m.name)))
      out.push({
        path: `/medicines/${i}`,
        message: 'did not arrive or does not match its source: add a discrepancy naming it',
      });
  });
  discrepancies.forEach((x, i) => {
    if (!x.resolution?.trim()) return;
    if (!x.resolvedBy) out.push({ path: `/discrepancies/${i}/resolvedBy`, message: 'is required once resolved' });
    if (!x.resolvedAt) out.push({ path: `/discrepancies/${i}/resolvedAt`, message: 'is required once resolved' });
  });
  return out;
}

/** Discrepancies not yet resolved (the managers are told, so the prescriber is chased). */
export const unresolved = (d: ReconciliationData) => (d.discrepancies ?? []).filter((x) => !x.resolution?.trim());
