// Willow Court's review of the four standards for the half year, with the yearly location assessment done.
export const example = {
  periodFrom: '2026-04-01', periodTo: '2026-09-30', completedOn: '2026-10-10', completedBy: '00000000-0000-4000-8000-000000000003',
  lm1: 1, lm2: 1, lm3: 4, lm4: true, lm5: true, lm6: true, lm7: 'Supervision is up to date for all staff; one complaint about noise was resolved.',
  p1: 2, p2: 3, p3: 6, p4: 0, p5: 1, p6: true, p7: true, p8: true,
  a1: 5, a2: 60, a3: true, a4: true, locationAssessmentDone: true, locationAssessedOn: '2026-09-20',
  a7: 'The bus stop walk is lit; the late-night takeaway on the corner is noted in two young people\'s risk assessments.',
  s1: 6, s2: 6, s3: 48, s4: 6, s5: true, s6: true, s7: true, actions: 'Renew the fire risk assessment by 31/12/2026 (Priya Shah).',
};

export const wrong = { data: { ...example, locationAssessedOn: '20/09/2026' }, path: '/locationAssessedOn' };
