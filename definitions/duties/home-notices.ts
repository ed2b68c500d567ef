// Duties about who runs a home and where it is: the registered manager's absence and return, a change of manager
// or of the provider's details (CH regs 48 and 49, SA regs 33 and 34; engine/home/manager-notices.ts works out the
// steps from the notice record), and a children's home's yearly location risk assessment (CH reg 46). Decisions
// 0631 and 0750.
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty } from '../../engine/duties/types.ts';
import {
  EMERGENCY_NOTICE_DAYS,
  type ManagerNoticeStep,
  RETURN_NOTICE_DAYS,
} from '../../engine/home/manager-notices.ts';

const CH = 'children_home' as const;
const SA = 'support_accomodation_for_older_children' as const;
const managersThenRi: Duty['escalation'] = [
  { to: 'registered-manager', afterDueHours: 0 },
  { to: 'responsible-individual', afterDueHours: 0 },
];
const reg48 = (note?: string): Duty['source'] => ({
  cite: "Children's Homes (England) Regulations 2015 reg 48",
  verified: false,
  note: note ?? 'Read through the practitioner review’s quotation of reg 48, not legislation.gov.uk itself',
});

const STEPS: {
  step: ManagerNoticeStep;
  period: Duty['period'];
  source: Duty['source'];
  title: string;
  says: string;
}[] = [
  {
    step: 'absence',
    period: { within: 'on-the-date' },
    source: reg48('A month before the absence starts (or a shorter time agreed with HMCI); read through the review'),
    title: "Tell Ofsted of the registered manager's planned absence of 28 days or more",
    says: '"Notice sent to Ofsted on" filled',
  },
  {
    step: 'emergency',
    period: { within: 'days', days: EMERGENCY_NOTICE_DAYS },
    source: reg48(),
    title: "Tell Ofsted of the registered manager's emergency or unnotified absence",
    says: '"Notice sent to Ofsted on" filled',
  },
  {
    step: 'return',
    period: { within: 'days', days: RETURN_NOTICE_DAYS },
    source: reg48(),
    title: 'Tell Ofsted the registered manager is back',
    says: '"Return notified to Ofsted on" filled',
  },
  {
    step: 'change',
    period: { within: 'on-the-date' },
    source: {
      cite: "Children's Homes (England) Regulations 2015 reg 49 (as soon as practicable)",
      verified: false,
      note: 'Reg 49 was not read here; "by the day of the change" is our reading of "as soon as practicable"',
    },
    title: "Tell Ofsted of a change of manager or of the provider's details",
    says: '"Notice sent to Ofsted on" filled',
  },
];

// Supported accommodation: reg 33 (absence of the registered service manager) and reg 34 (notification of other
// changes) exist by those titles, but their text could not be read here; the same timings as CH reg 48 are assumed.
const saSource = (step: ManagerNoticeStep): Duty['source'] => ({
  cite: `Supported Accommodation (England) Regulations 2023 reg ${step === 'change' ? '34' : '33'}`,
  verified: false,
  note:
    step === 'change'
      ? 'Reg 34 (notification of other changes) was not read; "by the day of the change" is our reading'
      : 'Reg 33 (absence of the registered service manager) was not read; CH reg 48’s timings are assumed',
});
const SA_TITLES: Record<ManagerNoticeStep, string> = {
  absence: "Tell Ofsted of the registered service manager's planned absence of 28 days or more",
  emergency: "Tell Ofsted of the registered service manager's emergency or unnotified absence",
  return: 'Tell Ofsted the registered service manager is back',
  change: "Tell Ofsted of a change of manager or of the provider's details",
};

const noticeDuty = (x: (typeof STEPS)[number], homeType: typeof CH | typeof SA) =>
  defineDuty({
    key: `${homeType === SA ? 'sa-' : ''}manager-notice-${x.step}`,
    area: 'notifications',
    subject: 'home',
    homeTypes: [homeType],
    trigger: { on: 'named-rule', rule: 'manager-notice', kinds: ['manager-notice'] },
    period: x.period,
    met: [{ predicate: 'manager-notice', says: x.says }],
    source: homeType === SA ? saSource(x.step) : x.source,
    lead: {},
    escalation: managersThenRi,
    wording: {
      title: homeType === SA ? SA_TITLES[x.step] : x.title,
      description: 'Record the notice under Manager notices; the task closes when the date it was sent is filled.',
    },
    assignTo: 'home-managers',
    taskType: 'ofsted_inspection',
    category: 'compliance/policy',
    priority: 'high',
  });

export const duties: Duty[] = [
  ...STEPS.map((x) => noticeDuty(x, CH)),
  ...STEPS.map((x) => noticeDuty(x, SA)),
  defineDuty({
    key: 'ch-location-risk-assessment',
    area: 'visits-and-reviews',
    subject: 'home',
    homeTypes: [CH],
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: { months: 12 } },
    met: [
      {
        record: {
          kinds: ['location-risk-assessment'],
          state: 'submitted',
          filled: ['police.obtainedOn', 'localAuthority.obtainedOn', 'childrenViews'],
        },
      },
    ],
    source: {
      cite: "Children's Homes (England) Regulations 2015 reg 46 (review of the location at least once a year)",
      verified: false,
      note: 'Reg 46 was not readable here; DOMAIN marks it "verify"; yearly as DOMAIN and the review give it',
    },
    lead: { days: 30 },
    escalation: managersThenRi,
    wording: {
      title: 'Review the location risk assessment for {name}',
      description:
        'At least once a year: police and local authority information about the area, the children’s views, each ' +
        'risk with its mitigation. Met by a location risk assessment with the police and local authority ' +
        'information dated and the children’s views recorded.',
    },
    assignTo: 'home-managers',
    taskType: 'task action plan',
    priority: 'high',
  }),
];
