// Out to the pharmacy for a young person's prescription, back forty minutes later.
export const example = {
  date: '2026-03-12',
  timeOut: '14:10',
  timeIn: '14:50',
  reason: "Collected a young person's prescription from the pharmacy",
  notes: 'Shift lead covered the floor; handed back at 14:50.',
};

export const wrong = { data: { ...example, timeOut: '2.10pm' }, path: '/timeOut' };
