// A filled dentist appointment, and the same record made invalid in one field.

export const example = {
  type: 'dentist',
  at: '2025-03-10T15:30:00Z',
  withWhom: 'Smile Dental, Roundhay (Dr Okafor)',
  location: '12 Street Lane, Leeds LS8',
  purpose: 'Six-monthly check-up (overdue)',
  accompaniedBy: ['00000000-0000-4000-8000-000000000001'],
  ypGoingAlone: false,
  transport: 'Staff car',
  consentNeeded: '',
  outcome: 'attended',
  notes: 'One small filling needed; he was nervous but managed the check-up well.',
  medicationChanged: false,
  followUp: 'Filling booked for 24 March.',
  nextAppointmentAt: '2025-03-24T16:00:00Z',
  ypView: '"It wasn\'t as bad as I thought."',
  attachments: [],
};

/** The outcome is not one of the options. */
export const wrong = {
  data: { ...example, outcome: 'went' },
  path: '/outcome',
};
