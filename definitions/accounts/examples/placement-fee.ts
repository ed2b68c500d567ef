// The fee agreed with the placing authority when the placement began.
export const example = {
  agreedFrom: '2025-09-01',
  authority: 'Leeds City Council',
  contractReference: 'PO-44172',
  weeklyFee: '4,850.00',
  supportHours: 10,
  notes: 'Includes 10 hours of 2:1 support a week for community activities.',
};

export const wrong = { data: { ...example, weeklyFee: 4850 }, path: '/weeklyFee' };
