// A filled near miss (the evening methylphenidate nearly given twice), and the same record made invalid in one field.

export const example = {
  occurredAt: '2025-03-14T08:05:00Z',
  discoveredAt: '2025-03-14T08:05:00Z',
  reach: 'near_miss',
  errorType: ['given_twice'],
  medicine: '00000000-0000-4000-8000-000000000401',
  whatHappened:
    'The 08:00 dose was given by the shift lead but not signed on the MAR straight away. A second member of staff ' +
    'popped the next tablet from the pack before checking the MAR and stock balance, then saw the count was one short.',
  foundBy: '00000000-0000-4000-8000-000000000002',
  involved: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
  harm: 'none',
  immediateAction: 'Tablet not given; returned for disposal with a witness. MAR signed for the 08:00 dose.',
  advice: [
    {
      from: 'pharmacist',
      at: '2025-03-14T09:15:00Z',
      who: 'Duty pharmacist, High Street Pharmacy',
      said: 'No action needed as the second tablet was not taken; record the disposal in the CD register.',
    },
  ],
  childTold: true,
  childToldNotes: 'Told him staff nearly made a mistake with his tablet and it was caught; he was fine about it.',
  authorityTold: true,
  authorityToldAt: '2025-03-14T11:00:00Z',
  managerDecision: {
    ofstedNotifiable: false,
    reason: 'Caught before it reached him, no harm: not a serious incident. Recorded and learnt from.',
    decidedBy: '00000000-0000-4000-8000-000000000003',
    decidedAt: '2025-03-14T12:00:00Z',
  },
  investigation: {
    cause: 'The MAR was signed after the round instead of at the time of giving; the round was interrupted.',
    competencyReassessed: true,
    competencyReassessedOn: '2025-03-18',
    prescriberTold: false,
    learning: 'Sign the MAR straight after each dose, before the next; a do-not-disturb tabard for the round.',
    completedOn: '2025-03-19',
  },
};

/** "Harm" is not one of its choices. */
export const wrong = {
  data: { ...example, harm: 'minor' },
  path: '/harm',
};
