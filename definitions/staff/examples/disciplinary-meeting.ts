// The investigation meeting of a disciplinary case.
export const example = {
  disciplinaryAction: '00000000-0000-4000-8000-000000000401',
  meetingType: 'investigation',
  date: '2026-09-08',
  startTime: '14:00',
  invitationSentOn: '2026-09-05',
  rightToBeAccompaniedGiven: true,
  chair: '00000000-0000-4000-8000-000000000003',
  noteTaker: '00000000-0000-4000-8000-000000000004',
  companionType: 'colleague',
  companion: 'A colleague from Willow Court',
  summary: 'Went through the shift of 28 August and the recording delay.',
  outcome: 'Investigator to conclude by 10 September.',
};

export const wrong = { data: { ...example, meetingType: 'chat' }, path: '/meetingType' };
