// An advance for a school trip deposit, paid back from pocket money.
import { signaturePng } from '../../../engine/accounts/signature-png.ts';

export const example = {
  agreedOn: '2026-11-02',
  amount: '15.00',
  purpose: 'School trip deposit due before pocket money on Friday',
  recovery: 'pocket_money',
  weeklyRepayment: '3.00',
  repaymentsStart: '2026-11-06',
  agreedBy: '00000000-0000-4000-8000-000000000001',
  youngPersonSignature: signaturePng(),
};

export const wrong = { data: { ...example, youngPersonSignature: 'a tick' }, path: '/youngPersonSignature' };
