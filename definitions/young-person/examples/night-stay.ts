// A filled night-stay record, and the same record made invalid in one field.

export const example = {
  night: '2025-04-18',
  stayType: 'family_stay',
  where: "Nan's house, Harehills, Leeds LS9",
  withWhom: 'Nan (Maureen Walker)',
  contactPhone: '0113 000 0600',
  approved: true,
  approvedBy: 'Social worker (Priya Shah), as set out in the care plan',
  approvedByStaff: '00000000-0000-4000-8000-000000000003',
  checks: 'Spoke to Nan on Thursday to confirm; agreed he will ring the home at 21:00.',
  expectedBackAt: '2025-04-19T12:00:00+01:00',
  returnedAt: '2025-04-19T11:45:00+01:00',
  returnedAsAgreed: true,
  onReturn: 'Happy and relaxed; Nan made his favourite dinner. Rang at 21:05 as agreed.',
  ypView: '"Can I go every month?"',
  recordedBy: '00000000-0000-4000-8000-000000000002',
};

/** The kind of stay is not one of the listed kinds. */
export const wrong = {
  data: { ...example, stayType: 'sleepover' },
  path: '/stayType',
};
