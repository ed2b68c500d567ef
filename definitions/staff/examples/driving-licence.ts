// A full licence checked with the DVLA.
export const example = {
  licenceNumber: 'TAYLO907124SJ9AB',
  categories: 'B, BE',
  expiresOn: '2031-05-01',
  dvlaCheckedOn: '2026-05-04',
  checkedBy: '00000000-0000-4000-8000-000000000001',
  points: 3,
  businessInsurance: true,
  notes: 'SP30 2024, 3 points.',
};

export const wrong = { data: { ...example, points: 15 }, path: '/points' };
