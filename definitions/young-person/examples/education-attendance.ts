// A filled week of education attendance, and the same record made invalid in one field.

export const example = {
  from: '2025-03-10',
  provider: 'Roundhay School',
  days: [
    { date: '2025-03-10', am: 'present', pm: 'present' },
    { date: '2025-03-11', am: 'late', pm: 'present', minutesLate: 15, reason: 'Overslept', schoolInformed: true },
    {
      date: '2025-03-12',
      am: 'authorised_absence',
      pm: 'present',
      reason: 'Dental appointment 09:00',
      schoolInformed: true,
    },
    {
      date: '2025-03-13',
      am: 'present',
      pm: 'unauthorised_absence',
      reason: 'Left school at lunch without permission; found in town at 14:30',
      schoolInformed: true,
    },
    { date: '2025-03-14', am: 'present', pm: 'off_site_education', reason: 'Geography field trip' },
  ],
  actions:
    'Thursday: missing-from-care procedure started at 13:30, police not needed as he was found at 14:30. Head of year meeting booked for Monday; virtual school emailed.',
  ypView: '"I got bored, I won\'t do it again."',
  recordedBy: '00000000-0000-4000-8000-000000000001',
};

/** A session code that is not in the list. */
export const wrong = {
  data: { ...example, days: [{ date: '2025-03-10', am: 'present', pm: 'X' }] },
  path: '/days/0/pm',
};
