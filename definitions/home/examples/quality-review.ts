// A supported accommodation Reg 32 review of the six months to September.
export const example = {
  periodFrom: '2026-04-01',
  periodTo: '2026-09-30',
  completedOn: '2026-10-10',
  reviewer: '00000000-0000-4000-8000-000000000001',
  standards: [
    {
      standard: 'leadership',
      evidence: 'Supervision up to date; two new staff inducted.',
      strengths: 'Stable team',
      improvements: 'Audit key work records monthly',
    },
    { standard: 'support', evidence: 'Every young person has a current support plan.' },
  ],
  incidents: 4,
  restraints: 0,
  missing: 1,
  safeguarding: 1,
  complaints: 0,
  notifications: 1,
  feedback: [
    { group: 'Young people', summary: 'Feel safe; want more help with budgeting.' },
    { group: 'Accommodating authorities', summary: 'Leeds: reviews well prepared.' },
  ],
  strengths: 'Young people say staff listen; support plans reviewed on time.',
  improvements: 'Budgeting skills; key work records audited monthly.',
  actionPlan: [
    {
      action: 'Budgeting sessions fortnightly',
      dueOn: '2026-11-30',
      owner: '00000000-0000-4000-8000-000000000001',
      status: 'open',
    },
  ],
  sentToOfstedOn: '2026-10-20',
  sentToRiOn: '2026-10-15',
};

export const wrong = { data: { ...example, standards: [{ standard: 'safety' }] }, path: '/standards/0/standard' };
