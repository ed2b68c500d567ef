// A filled 48-hour follow-up to a restraint, and the same record made invalid in one field.

export const example = {
  incident: '00000000-0000-4000-8000-0000000000a1',
  step: 'review',
  doneAt: '2025-03-02T10:30:00Z',
  spokeTo: ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000004'],
  account:
    'Both staff described a single-person escort from the lounge lasting under two minutes, used because he was about to hit another young person. Their accounts match the record and the CCTV. No injuries; body map not needed.',
  recordAccurate: true,
  advocacyOffered: false,
};

export const wrong = { data: { ...example, step: 'weekly' }, path: '/step' };
