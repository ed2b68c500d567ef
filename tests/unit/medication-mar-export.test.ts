// The month's MAR export rows (engine/medication/mar-export.ts): what the medicine is on every row, the codes by
// day, the PRN doses' reasons and effects, and doses not given with their reasons.
import { describe, expect, it } from 'vitest';
import { homelyInstructions, marExportRows, medicineColumns } from '../../engine/medication/mar-export.ts';

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

describe('MAR export: homely remedies given', () => {
  const protocol = {
    item: 'Ibuprofen 100 mg/5 ml oral suspension',
    strength: '100 mg/5 ml',
    route: 'oral',
    stockUnit: 'ml',
    doseBands: [
      { fromAge: 7, toAge: 9, doseQuantity: 10, dose: '10 ml (200 mg)' },
      { fromAge: 12, toAge: 18, doseQuantity: 10, doseQuantityMax: 20 },
    ],
    minIntervalHours: 6,
    maxDosesIn24h: 3,
    maxDays: 1,
    cautions: 'Not with another anti-inflammatory.',
  };
  const homelyRows = marExportRows({
    month: '2026-11',
    days: ['2026-11-01'],
    youngPerson: { name: 'Jayden Cole', dateOfBirth: '2011-04-09' },
    allergies: 'None known',
    medicines: [],
    doses: [],
    prnDoses: [],
    homelyDoses: [
      {
        givenAt: '2026-11-01T19:10:00Z',
        item: 'Ibuprofen 100 mg/5 ml oral suspension',
        protocol,
        doseGiven: '15 ml',
        symptom: 'Sprained ankle at football',
        effect: 'Walking more easily',
        effectCheckedAt: '2026-11-01T20:20:00Z',
        recordedByName: 'Sam Taylor',
        witnessName: null,
      },
      {
        givenAt: '2026-11-01T21:00:00Z',
        item: '',
        protocol: { item: 'Cetirizine 10 mg tablets', doseBands: [] },
        doseGiven: '1 tablet',
        symptom: 'Hay fever',
        recordedByName: 'Ana Kaur',
        witnessName: 'Sam Taylor',
      },
    ],
  });
  const at = homelyRows.findIndex((r) => r[0]?.startsWith('Homely remedies given'));

  it('heads its own sheet after the PRN doses and before the doses not given', () => {
    expect(at).toBeGreaterThan(homelyRows.findIndex((r) => r[0]?.startsWith('PRN doses given')));
    expect(at).toBeLessThan(homelyRows.findIndex((r) => r[0] === 'Doses not given: reasons'));
    expect(homelyRows[at + 1]).toEqual([
      'Given at',
      'Remedy',
      'Strength',
      'Route',
      'Instructions',
      'Dose given',
      'Why given',
      'Effect',
      'Effect recorded at',
      'Given by',
      'Witness',
    ]);
  });
  it('a row per dose with strength, route, the protocol for the child’s age, the dose, why and how it worked', () => {
    expect(homelyRows[at + 2]).toEqual([
      '01/11/2026 19:10',
      'Ibuprofen 100 mg/5 ml oral suspension',
      '100 mg/5 ml',
      'By mouth',
      'Age 12–18: 10 to 20 ml; at least 6 hours apart; at most 3 in 24 hours; GP advice after 1 day running; ' +
        'Not with another anti-inflammatory.',
      '15 ml',
      'Sprained ankle at football',
      'Walking more easily',
      '01/11/2026 20:20',
      'Sam Taylor',
      '',
    ]);
  });
  it('the remedy’s name from the protocol when the record has none; an effect not recorded says so', () => {
    expect(homelyRows[at + 3]).toEqual([
      '01/11/2026 21:00',
      'Cetirizine 10 mg tablets',
      '',
      '',
      '',
      '1 tablet',
      'Hay fever',
      'Not recorded',
      '',
      'Ana Kaur',
      'Sam Taylor',
    ]);
    expect(homelyRows[at + 4]).toEqual([]);
  });
  it('with no homely doses the sheet is there, headed and empty', () => {
    const i = rows.findIndex((r) => r[0]?.startsWith('Homely remedies given'));
    expect(rows[i + 2]).toEqual([]);
  });
});

describe('homely remedy instructions', () => {
  const p = {
    stockUnit: 'tablet',
    doseBands: [
      { fromAge: 10, toAge: 15, doseQuantity: 1, dose: '1 tablet (500 mg)' },
      { fromAge: 16, toAge: 18, doseQuantity: 1, doseQuantityMax: 2 },
    ],
    minIntervalHours: 1,
    maxDosesIn24h: 4,
    maxDays: 3,
  };
  it('the band for the age on the day, the label’s words when given', () => {
    expect(homelyInstructions(p, '2026-11-01', '2011-04-09', null)).toBe(
      'Age 10–15: 1 tablet (500 mg); at least 1 hour apart; at most 4 in 24 hours; GP advice after 3 days running',
    );
    // the birthday moves the band
    expect(homelyInstructions(p, '2026-11-01', '2010-11-01', null)).toMatch(/^Age 16–18: 1 to 2 tablets;/);
    expect(homelyInstructions(p, '2026-10-31', '2010-11-01', null)).toMatch(/^Age 10–15: /);
  });
  it('with a birth year only, the younger possible age', () => {
    expect(homelyInstructions(p, '2026-11-01', null, 2010)).toMatch(/^Age 10–15: /);
    expect(homelyInstructions(p, '2026-11-01', null, 2009)).toMatch(/^Age 16–18: /);
  });
  it('no age known, or none in a band: every band', () => {
    expect(homelyInstructions({ stockUnit: 'tablet', doseBands: p.doseBands }, '2026-11-01', null, null)).toBe(
      'Age 10–15: 1 tablet (500 mg); Age 16–18: 1 to 2 tablets',
    );
    expect(homelyInstructions({ stockUnit: 'tablet', doseBands: p.doseBands }, '2026-11-01', '2020-01-01', null)).toBe(
      'Age 10–15: 1 tablet (500 mg); Age 16–18: 1 to 2 tablets',
    );
    expect(homelyInstructions({}, '2026-11-01', null, null)).toBe('');
  });
});
