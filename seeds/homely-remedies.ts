// The demo's homely remedies (decision 0890): at each home a paracetamol and an ibuprofen remedy under a protocol
// the GP agreed, the young person's consent (the placing authority at Oak House, the accommodating authority at
// Willow Court), and one dose of ibuprofen given with its effect in each home (Oak House yesterday evening, Willow
// Court four days ago). The paracetamol remedy is stopped for this young person: their PRN paracetamol already
// holds it.
import type { Caller } from '../engine/access/index.ts';
import type { MedicationService } from '../engine/medication/service.ts';
import type { RecordService } from '../engine/records/service.ts';
import { addDays, fromLocal, parseYmd } from '../engine/time/london.ts';

export const PARACETAMOL_PROTOCOL = {
  item: 'Paracetamol 500 mg tablets',
  itemKind: 'homely_remedy',
  stockUnit: 'tablet',
  strength: '500 mg',
  route: 'oral',
  location: 'Medicines cabinet, office',
  indication: 'Mild pain (headache, toothache, period pain) or a temperature over 38 °C',
  activeIngredients: ['paracetamol'],
  // doses as the pack and the BNF for Children give them (unverified here); the GP agreed this table
  doseBands: [
    { fromAge: 10, toAge: 15, doseQuantity: 1, dose: '1 tablet (500 mg)' },
    { fromAge: 16, toAge: 18, doseQuantity: 1, doseQuantityMax: 2, dose: '1 to 2 tablets (500 mg to 1 g)' },
  ],
  minIntervalHours: 4,
  maxDosesIn24h: 4,
  maxDays: 3,
  cautions: 'Not with any other medicine holding paracetamol (co-codamol, Lemsip, Calpol…).',
  agreedBy: 'Dr A. Khan, Chapel Allerton Surgery',
  agreedByRole: 'gp',
};
export const IBUPROFEN_PROTOCOL = {
  item: 'Ibuprofen 100 mg/5 ml oral suspension',
  itemKind: 'homely_remedy',
  stockUnit: 'ml',
  strength: '100 mg/5 ml',
  route: 'oral',
  location: 'Medicines cabinet, office',
  indication: 'Mild pain, swelling or a temperature over 38 °C, with or after food',
  activeIngredients: ['ibuprofen'],
  doseBands: [
    { fromAge: 7, toAge: 9, doseQuantity: 10, dose: '10 ml (200 mg)' },
    { fromAge: 10, toAge: 11, doseQuantity: 15, dose: '15 ml (300 mg)' },
    { fromAge: 12, toAge: 18, doseQuantity: 10, doseQuantityMax: 20, dose: '10 to 20 ml (200 to 400 mg)' },
  ],
  minIntervalHours: 6,
  maxDosesIn24h: 3,
  maxDays: 3,
  cautions: 'Not for asthma made worse by ibuprofen, a stomach ulcer, or with any other anti-inflammatory.',
  agreedBy: 'Dr A. Khan, Chapel Allerton Surgery',
  agreedByRole: 'gp',
};

export async function seedHomelyRemedies(q: {
  records: RecordService;
  meds: MedicationService;
  staff: Caller;
  homeId: string;
  youngPersonId: string;
  today: string;
  password: string;
  childrensHome: boolean;
}) {
  const { records, meds, staff, homeId, youngPersonId, today, password } = q;
  const checked = addDays(today, -9);
  const made: string[] = [];
  for (const [protocol, quantity] of [
    [PARACETAMOL_PROTOCOL, 32],
    [IBUPROFEN_PROTOCOL, 100],
  ] as const) {
    const r = await records.create(staff, 'medical-inventory', {
      homeId,
      data: {
        ...protocol,
        quantity,
        expiry: addDays(today, 420),
        agreedOn: addDays(today, -200),
        lastCheckedOn: checked,
        lastCheckedBy: staff.id,
      },
    });
    made.push(r.id);
  }
  await records.create(staff, 'homely-remedy-consent', {
    youngPersonId,
    data: {
      consentBy: q.childrensHome ? 'placing_authority' : 'accommodating_authority',
      consentByName: 'K. Ahmed, social worker',
      consentOn: addDays(today, -60),
      allRemedies: true,
    },
  });
  if (!q.childrensHome) {
    // at Willow Court, ibuprofen four days ago: her asthma is not made worse by it (she has had it before)
    const after = fromLocal({ ...parseYmd(addDays(today, -4)), hour: 18, minute: 10 });
    const given = await meds.recordHomelyDose(
      staff,
      youngPersonId,
      {
        itemId: made[1],
        symptom: 'Sprained wrist at the gym, swollen; has had ibuprofen before with no wheeze',
        quantity: 10,
        givenAt: after.toISOString(),
        password,
      },
      new Date(after.getTime() + 5 * 60_000),
    );
    await meds.recordHomelyEffect(staff, given.id, 'Easier within the hour; wrist strapped and rested');
    return;
  }
  const evening = fromLocal({ ...parseYmd(addDays(today, -1)), hour: 19, minute: 30 });
  const dose = await meds.recordHomelyDose(
    staff,
    youngPersonId,
    {
      itemId: made[1],
      symptom: 'Sprained ankle at football, swollen',
      quantity: 10,
      givenAt: evening.toISOString(),
      password,
    },
    new Date(evening.getTime() + 5 * 60_000),
  );
  await meds.recordHomelyEffect(staff, dose.id, 'Less pain within the hour; ankle rested with ice');
}
