// A filled therapeutic session, and the same record made invalid in one field.

export const example = {
  sessionAt: '2025-03-13T16:00:00Z',
  durationMin: 50,
  sessionType: 'individual',
  therapist: 'Dr A. Khan, clinical psychologist',
  staffPresent: [],
  location: 'Therapy room at the home',
  therapeuticPlan: '00000000-0000-4000-8000-000000000401',
  attendance: 'attended',

  engagement: 'mostly_engaged',
  presentationBefore: 'Quiet after college, said he was tired',
  themes: 'Continued work on noticing early body signs of anger (goal 1). Drew a "feelings thermometer" together.',
  ypVoice: '"When my face goes hot that\'s a 6."',
  presentationAfter: 'Relaxed, went to play football',

  guidanceForStaff: 'If he says "I\'m at a 6", offer the garden straight away and praise him for saying it.',
  safeguardingConcern: false,
  nextSessionAt: '2025-03-20T16:00:00Z',
};

/** A session type that is not one of the options. */
export const wrong = {
  data: { ...example, sessionType: 'chat' },
  path: '/sessionType',
};
