// A filled social worker statutory visit, and the same record made invalid in one field.

export const example = {
  visitorType: 'social_worker',
  visitorName: 'Priya Shah',
  organisation: 'Leeds City Council, Children Looked After team',
  arrivedAt: '2025-03-12T16:00:00Z',
  leftAt: '2025-03-12T17:10:00Z',
  planned: true,
  location: 'In the home; then a drive to the shops',
  purpose: 'Six-weekly statutory visit',
  idChecked: true,
  statutoryVisit: true,
  seenAlone: true,
  bedroomSeen: true,
  supervised: false,
  staffPresent: ['00000000-0000-4000-8000-000000000001'],
  summary:
    'Spent 40 minutes alone with him, then met the key worker. Shared that the court has agreed the contact plan. No concerns raised about the home.',
  ypViews: '"She listened to me about Mum. I like it when she takes me out."',
  presentationAfter: 'settled',
  concerns: '',
  actions: [
    {
      action: 'Send the social worker the last month of daily summaries',
      owner: '00000000-0000-4000-8000-000000000003',
      due: '2025-03-14',
      status: 'done',
    },
  ],
  nextVisitAt: '2025-04-23',
};

/** The visitor type is not one of the options. */
export const wrong = {
  data: { ...example, visitorType: 'inspector' },
  path: '/visitorType',
};
