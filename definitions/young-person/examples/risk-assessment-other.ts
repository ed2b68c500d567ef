// A filled "other" risk assessment (an overnight stay with family), and the same record made invalid in one field.

export const example = {
  assessmentDate: '2025-03-20',
  reviewDate: '2025-04-20',
  reason: 'initial',
  topic: 'Overnight stay with Nan at Easter',
  category: 'family_contact',
  background:
    'He has asked to stay one night with his nan (approved family contact). First overnight stay since he came to the home.',

  risks: [
    {
      risk: "Going missing from Nan's house to meet associates in Seacroft",
      indicators: 'Asking to go out late; phone calls he takes outside',
      likelihood: '2',
      severity: '4',
      protective: 'Respects his nan; she lives two miles from the people of concern',
      controls: [
        { measure: 'Staff drop off at 17:00 and collect at 11:00', owner: 'Shift lead' },
        { measure: "Nan has the home's number and the missing procedure", owner: 'Key worker' },
      ],
    },
  ],

  safetyPlan: {
    staffResponse: 'If Nan rings to say he has left: follow his missing from care risk assessment.',
    emergencyContacts: 'Home 0113 000 0001; manager on call 07700 900000',
    consentNeeded: 'Social worker agreed by email on 18 March',
  },

  ypView: '"I just want to have tea with Nan and watch the match."',
  ypContributed: true,
  sharedWith: 'Social worker; Nan',
  linkedIncidents: [],
};

/** A kind of risk that is not one of the options. */
export const wrong = {
  data: { ...example, category: 'sleepover' },
  path: '/category',
};
