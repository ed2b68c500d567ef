// A filled link worker session, and the same record made invalid in one field.

export const example = {
  sessionAt: '2025-03-16T11:00:00Z',
  linkWorker: '00000000-0000-4000-8000-000000000001',
  durationMin: 45,
  therapeuticPlan: '00000000-0000-4000-8000-000000000401',
  attendance: 'attended',

  focus: 'Goal 1 of the therapeutic plan: using the feelings thermometer in everyday life.',
  activity: 'Walk to the park and kick-about',
  engagement: 'fully_engaged',
  ypWishesFeelings: 'Said the thermometer is "a bit childish" but that he used it at college when a teacher shouted.',
  reflections: 'He talks more easily side by side than face to face. First time he has brought up college on his own.',
  clinicalGuidance: 'Dr Khan: keep sessions active; reflect back his words rather than asking why.',
  sharedWithClinician: true,

  actions: [
    {
      action: 'Make a pocket-sized thermometer card with him',
      owner: '00000000-0000-4000-8000-000000000001',
      due: '2025-03-23',
    },
  ],
  safeguardingConcern: false,
  nextSessionAt: '2025-03-30T11:00:00Z',
};

/** The link worker is not a staff id. */
export const wrong = {
  data: { ...example, linkWorker: 'Sam' },
  path: '/linkWorker',
};
