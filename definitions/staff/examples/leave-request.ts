// A week's annual leave in the summer holidays, as a member of staff asks for it (the days are counted by
// the leave area when it is saved).
export const example = {
  leaveType: 'annual',
  startsOn: '2026-08-03',
  endsOn: '2026-08-07',
  partDay: null,
  minutes: null,
  days: 5,
  note: 'Family holiday in Cornwall',
};

export const wrong = { data: { ...example, leaveType: 'holiday' }, path: '/leaveType' };
