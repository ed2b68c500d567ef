// A filled employment record (an apprenticeship), and the same record made invalid in one field.

export const example = {
  type: 'apprenticeship',
  employer: 'Cutting Edge Hair Studio',
  role: 'Apprentice hairdresser',
  address: '12 Street Lane, Leeds LS8',
  supervisor: 'Dionne Clarke (salon owner), 0113 000 0400',
  startDate: '2025-01-06',
  hoursPerWeek: 30,
  workPattern: 'Tue–Fri in the salon, Mon at Leeds City College',
  hourlyPay: 6.4,
  apprenticeship: {
    standard: 'Hair Professional',
    level: 2,
    trainingProvider: 'Leeds City College',
    expectedEndDate: '2026-07-31',
    careLeaverBursary: true,
  },
  travel: 'Bus pass',
  ypView: "I love it. Dionne says I'm good with the clients.",
  notes: 'Staff help her budget her wages; opened a bank account in January.',
};

/** The apprenticeship level is below the lowest apprenticeship level. */
export const wrong = {
  data: { ...example, apprenticeship: { ...example.apprenticeship, level: 1 } },
  path: '/apprenticeship/level',
};
