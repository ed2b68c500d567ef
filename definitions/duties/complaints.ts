// Complaints, views and feedback (docs/decisions/0037-complaint-timescales.md). CH reg 39 requires a procedure and a
// record of each complaint with the action taken and its outcome, but sets no number of days; by default the first
// stage of the Children Act 1989 representations procedure: acknowledged within 2 working days, answered within 10.
// Working days are England and Wales working days: weekends and bank holidays are not counted.
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty } from '../../engine/duties/types.ts';

const source = {
  cite: "CH reg 39 (no timescale set); the Children Act 1989 representations procedure's first stage",
  verified: false,
  practice: true,
  note: 'The days are those of the representations procedure, which the home may replace with its own',
};
const managers: Duty['escalation'] = [{ to: 'registered-manager', afterDueHours: 0 }];

export const duties: Duty[] = [
  defineDuty({
    key: 'complaint-acknowledge',
    area: 'complaints',
    subject: 'young-person',
    trigger: { on: 'named-rule', rule: 'complaint', kinds: ['complaint-feedback'] },
    period: { within: 'working-days', days: 2 },
    met: [{ predicate: 'complaint', says: '"Acknowledged on" filled, or the complaint answered' }],
    source,
    lead: {},
    escalation: managers,
    wording: {
      title: 'Acknowledge the complaint (2 working days)',
      description:
        'Complaints are recorded with the action taken and the outcome (CH reg 39). Fill in "Acknowledged on" under Complaint handling.',
    },
    assignTo: 'home-managers',
    taskType: 'feedback action',
    category: 'feedback',
    priority: 'high',
  }),
  defineDuty({
    key: 'complaint-respond',
    area: 'complaints',
    subject: 'young-person',
    trigger: { on: 'named-rule', rule: 'complaint', kinds: ['complaint-feedback'] },
    period: { within: 'working-days', days: 10 },
    met: [{ predicate: 'complaint', says: 'the response and outcome written, or the record signed off' }],
    source,
    lead: {},
    escalation: [
      { to: 'registered-manager', afterDueHours: 0 },
      { to: 'responsible-individual', afterDueHours: 0 },
    ],
    wording: {
      title: 'Respond to the complaint or view (10 working days)',
      description:
        'Write the response (outcome, what we told them, when and by whom) under "Response and outcome", then sign it off.',
    },
    assignTo: 'home-managers',
    taskType: 'feedback action',
    category: 'feedback',
    priority: 'high',
  }),
];
