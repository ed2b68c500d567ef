// What a medication error or near miss tells the home's managers as it is first saved (decision 0600). Pure.
import { medicationErrorHarm, medicationErrorTypes } from '../../definitions/lists/medication.ts';
import type { NewAlert } from '../store/alerts.ts';

/** A `medication-error` record's data, as far as the rules read it. */
export interface MedicationErrorData {
  occurredAt?: string;
  reach?: 'error' | 'near_miss';
  errorType?: string[];
  harm?: 'none' | 'potential' | 'actual';
  medicine?: string;
  marEntry?: string;
  stockMove?: string;
}

const TYPE_LABELS = new Map<string, string>(medicationErrorTypes.items.map((i) => [i.value, i.label]));
const HARM_LABELS = new Map<string, string>(medicationErrorHarm.items.map((i) => [i.value, i.label]));

const when = (iso: string | undefined) => {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime())
    ? d.toLocaleString('en-GB', {
        timeZone: 'Europe/London',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : null;
};

/** The managers' alert: which it was, what went wrong, the harm, and what they must do next. */
export function medicationErrorAlert(
  recordId: string,
  d: MedicationErrorData,
  name: string,
): Pick<NewAlert, 'kind' | 'recordCategory' | 'title' | 'body' | 'naturalKey'> {
  const what = (d.errorType ?? []).map((t) => TYPE_LABELS.get(t) ?? t).join(', ') || 'type not yet said';
  const which = d.reach === 'near_miss' ? 'Near miss' : 'Medication error';
  const at = when(d.occurredAt);
  const harm = d.harm ? HARM_LABELS.get(d.harm) : undefined;
  return {
    kind: 'medication_error',
    recordCategory: 'medication',
    title: `${which} for ${name}: ${what.toLowerCase()}${d.harm === 'actual' ? ' (actual harm)' : ''}`,
    body: [
      at ? `When: ${at}.` : null,
      harm ? `Harm: ${harm}.` : null,
      'Check the young person is safe and advice was sought, decide whether Ofsted is notified, and investigate within 7 days.',
    ]
      .filter(Boolean)
      .join(' '),
    naturalKey: `medication-error:${recordId}`,
  };
}

/** A count's difference from the running balance (counted − balance), to three decimals; 0 when they agree. */
export const countDiscrepancy = (counted: number, balance: number) => Math.round((counted - balance) * 1000) / 1000;

/**
 * The alert for a stock count that did not match: to the home's managers, and for a controlled drug the responsible
 * individual too (the CD register is wrong until it is explained). Null when the count matched.
 */
export function stockDiscrepancyAlert(
  moveId: string,
  m: { name: string; controlled: boolean; unit: string | null },
  counted: number,
  balance: number,
  name: string,
): (Pick<NewAlert, 'kind' | 'recordCategory' | 'title' | 'body' | 'naturalKey'> & { toRi: boolean }) | null {
  const diff = countDiscrepancy(counted, balance);
  if (diff === 0) return null;
  const unit = m.unit ? ` ${m.unit}${Math.abs(diff) === 1 ? '' : 's'}` : '';
  const cd = m.controlled ? 'Controlled drug count' : 'Stock count';
  return {
    kind: 'medication_error',
    recordCategory: 'medication',
    title: `${cd} did not match: ${m.name} for ${name} (${diff > 0 ? `${diff}${unit} over` : `${-diff}${unit} short`})`,
    body:
      `Counted ${counted}, the balance said ${balance}. Find out why (a dose not signed for, a spill not recorded, ` +
      'stock sent out), record it as a medication error (stock discrepancy), and correct the balance with an ' +
      'adjustment that says why.',
    naturalKey: `stock-discrepancy:${moveId}`,
    toRi: m.controlled,
  };
}
