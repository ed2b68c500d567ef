// A filled de-escalation, and the same record made invalid in one field.

export const example = {
  startedAt: '2025-03-19T07:40:00Z',
  durationMin: 15,
  location: 'home',
  locationDetail: 'Kitchen',
  staffInvolved: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004'],
  otherYoungPeople: ['00000000-0000-4000-8000-000000000101'],
  triggers: ['peer_conflict', 'transition'],
  before:
    'Rushed breakfast before school; the other young person had taken the last of the cereal. He was pacing and swearing under his breath.',
  behaviour: 'Shouted at the other young person, slammed a cupboard and said he was not going to school.',
  presentation: 'unsettled',
  techniques: ['calm_talking', 'providing_space', 'alternatives_offered'],
  techniquesDetail:
    'Night staff walked the other young person to the lounge. Key worker stayed calm, acknowledged he was hungry and offered toast or a bacon sandwich on the way to school.',
  followedPlan: true,
  outcome: 'resolved',
  outcomeDetail: 'Chose toast, ate it in the car and went into school on time.',
  ypView: '"I was just starving. The toast helped."',
  learning: 'Check cereal stock the night before; mornings are a known trigger when he is hungry.',
};

/** The trigger list holds a value that is not one of the options. */
export const wrong = {
  data: { ...example, triggers: ['peer_conflict', 'breakfast'] },
  path: '/triggers/1',
};
