// A young person's money (practitioner review F4): pocket money is recorded every week. Placing authorities ask at
// reviews whether the allowance was paid; a week with nothing paid into the pocket money pot is the manager's task.
// What was due (the placement agreement's figure) and what was paid stand on the young person's Accounts tab
// (engine/accounts/allowances.ts). Petty cash counts and audits are the home's duties (home.ts).
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty } from '../../engine/duties/types.ts';

export const duties: Duty[] = [
  defineDuty({
    key: 'pocket-money-weekly',
    area: 'accounts',
    subject: 'young-person',
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: { weeks: 1 } },
    met: [{ source: 'pocket-money' }],
    source: {
      cite: "Pocket money as the {authority}'s allowances policy and the placement agreement set it, paid weekly",
      verified: true,
      practice: true,
    },
    lead: { days: 1 },
    escalation: [{ to: 'registered-manager', afterDueHours: 0 }],
    wording: {
      title: "Record {name}'s pocket money for the week",
      description:
        "Pay the week's pocket money into the {child}'s pocket money pot (Accounts → Petty cash → Pay pocket money " +
        'from petty cash) or record it on their Accounts tab, signed by them or confirmed by a colleague.',
    },
    assignTo: 'home-managers',
    taskType: 'task action plan', // SPEC §3 has no money type; a manager's action, as the petty cash count
    category: 'other',
    priority: 'low',
  }),
];
