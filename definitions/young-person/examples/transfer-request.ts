// A filled move out / transition record, and the same record made invalid in one field.

export const example = {
  plannedDate: '2025-08-30',
  planned: true,
  reason: 'step_down',
  reasonDetail:
    'Settled for a year with few incidents; the care plan is a step down to a long-term foster family near his school before Year 11 starts.',
  destinationType: 'la_foster_care',
  destinationName: 'Mr and Mrs Carter, Leeds City Council foster carers',
  destinationAddress: '14 Park Avenue, Leeds LS8',
  authorityAgreed: true,
  agreedBy: 'Priya Shah (social worker) and Tom Reid (team manager)',
  agreedOn: '2025-06-16',
  transitionSteps: [
    { step: 'Visit the Carters with his key worker', owner: 'Key worker', due: '2025-07-05', done: true },
    { step: 'Tea and an overnight stay with the Carters', owner: 'Social worker', due: '2025-08-09', done: false },
    {
      step: 'Pass on his one-page profile and routines to the Carters',
      owner: 'Key worker',
      due: '2025-08-22',
      done: false,
    },
    {
      step: 'Goodbye tea with staff and residents',
      owner: 'Manager',
      due: '2025-08-29',
      done: false,
      notes: 'Jay chose a barbecue',
    },
  ],
  notifications: [
    {
      who: 'Priya Shah, social worker',
      notifiedOn: '2025-06-16',
      method: 'email',
      by: '00000000-0000-4000-8000-000000000003',
    },
    {
      who: 'Mr Patel, designated teacher, Roundhay School',
      notifiedOn: '2025-06-20',
      method: 'phone',
      by: '00000000-0000-4000-8000-000000000001',
    },
  ],
  handover: {
    belongingsReturned: false,
    medicationHandedOver: 'To be handed to Mrs Carter on the day with a copy of the MAR',
  },
  ypView: '"I\'m nervous but they\'ve got a dog. Can I still come back to see everyone?"',
};

/** The destination type is not one of the listed types. */
export const wrong = {
  data: { ...example, destinationType: 'flat' },
  path: '/destinationType',
};
