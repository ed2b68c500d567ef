// A filled self-administration assessment, and the same record made invalid in one field.

export const example = {
  assessedOn: '2026-11-02',
  assessedBy: '00000000-0000-4000-8000-000000000001',
  medicines: ['00000000-0000-4000-8000-000000000010'],
  understanding: {
    whatFor: true,
    doseAndTimes: true,
    sideEffects: true,
    ifMissed: true,
    notes:
      'Said: "Two puffs of the brown one morning and night, blue one when I\'m wheezy, tell staff if I need it lots."',
  },
  storage: {
    keptIn: 'carried',
    where: 'Blue reliever in her school bag; the brown preventer in the home’s cabinet',
    othersSafe: true,
  },
  level: 'partial',
  checks: {
    how: 'Staff watch the preventer taken morning and evening and record it; the reliever count is checked each Sunday',
    often: 'Each dose for the preventer; weekly for the reliever',
    onTheMar: true,
  },
  risks: 'Losing the reliever at school: a spare is kept in the school office.',
  agreement: [{ by: 'placing_authority', name: 'K. Ahmed, social worker', on: '2026-11-03' }],
  childAgrees: true,
  childViews: 'Wants to carry her own inhaler "like at home".',
  reviewDate: '2027-02-02',
};

/** A level the list does not hold. */
export const wrong = {
  data: { ...example, level: 'whenever' },
  path: '/level',
};
