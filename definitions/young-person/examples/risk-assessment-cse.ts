// A filled child sexual exploitation risk assessment, and the same record made invalid in one field.

export const example = {
  assessmentDate: '2025-03-07',
  reviewDate: '2025-04-07',
  reason: 'change_in_circumstances',

  exploitation: {
    indicators: ['older_partner', 'gifts', 'picked_up', 'online_contacts'],
    indicatorsDetail:
      'Says she has a boyfriend aged 22 she met on Snapchat. New phone and perfume she cannot explain. Picked up twice this week by a grey Audi at the end of the road (staff saw it on 4 and 6 March).',
    onlineContacts: [{ platform: 'Snapchat', username: 'dee_22xx', concern: 'Adult male; asking her to meet alone' }],
    associates: [
      { name: '"Dee"', details: 'Male, says he is 22, lives in Bradford', concern: 'Older boyfriend; gifts; lifts' },
    ],
    vehicles: [{ description: 'Grey Audi A3', registration: 'YX19 ABC', seenOn: '2025-03-06' }],
    placesOfConcern: 'A hotel near Leeds station (she mentioned "a party at a hotel").',
    screeningTool: 'West Yorkshire exploitation screening tool, completed by the social worker on 7 March',
    screeningOutcome: 'Significant concern',
  },

  notification: {
    ofstedNotifiedAt: '2025-03-06T17:30:00Z',
    ofstedReference: 'Ofsted notification submitted online',
    authorityToldAt: '2025-03-06T16:00:00Z',
    policeToldAt: '2025-03-06T16:20:00Z',
    policeReference: '13250306-0456',
  },

  risks: [
    {
      risk: 'Sexual exploitation by an older male met online',
      indicators: 'Gifts, being picked up by the grey Audi, secretive phone use, late returns',
      triggers: 'Messages late at night; arguments with her mum',
      likelihood: '4',
      severity: '5',
      protective: 'Good relationship with her key worker; attends college most days; wants to be a nurse',
      controls: [
        { measure: 'Share the Audi registration and sightings with police each time', owner: 'Shift lead' },
        { measure: 'Healthy relationships work with the specialist CSE worker, weekly', owner: 'Social worker' },
      ],
      residual: 'She may still meet him when out alone; reviewed at the strategy meeting.',
    },
  ],

  safetyPlan: {
    staffResponse:
      'If the Audi is seen: note the time and registration, ring 999 if she gets in, tell the manager on call, record a safeguarding concern.',
    disruption: 'Police considering a child abduction warning notice; hotel alerted by police.',
    onlineSafety: 'Agreed to make her Snapchat private and turn off Snap Map.',
    sexualHealth: "Key worker to go with her to the young people's sexual-health clinic if she wants.",
    missingResponse: 'See her missing from care risk assessment.',
    safeAdults: '"My key worker, Nan."',
    multiAgencyMeeting: '2025-03-07',
    nextMultiAgencyMeeting: '2025-03-21',
  },

  ypView: '"He\'s my boyfriend, you don\'t know him." Agreed to keep her phone settings private.',
  ypContributed: false,
  sharedWith: 'Social worker; police; college safeguarding lead',
  linkedIncidents: [],
};

/** An indicator that is not one of the options. */
export const wrong = {
  data: { ...example, exploitation: { ...example.exploitation, indicators: ['older_partner', 'makeup'] } },
  path: '/exploitation/indicators/1',
};
