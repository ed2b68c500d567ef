// Duties an incident or a sanction starts, read by named rules (engine/duties/rules/) because what starts them is
// hard to say as a condition: whether a measure of control, discipline or restraint was used, and whether an
// incident is notifiable. Their figures, sources and escalation are these declarations; the rules read them.
//   Children's homes, CH reg 35(3) (text read): within 24 hours the record is made; within 48 hours the registered
//   or authorised person has spoken to the user and signed the record; within 5 days adds that they spoke to the
//   child — for every measure of control, discipline or restraint.
//   Supported accommodation, SA reg 22(2): restraint only. The text could be read here only to "(a) within 24
//   hou…": the 24-hour record is the regulation's. Whether (b)–(c) set 48-hour and 5-day steps could not be read, so
//   they are tasks titled "good practice", not breaches, marked unverified, with figures a director can change
//   (docs/decisions/0252-sa-restraint-follow-ups-as-good-practice.md).
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty } from '../../engine/duties/types.ts';
import { REGULATORY_TIMINGS } from '../regulatory-timings.ts';

const CH = 'children_home';
const SA = 'support_accomodation_for_older_children';
const managersThenRi: Duty['escalation'] = [
  { to: 'registered-manager', afterDueHours: 0 },
  { to: 'responsible-individual', afterDueHours: 0 },
];
const managers: Duty['escalation'] = [{ to: 'registered-manager', afterDueHours: 0 }];
const measure = (kinds = ['incident', 'consequence']) =>
  ({ on: 'named-rule', rule: 'measure-of-control', kinds }) as const;

export const duties: Duty[] = [
  defineDuty({
    key: 'restraint-record',
    area: 'restraint',
    subject: 'young-person',
    trigger: measure(),
    period: { within: 'hours', hours: 24 },
    met: [{ predicate: 'measure-of-control', says: 'the incident or sanction record submitted' }],
    source: {
      cite: "{Children's Homes (England) Regulations 2015 reg 35(3)(a)|Supported Accommodation (England) Regulations 2023 reg 22(2)(a)}",
      verified: true,
    },
    lead: { hours: 6 },
    escalation: managersThenRi,
    wording: {
      title: 'Complete the record of the measure used with {name} ({reg 35|reg 22}, 24 hours)',
      description: '{The record is made within 24 hours|The restraint is recorded within 24 hours}.',
    },
    assignTo: 'home-managers',
    taskType: 'incident action',
    priority: 'high',
  }),
  defineDuty({
    key: 'restraint-review',
    area: 'restraint',
    subject: 'young-person',
    homeTypes: [CH],
    trigger: measure(),
    period: { within: 'hours', hours: 48 },
    met: [
      { predicate: 'measure-of-control', says: 'a follow-up "spoke to the staff and signed", or the manager review' },
    ],
    source: { cite: "Children's Homes (England) Regulations 2015 reg 35(3)(b)", verified: true },
    lead: { hours: 12 },
    escalation: managersThenRi,
    wording: {
      title: 'Speak to the staff involved and sign the record for {name} (reg 35, 48 hours)',
      description:
        'Within 48 hours the registered person speaks to the staff member who used the measure and signs the record.',
    },
    assignTo: 'home-managers',
    taskType: 'incident action',
    priority: 'high',
  }),
  defineDuty({
    key: 'restraint-child',
    area: 'restraint',
    subject: 'young-person',
    homeTypes: [CH],
    trigger: measure(),
    period: { within: 'hours', hours: 120 },
    met: [{ predicate: 'measure-of-control', says: 'a follow-up "spoke to the child", or the manager review' }],
    source: { cite: "Children's Homes (England) Regulations 2015 reg 35(3)(c)", verified: true },
    lead: { hours: 24 },
    escalation: managersThenRi,
    wording: {
      title: 'Speak to {name} about the measure (reg 35, 5 days)',
      description: 'Within 5 days the registered person speaks to the child about it and adds that to the record.',
    },
    assignTo: 'home-managers',
    taskType: 'cyp incident debrief',
    priority: 'high',
  }),
  defineDuty({
    key: 'sa-restraint-review',
    area: 'restraint',
    subject: 'young-person',
    homeTypes: [SA],
    trigger: measure(['incident']),
    period: { within: 'hours', hours: 48 },
    met: [
      { predicate: 'measure-of-control', says: 'a follow-up "spoke to the staff and signed", or the manager review' },
    ],
    source: {
      cite: "Good practice, as CH reg 35(3)(b) sets for children's homes",
      verified: false,
      practice: true,
      note: 'SA reg 22(2) could be read only to its 24-hour limb; whether (b) sets this step is not verified',
    },
    lead: { hours: 12 },
    escalation: managers,
    wording: {
      title: 'Speak to the staff involved and sign the restraint record for {name} (good practice, 48 hours)',
      description:
        'Good practice, not a breach if missed: within 48 hours the manager speaks to the staff member who used the restraint and signs the record.',
    },
    assignTo: 'home-managers',
    taskType: 'incident action',
    priority: 'medium',
  }),
  defineDuty({
    key: 'sa-restraint-young-person',
    area: 'restraint',
    subject: 'young-person',
    homeTypes: [SA],
    trigger: measure(['incident']),
    period: { within: 'hours', hours: 120 },
    met: [{ predicate: 'measure-of-control', says: 'a follow-up "spoke to the young person", or the manager review' }],
    source: {
      cite: "Good practice, as CH reg 35(3)(c) sets for children's homes",
      verified: false,
      practice: true,
      note: 'SA reg 22(2) could be read only to its 24-hour limb; whether (c) sets this step is not verified',
    },
    lead: { hours: 24 },
    escalation: managers,
    wording: {
      title: 'Speak to {name} about the restraint (good practice, 5 days)',
      description:
        'Good practice, not a breach if missed: within 5 days the manager speaks to the young person about it.',
    },
    assignTo: 'home-managers',
    taskType: 'cyp incident debrief',
    priority: 'medium',
  }),
  defineDuty({
    key: 'incident-notification',
    area: 'notifications',
    subject: 'young-person',
    trigger: { on: 'named-rule', rule: 'incident-notifiable', kinds: ['incident'] },
    period: { within: 'hours', hours: REGULATORY_TIMINGS.notificationDueHours },
    met: [{ predicate: 'incident-notifiable', says: 'each authority owed has a row in "notifications" with its time' }],
    source: {
      cite: "{Children's Homes (England) Regulations 2015 reg 40|Supported Accommodation (England) Regulations 2023 reg 27}",
      verified: true,
      note: 'Ofsted expects notifications within 24 hours; a death immediately',
    },
    lead: {},
    escalation: managersThenRi,
    wording: {
      title: 'Notify {notifyReg} authorities about the incident involving {name}',
      description: `Serious events are notified ${REGULATORY_TIMINGS.withoutDelayWords} Record each in the incident's notifications with the time it was done.`,
    },
    assignTo: 'home-managers',
    taskType: 'incident action',
    category: 'incident',
    priority: 'high',
  }),
];
