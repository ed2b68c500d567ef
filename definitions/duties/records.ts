// Duties about the records themselves (docs/decisions/0650-subject-access-request.md): a subject access request is
// answered within one calendar month of receipt, or the person asking is told within that month why up to two
// more months are needed, and then answered by the date given (UK GDPR art. 12(3) and 12A). The month is counted as
// the ICO counts it: to the same date in the next month (the month's last day where it has none), the next working
// day when that date is a weekend or bank holiday.
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty } from '../../engine/duties/types.ts';

const source = {
  cite: 'UK GDPR art. 12(3), art. 12A and art. 15; ICO guidance on the right of access (how to count the month)',
  verified: false,
  note:
    'Art. 12(3) read (as amended: answered before the end of the applicable time period, art. 12A). Art. 12A could ' +
    'not be read; relied on its twin for law-enforcement processing, DPA 2018 s54 (read): one month from the latest ' +
    'of receipt, the identity information asked for and any fee; two more months by a notice with reasons given ' +
    "within the month. The month counted as the ICO's guidance counts it (read)",
};
const hrThenRi: Duty['escalation'] = [
  { to: 'hr', afterDueHours: 0 },
  { to: 'responsible-individual', afterDueHours: 0 },
];
const managersThenRi: Duty['escalation'] = [
  { to: 'registered-manager', afterDueHours: 0 },
  { to: 'responsible-individual', afterDueHours: 0 },
];

export const duties: Duty[] = [
  defineDuty({
    key: 'subject-access-respond',
    area: 'records',
    subject: 'young-person',
    trigger: { on: 'record-event', kinds: ['subject-access-request'], from: ['clockFrom', 'receivedOn'] },
    period: { within: 'months', months: 1 },
    met: [{ field: 'release.releasedOn' }, { field: 'extension.toldOn' }],
    source,
    lead: { days: 7 },
    escalation: managersThenRi,
    wording: {
      title: "Answer {name}'s subject access request (one month)",
      description:
        'Give the copy of their records, with other people\'s information reviewed, within one calendar month. If the request is complex, tell the person asking within the month why up to two more months are needed, and record it under "More time".',
    },
    assignTo: 'home-managers',
    taskType: 'task action plan',
    category: 'compliance/policy',
    priority: 'high',
  }),
  defineDuty({
    key: 'subject-access-extended',
    area: 'records',
    subject: 'young-person',
    trigger: { on: 'date-field', kinds: ['subject-access-request'], field: 'extension.dueBy' },
    period: { within: 'on-the-date' },
    met: [{ field: 'release.releasedOn' }],
    source,
    lead: { days: 7 },
    escalation: managersThenRi,
    wording: {
      title: "Answer {name}'s subject access request (extended)",
      description:
        'The person asking was told more time was needed. Give the copy by the date given, no later than three months from receipt.',
    },
    assignTo: 'home-managers',
    taskType: 'task action plan',
    category: 'compliance/policy',
    priority: 'high',
  }),
  // a member of staff's own records (decision 0870): the same month, owed by HR
  defineDuty({
    key: 'staff-subject-access-respond',
    area: 'records',
    subject: 'staff',
    trigger: { on: 'record-event', kinds: ['staff-subject-access-request'], from: ['clockFrom', 'receivedOn'] },
    period: { within: 'months', months: 1 },
    met: [{ field: 'release.releasedOn' }, { field: 'extension.toldOn' }],
    source,
    lead: { days: 7 },
    escalation: hrThenRi,
    wording: {
      title: "Answer {name}'s subject access request (one month)",
      description:
        'Give the member of staff the copy of their records, with the children and other people named in them reviewed, within one calendar month. If the request is complex, tell them within the month why up to two more months are needed, and record it under "More time".',
    },
    assignTo: 'hr',
    taskType: 'task action plan',
    category: 'compliance/policy',
    priority: 'high',
  }),
  defineDuty({
    key: 'staff-subject-access-extended',
    area: 'records',
    subject: 'staff',
    trigger: { on: 'date-field', kinds: ['staff-subject-access-request'], field: 'extension.dueBy' },
    period: { within: 'on-the-date' },
    met: [{ field: 'release.releasedOn' }],
    source,
    lead: { days: 7 },
    escalation: hrThenRi,
    wording: {
      title: "Answer {name}'s subject access request (extended)",
      description:
        'The member of staff was told more time was needed. Give the copy by the date given, no later than three months from receipt.',
    },
    assignTo: 'hr',
    taskType: 'task action plan',
    category: 'compliance/policy',
    priority: 'high',
  }),
];
