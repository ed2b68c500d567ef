// A planned absence for surgery, notified five weeks ahead, with the deputy in charge.
export const example = {
  noticeType: 'absence_planned',
  noticeDate: '2026-09-01',
  absenceStartsOn: '2026-10-12',
  expectedReturnOn: '2026-12-07',
  reason: 'Planned surgery and recovery.',
  arrangements: 'The deputy manager runs the home day to day; the responsible individual visits weekly.',
  personInCharge: 'Priya Shah, deputy manager, 4 Mill Lane, Leeds LS6 2AB; Level 5 Diploma in Leadership (2024).',
  appointmentPlan: 'No appointment needed: the manager returns within ten weeks.',
  sentToOfstedOn: '2026-09-03',
};

export const wrong = { data: { ...example, noticeType: 'holiday' }, path: '/noticeType' };
