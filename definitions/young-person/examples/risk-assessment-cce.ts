// A filled child criminal exploitation risk assessment, and the same record made invalid in one field.

export const example = {
  assessmentDate: '2025-03-05',
  reviewDate: '2025-04-05',
  reason: 'change_in_circumstances',

  exploitation: {
    indicators: ['extra_phones', 'unexplained_money', 'travel', 'older_associates', 'missing'],
    indicatorsDetail:
      'Second phone found in his coat on 1 March. Came back from a missing episode on 27 February with £80 and new trainers. Police found him in Wakefield on 27 February with two older males.',
    moneyAndPossessions: 'New trainers (about £120), £80 cash, second phone (cheap Nokia).',
    travel: 'Found in Wakefield by police on 27 February; says he "went to see a mate".',
    debt: 'Told a peer he "owes someone" after losing a package; not confirmed.',
    associates: [
      {
        name: '"K" (first name or nickname only)',
        details: 'Male, about 19, drives a black Golf; seen outside college',
        concern: 'Gives him lifts and money',
      },
    ],
    placesOfConcern: 'Wakefield bus station; a flat near Harehills Lane (address shared with police).',
    countyLines: true,
    screeningTool: 'West Yorkshire exploitation screening tool, completed by the social worker on 3 March',
    screeningOutcome: 'Significant concern; referred to the MACE panel',
  },

  nrm: {
    considered: true,
    referredOn: '2025-03-04',
    firstResponder: "Leeds City Council children's services",
    reference: 'NRM-2025-00123',
    reasonableGrounds: 'awaiting',
    notes: 'Social worker made the referral after the strategy meeting.',
  },

  risks: [
    {
      risk: 'Being used to carry drugs out of the area',
      indicators: 'Second phone, unexplained travel, going missing after calls on the second phone',
      triggers: 'Calls from "K"; being short of money at the end of the week',
      likelihood: '4',
      severity: '5',
      protective: 'Strong bond with his brother; loves football; wants to stay at college',
      controls: [
        { measure: 'Share sightings of "K" and the Golf with police (intelligence form)', owner: 'Shift lead' },
        { measure: 'Staff transport to and from college for four weeks', owner: 'Manager' },
        { measure: 'Key work on exploitation using the "County Lines" resources', owner: 'Key worker' },
      ],
      residual: 'Still at risk when he goes missing; reviewed at the MACE panel.',
    },
  ],

  safetyPlan: {
    staffResponse:
      'Tell the manager on call straight away; record on a safeguarding concern; ring 999 if he is being picked up by "K".',
    disruption:
      'Police asked to consider a child abduction warning notice against "K"; college asked to report the Golf.',
    missingResponse: 'See his missing from care risk assessment; Philomena Protocol updated on 5 March.',
    safeAdults: '"My key worker and my brother."',
    multiAgencyMeeting: '2025-03-04',
    nextMultiAgencyMeeting: '2025-03-25',
    intelligenceShared: true,
    intelligenceReference: 'Partner intelligence form 04/03/2025',
  },

  ypView: '"I\'m not in a gang. K is just a mate who helps me out."',
  ypContributed: true,
  sharedWith: 'Social worker; police exploitation team; college safeguarding lead',
  linkedIncidents: ['00000000-0000-4000-8000-000000000201'],
};

/** A likelihood outside the 1–5 scale. */
export const wrong = {
  data: { ...example, risks: [{ ...example.risks[0], likelihood: '6' }] },
  path: '/risks/0/likelihood',
};
