// A filled achievement record, and the same record made invalid in one field.

export const example = {
  date: '2025-03-22',
  title: 'Player of the match',
  category: 'sport',
  description:
    'Scored twice and set up the winner against Seacroft. The coach said he kept his cool when he was fouled.',
  recognisedBy: 'Roundhay Juniors coach',
  celebrated: 'Medal on his shelf; chose pizza for tea; staff rang his nan together.',
  ypWords: '"Best day ever. Nan cried on the phone."',
  sharedWithFamily: true,
  recordedBy: '00000000-0000-4000-8000-000000000002',
  evidence: [{ documentId: '00000000-0000-4000-8000-000000000306', fileName: 'player-of-the-match.jpg' }],
};

/** The category is not one of the listed categories. */
export const wrong = {
  data: { ...example, category: 'football' },
  path: '/category',
};
