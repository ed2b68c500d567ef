// A new waking-night worker offered the questionnaire before their first night, reviewed by occupational health.
export const example = {
  reason: 'night_work',
  offerBy: '2026-12-07',
  offeredOn: '2026-12-01',
  takenUp: 'yes',
  assessedOn: '2026-12-04',
  assessedBy: 'Occupational health (questionnaire reviewed by a nurse)',
  outcome: 'fit',
};

export const wrong = { data: { ...example, reason: 'weekly' }, path: '/reason' };
