// A filled exam record, and the same record made invalid in one field.

export const example = {
  subject: 'Mathematics',
  qualification: 'gcse',
  board: 'aqa',
  tier: 'Foundation',
  paper: 'Paper 1 (non-calculator)',
  date: '2025-05-15',
  time: '09:00, sports hall',
  accessArrangements: '25% extra time; rest breaks',
  status: 'result',
  predictedGrade: '4',
  result: '4',
  resultDate: '2025-08-21',
  certificateHeld: false,
  notes: 'Very nervous on the day; key worker walked him to school. Delighted with the result.',
};

/** The exam date is not a date. */
export const wrong = {
  data: { ...example, date: '15/05/2025' },
  path: '/date',
};
