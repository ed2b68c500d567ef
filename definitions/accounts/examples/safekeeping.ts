// Birthday money handed in for safekeeping and given back for a shopping trip.
export const example = {
  depositedOn: '2026-11-02',
  item: 'Cash £40 (birthday card from nan)',
  description: 'Two £20 notes in the birthday card',
  value: '40.00',
  whereKept: 'Office safe, envelope 3',
  receivedBy: '00000000-0000-4000-8000-000000000001',
  witnessedBy: '00000000-0000-4000-8000-000000000002',
  signedByYoungPerson: true,
  returnedOn: '2026-11-14',
  returnedBy: '00000000-0000-4000-8000-000000000002',
  returnWitnessedBy: '00000000-0000-4000-8000-000000000001',
  signedOnReturn: true,
  notes: 'Taken to the Trinity Centre to buy trainers.',
};

export const wrong = { data: { ...example, value: '40.005' }, path: '/value' };
