// A filled missing from care risk assessment with the Philomena Protocol Part 1, and the same record
// made invalid in one field.

export const example = {
  assessmentDate: '2025-03-05',
  reviewDate: '2025-04-05',
  reason: 'after_incident',

  missingHistory: {
    episodesLast12Months: 4,
    lastEpisode: '2025-02-27',
    pattern:
      "Friday or Saturday evenings after football, usually 6–20 hours. Found twice in Wakefield, once at his brother's. Comes back on his own or with police.",
    usualReturnTime: 'Saturday morning',
    pushPull:
      'Push: arguments about rules after family calls. Pull: older associates offering money; wanting to see his brother.',
    returnInterviewThemes: 'Says he goes to see "mates"; will not name them. Said once he "had to do a job".',
  },

  philomena: {
    lastChecked: '2025-03-05',
    description: {
      heightCm: 172,
      build: 'Slim',
      hair: 'Dark brown, short at the sides',
      eyes: 'Brown',
      ethnicity: 'White British (his words)',
      distinguishingFeatures: 'Small scar above his left eyebrow; pierced left ear',
      languages: 'English, Leeds accent',
    },
    photo: [{ documentId: '00000000-0000-4000-8000-000000000301', fileName: 'photo-2025-03.jpg' }],
    photoTakenOn: '2025-03-05',
    photoUpdateBy: '2025-09-05',
    phones: [
      { number: '07700 900456', network: 'iPhone 11, giffgaff', notes: 'His own phone' },
      { number: 'Unknown', network: 'Black Nokia', notes: 'Second phone found 1 March, kept by him' },
    ],
    socialMedia: [
      { platform: 'Snapchat', username: 'jay_lufc08' },
      { platform: 'TikTok', username: 'jaylufc' },
    ],
    associates: [
      {
        name: 'Callum (brother)',
        relationship: 'Brother, 19',
        addressOrArea: 'Seacroft, Leeds',
        phone: '07700 900789',
        ofConcern: false,
      },
      { name: '"K"', relationship: 'Associate', addressOrArea: 'Harehills / Wakefield', ofConcern: true },
    ],
    placesFrequented: [
      { place: 'Leeds bus station', notes: 'Buses to Wakefield' },
      { place: 'Wakefield bus station', notes: 'Found here by police on 27 February' },
      { place: 'Roundhay Park', notes: 'With friends from football' },
    ],
    medicalNeeds: 'Mild asthma: blue inhaler (salbutamol), usually carries it. No allergies other than penicillin.',
    vulnerabilities: 'Criminal exploitation concerns (see the CCE risk assessment); cannabis use.',
    transport: 'MCard bus pass; no bike; uses the 36 and X-routes to Wakefield.',
    bankAccounts: 'Monzo card in his name',
  },

  risks: [
    {
      risk: 'Exploitation while missing',
      indicators: 'Calls on the second phone before leaving; asking for money',
      triggers: 'Friday evenings; arguments after family calls',
      likelihood: '4',
      severity: '5',
      protective: "Usually answers his brother's calls",
      controls: [
        { measure: 'Staff transport back from football on Fridays', owner: 'Shift lead' },
        { measure: 'Ask his brother to ring him if he goes missing', owner: 'Key worker' },
      ],
      residual: 'High while the exploitation concerns continue.',
    },
  ],

  response: {
    agreedReturnTimes: 'Sunday to Thursday 21:00; Friday and Saturday 22:00',
    searchPlan:
      'Check his room and the garden, ring his phone and his brother, drive past Roundhay Park and the bus station.',
    reportingThreshold:
      'Report to police straight away if not back 30 minutes after his agreed time, or at once if he is seen with "K" or gets into a car (agreed with the social worker and West Yorkshire Police).',
    whoToInform:
      'Manager on call at once; social worker in hours, emergency duty team out of hours; Mum the next morning.',
    onReturn:
      'Welcome back and food; check for injuries; police safe-and-well check; return home interview service contacted within 24 hours.',
    preventative: 'Planned Friday activity after football; weekly time with his brother.',
  },

  ypView: '"I just want to see my brother more."',
  ypContributed: true,
  sharedWith: 'Social worker; West Yorkshire Police missing person coordinator',
  linkedIncidents: [],
  linkedMissingEpisodes: ['00000000-0000-4000-8000-000000000202'],
};

/** Height given as text. */
export const wrong = {
  data: {
    ...example,
    philomena: { ...example.philomena, description: { ...example.philomena.description, heightCm: '172cm' } },
  },
  path: '/philomena/description/heightCm',
};
