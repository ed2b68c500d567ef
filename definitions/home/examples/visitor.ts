// A social worker's visit, signed in and out.
export const example = {
  name: 'Rachel Green',
  organisation: 'Leeds City Council',
  purpose: 'Statutory visit',
  saw: 'Jordan, and the manager',
  idChecked: true,
  arrivedAt: '2026-11-19T15:00:00Z',
  leftAt: '2026-11-19T16:20:00Z',
};

export const wrong = { data: { ...example, arrivedAt: "three o'clock" }, path: '/arrivedAt' };
