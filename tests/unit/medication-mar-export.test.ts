// The month's MAR export rows (engine/medication/mar-export.ts): what the medicine is on every row, the codes by
// day, the PRN doses' reasons and effects, and doses not given with their reasons.
import { describe, expect, it } from 'vitest';
import { marExportRows, medicineColumns } from '../../engine/medication/mar-export.ts';

const sertraline = {
  id: 'm1',
  name: 'Sertraline 50 mg tablets',
  data: { strength: '50 mg', form: 'tablet', dose: '1 tablet', route: 'oral', instructions: 'With food' },
};
const paracetamol = {
  id: 'm2',
  name: 'Paracetamol 500 mg tablets',
  data: { strength: '500 mg', form: 'tablet', dose: '1–2 tablets', route: 'oral' },
};
const entry = (over: Record<string, unknown>) => ({
  medicationId: 'm1',
  scheduledAt: '2026-11-02T08:00:00Z',
  outcome: 'given',
  code: 'ST',
  recordedByName: 'Sam Taylor',
  ...over,
});

const rows = marExportRows({
  month: '2026-11',
  days: ['2026-11-01', '2026-11-02'],
  youngPerson: { name: 'Jayden Cole', dateOfBirth: '2011-04-09' },
  allergies: 'Penicillin',
  medicines: [sertraline, paracetamol],
  doses: [
    { medicationId: 'm1', scheduledAt: '2026-11-01T08:00:00Z', entry: entry({ scheduledAt: '2026-11-01T08:00:00Z' }) },
    {
      medicationId: 'm1',
      scheduledAt: '2026-11-02T08:00:00Z',
      entry: entry({ outcome: 'refused', code: 'R', reason: 'Felt sick' }),
    },
    { medicationId: 'm1', scheduledAt: '2026-11-02T20:00:00Z', entry: null },
  ],
  prnDoses: [
    entry({
      medicationId: 'm2',
      scheduledAt: '2026-11-01T16:30:00Z',
      givenAt: '2026-11-01T16:30:00Z',
      doseGiven: '2 tablets',
      prnReason: 'Headache after school',
      effect: 'Eased within the hour',
      effectCheckedAt: '2026-11-01T17:35:00Z',
      witnessName: null,
    }),
  ],
});

describe('MAR export rows', () => {
  it('heads with the young person, date of birth as dd/mm/yyyy and allergies', () => {
    expect(rows[0]).toEqual(['MAR 2026-11', 'Jayden Cole', 'Date of birth 09/04/2011', 'Allergies: Penicillin']);
    expect(rows[1]).toEqual([
      'Medicine',
      'Strength',
      'Form',
      'Dose',
      'Route',
      'Special instructions',
      'Time',
      '01',
      '02',
    ]);
  });
  it('a row per medicine and time, saying what it is, with the codes by day (GMT 08:00 is 08:00 in November)', () => {
    expect(rows[2]).toEqual([
      'Sertraline 50 mg tablets',
      '50 mg',
      'Tablet',
      '1 tablet',
      'By mouth',
      'With food',
      '08:00',
      'ST',
      'R',
    ]);
    expect(rows[3]).toEqual([
      'Sertraline 50 mg tablets',
      '50 mg',
      'Tablet',
      '1 tablet',
      'By mouth',
      'With food',
      '20:00',
      '',
      '',
    ]);
    expect(rows[4]).toEqual([
      'Paracetamol 500 mg tablets',
      '500 mg',
      'Tablet',
      '1–2 tablets',
      'By mouth',
      '',
      'When required',
      'ST',
      '',
    ]);
  });
  it('the PRN doses with why and how they worked, and doses not given with the reason', () => {
    const at = (title: string) => rows.findIndex((r) => r[0] === title);
    const prn = at('PRN doses given: why and how it worked');
    expect(rows[prn + 2]).toEqual([
      '01/11/2026 16:30',
      'Paracetamol 500 mg tablets',
      '2 tablets',
      'Headache after school',
      'Eased within the hour',
      '01/11/2026 17:35',
      'Sam Taylor',
      '',
    ]);
    const not = at('Doses not given: reasons');
    expect(rows.slice(not + 2)).toEqual([
      ['02/11/2026 08:00', 'Sertraline 50 mg tablets', 'R', 'Felt sick', 'Sam Taylor'],
    ]);
  });
  it('a medicine with no form or route in the list shows what was stored; a missing field is empty', () => {
    expect(medicineColumns({ id: 'x', name: 'X', data: { form: 'lozenge', route: 'nasal-ish' } })).toEqual([
      'X',
      '',
      'lozenge',
      '',
      'nasal-ish',
      '',
    ]);
  });
});
