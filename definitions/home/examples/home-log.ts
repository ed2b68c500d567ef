// A neighbour's complaint about noise, logged by the shift leader.
export const example = {
  at: '2026-11-18T21:10:00Z',
  logType: 'complaint',
  title: 'Neighbour complained about noise from the garden',
  details: 'Mr Jones at number 14 called at 9pm.',
  actionTaken: 'Young people brought inside; apologised to Mr Jones.',
};

export const wrong = { data: { ...example, logType: 'gossip' }, path: '/logType' };
