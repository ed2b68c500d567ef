// Duties of the home's premises and statutory documents that a record's event starts: the RIDDOR report after a
// reportable accident, a revised statement of purpose and a quality review's report to Ofsted.
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty } from '../../engine/duties/types.ts';
import { REPORT_RECEIVED_DAYS } from '../../engine/home/reg44.ts';
import { REGULATORY_TIMINGS } from '../regulatory-timings.ts';

const CH = 'children_home';
const managers: Duty['escalation'] = [{ to: 'registered-manager', afterDueHours: 0 }];
const managersThenRi: Duty['escalation'] = [
  { to: 'registered-manager', afterDueHours: 0 },
  { to: 'responsible-individual', afterDueHours: 0 },
];

/** A Reg 44 visit's steps after it (engine/home/reg44.ts reads the record and says when each is due). */
const REG44_STEPS: {
  step: string;
  period: Duty['period'];
  says: string;
  source: Duty['source'];
  wording: Duty['wording'];
}[] = [
  {
    step: 'received',
    period: { within: 'days', days: REPORT_RECEIVED_DAYS },
    says: '"Report received" filled',
    source: {
      cite: "Children's Homes (England) Regulations 2015 reg 44(4)",
      verified: true,
      practice: true,
      note: `The regulation sets no day; ${REPORT_RECEIVED_DAYS} days after the visit is our reminder`,
    },
    wording: {
      title: 'Reg 44 report received',
      description: 'Ask the independent person for the report if it has not come, and record the date it was received.',
    },
  },
  {
    step: 'copies',
    // by the last day of the month after the visit: the rule works it out, never later than this
    period: { within: 'days', days: 62 },
    says: 'a dated copy recorded for Ofsted, a placing authority, the provider and the responsible individual',
    source: {
      cite: "Children's Homes (England) Regulations 2015 reg 44(7); the deadline: the end of the month after the visit",
      verified: false,
      note: 'Reg 44(7) read; the timing paragraph after it was not: the month-end deadline is practice',
    },
    wording: {
      title: 'Reg 44 report copies sent',
      description:
        'The independent person sends the report to Ofsted, each placing authority, the provider and manager, and the ' +
        'responsible individual; the manager checks each went and records who sent it and when.',
    },
  },
  {
    step: 'independence',
    period: { within: 'on-the-date' },
    says: 'the independence declaration recorded, and a conflict of interest explained',
    source: { cite: "Children's Homes (England) Regulations 2015 regs 43(3), 44(6)", verified: true },
    wording: {
      title: "Reg 44 visitor's independence recorded",
      description:
        "Record the independent person's declaration that none of reg 43(3) applies, and any conflict of interest.",
    },
  },
];

export const duties: Duty[] = [
  defineDuty({
    key: 'riddor-tell-hse',
    area: 'premises',
    subject: 'home',
    trigger: { on: 'named-rule', rule: 'riddor', kinds: ['accident'] },
    // "without delay": the rule makes it due by the end of the London day of the accident, never later than this
    period: { within: 'hours', hours: 24 },
    met: [{ predicate: 'riddor', says: '"HSE told at" filled' }],
    source: {
      cite: 'Reporting of Injuries, Diseases and Dangerous Occurrences Regulations 2013 Sch 1 para 1(1)(a) (regs 4(1), 5, 6, 7)',
      verified: true,
    },
    lead: {},
    escalation: managers,
    wording: {
      title: 'Tell HSE of the accident today (RIDDOR)',
      description:
        'A death, a specified injury to a member of staff, a child or visitor taken to hospital from the scene, or a ' +
        'dangerous occurrence: tell HSE by the quickest means the same day, then fill in "HSE told at".',
    },
    assignTo: 'home-managers',
    taskType: 'task further action',
    category: 'compliance/policy',
    priority: 'high',
  }),
  defineDuty({
    key: 'riddor-report',
    area: 'premises',
    subject: 'home',
    trigger: { on: 'named-rule', rule: 'riddor', kinds: ['accident'] },
    // 10 days, 15 for a worker's over-7-day injury, at once from a disease's diagnosis: the rule reads the category
    period: { within: 'days', days: 10 },
    met: [{ predicate: 'riddor', says: '"Reported to HSE on" filled' }],
    source: {
      cite: 'Reporting of Injuries, Diseases and Dangerous Occurrences Regulations 2013 reg 4(2), Sch 1 paras 1(1)(b) and 2',
      verified: true,
    },
    lead: {},
    escalation: managers,
    wording: {
      title: 'Report the accident to HSE under RIDDOR',
      description: 'Report it at hse.gov.uk/riddor, then fill in "Reported to HSE on" and the HSE reference.',
    },
    assignTo: 'home-managers',
    taskType: 'task further action',
    category: 'compliance/policy',
    priority: 'high',
  }),
  ...REG44_STEPS.map((x) =>
    defineDuty({
      key: `reg44-report-${x.step}`,
      area: 'visits-and-reviews',
      subject: 'home',
      homeTypes: [CH],
      trigger: { on: 'named-rule', rule: 'reg44-report', kinds: ['reg44-visit'] },
      period: x.period,
      met: [{ predicate: 'reg44-report', says: x.says }],
      source: x.source,
      lead: {},
      escalation: x.step === 'copies' ? managersThenRi : managers,
      wording: x.wording,
      assignTo: 'home-managers',
      taskType: 'reg 44 visit',
      category: 'reg 44 visit',
      priority: x.step === 'copies' ? 'high' : 'medium',
    }),
  ),
  defineDuty({
    key: 'statement-of-purpose-to-ofsted',
    area: 'visits-and-reviews',
    subject: 'home',
    trigger: {
      on: 'record-event',
      kinds: ['statement-of-purpose'],
      when: [{ path: 'changedOn', filled: true }],
      from: ['changedOn'],
    },
    period: { within: 'days', days: REGULATORY_TIMINGS.copyToRegulatorDays },
    met: [{ field: 'sentToOfstedOn' }],
    source: {
      cite: "{Children's Homes (England) Regulations 2015 reg 16(3)(b)|Supported Accommodation (England) Regulations 2023 reg 9}",
      verified: false,
    },
    lead: {},
    escalation: managers,
    wording: {
      title: 'Send the revised statement of purpose to Ofsted',
      description: `A change to the statement of purpose reaches Ofsted within ${REGULATORY_TIMINGS.copyToRegulatorDays} days. Record the date it was sent on the statement.`,
    },
    assignTo: 'home-managers',
    taskType: 'ofsted_inspection',
    category: 'compliance/policy',
    priority: 'high',
  }),
  defineDuty({
    key: 'quality-review-to-ofsted',
    area: 'visits-and-reviews',
    subject: 'home',
    trigger: {
      on: 'record-event',
      kinds: ['quality-review'],
      when: [{ path: 'completedOn', filled: true }],
      from: ['completedOn'],
    },
    period: { within: 'days', days: REGULATORY_TIMINGS.copyToRegulatorDays },
    met: [{ field: 'sentToOfstedOn' }],
    source: {
      cite: "{Children's Homes (England) Regulations 2015 reg 45(4)|Supported Accommodation (England) Regulations 2023 reg 32}",
      verified: false,
    },
    lead: {},
    escalation: managersThenRi,
    wording: {
      title: 'Send the {Reg 45|Reg 32} review report to Ofsted',
      description: `The review's report reaches Ofsted within ${REGULATORY_TIMINGS.copyToRegulatorDays} days of the review. Record the date it was sent on the review.`,
    },
    assignTo: 'home-managers',
    taskType: 'task action plan',
    category: 'compliance/policy',
    priority: 'high',
    homeTypes: [CH, 'support_accomodation_for_older_children'],
  }),
];
