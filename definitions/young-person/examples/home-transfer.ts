// A step down from a children's home to the organisation's supported accommodation, agreed at a review.
export const example = {
  toHomeId: '6f1c9a52-8d3e-4b7a-9c21-5e4f3a2b1c0d',
  moveOn: '2026-09-14',
  reason: 'Step down to supported accommodation, agreed at the looked-after review',
};

export const wrong = { data: { ...example, moveOn: 'next week' }, path: '/moveOn' };
