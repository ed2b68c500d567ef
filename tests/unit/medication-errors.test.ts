// What a medication error and a stock count that did not match tell the managers (engine/medication/errors.ts).
import { describe, expect, it } from 'vitest';
import { countDiscrepancy, medicationErrorAlert, stockDiscrepancyAlert } from '../../engine/medication/errors.ts';

describe('medication error alert', () => {
  it('names which it was, what went wrong and when, in UK time, keyed to the record', () => {
    const a = medicationErrorAlert(
      'r1',
      {
        reach: 'error',
        errorType: ['wrong_dose', 'recording_error'],
        harm: 'none',
        occurredAt: '2026-07-01T07:05:00Z',
      },
      'Amelia Hart',
    );
    expect(a).toEqual({
      kind: 'medication_error',
      recordCategory: 'medication',
      title: 'Medication error for Amelia Hart: wrong dose, recording error',
      body: expect.stringMatching(/^When: 1 Jul 2026, 08:05\. Harm: No harm\. Check the young person is safe/),
      naturalKey: 'medication-error:r1',
    });
  });
  it('a near miss says so; actual harm is in the title; no types yet is said plainly', () => {
    expect(medicationErrorAlert('r', { reach: 'near_miss', errorType: ['given_twice'] }, 'Jo').title).toBe(
      'Near miss for Jo: given twice',
    );
    const harmed = medicationErrorAlert('r', { reach: 'error', errorType: ['wrong_child'], harm: 'actual' }, 'Jo');
    expect(harmed.title).toBe('Medication error for Jo: wrong person (actual harm)');
    expect(harmed.body).toMatch(/^Harm: Actual harm\./);
    expect(medicationErrorAlert('r', {}, 'Jo').title).toBe('Medication error for Jo: type not yet said');
    expect(medicationErrorAlert('r', { occurredAt: 'not a date' }, 'Jo').body).toMatch(/^Check/);
  });
});

describe('stock count discrepancy', () => {
  const rx = { name: 'Methylphenidate 10 mg tablets', controlled: true, unit: 'tablet' };
  it('is counted minus balance, to three decimals', () => {
    expect(countDiscrepancy(27, 28)).toBe(-1);
    expect(countDiscrepancy(10.5, 10)).toBe(0.5);
    expect(countDiscrepancy(0.1 + 0.2, 0.3)).toBe(0);
  });
  it('nothing when the count matches', () => {
    expect(stockDiscrepancyAlert('m', rx, 28, 28, 'Jo')).toBeNull();
  });
  it('short or over, in the unit, the RI told for a controlled drug only', () => {
    const short = stockDiscrepancyAlert('m1', rx, 26, 28, 'Jo')!;
    expect(short.title).toBe(
      'Controlled drug count did not match: Methylphenidate 10 mg tablets for Jo (2 tablets short)',
    );
    expect(short.toRi).toBe(true);
    expect(short.naturalKey).toBe('stock-discrepancy:m1');
    expect(short.body).toMatch(/^Counted 26, the balance said 28\./);
    const over = stockDiscrepancyAlert('m2', { ...rx, controlled: false }, 29, 28, 'Jo')!;
    expect(over.title).toBe('Stock count did not match: Methylphenidate 10 mg tablets for Jo (1 tablet over)');
    expect(over.toRi).toBe(false);
    expect(stockDiscrepancyAlert('m3', { ...rx, unit: null }, 4, 5, 'Jo')!.title).toMatch(/\(1 short\)$/);
  });
});
