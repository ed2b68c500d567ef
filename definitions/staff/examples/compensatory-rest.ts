// A late then an early covering sickness: 9 hours' rest instead of 11, made up on the next day off.
export const example = {
  restOn: '2026-11-30',
  hours: 2,
  warnings: "Only 9 hours' rest between shifts; the minimum is 11 hours.",
  reason: 'Covering sickness: no agency cover available; agreed with the member of staff.',
  taken: 'yes',
  takenNote: 'Started at 09:00 instead of 07:00 on Monday.',
};

export const wrong = { data: { ...example, hours: 0 }, path: '/hours' };
