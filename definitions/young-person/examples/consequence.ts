// A filled consequence (reparation after damage), and the same record made invalid in one field.

export const example = {
  givenAt: '2025-03-15T10:45:00Z',
  location: 'home',
  behaviour:
    'On 14 March he threw a games controller at the lounge TV, cracking the screen, after being asked to end console time.',
  triedFirst: 'Ten-minute reminder before the end of console time; calm talking; offered to finish the match first.',
  linkedIncident: '00000000-0000-4000-8000-000000000201',
  kind: 'reparation',
  description: 'Contribute £2 a week from pocket money for four weeks towards the TV repair',
  from: '2025-03-17',
  to: '2025-04-11',
  reparationAmount: 8,
  inLineWithPolicy: true,
  noProhibitedMeasure: true,
  givenBy: '00000000-0000-4000-8000-000000000001',
  othersPresent: ['00000000-0000-4000-8000-000000000002'],
  explainedToChild: true,
  ypView: 'He said it was fair because he broke it.',
  effectiveness: 'Accepted it without argument; first payment made 17 March.',
  injuries: '',
  managerReview: {
    reviewer: '00000000-0000-4000-8000-000000000003',
    userSpokenAt: '2025-03-15T14:00:00Z',
    signedAt: '2025-03-15T14:05:00Z',
    childSpokenAt: '2025-03-17T16:00:00Z',
    proportionate: true,
    comment: 'Reasonable and agreed with him. Keep to four weeks.',
  },
};

/** The reparation amount is text, not a number. */
export const wrong = {
  data: { ...example, reparationAmount: '£8' },
  path: '/reparationAmount',
};
