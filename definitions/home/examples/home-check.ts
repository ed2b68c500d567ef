// A night-shift knives and sharps count that found one knife missing, and how it was put right.
export const example = {
  checkType: 'sharps_count',
  checkedAt: '2026-11-20T22:15:00Z',
  shift: 'night',
  checkedBy: '00000000-0000-4000-8000-000000000001',
  done: true,
  result: 'fail',
  findings: 'One small vegetable knife missing from the locked drawer.',
  sharps: [
    { item: 'Kitchen knives (locked drawer)', expected: 6, found: 5 },
    { item: 'Scissors (office)', expected: 2, found: 2 },
  ],
  remedy: {
    action: 'Knife found in the dishwasher; drawer checked and locked. Young people told.',
    remediedAt: '2026-11-20T22:40:00Z',
    remediedBy: '00000000-0000-4000-8000-000000000001',
  },
};

export const wrong = { data: { ...example, result: 'failed' }, path: '/result' };
