// The latest employer's reference, asked of the referee, called back on the switchboard, answering every question.
export const example = {
  refereeName: 'Joan Mills',
  organisation: "Hillside Children's Services",
  relationship: 'Registered manager',
  latestEmployer: true,
  requestedOn: '2025-01-10',
  receivedOn: '2025-01-17',
  source: 'requested',
  authenticity: 'callback',
  datesAndRoleConfirmed: true,
  reasonForLeaving: 'Relocating to the area',
  concerns: 'none',
  suitableWithChildren: 'yes',
  wouldReemploy: 'yes',
  verifiedBy: '00000000-0000-4000-8000-000000000001',
  verifiedOn: '2025-01-20',
  outcome: 'satisfactory',
};

export const wrong = { data: { ...example, receivedOn: '17/01/2025' }, path: '/receivedOn' };
