// A filled activity record, and the same record made invalid in one field.

export const example = {
  date: '2025-04-12',
  startTime: '10:00',
  endTime: '15:30',
  title: 'Climbing and high ropes at Harewood',
  category: 'outdoor',
  location: 'Harewood adventure centre, Leeds',
  cost: 32,
  paidFrom: 'Activities budget',
  riskAssessed: true,
  riskNotes: "Centre instructors qualified; harness checks by instructors; staff ratio 1:2. Jay's inhaler taken.",
  consentObtained: true,
  staff: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
  otherYoungPeople: ['00000000-0000-4000-8000-000000000101'],
  transport: 'Home minibus',
  ypFeedback: '"Scary at the top but I did it. Can we go again?"',
  staffNotes: 'Encouraged the younger resident on the zip wire. Relaxed all day.',
};

/** Risk assessment done must be yes or no. */
export const wrong = {
  data: { ...example, riskAssessed: 'yes' },
  path: '/riskAssessed',
};
