// A filled therapeutic plan, and the same record made invalid in one field.

export const example = {
  planDate: '2025-02-20',
  reviewDate: '2025-05-20',
  model: 'ddp',
  modelDetail: 'DDP sessions, with PACE used by the whole care team',
  clinician: 'Dr A. Khan, clinical psychologist, in-house therapy team',
  clinicianContact: '07700 900123, a.khan@example.org',
  linkWorker: '00000000-0000-4000-8000-000000000001',
  referral: {
    referredBy: 'Social worker, after his looked-after review',
    referredOn: '2025-01-15',
    fundedBy: 'Included in the placement fee',
    consent: true,
    consentNotes: 'He agreed after a taster session; Mum informed.',
  },

  formulation:
    'Early experiences of neglect and many moves mean he expects adults to let him down. Disappointment, especially around his mum, feels like rejection and quickly turns into anger. He is warm, funny and responds well to adults who stay calm and come back after a rupture.',
  strengths: 'Sense of humour, loyalty to his brother, football, a good relationship with his key worker.',
  goals: [
    {
      goal: 'Notice and name feelings before they become anger',
      measure: 'His own weekly 1–10 rating; fewer incidents after family calls',
      review: '2025-05-20',
      progress: 'amber',
      progressNotes: 'Starting to say "I\'m getting wound up".',
    },
    {
      goal: 'Build a coherent story of his early life',
      measure: 'Life story book started',
      review: '2025-08-20',
      progress: 'green',
    },
  ],

  sessionArrangements: {
    frequency: 'Weekly, 50 minutes, Thursdays after college',
    location: 'Therapy room at the home',
    linkWorkerSessions: 'Fortnightly with his link worker',
    staffConsultation: 'Monthly team consultation with Dr Khan',
  },
  dailyCare:
    'Use PACE in everyday conversations; repair after conflict the same day; predictable routines around contact.',

  outcomeMeasures: [
    {
      measure: 'Strengths and Difficulties Questionnaire (carer)',
      date: '2025-02-10',
      score: 21,
      notes: 'Very high; annual SDQ for his review',
    },
  ],
  sdqTotal: 21,

  ypView: "\"It's alright. Dr Khan doesn't make me talk about stuff I don't want to.\"",
  sharedWith: 'Social worker; CAMHS (for information)',
  documents: [{ documentId: '00000000-0000-4000-8000-000000000301', fileName: 'initial-assessment-report.pdf' }],
};

/** An SDQ total above the maximum of 40. */
export const wrong = {
  data: { ...example, sdqTotal: 45 },
  path: '/sdqTotal',
};
