// A filled education plan, and the same record made invalid in one field.

export const example = {
  pepDate: '2025-02-10',
  nextPepDate: '2025-05-12',
  school: 'Roundhay School',
  attendees:
    'Mr Patel (designated teacher), Priya Shah (social worker), Helen Brooks (virtual school), key worker, Jay',
  homeRepresentative: '00000000-0000-4000-8000-000000000001',
  attendancePercent: 92.5,
  currentProgress:
    'Working at grade 3 in maths (target 4), 4 in English (target 5). Strong in PE and design technology.',
  ypViews: 'Maths is getting easier with the tutor. I want to do a sports course at college.',
  targets: [
    {
      area: 'Maths',
      target: 'Reach grade 4 in the summer mocks',
      support: 'Tutor twice a week (Pupil Premium Plus); 20 minutes of homework support each evening at the home',
      who: 'Tutor and key worker',
      by: '2025-06-20',
      progress: 'amber',
    },
    {
      area: 'Attendance',
      target: 'Attendance above 95%',
      support: 'Morning routine chart; staff drop him off on Mondays',
      who: 'Key worker',
      by: '2025-07-18',
      progress: 'green',
    },
    {
      area: 'Careers',
      target: 'Visit two colleges with sports courses',
      support: 'Careers adviser meeting in March; staff to take him to open evenings',
      who: 'Designated teacher and key worker',
      by: '2025-06-30',
      progress: 'green',
    },
  ],
  pupilPremiumPlus: { amount: 600, use: 'Maths tutor, 20 sessions' },
  homeSupport: "Quiet homework space in the dining room 17:00–18:00; staff attend parents' evening on 3 April.",
};

/** Attendance over 100%. */
export const wrong = {
  data: { ...example, attendancePercent: 120 },
  path: '/attendancePercent',
};
