// A filled one-page profile, and the same record made invalid in one field.

export const example = {
  date: '2025-01-18',
  likeAndAdmire:
    "I'm funny, I'm good at football and I always stick up for my mates. People say I'm kind to little kids.",
  importantToMe:
    'My mum and my little brother Kai. My nan. Playing for Roundhay Juniors. My gold chain from Nan. Having my own space when I get back from school.',
  howToSupportMe:
    "Give me ten minutes' warning before I have to stop something. Don't shout, I shut down. If I go to my room, give me space and knock after fifteen minutes. Tell me the truth about contact with Mum, even if it's bad news.",
  howICommunicate: 'If I go quiet and put my hood up I am upset. Swearing usually means I am embarrassed, not angry.',
  goodDay: 'Football after school, chicken for tea, a call with Mum and FIFA with staff.',
  hopesAndDreams: "Play football for a proper team, or be a PE teacher. Live near Mum and Kai when I'm older.",
  inOwnWords: true,
  writtenBy: 'Jay with his key worker',
  supportedBy: '00000000-0000-4000-8000-000000000001',
  reviewDate: '2025-07-18',
};

/** A field the form does not have. */
export const wrong = {
  data: { ...example, favouriteColour: 'blue' },
  path: '/favouriteColour',
};
