// A filled meal-intake record, and the same record made invalid in one field.

export const example = {
  date: '2025-03-14',
  meals: [
    {
      meal: 'breakfast',
      time: '07:40',
      offered: 'Cereal or toast',
      eaten: 'some',
      notes: 'Half a slice of toast; said she was not hungry',
    },
    {
      meal: 'lunch',
      time: '12:30',
      offered: 'Packed lunch: sandwich, yoghurt, apple',
      eaten: 'some',
      notes: 'Sandwich came back untouched',
    },
    {
      meal: 'dinner',
      time: '17:45',
      offered: 'Chicken curry and rice',
      eaten: 'all',
      notes: 'Ate with everyone at the table',
    },
    { meal: 'snack', time: '20:00', offered: 'Hot chocolate and biscuits', eaten: 'all' },
  ],
  fluids: [
    { time: '07:40', drink: 'Orange juice', amountMl: 200 },
    { time: '16:00', drink: 'Water', amountMl: 500 },
    { time: '20:00', drink: 'Hot chocolate', amountMl: 250 },
  ],
  ypView: '"Tea was nice. I don\'t like eating at school."',
  concernsRaised: true,
  concerns:
    'Third day this week the school lunch has come back uneaten. Key worker to talk with her and the school; mention at the CAMHS appointment on Tuesday.',
  recordedBy: '00000000-0000-4000-8000-000000000002',
};

/** How much was eaten is not one of the options. */
export const wrong = {
  data: { ...example, meals: [{ meal: 'lunch', eaten: 'half' }] },
  path: '/meals/0/eaten',
};
