// An observed medication competency: competent, with a second checker while new.
export const example = {
  assessedOn: '2026-10-02',
  assessor: '00000000-0000-4000-8000-000000000001',
  observed:
    'Morning round for two young people: checked the MAR against each label, asked about allergies, gave a regular tablet and a PRN dose with its reason, recorded each at once; witnessed a controlled drug dose.',
  routes: 'Oral tablets and liquids; inhaler',
  outcome: 'competent',
  needsSecondChecker: true,
  actions: 'Second checker for doses given until the three-month review.',
};

/** The outcome is not one of the list's. */
export const wrong = {
  data: { ...example, outcome: 'passed' },
  path: '/outcome',
};
