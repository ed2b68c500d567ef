// An unannounced Reg 44 visit in October, with one recommendation the manager has answered.
export const example = {
  visitDate: '2026-10-21',
  announced: false,
  visitor: 'Margaret Hollis (independent person)',
  childrenSpokenTo: 2,
  spokeWith: [
    { role: 'Young person', private: true },
    { role: 'Senior residential worker', private: false },
  ],
  recordsChecked: 'Incident and restraint records for September, missing episode log, complaints log.',
  findings: [{ standard: 'r12', text: 'Return home interviews offered after each missing episode.' }],
  safeguarded: 'yes',
  wellbeing: 'partly',
  opinion: 'Children are safe; activities at weekends are limited.',
  recommendations: [
    {
      text: 'Plan weekend activities with the young people.',
      timescale: 'One month',
      response: 'Residents meeting to plan November weekends.',
      dueOn: '2026-11-21',
      status: 'in_progress',
    },
  ],
  reportReceivedOn: '2026-10-28',
  sentToOfstedOn: '2026-10-30',
  sentToRiOn: '2026-10-30',
};

export const wrong = { data: { ...example, safeguarded: 'mostly' }, path: '/safeguarded' };
