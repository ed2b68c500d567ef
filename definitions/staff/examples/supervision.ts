// A six-weekly supervision of a residential support worker by the registered manager.
export const example = {
  date: '2026-10-28',
  supervisor: '00000000-0000-4000-8000-000000000001',
  type: 'formal',
  durationMin: 75,
  location: 'Office, Oak House',
  recommendations: 'Shadow the senior on two medication rounds before completing the competency.',
  nextDate: '2026-12-09',
  previousActions: 'Booked first aid refresher (done 14 Oct). Key work folder for J updated.',
  workload: 'Four long days a week; paperwork is behind after nights. Agreed protected time on Thursdays.',
  wellbeing: 'Tired after a run of nights; sleeping better now. No concerns outside work.',
  perYpDiscussion: [
    {
      youngPerson: '00000000-0000-4000-8000-000000000101',
      discussion: 'J is engaging in key work about school; contact with mum has been difficult.',
    },
  ],
  reflection: 'Handled an escalation on 20 Oct by giving space and offering a drive; reflected on earlier signs.',
  safeguarding: 'No new concerns. Reminded of the whistleblowing policy and the LADO route.',
  trainingNeeds: 'Medication competency; CSE/CCE awareness refresher.',
  actions: [
    {
      action: 'Complete medication competency',
      owner: '00000000-0000-4000-8000-000000000002',
      due: '2026-11-30',
      status: 'in_progress',
    },
  ],
  superviseeComments: 'Useful session; happy with the plan.',
  supervisorComments: 'Good reflective practice.',
};

export const wrong = { data: { ...example, nextDate: 'in six weeks' }, path: '/nextDate' };
