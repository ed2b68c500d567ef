// Recognition after a difficult night.
export const example = {
  awardedOn: '2026-01-15',
  rewardType: 'recognition',
  reason: 'Calm de-escalation during a missing episode',
  awardedBy: '00000000-0000-4000-8000-000000000002',
};

export const wrong = { data: { ...example, rewardType: 'cash' }, path: '/rewardType' };
