// The home's recurring checks and its statutory visits and reviews (DOMAIN §12, §15 and the deadlines table). Check
// frequencies are practice (DOMAIN §15); the fire drill cadence is ours: a day drill every 3 months and a night drill
// every 6 months, so every member of staff (day and night) takes part in a drill at least twice a year and the night
// drill tests the waking-night staffing. The knives count (every shift) is not a duty: a task every shift would bury
// the home's list; missed shifts show on the checks table. A check meets its duty only when done (`done: true`) and
// submitted, never as a draft.
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty, DutySource, Interval } from '../../engine/duties/types.ts';
import { REGULATORY_TIMINGS } from '../regulatory-timings.ts';

const CH = 'children_home';
const SA = 'support_accomodation_for_older_children';
/** Due by the last day of each calendar month (RFC 5545). */
export const EACH_CALENDAR_MONTH = 'FREQ=MONTHLY;BYMONTHDAY=-1';
/** Due by 31 December each year. */
export const EACH_CALENDAR_YEAR = 'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=31';

type CheckRule = { type: string; title: string; source: DutySource; every: Interval; leadDays: number };
const practice = (cite: string): DutySource => ({ cite, verified: true, practice: true });

const CHECKS: CheckRule[] = [
  {
    type: 'fire_alarm',
    title: 'Weekly fire alarm test',
    source: { cite: 'Every alarm test is recorded (CH Sch 4 para 6); weekly is practice', verified: false },
    every: { weeks: 1 },
    leadDays: 1,
  },
  {
    type: 'emergency_lighting',
    title: 'Monthly emergency lighting test',
    source: practice('Emergency lights tested monthly (DOMAIN §15)'),
    every: { months: 1 },
    leadDays: 7,
  },
  {
    type: 'fire_drill',
    title: 'Fire drill',
    source: {
      cite: 'Every drill is recorded (CH Sch 4 para 6); a drill every 3 months is our decision',
      verified: false,
      practice: true,
    },
    every: { months: 3 },
    leadDays: 14,
  },
  {
    type: 'fire_drill_night',
    title: 'Night fire drill',
    source: practice('A drill in night conditions every 6 months (DOMAIN §15)'),
    every: { months: 6 },
    leadDays: 14,
  },
  {
    type: 'water_temperatures',
    title: 'Water temperature check',
    source: practice('TMV-protected bath outlets at or below 44°C (HSE); checked weekly'),
    every: { weeks: 1 },
    leadDays: 1,
  },
  {
    type: 'fridge_freezer',
    title: 'Fridge and freezer temperatures',
    source: practice('Food safety: fridge and freezer temperatures every day'),
    every: { days: 1 },
    leadDays: 0,
  },
  {
    type: 'first_aid_box',
    title: 'First-aid box check',
    source: practice('The first-aid box is checked and restocked monthly'),
    every: { months: 1 },
    leadDays: 7,
  },
  {
    type: 'vehicle_walkaround',
    title: 'Vehicle walkaround check',
    source: practice('A walkaround check of each vehicle weekly (DOMAIN §15)'),
    every: { weeks: 1 },
    leadDays: 1,
  },
  {
    type: 'legionella_sentinel',
    title: 'Legionella sentinel outlet temperatures',
    source: {
      cite: 'HSE ACOP L8 and HSG274 Part 2 (sentinel outlets monthly: hot 50°C within a minute, cold below 20°C)',
      verified: false,
    },
    every: { months: 1 },
    leadDays: 7,
  },
  {
    type: 'legionella_flushing',
    title: 'Flushing of little-used outlets',
    source: { cite: 'HSE ACOP L8 and HSG274 Part 2 (little-used outlets flushed weekly)', verified: false },
    every: { weeks: 1 },
    leadDays: 1,
  },
  {
    type: 'fire_doors',
    title: 'Fire door check',
    source: practice('Fire doors, closers and seals checked monthly: the fire risk assessment’s usual control'),
    every: { months: 1 },
    leadDays: 7,
  },
  {
    type: 'window_restrictors',
    title: 'Window restrictor check',
    source: practice('HSE guidance on falls from windows in care settings: restrictors checked regularly (monthly)'),
    every: { months: 1 },
    leadDays: 7,
  },
];

const toManagers = [{ to: 'registered-manager', afterDueHours: 0 }] as Duty['escalation'];
const thenRi = [
  { to: 'registered-manager', afterDueHours: 0 },
  { to: 'responsible-individual', afterDueHours: 0 },
] as Duty['escalation'];

export const duties: Duty[] = [
  ...CHECKS.map((c) =>
    defineDuty({
      key: `home-check-${c.type.replaceAll('_', '-')}`,
      area: 'home-checks',
      subject: 'home',
      trigger: { on: 'recurrence', anchor: 'start' },
      period: { within: 'every', every: c.every },
      met: [{ record: { kinds: ['home-check'], state: 'submitted', match: { checkType: [c.type], done: ['true'] } } }],
      source: c.source,
      lead: { days: c.leadDays },
      escalation: toManagers,
      wording: { title: `${c.title} due at {name}`, description: `${c.title}: done and recorded as a home check.` },
      assignTo: 'home-managers',
      taskType: 'home chore',
      priority: 'medium',
    }),
  ),
  defineDuty({
    key: 'reg44-visit',
    area: 'visits-and-reviews',
    subject: 'home',
    homeTypes: [CH],
    trigger: { on: 'recurrence', anchor: 'start' },
    // "at least once each month": each calendar month, not a month after the last visit
    period: { within: 'calendar', rrule: EACH_CALENDAR_MONTH },
    met: [{ record: { kinds: ['reg44-visit'], state: 'submitted', filled: ['visitDate', 'reportReceivedOn'] } }],
    source: { cite: "Children's Homes (England) Regulations 2015 reg 44(1)–(2)", verified: true },
    lead: { days: 7 },
    escalation: thenRi,
    wording: {
      title: 'Reg 44 independent visit due this month at {name}',
      description:
        'An independent person visits at least once in each calendar month and writes a report (CH reg 44). Met by a ' +
        'submitted visit record with the visit date and the date the report was received.',
    },
    assignTo: 'home-managers',
    taskType: 'reg 44 visit',
    category: 'reg 44 visit',
    priority: 'high',
  }),
  defineDuty({
    key: 'reg45-review',
    area: 'visits-and-reviews',
    subject: 'home',
    homeTypes: [CH],
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: REGULATORY_TIMINGS.qualityReviewEvery },
    met: [{ record: { kinds: ['quality-review'], state: 'submitted' } }],
    source: { cite: "Children's Homes (England) Regulations 2015 reg 45(1)", verified: true },
    lead: { days: 28 },
    escalation: thenRi,
    wording: {
      title: 'Reg 45 quality of care review due at {name}',
      description: 'A review of the quality of care at least every 6 months (CH reg 45). Met by a submitted review.',
    },
    assignTo: 'home-managers',
    taskType: 'task action plan',
    priority: 'high',
  }),
  defineDuty({
    key: 'reg32-review',
    area: 'visits-and-reviews',
    subject: 'home',
    homeTypes: [SA],
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: REGULATORY_TIMINGS.qualityReviewEvery },
    met: [{ record: { kinds: ['quality-review'], state: 'submitted' } }],
    source: { cite: 'Supported Accommodation (England) Regulations 2023 reg 32', verified: false },
    lead: { days: 28 },
    escalation: thenRi,
    wording: {
      title: 'Reg 32 quality review due at {name}',
      description: 'A review of the quality of support at least every 6 months (SA reg 32). Met by a submitted review.',
    },
    assignTo: 'home-managers',
    taskType: 'task action plan',
    priority: 'high',
  }),
  defineDuty({
    key: 'sa-location-assessment',
    area: 'visits-and-reviews',
    subject: 'home',
    homeTypes: [SA],
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'calendar', rrule: EACH_CALENDAR_YEAR },
    met: [
      {
        record: {
          kinds: ['quality-standards-review'],
          state: 'submitted',
          match: { locationAssessmentDone: ['true'] },
        },
      },
    ],
    source: { cite: 'Supported Accommodation (England) Regulations 2023 reg 6(2)(a)', verified: false },
    lead: { days: 30 },
    escalation: toManagers,
    wording: {
      title: 'Assess the locations of the accommodation at {name}',
      description:
        "In each calendar year the locations of the accommodation are assessed for young people's safety (SA reg " +
        '6(2)(a)); record it in the quality standards review (A5) and submit it.',
    },
    assignTo: 'home-managers',
    taskType: 'task action plan',
    priority: 'medium',
  }),
  defineDuty({
    key: 'meal-plan',
    area: 'home-checks',
    subject: 'home',
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: { weeks: 1 } },
    met: [{ record: { kinds: ['meal-plan'], state: 'submitted' } }],
    source: {
      cite: "CH reg 6 (food that meets each child's needs); SA reg 5 — weekly planning is practice",
      verified: false,
      practice: true,
    },
    lead: { days: 3 },
    escalation: toManagers,
    wording: {
      title: "Plan next week's meals for {name}",
      description: "The week's menu is planned with the {children}, with their dietary needs and allergies beside it.",
    },
    assignTo: 'home-managers',
    taskType: 'meal plan',
    priority: 'low',
  }),
  // Petty cash is counted by two people every week (practice; a home that counts at each handover meets it sooner)
  // and a manager audits it each calendar month (decision 0472).
  defineDuty({
    key: 'petty-cash-count',
    area: 'accounts',
    subject: 'home',
    // the home's count schedule (home details, every 1 to 7 days); weekly when it has set none (decision 0643)
    policy: 'petty-cash-count',
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: { weeks: 1 } },
    met: [{ source: 'cash-counts' }],
    source: practice(
      "Petty cash counted by two people as often as the home's schedule says, at least weekly: the organisation's " +
        'own control (DOMAIN §19)',
    ),
    lead: { days: 1 },
    escalation: toManagers,
    wording: {
      title: 'Count the petty cash at {name} with a colleague',
      description:
        "Two members of staff count the home's petty cash together and record any difference from the ledger with " +
        "its reason (Accounts → Petty cash → Count the cash). How often is the home's count schedule (home details).",
    },
    assignTo: 'home-managers',
    taskType: 'task action plan', // SPEC §3 has no money type; a manager's action
    category: 'other',
    priority: 'low',
  }),
  defineDuty({
    key: 'petty-cash-audit',
    area: 'accounts',
    subject: 'home',
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'calendar', rrule: EACH_CALENDAR_MONTH },
    met: [{ source: 'cash-audits' }],
    source: practice("A manager's monthly audit of petty cash: the organisation's own control (DOMAIN §19)"),
    lead: { days: 5 },
    escalation: toManagers,
    wording: {
      title: 'Audit the petty cash at {name} this month',
      description:
        "A manager audits the home's petty cash with a second person: the count, the receipts and the entries " +
        "since the last audit (Accounts → Petty cash → Count the cash, marked as the manager's monthly audit).",
    },
    assignTo: 'home-managers',
    taskType: 'task action plan',
    category: 'other',
    priority: 'medium',
  }),
];
