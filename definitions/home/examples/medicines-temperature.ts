// A fridge reading found out of range, with what was done and the pharmacist's advice; and a wrong one.
export const example = {
  readAt: '2026-11-20T08:10:00Z',
  store: 'fridge',
  storeName: 'Office medicines fridge',
  current: 5.5,
  min: 3.1,
  max: 9.4,
  reset: true,
  readBy: '00000000-0000-4000-8000-000000000001',
  action: {
    taken: 'Door found not quite shut after the evening round; closed, reading back to 5.5 °C within the hour.',
    stock: 'pharmacist_advised_use',
    advice: 'Boots, Market Street, 08:40: insulin pens fine after a short rise to 9.4 °C; use as normal.',
  },
};

/** "Where" is not one of its choices. */
export const wrong = {
  data: { ...example, store: 'kitchen' },
  path: '/store',
};
