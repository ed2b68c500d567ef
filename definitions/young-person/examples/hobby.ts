// A filled hobby record, and the same record made invalid in one field.

export const example = {
  name: 'Football',
  category: 'sport',
  club: 'Roundhay Juniors under-16s; coach Gary Mills, 07700 900456',
  whenAndWhere: 'Training Tuesdays and Thursdays 17:30–19:00, matches Saturday or Sunday; Roundhay leisure centre',
  startedOn: '2024-09-17',
  cost: 25,
  costPer: 'month',
  fundedBy: 'Home activities budget',
  equipment: 'Boots, shin pads, club kit (bought September 2024)',
  consentNeeded: false,
  supportedBy: '00000000-0000-4000-8000-000000000002',
  ypView: 'Best thing I do. I want to get picked for the first team.',
  notes: 'Player of the match twice this season. Coach says his temper on the pitch has improved a lot.',
};

/** Cost is text, not a number. */
export const wrong = {
  data: { ...example, cost: '£25' },
  path: '/cost',
};
