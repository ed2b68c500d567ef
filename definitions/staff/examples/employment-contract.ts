// A permanent full-time contract.
export const example = {
  contractType: 'permanent',
  jobTitle: 'Residential Support Worker',
  hoursPerWeek: 37.5,
  startDate: '2025-03-03',
  probationEndDate: '2025-09-03',
  noticeWeeks: 4,
  signedOn: '2025-02-24',
};

export const wrong = { data: { ...example, hoursPerWeek: 90 }, path: '/hoursPerWeek' };
