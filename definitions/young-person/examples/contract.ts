// A filled contract, and the same record made invalid in one field.

export const example = {
  contractType: 'placement_contract',
  reference: 'LCC-IPA-2024-0912',
  startDate: '2024-09-02',
  reviewDate: '2025-09-01',
  fundingAuthority: 'Leeds City Council',
  commissioner: 'Anna Lewis, placements team, 0113 000 0500, anna.lewis@example.gov.uk',
  weeklyFee: 5250,
  additionalCosts: [{ description: 'Maths tutor (agreed for the spring term)', amount: 60, per: 'week' }],
  staffingRatio: 'Shared staffing 1:2 days; one waking night across the home',
  noticePeriodDays: 28,
  signedForProvider: '00000000-0000-4000-8000-000000000003',
  signedOn: '2024-09-09',
  ypSigned: false,
  notes: 'Fee reviewed yearly in September.',
  documents: [{ documentId: '00000000-0000-4000-8000-000000000307', fileName: 'IPA-Leeds-2024-0912.pdf' }],
};

/** The weekly fee is not a number. */
export const wrong = {
  data: { ...example, weeklyFee: '5,250' },
  path: '/weeklyFee',
};
