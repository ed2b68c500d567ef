// The home's recurring checks and statutory visits/reviews (DOMAIN §12, §15 and the deadlines table), as data
// for engine/obligations. Frequencies of the checks are practice (DOMAIN §15 says "practice"); the fire drill
// cadence is ours: a day drill every 3 months and a night drill every 6 months, so that every member of staff
// (day and night) takes part in a drill at least twice a year, as the fire safety guidance for residential care
// premises asks, and the night drill tests the waking-night staffing DOMAIN §15 names. The knives and sharps
// count (every shift) is not an obligation: a task every shift would bury the home's list; missed shifts show
// on the checks table instead. A check met it only when it was done (`done: true`).
import type { Obligation } from '../../engine/obligations/types.ts';
import { REGULATORY_TIMINGS } from '../regulatory-timings.ts';

type CheckRule = { type: string; title: string; why: string; every: Obligation['every']; leadDays: number };

const CHECKS: CheckRule[] = [
  {
    type: 'fire_alarm',
    title: 'Weekly fire alarm test',
    why: 'Every alarm test is recorded (CH Sch 4 para 6); weekly is practice.',
    every: { weeks: 1 },
    leadDays: 1,
  },
  {
    type: 'emergency_lighting',
    title: 'Monthly emergency lighting test',
    why: 'Emergency lights are tested monthly (practice, DOMAIN §15).',
    every: { months: 1 },
    leadDays: 7,
  },
  {
    type: 'fire_drill',
    title: 'Fire drill',
    why: 'Every drill is recorded (CH Sch 4 para 6); a drill every 3 months (our decision, see docs/ARCHITECTURE.md).',
    every: { months: 3 },
    leadDays: 14,
  },
  {
    type: 'fire_drill_night',
    title: 'Night fire drill',
    why: 'A drill in night conditions every 6 months (practice, DOMAIN §15).',
    every: { months: 6 },
    leadDays: 14,
  },
  {
    type: 'water_temperatures',
    title: 'Water temperature check',
    why: 'Bath and shower water at or below 44°C (HSE); checked weekly.',
    every: { weeks: 1 },
    leadDays: 1,
  },
  {
    type: 'fridge_freezer',
    title: 'Fridge and freezer temperatures',
    why: 'Food safety: fridge and freezer temperatures every day.',
    every: { days: 1 },
    leadDays: 0,
  },
  {
    type: 'first_aid_box',
    title: 'First-aid box check',
    why: 'The first-aid box is checked and restocked monthly (practice).',
    every: { months: 1 },
    leadDays: 7,
  },
  {
    type: 'vehicle_walkaround',
    title: 'Vehicle walkaround check',
    why: 'A walkaround check of each vehicle weekly (practice, DOMAIN §15).',
    every: { weeks: 1 },
    leadDays: 1,
  },
  {
    type: 'medication_audit',
    title: 'Medication audit',
    why: 'The manager audits medicines and stock monthly (DOMAIN §10).',
    every: { months: 1 },
    leadDays: 7,
  },
];

export const obligations: Obligation[] = [
  ...CHECKS.map((c): Obligation => ({
    key: `home-check-${c.type.replaceAll('_', '-')}`,
    title: `${c.title} due at {name}`,
    description: c.why,
    subject: 'home',
    every: c.every,
    anchor: 'start',
    metBy: { kinds: ['home-check'], status: 'any', match: { checkType: [c.type], done: ['true'] } },
    leadDays: c.leadDays,
    assignTo: 'home-managers',
    taskType: 'home chore',
  })),
  {
    key: 'reg44-visit',
    title: 'Arrange the Reg 44 independent visit at {name}',
    description:
      "An independent person visits monthly and reports (Children's Homes (England) Regulations 2015 reg 44).",
    subject: 'home',
    homeTypes: ['children_home'],
    every: { months: 1 },
    anchor: 'start',
    metBy: { kinds: ['reg44-visit'], status: 'any' },
    leadDays: 7,
    assignTo: 'home-managers',
    taskType: 'reg 44 visit',
  },
  {
    key: 'reg45-review',
    title: 'Reg 45 quality of care review due at {name}',
    description:
      "A review of the quality of care at least every 6 months (Children's Homes (England) Regulations 2015 reg 45).",
    subject: 'home',
    homeTypes: ['children_home'],
    every: REGULATORY_TIMINGS.qualityReviewEvery,
    anchor: 'start',
    metBy: { kinds: ['quality-review'], status: 'any' },
    leadDays: 28,
    assignTo: 'home-managers',
    taskType: 'task action plan',
  },
  {
    key: 'reg32-review',
    title: 'Reg 32 quality review due at {name}',
    description:
      'A review of the quality of support every 6 months (Supported Accommodation (England) Regulations 2023 reg 32).',
    subject: 'home',
    homeTypes: ['support_accomodation_for_older_children'],
    every: REGULATORY_TIMINGS.qualityReviewEvery,
    anchor: 'start',
    metBy: { kinds: ['quality-review'], status: 'any' },
    leadDays: 28,
    assignTo: 'home-managers',
    taskType: 'task action plan',
  },
];
