// A filled external plan (a personal education plan), and the same record made invalid in one field.

export const example = {
  planType: 'pep',
  planTitle: 'Personal education plan, spring term 2025',
  agency: 'Leeds Virtual School',
  author: 'Ms R. Ahmed, designated teacher, Roundhay School',
  planDate: '2025-02-10',
  receivedOn: '2025-02-14',
  nextReview: '2025-06-09',
  heldBy: 'Leeds Virtual School (ePEP); designated teacher updates it',
  isCurrent: true,
  document: [{ documentId: '00000000-0000-4000-8000-000000000301', fileName: 'PEP-spring-2025.pdf' }],

  summary:
    'Working towards grade 4 in maths and English. Pupil premium plus funds a maths tutor twice a week. Attendance 94%.',
  homeActions: [
    { action: 'Homework support each weekday evening', who: 'Shift staff', done: false },
    { action: "Attend parents' evening on 27 March", who: 'Key worker', by: '2025-03-27', done: false },
  ],
  ypHasCopy: true,
  ypView: '"Maths is getting easier with the tutor."',
};

/** A plan type that is not one of the options. */
export const wrong = {
  data: { ...example, planType: 'school_report' },
  path: '/planType',
};
