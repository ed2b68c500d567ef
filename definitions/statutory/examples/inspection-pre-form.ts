// Oak House's pre-form before its inspection: the figures since the last inspection and the staffing and views answers.
export const example = {
  periodFrom: '2025-10-14',
  periodTo: '2026-11-20',
  completedBy: '00000000-0000-4000-8000-000000000003',
  q1: 'Oak House, URN SC123456',
  q2: 'Marcus Oduya, registered with Ofsted since 2023',
  q5: 4,
  q6: 5,
  q7: 4,
  q8: 2,
  q9: 1,
  q11: 2,
  q21: 14,
  q22: 2,
  q23: 1,
  q24: 3,
  q25: 2,
  q26: 'Offered after every episode; 3 completed',
  q37: 'Registered manager, deputy, 3 senior residential support workers, 6 residential support workers',
  q38: 2,
  q39: 1,
  q45: 'Weekly house meetings and key worker sessions; the children chose the new sofa and the summer trip.',
  q51: 3,
};

export const wrong = { data: { ...example, q7: 'four' }, path: '/q7' };
