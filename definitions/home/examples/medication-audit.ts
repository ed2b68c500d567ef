// November's audit at a children's home: two MARs sampled, one gap followed up, a PRN effect missing, the CD balance
// right and witnessed, a fridge reading out of range that was acted on, and the actions that follow; and a wrong one.
export const example = {
  auditedOn: '2026-12-02',
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
  auditedBy: '00000000-0000-4000-8000-000000000001',
  sample: [
    {
      youngPerson: '00000000-0000-4000-8000-000000000002',
      weekFrom: '2026-11-09',
      findings: 'Every dose signed; stock of sertraline agrees with the MAR (28 received, 14 given, 14 left).',
    },
    {
      youngPerson: '00000000-0000-4000-8000-000000000003',
      weekFrom: '2026-11-23',
      findings: 'The 20:00 melatonin on 25/11 not signed: the night worker gave it and forgot to record it.',
    },
  ],
  signatures: { gapsFound: 1, gapsFollowedUp: true, notes: 'Spoken to on 01/12; recorded late with a reason.' },
  prn: { given: 6, withoutReason: 0, withoutEffect: 1, notes: 'Paracetamol on 14/11: effect not recorded.' },
  controlledDrugs: {
    held: true,
    balanceChecks: 4,
    discrepancies: 0,
    balanceCorrect: true,
    checksWitnessed: true,
    notes: 'Methylphenidate 18 mg: 41 counted, 41 in the register.',
  },
  stock: { matchesMar: true, outOfDateFound: false },
  storage: {
    readings: 30,
    daysWithoutReading: 0,
    outOfRange: 1,
    outOfRangeActioned: true,
    cupboardsLocked: true,
    notes: 'Fridge at 9.4 °C on 20/11: door left ajar; pharmacist advised the stock could be used.',
  },
  actions: [
    {
      action: 'Remind the team at the staff meeting: record a PRN dose’s effect within the hour.',
      owner: '00000000-0000-4000-8000-000000000001',
      dueOn: '2026-12-10',
    },
  ],
};

/** A count cannot be negative. */
export const wrong = {
  data: { ...example, signatures: { gapsFound: -1 } },
  path: '/signatures/gapsFound',
};
