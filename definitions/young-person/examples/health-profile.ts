// A filled health profile, and the same record made invalid in one field.

export const example = {
  updatedOn: '2025-03-05',
  gp: {
    registered: true,
    practice: 'Oakwood Surgery',
    clinician: 'Dr A. Hussain',
    address: '1 Oakwood Lane, Leeds LS8',
    phone: '0113 000 0100',
    registeredOn: '2024-09-05',
  },
  dentist: {
    registered: true,
    practice: 'Smile Dental, Roundhay',
    phone: '0113 000 0101',
    lastCheckUp: '2024-10-02',
    nextCheckUp: '2025-04-02',
  },
  optician: {
    registered: false,
    practice: 'Specsavers, Leeds city centre',
    lastEyeTest: '2023-06-10',
    nextEyeTest: '2025-06-10',
  },
  otherServices: 'School nurse (Roundhay School); asthma nurse at Oakwood Surgery',
  assessments: {
    initialHealthAssessment: '2021-10-25',
    lastReviewHealthAssessment: '2024-11-20',
    nextReviewHealthAssessmentDue: '2025-11-20',
    healthPlanHeld: true,
    sdqDate: '2024-11-20',
    sdqScore: 19,
  },
  immunisations: {
    upToDate: false,
    given: [
      { vaccine: 'MMR (2 doses)', date: '2014-06-01' },
      { vaccine: 'HPV', date: '2023-01-17' },
    ],
    notes: 'Teenage booster (3-in-1) and MenACWY due in Year 9: consent requested from the social worker.',
  },
  noKnownAllergies: false,
  allergies: [
    {
      allergen: 'Penicillin',
      reaction: 'Itchy rash',
      severity: 'moderate',
      treatment: 'Stop the medicine, antihistamine, call the GP or 111',
    },
  ],
  conditions: [
    {
      condition: 'Mild asthma',
      diagnosedOn: '2016-03-01',
      managedBy: 'GP and asthma nurse',
      management: 'Salbutamol inhaler when needed, usually before football. Annual asthma review.',
      emergencyAction: 'Asthma attack: sit up, 1 puff every 30–60 seconds up to 10 puffs; call 999 if no better.',
    },
  ],
  emotionalHealth:
    'Referred to CAMHS in January 2025 for low mood after family contact; on the waiting list. Sees the school counsellor weekly.',
  otherHealthNeeds: 'Struggles to get to sleep; agreed phone off at 22:30.',
  diet: { requirements: [], details: 'Eats most things; does not like mushrooms.' },
  measurements: { height: 168, heightUnit: 'cms', weightKg: 57.4, measuredOn: '2024-11-20' },
  consent: {
    basis: 'delegated_authority',
    delegatedAuthority:
      'Home may consent to first aid, GP and dental appointments, over-the-counter medicines and school trips in the UK.',
    consentFormHeld: true,
    consentDate: '2024-09-02',
    limitations: 'Immunisations and any general anaesthetic need consent from the social worker.',
  },
  updatedBy: '00000000-0000-4000-8000-000000000001',
  documents: [{ documentId: '00000000-0000-4000-8000-000000000303', fileName: 'rha-2024-11-20.pdf' }],
};

/** Weight in kg is not a number. */
export const wrong = {
  data: { ...example, measurements: { ...example.measurements, weightKg: '57 kg' } },
  path: '/measurements/weightKg',
};
