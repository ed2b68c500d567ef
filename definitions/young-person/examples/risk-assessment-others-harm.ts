// A filled harm-to-others risk assessment, and the same record made invalid in one field.

export const example = {
  assessmentDate: '2025-03-18',
  reviewDate: '2025-06-18',
  reason: 'after_incident',

  harm: {
    targets: ['peers_in_home', 'staff'],
    kinds: ['physical_aggression', 'threats', 'property_damage'],
    history:
      'Two incidents since January of moving towards another young person with a raised fist; no one hurt. Threw a controller at the TV on 14 March. No cautions or convictions.',
    lastIncident: '2025-03-14',
    weapons: 'None carried or found.',
    harmfulSexualBehaviour: { concern: false },
  },

  risks: [
    {
      risk: 'Hitting another young person when disappointed',
      indicators: 'Hood up, pacing, loud music, short answers',
      triggers: 'Family calls ending early; feeling treated unfairly',
      likelihood: '3',
      severity: '3',
      protective: 'Calms quickly with space; apologises and wants to put things right',
      controls: [
        { measure: 'Move other young people away, not him, when he is escalating', owner: 'Shift staff' },
        { measure: 'Planned activity after every family call', owner: 'Shift lead' },
      ],
      residual: 'Low while staff follow the behaviour support plan.',
    },
  ],

  safetyPlan: {
    supervision: 'Staff in the lounge whenever he and the younger resident are there together in the evening.',
    environment: 'Knives locked away as usual for the home.',
    impactOnOthers:
      'The younger resident has been reassured and has his own key-work time; matching reviewed before any new admission.',
    staffResponse: 'De-escalate as in the behaviour support plan; physical intervention only as agreed there.',
    victimsSupport: 'Key worker to check in with the other young person after any incident.',
  },

  ypView: '"I don\'t want to hurt anyone, I just lose it."',
  ypContributed: true,
  sharedWith: 'Social worker',
  linkedIncidents: ['00000000-0000-4000-8000-000000000201'],
};

/** A field the form does not have. */
export const wrong = {
  data: { ...example, dangerLevel: 'high' },
  path: '/dangerLevel',
};
