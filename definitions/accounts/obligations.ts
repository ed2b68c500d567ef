// Accounts' recurring duty: a manager counts each home's petty cash at least monthly. This is the
// organisation's own financial control (DOMAIN §19 cash counts), not a statutory deadline; it is met
// by the accounts cash counts (engine/accounts), not by a record.
import type { Obligation } from '../../engine/obligations/types.ts';

export const obligations: Obligation[] = [
  {
    key: 'petty-cash-count',
    title: 'Count the petty cash at {name}',
    description:
      "A manager counts the home's petty cash at least once a month and records any difference from the ledger with its reason (Accounts → Petty cash → Count the cash). This is the organisation's own control, not a regulation.",
    subject: 'home',
    every: { months: 1 },
    anchor: 'start',
    metBy: { source: 'cash-counts' },
    leadDays: 5,
    assignTo: 'home-managers',
    taskType: 'task action plan', // SPEC §3 has no money type; a manager's action
    recordCategory: 'other',
  },
];
