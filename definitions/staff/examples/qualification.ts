// Level 3 Diploma started in the first year of care work.
export const example = {
  level: 'level3',
  name: 'Level 3 Diploma for Residential Childcare (England)',
  awardingBody: 'NCFE CACHE',
  provider: 'Leeds City College (work-based assessor)',
  status: 'enrolled',
  enrolledOn: '2026-01-15',
  expectedBy: '2027-07-31',
  notes: 'Units 1–6 signed off by the assessor; observation of practice booked for December.',
};

export const wrong = { data: { ...example, status: 'passed' }, path: '/status' };
