// A filled important date, and the same record made invalid in one field.

export const example = {
  date: '2025-06-11',
  title: "Kai's birthday",
  type: 'family_birthday',
  person: 'Kai (younger brother, lives with foster carers)',
  repeatsYearly: true,
  reminderLeadDays: 14,
  mayBeDifficult: false,
  support:
    'Jay likes to choose a card and present himself: take him shopping the weekend before. Ask the social worker to arrange a call on the day.',
};

/** The reminder lead is not a whole number of days. */
export const wrong = {
  data: { ...example, reminderLeadDays: 'two weeks' },
  path: '/reminderLeadDays',
};
