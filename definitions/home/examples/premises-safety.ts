export const example = {
  safetyType: 'eicr',
  doneOn: '2026-03-12',
  contractor: 'Brightwire Electrical Ltd (Sam Okafor)',
  registration: 'NICEIC 604512',
  certificateRef: 'EICR-2026-0312',
  outcome: 'satisfactory_with_actions',
  findings: 'Installation satisfactory. One C3: no RCD on the garage socket circuit.',
  actions: [{ action: 'Fit RCD protection to the garage circuit', dueOn: '2026-06-30', status: 'open' }],
};

export const wrong = { data: { ...example, safetyType: 'annual_check' }, path: '/safetyType' };
