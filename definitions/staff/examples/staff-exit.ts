// A resignation with an exit interview.
export const example = {
  leavingDate: '2026-08-29',
  noticeGivenOn: '2026-08-01',
  reason: 'resignation',
  reasonDetail: 'Starting a social work degree.',
  safeguardingConcern: false,
  exitInterview: {
    held: true,
    heldOn: '2026-08-27',
    heldBy: '00000000-0000-4000-8000-000000000001',
    feedback: 'Valued the team; wanted more training on trauma.',
  },
  referenceConsent: true,
  eligibleForRehire: true,
};

export const wrong = { data: { ...example, reason: 'bored' }, path: '/reason' };
