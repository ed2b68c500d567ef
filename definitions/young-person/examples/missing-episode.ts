// A filled missing from care episode, and the same record made invalid in one field.

export const example = {
  discovery: {
    category: 'missing',
    discoveredAt: '2025-02-27T22:35:00Z',
    discoveredBy: '00000000-0000-4000-8000-000000000004',
    lastSeenAt: '2025-02-27T21:50:00Z',
    lastSeenWhere: 'Leaving the home by the front door',
    lastSeenBy: 'Shift lead',
    lastSeenWith: 'Alone; a black Golf was seen at the end of the road',
    clothing: 'Black North Face puffer jacket, grey Nike joggers, white Air Force 1 trainers, black cap',
    circumstances:
      'Took a call on his second phone at 21:45, said "I\'m just going to the shop" and left. Had been settled all evening.',
    possessions: 'Both phones, bus pass, no inhaler',
    likelyWhereabouts: 'Wakefield bus station or Harehills (see his missing risk assessment)',
    immediateConcerns: 'Left without his inhaler; exploitation concerns; cold night.',
  },

  search: {
    searchActions: [
      {
        at: '2025-02-27T22:05:00Z',
        action: 'Rang his phone (no answer) and texted',
        by: '00000000-0000-4000-8000-000000000002',
      },
      {
        at: '2025-02-27T22:15:00Z',
        action: 'Searched the home and garden; drove to the shop and Roundhay Park',
        by: '00000000-0000-4000-8000-000000000004',
      },
      {
        at: '2025-02-27T22:30:00Z',
        action: 'Rang his brother: not with him',
        by: '00000000-0000-4000-8000-000000000002',
      },
    ],
    reportedToPoliceAt: '2025-02-27T22:40:00Z',
    reportedBy: '00000000-0000-4000-8000-000000000002',
    policeRef: '13250227-1123',
    policeRisk: 'high',
    philomenaGiven: true,
    officer: 'PC 1234 Smith, Leeds district',
  },

  notified: [
    {
      who: 'manager_on_call',
      name: 'Registered manager',
      at: '2025-02-27T22:20:00Z',
      by: '00000000-0000-4000-8000-000000000002',
    },
    {
      who: 'emergency_duty_team',
      at: '2025-02-27T22:50:00Z',
      by: '00000000-0000-4000-8000-000000000002',
      reference: 'EDT log 445',
    },
    {
      who: 'social_worker',
      name: 'Priya Shah',
      at: '2025-02-28T09:10:00Z',
      by: '00000000-0000-4000-8000-000000000003',
    },
  ],

  sightings: [
    {
      at: '2025-02-28T01:30:00Z',
      where: 'Snapchat',
      source: 'Another young person',
      details: 'Snap Map showed him in Wakefield',
    },
  ],

  return: {
    returnedAt: '2025-02-28T10:15:00Z',
    method: 'police_returned',
    whereFound: 'Wakefield bus station',
    whoWith: 'Two older males, who left when police arrived',
    presentation: 'Tired and hungry, quiet; had £80 and new trainers.',
    injuries: 'None seen or reported.',
    medical: 'none',
    safeAndWellAt: '2025-02-28T10:30:00Z',
    safeAndWellBy: 'PC 5678 Jones',
    welcomeBack: 'Breakfast and a shower; told him we were glad he was back and safe.',
  },

  returnInterview: {
    offeredAt: '2025-02-28T11:00:00Z',
    completedAt: '2025-03-02T15:00:00Z',
    by: 'Leeds return interview service (independent worker)',
    declined: false,
    summary:
      'Said he went to "see a mate" in Wakefield and slept at a flat. Would not say whose. Said the money was "a present".',
    pushPull: 'Push: bored on Friday nights. Pull: money and feeling important.',
    exploitationConcerns: true,
  },

  followUp: {
    riskAssessmentUpdated: true,
    riskAssessment: '00000000-0000-4000-8000-000000000501',
    strategyMeeting: true,
    strategyMeetingAt: '2025-03-04T10:00:00Z',
    safeguardingRecorded: true,
    planChanges: 'CCE risk assessment written; staff transport from football on Fridays.',
    managerReview: {
      reviewer: '00000000-0000-4000-8000-000000000003',
      at: '2025-02-28T16:00:00Z',
      comments: 'Policy followed and police told promptly. Action: ask for a strategy meeting about exploitation.',
    },
  },

  timeline: [
    { at: '2025-02-27T22:35:00Z', event: 'Found to be missing', by: '00000000-0000-4000-8000-000000000004' },
    { at: '2025-02-27T22:40:00Z', event: 'Reported to police', by: '00000000-0000-4000-8000-000000000002' },
    { at: '2025-02-28T10:15:00Z', event: 'Returned by police', by: '00000000-0000-4000-8000-000000000003' },
    {
      at: '2025-03-02T15:00:00Z',
      event: 'Return home interview completed',
      by: '00000000-0000-4000-8000-000000000001',
    },
  ],
};

/** A police risk grading that is not one of the options. */
export const wrong = {
  data: { ...example, search: { ...example.search, policeRisk: 'very_high' } },
  path: '/search/policeRisk',
};
