// Probation reviews (CH reg 33: induction and probation; DOMAIN §14) as obligations: a first review a
// month after starting and the final review before a six-month probation ends. Probation length is
// practice (the contract may set another end date; the task then shows as due early, never late).
import type { Obligation } from '../../engine/obligations/types.ts';

export const obligations: Obligation[] = [
  {
    key: 'probation-first-review',
    title: 'First probation review due for {name}',
    description:
      'A new member of staff has a probation review a month after starting (CH reg 33; practice in supported accommodation).',
    subject: 'staff',
    every: { months: 1 },
    once: true,
    anchor: 'start',
    metBy: { kinds: ['probation-review'], status: 'submitted' },
    leadDays: 7,
    assignTo: 'home-managers',
    taskType: 'staff log',
  },
  {
    key: 'probation-final-review',
    title: 'Final probation review due for {name}',
    description:
      'Probation ends with a final review that says whether it is passed (CH reg 33; six months is our default length).',
    subject: 'staff',
    every: { months: 6 },
    once: true,
    anchor: 'start',
    metBy: { kinds: ['probation-review'], status: 'submitted', match: { stage: ['final'] } },
    leadDays: 14,
    assignTo: 'home-managers',
    taskType: 'staff log',
  },
];
