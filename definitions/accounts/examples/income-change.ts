// The placing authority agreed a higher weekly fee after extra support hours.
export const example = {
  effectiveDate: '2026-10-05',
  type: 'ongoing',
  subject: 'fee',
  amount: '5,100.00',
  supportHours: 15,
  agreedWith: 'Leeds City Council (Rachel Green)',
  notes: 'Agreed at the placement review on 30 September.',
};

export const wrong = { data: { ...example, type: 'bonus' }, path: '/type' };
