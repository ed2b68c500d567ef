// A saved summary export, and the same one made invalid in one field.

export const example = {
  title: 'LAC review, March',
  from: '2025-01-01',
  to: '2025-03-14',
  purpose: 'Looked-after review on 20 March',
};

/** A date that is not a date. */
export const wrong = {
  data: { ...example, to: '14/03/2025' },
  path: '/to',
};
