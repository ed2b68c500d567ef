export const example = {
  insurer: 'Zurich Municipal',
  broker: 'Care Sector Insurance Ltd',
  policyNumber: 'ZM-44719-CH',
  coverType: 'employers_liability',
  coverAmount: 10000000,
  premium: 4250,
  startDate: '2026-01-01',
  renewalDate: '2027-01-01',
  endDate: '2026-12-31',
};

export const wrong = { data: { ...example, coverType: 'everything' }, path: '/coverType' };
