// An applicant with every check recorded.
export const example = {
  appliedOn: '2026-10-01',
  candidate: { name: 'Jamie Clarke', email: 'jamie.clarke@example.org', phone: '07700 900789' },
  post: 'Residential Support Worker',
  stage: 'checks',
  identity: {
    document: 'passport',
    documentReference: '123456789',
    verifiedBy: '00000000-0000-4000-8000-000000000001',
    verifiedOn: '2026-10-14',
  },
  employmentHistory: {
    employers: [
      {
        employer: 'Brightways Nursery',
        role: 'Nursery practitioner',
        from: '2022-01-10',
        reasonForLeaving: 'Wants residential work',
        workedWithChildren: true,
      },
    ],
    gaps: [],
    verifiedBy: '00000000-0000-4000-8000-000000000001',
    verifiedOn: '2026-10-14',
  },
  references: [
    {
      refereeName: 'Amira Hussain',
      organisation: 'Brightways Nursery',
      relationship: 'Nursery manager',
      latestEmployer: true,
      receivedOn: '2026-10-20',
      verifiedBy: '00000000-0000-4000-8000-000000000001',
      verifiedOn: '2026-10-21',
    },
    {
      refereeName: 'Tom Reid',
      organisation: 'Leeds College',
      relationship: 'Course tutor',
      latestEmployer: false,
      receivedOn: '2026-10-22',
      verifiedBy: '00000000-0000-4000-8000-000000000001',
      verifiedOn: '2026-10-22',
    },
  ],
  dbs: {
    certificateNumber: '009876543210',
    level: 'enhanced_barred',
    barredListChecked: true,
    issuedOn: '2026-10-28',
    updateService: true,
    verifiedBy: '00000000-0000-4000-8000-000000000001',
    verifiedOn: '2026-10-30',
  },
  rightToWork: {
    documentType: 'british_irish_passport',
    documentReference: '123456789',
    verifiedBy: '00000000-0000-4000-8000-000000000001',
    verifiedOn: '2026-10-14',
  },
  qualifications: {
    items: [{ name: 'CACHE Level 3 Early Years Educator', level: '3', certificateSeen: true }],
    verifiedBy: '00000000-0000-4000-8000-000000000001',
    verifiedOn: '2026-10-14',
  },
  leavingChildrenWork: {
    reasons: 'Leaving the nursery for residential care; confirmed with the nursery manager.',
    verifiedBy: '00000000-0000-4000-8000-000000000001',
    verifiedOn: '2026-10-21',
  },
  health: { declared: true, verifiedBy: '00000000-0000-4000-8000-000000000001', verifiedOn: '2026-10-14' },
  interview: { heldOn: '2026-10-08', panel: 'Marcus Oduya, Helen Brooks', safeguardingQuestions: true },
};

export const wrong = { data: { ...example, dbs: { ...example.dbs, level: 'super' } }, path: '/dbs/level' };
