// An induction completed in ten weeks, every area covered and signed off.
const by = '00000000-0000-4000-8000-000000000002';
const areas = [
  'policies',
  'safeguarding',
  'whistleblowing',
  'behaviour',
  'missing',
  'medication',
  'fire',
  'recording',
  'regulations',
  'children',
  'shadowing',
];

export const example = {
  startedOn: '2026-03-02',
  mentor: '00000000-0000-4000-8000-000000000001',
  areas: areas.map((area, i) => ({ area, completedOn: `2026-03-${String(10 + i).padStart(2, '0')}`, signedOffBy: by })),
  completedOn: '2026-05-11',
  signedOffBy: by,
  notes: 'Shadowed four shifts including a night; confident with the missing protocol.',
};

export const wrong = {
  data: { ...example, areas: [{ area: 'cooking', completedOn: '2026-03-10' }] },
  path: '/areas/0/area',
};
