// Two and a half hours after a late shift, as a member of staff asks to be paid for them.
export const example = {
  workedOn: '2026-08-03',
  minutes: 150,
  compensation: 'paid',
  reason: 'Stayed on after a missing-from-care episode until the young person was home safe',
};

export const wrong = { data: { ...example, compensation: 'overtime' }, path: '/compensation' };
