// A filled reward, and the same record made invalid in one field.

export const example = {
  date: '2025-03-21',
  reason: 'Went to school every day this week and was on time for the bus each morning.',
  linkedTarget: 'Getting to school on time',
  rewardType: 'activity',
  description: 'Trip to the climbing wall on Saturday with his key worker',
  value: 14.5,
  givenBy: '00000000-0000-4000-8000-000000000001',
  ypChose: true,
  ypView: 'Big smile. "Can we go again next week if I do it again?"',
  sharedWith: 'Mum (phone call) and his social worker',
};

/** The reward type is not one of the options. */
export const wrong = {
  data: { ...example, rewardType: 'holiday' },
  path: '/rewardType',
};
