// What the accounts screens share: labels, money in pence (the engine's own rules), the API's shapes
// and the receipt upload (multipart; api.ts sends JSON only).
import { ApiProblem } from '../api.ts';
export { formatPence, monthsCovered, parsePounds } from '../../../engine/accounts/money.ts';

export const CATEGORY_LABELS: Record<string, string> = {
  food: 'Food',
  household: 'Household',
  activities: 'Activities',
  transport: 'Transport',
  clothing: 'Clothing',
  education: 'Education',
  pocket_money: 'Pocket money',
  other: 'Other',
  top_up: 'Top-up from the bank',
};
export const POT_LABELS: Record<string, string> = {
  pocket_money: 'Pocket money',
  clothing: 'Clothing allowance',
  birthday: 'Birthday allowance',
  festival: 'Festival allowance',
  education: 'Education allowance',
  savings: 'Savings',
};
export const SPEND_CATEGORIES = [
  'food',
  'household',
  'activities',
  'transport',
  'clothing',
  'education',
  'pocket_money',
  'other',
];

export interface Entry {
  id: string;
  seq: number;
  homeId: string;
  homeName: string;
  youngPersonId: string | null;
  youngPersonName: string | null;
  ledger: 'petty_cash' | 'young_person';
  pot: string | null;
  kind: 'entry' | 'top_up' | 'correction' | 'handover' | 'transfer';
  entryDate: string;
  direction: 'in' | 'out';
  amountPence: number;
  category: string;
  description: string;
  receiptUrl: string | null;
  reversesId: string | null;
  reversedById: string | null;
  acknowledged: boolean | null;
  notAcknowledgedReason: string | null;
  witnessName: string | null;
  approvedByName: string | null;
  noReceiptReason: string | null;
  enteredByName: string;
  balancePence: number;
}
export interface Count {
  id: string;
  countedPence: number;
  expectedPence: number;
  discrepancyPence: number;
  reason: string | null;
  countedByName: string;
  witnessName: string | null;
  audit: boolean;
  countedAt: string;
}
export interface AccountHome {
  id: string;
  name: string;
  type: string;
  balancePence: number;
  lastCount: Count | null;
  canRecord: boolean;
  canManage: boolean;
}

export const today = () => new Date().toISOString().slice(0, 10);

export async function uploadReceipt(homeId: string, file: File): Promise<{ id: string }> {
  const form = new FormData();
  form.set('homeId', homeId);
  form.set('file', file, file.name);
  const res = await fetch('/api/accounts/receipts', {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json, application/problem+json' },
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok)
    throw new ApiProblem({
      status: res.status,
      title: body.title ?? res.statusText,
      detail: body.detail,
      errors: body.errors,
    });
  return body;
}

export const problemText = (err: unknown) =>
  err instanceof ApiProblem
    ? [err.detail ?? err.title, ...err.errors.map((e) => `${e.path}: ${e.message}`)].join(' ')
    : String(err);
