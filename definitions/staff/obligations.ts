// Staff duties of DOMAIN §14 and the deadlines table, declared for the obligations engine (engine/obligations).
// Training renewals are not here: they are dated expiries (training-record's `alerts: training_expiry`).
import type { Obligation } from '../../engine/obligations/types.ts';

// `roles`: only staff of these user roles (care staff are role `staff`, registered managers `manager`).
export const obligations: Obligation[] = [
  {
    key: 'supervision',
    title: 'Supervision due for {name}',
    // SA: the 2023 regulations set no frequency; we keep the same 6-weekly practice standard in both home types.
    description:
      'Staff are supervised at least every 6 weeks (DOMAIN §14: 4–6-weekly practice supervision; CH reg 33(4)(b)). Supported accommodation: the same practice standard.',
    subject: 'staff',
    every: { weeks: 6 },
    anchor: 'start',
    metBy: { kinds: ['supervision'], status: 'submitted' },
    leadDays: 7,
    assignTo: 'home-managers',
    taskType: 'supervision',
  },
  {
    key: 'appraisal',
    title: 'Appraisal due for {name}',
    description:
      'Every member of staff has an appraisal at least once a year (CH reg 33(4)(c); practice in supported accommodation).',
    subject: 'staff',
    every: { years: 1 },
    anchor: 'start',
    metBy: { kinds: ['appraisal'], status: 'submitted' },
    leadDays: 30,
    assignTo: 'home-managers',
    taskType: 'appraisal',
  },
  {
    key: 'level3-diploma',
    title: 'Level 3 Diploma for Residential Childcare due for {name}',
    description:
      "Care staff in a children's home hold the Level 3 Diploma for Residential Childcare within 2 years of starting (CH reg 32(4)–(5)).",
    subject: 'staff',
    homeTypes: ['children_home'],
    roles: ['staff'],
    every: { years: 2 },
    once: true,
    anchor: 'start',
    metBy: {
      kinds: ['qualification'],
      status: 'any',
      match: { level: ['level3', 'level4', 'level5'], status: ['achieved'] },
    },
    leadDays: 90,
    assignTo: 'hr',
    taskType: 'training',
  },
  {
    key: 'level5-diploma',
    title: 'Level 5 Diploma in Leadership and Management due for {name}',
    description:
      "A children's home's registered manager holds the Level 5 Diploma in Leadership and Management for Residential Childcare within 3 years of appointment (CH reg 28).",
    subject: 'staff',
    homeTypes: ['children_home'],
    roles: ['manager'],
    every: { years: 3 },
    once: true,
    anchor: 'start',
    metBy: { kinds: ['qualification'], status: 'any', match: { level: ['level5'], status: ['achieved'] } },
    leadDays: 90,
    assignTo: 'hr',
    taskType: 'training',
  },
];
