// Team Teach refresher attended at the home, certificate in the locker.
export const example = {
  course: 'De-escalation and physical intervention (Team Teach)',
  courseId: '00000000-0000-4000-8000-000000000201',
  completedOn: '2026-03-12',
  provider: 'Team Teach accredited trainer (in house)',
  delivery: 'classroom',
  hours: 12,
  expiresOn: '2027-03-12',
  certificate: [{ documentId: '00000000-0000-4000-8000-000000000301', fileName: 'team-teach-certificate.pdf' }],
  notes: 'Level 2 positive handling; assessed competent in all holds taught.',
};

export const wrong = { data: { ...example, completedOn: '12/03/2026' }, path: '/completedOn' };
