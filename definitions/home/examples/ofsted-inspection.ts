// A full inspection judged good, with one requirement and its action.
export const example = {
  inspectionType: 'full',
  startedOn: '2026-03-10',
  endedOn: '2026-03-11',
  announced: false,
  inspectors: 'J. Patel',
  overall: 'good',
  judgements: [
    { area: 'overall', judgement: 'good' },
    { area: 'protected', judgement: 'good' },
    { area: 'leadership_ch', judgement: 'requires_improvement' },
  ],
  points: [
    {
      kind: 'requirement',
      text: 'Staff supervision records must show reflective discussion.',
      regulation: 'Reg 33(4)(b)',
      action: 'New supervision template',
      dueOn: '2026-05-01',
      status: 'done',
    },
  ],
  reportPublishedOn: '2026-04-02',
};

export const wrong = { data: { ...example, overall: 'fine' }, path: '/overall' };
