// Willow Court's annual return for 2025–26, part way through: the figures from the records, some sections done.
export const example = {
  periodFrom: '2025-04-01', periodTo: '2026-03-31', completedBy: '00000000-0000-4000-8000-000000000003',
  q1: 'Brightwater Care Ltd — Willow Court supported accommodation', q2: 'Priya Shah, registered manager, 0113 496 0100',
  q3: 'Two shared houses of three bedrooms each, with staff on site 24 hours', q4: 2, q5: 6,
  q6: 7, q7: 5, q8: 1, q9: 3, q10: 1, q11: 2, q12: 3, q13: 2, q14: 1, q15: 'One young person moved to his own tenancy; one returned home to family.',
  q18: 4, q19: 2, q20: 4, q22: 11, q23: 1, q24: 1, q33: 2, q34: 1, q41: '2026-01-15', q52: true,
  h1a: 5, h1b: 4, h5b: 'Each young person is registered with the local practice within a week of arriving.',
  hasCompletedSection0: true, hasCompletedSection1: true, hasCompletedSection2: true, hasCompletedSection3: false,
};

export const wrong = { data: { ...example, q18: -1 }, path: '/q18' };
