// A plan about record keeping.
export const example = {
  startDate: '2026-04-01',
  reviewDate: '2026-05-13',
  manager: '00000000-0000-4000-8000-000000000002',
  concerns: 'Daily logs often written the next day.',
  targets: [
    {
      target: 'Write daily logs before the end of each shift',
      support: 'Protected 20 minutes at handover',
      measure: 'Log times checked weekly',
      by: '2026-05-13',
    },
  ],
};

export const wrong = { data: { ...example, targets: [] }, path: '/targets' };
