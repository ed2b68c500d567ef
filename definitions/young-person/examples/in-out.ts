// A filled in/out record, and the same record made invalid in one field.

export const example = {
  outAt: '2025-03-15T14:00:00Z',
  reason: 'friends',
  whereWithWhom: 'Cinema at the Merrion Centre with Tyler and Ben from school',
  contactPhone: '07700 900321',
  agreedReturnAt: '2025-03-15T18:00:00Z',
  agreedBy: '00000000-0000-4000-8000-000000000002',
  backAt: '2025-03-15T18:25:00Z',
  returnedOnTime: false,
  missingStatus: 'not_missing',
  onReturn:
    'Rang at 17:50 to say the bus was late; home 25 minutes after the agreed time. Relaxed, said the film was good.',
  recordedBy: '00000000-0000-4000-8000-000000000002',
};

/** The time he went out is not a date and time. */
export const wrong = {
  data: { ...example, outAt: '14:00' },
  path: '/outAt',
};
