// A filled week at work, and the same record made invalid in one field.

export const example = {
  from: '2025-03-10',
  employer: 'Leeds Bakery Co (apprentice baker)',
  days: [
    { date: '2025-03-10', attended: true, hours: 7.5 },
    {
      date: '2025-03-11',
      attended: true,
      hours: 7,
      minutesLate: 30,
      reason: 'Missed the 06:10 bus',
      employerInformed: true,
    },
    {
      date: '2025-03-12',
      attended: false,
      reason: 'Unwell (sickness bug), phoned in at 06:00',
      employerInformed: true,
    },
    { date: '2025-03-13', attended: true, hours: 7.5 },
  ],
  actions: 'Talked with him about setting two alarms; bus pass topped up. Personal adviser told about the sick day.',
  ypView: '"I like it, the early starts are hard."',
  recordedBy: '00000000-0000-4000-8000-000000000001',
};

/** Hours worked beyond a day. */
export const wrong = {
  data: { ...example, days: [{ date: '2025-03-10', attended: true, hours: 30 }] },
  path: '/days/0/hours',
};
