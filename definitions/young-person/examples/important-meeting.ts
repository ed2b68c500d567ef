// A filled LAC review record, and the same record made invalid in one field.

export const example = {
  meetingType: 'lac_review',
  at: '2025-02-10T10:00:00Z',
  format: 'hybrid',
  location: 'The home (dining room) and Microsoft Teams',
  chair: 'Angela Brooks, independent reviewing officer',
  homeStaff: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003'],
  attendees: [
    { name: 'Priya Shah', role: 'Social worker', organisation: 'Leeds City Council', attendance: 'attended' },
    { name: 'Sarah Walker', role: 'Mother', attendance: 'attended' },
    {
      name: 'Mr J. Patel',
      role: 'Designated teacher',
      organisation: 'Roundhay School',
      attendance: 'apologies_report',
    },
  ],
  ypParticipation: 'attended_part',
  ypSupportedBy: 'Key worker',
  homeReportSubmitted: true,
  ypViews:
    'He said he likes living here and wants to stay at his school. He asked for more time with Mum and his brother.',
  summary:
    'Placement is stable; school attendance 96%. Two incidents since the last review, both after difficult family contact. Dental check-up overdue.',
  decisions:
    'Placement to continue. Contact with Mum increased to fortnightly face-to-face, supervised. Sibling contact to be arranged monthly.',
  planChanges:
    'Placement plan: add sibling contact and the dental appointment. Behaviour support plan: family contact as a trigger.',
  actions: [
    {
      action: 'Book a dental check-up',
      owner: 'Key worker',
      staffLead: '00000000-0000-4000-8000-000000000001',
      due: '2025-03-10',
      status: 'done',
    },
    {
      action: 'Arrange monthly sibling contact',
      owner: 'Priya Shah, social worker',
      due: '2025-03-10',
      status: 'in_progress',
    },
  ],
  nextMeetingAt: '2025-08-11',
  minutesReceived: true,
  minutesReceivedOn: '2025-02-24',
  attachments: [{ documentId: '00000000-0000-4000-8000-000000000301', fileName: 'lac-review-minutes-2025-02-10.pdf' }],
};

/** The meeting time is not a date-time. */
export const wrong = {
  data: { ...example, at: '10 February 2025' },
  path: '/at',
};
