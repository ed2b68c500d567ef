// A filled behaviour support (PBS) plan, and the same record made invalid in one field.

export const example = {
  planDate: '2025-03-18',
  reviewDate: '2025-06-18',
  reviewReason: 'after_incident',
  writtenWith: "Him, his key worker, the home's therapist and his social worker (by phone)",
  clinicianInput: '00000000-0000-4000-8000-000000000003',

  thingsEnjoyed:
    'Football (plays for the local under-16s), FIFA, cooking pasta bake, time with his brother, music in his room.',
  targetBehaviors:
    'Shouting and throwing objects when disappointed, about once a fortnight, lasting 5–15 minutes. Moving towards peers with a raised fist (twice since January).',
  function: ['escape', 'attention'],
  upsettingThings:
    'Phone calls with Mum ending early or cancelled; being told "no" without a reason; feeling another young person is treated better; noise late at night.',
  copingIndicators: 'Goes quiet, hood up, short answers, pacing the hallway, turning music up loud.',

  proactiveStrategies:
    'Ten- and five-minute reminders before any transition. Planned activity straight after family calls. Key worker check-in every evening.',
  staffSupportUpset:
    'One adult talks, calmly and briefly; offer the garden or his room; name the feeling ("That call didn\'t go how you wanted"). Move other young people away rather than him.',
  preferredDeEscalation: ['calm_talking', 'providing_space', 'alternatives_offered'],
  avoid: 'Raised voices, several staff talking at once, standing in the doorway, bringing up past incidents.',
  selfSupportUpset: 'Go to my room or the garden, put my music on, kick a ball against the wall.',
  staffSupportAfterUpset:
    'Give him 20 minutes, then offer a drink and a snack. Talk it through the next day, not the same evening. He likes to put things right himself.',
  targetRewards:
    'A week with no throwing: extra hour of console time on Saturday; a month: trip to a Leeds United game.',

  restraint:
    'Only if he or someone else is about to be hurt and nothing else has worked. Two trained staff, the least restrictive hold for the shortest time, talking to him throughout.',
  approvedHolds: [
    {
      level: 'hold',
      technique: 'Two-person standing guide (approved scheme)',
      when: 'He is about to hit another person and will not move away',
      staffNeeded: '2',
    },
  ],
  restraintInEhcPlan: false,
  medicalContraindications:
    'Mild asthma: inhaler must be available, no holds that restrict the chest, stop if he says he cannot breathe.',

  positiveBehaviors:
    'Helps younger residents with games; cooks for the house on Sundays; comes back on time from training.',
  staffSupportPositive: 'Notice it straight away and say what he did; tell his mum and social worker about good weeks.',
  selfSupportPositive: 'Keep to my training routine and tell staff when something is bothering me.',
  positiveRewards: 'Choice of Sunday meal; extra time out with friends agreed in advance.',
  positiveConsequences: 'More independence, e.g. going to training on his own.',

  ypContributed: true,
  ypView: '"I want staff to give me space, not crowd me."',
  sharedWith: 'School pastoral lead; social worker',
  linkedIncidents: ['00000000-0000-4000-8000-000000000201'],
};

/** An unknown function of behaviour. */
export const wrong = {
  data: { ...example, function: ['boredom'] },
  path: '/function/0',
};
