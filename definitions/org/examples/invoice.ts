// A paid invoice for a quarter, and the same one made invalid in one field.

export const example = {
  number: 'CR-2025-0042',
  issuedOn: '2025-04-01',
  periodFrom: '2025-01-01',
  periodTo: '2025-03-31',
  homes: 2,
  users: 18,
  amount: 1260,
  paid: true,
  paidOn: '2025-04-14',
  notes: 'Paid by bank transfer.',
};

/** A negative amount. */
export const wrong = {
  data: { ...example, amount: -5 },
  path: '/amount',
};
