// The premises safety register's duties: each service, certificate or assessment by a competent person recurs from
// the last satisfactory one (an unsatisfactory result leaves it open), and every member of staff and every child
// takes part in a fire drill. Intervals are the law's where it sets one (the 12-monthly gas safety check) and
// otherwise the British Standard's or common practice, marked so (docs/decisions/0630-premises-safety-register.md).
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty, DutySource, Interval } from '../../engine/duties/types.ts';

type Service = { type: string; title: string; every: Interval; leadDays: number; source: DutySource };
const practice = (cite: string, note?: string): DutySource => ({ cite, verified: true, practice: true, note });
const standard = (cite: string): DutySource => ({
  cite,
  verified: false,
  note: 'The British Standard itself was not read; its interval as trade and fire-safety guidance states it',
});

const SERVICES: Service[] = [
  {
    type: 'gas_safety',
    title: 'Gas safety check',
    every: { months: 12 },
    leadDays: 30,
    source: {
      cite: 'Gas Safety (Installation and Use) Regulations 1998 reg 36(3) (at intervals of not more than 12 months), reg 35',
      verified: true,
      note: 'Reg 36 binds a landlord; a home the provider owns keeps appliances safe under reg 35 by the same check',
    },
  },
  {
    type: 'boiler_service',
    title: 'Boiler service',
    every: { months: 12 },
    leadDays: 30,
    source: practice("The manufacturer's instructions (yearly); Gas Safety Regulations 1998 reg 35"),
  },
  {
    type: 'eicr',
    title: 'Electrical installation condition report',
    every: { years: 5 },
    leadDays: 60,
    source: {
      cite: 'Electricity at Work Regulations 1989 reg 4(2); five-yearly inspection is the IET guidance',
      verified: false,
      practice: true,
    },
  },
  {
    type: 'pat',
    title: 'Portable appliance testing',
    every: { months: 12 },
    leadDays: 30,
    source: practice('Electricity at Work Regulations 1989 reg 4(2); yearly testing in a care home is practice'),
  },
  {
    type: 'fire_alarm_service',
    title: 'Fire alarm service',
    every: { months: 6 },
    leadDays: 21,
    source: standard('BS 5839-1 (a competent service at least every 6 months); Fire Safety Order 2005 art 17'),
  },
  {
    type: 'emergency_lighting_duration',
    title: 'Emergency lighting full-duration test',
    every: { months: 12 },
    leadDays: 30,
    source: standard('BS 5266-1 (a full rated-duration test yearly); Fire Safety Order 2005 art 17'),
  },
  {
    type: 'extinguishers',
    title: 'Fire extinguisher service',
    every: { months: 12 },
    leadDays: 30,
    source: standard('BS 5306-3 (a basic service yearly); Fire Safety Order 2005 art 17'),
  },
  {
    type: 'fire_risk_assessment',
    title: 'Fire risk assessment review',
    every: { months: 12 },
    leadDays: 30,
    source: practice(
      'Regulatory Reform (Fire Safety) Order 2005 art 9(3) (reviewed regularly and after a change)',
      'The Order sets no interval; yearly is practice',
    ),
  },
  {
    type: 'legionella_risk_assessment',
    title: 'Legionella risk assessment',
    every: { years: 2 },
    leadDays: 30,
    source: practice(
      'HSE ACOP L8 (reviewed regularly and after a change to the water system)',
      'L8 sets no interval; every 2 years is practice',
    ),
  },
  {
    type: 'tmv_service',
    title: 'Thermostatic mixing valve service',
    every: { months: 12 },
    leadDays: 30,
    source: practice('HSE scalding guidance: TMVs maintained to the manufacturer’s instructions (yearly)'),
  },
  {
    type: 'window_restrictors_inspection',
    title: 'Window restrictors inspection',
    every: { months: 12 },
    leadDays: 30,
    source: practice('HSE guidance on falls from windows in care settings (a yearly inspection beside monthly checks)'),
  },
];

/** The outcomes that meet a service's duty: unsatisfactory leaves it open until it is put right and re-checked. */
export const SATISFACTORY = ['satisfactory', 'satisfactory_with_actions'];

const toManagers: Duty['escalation'] = [{ to: 'registered-manager', afterDueHours: 0 }];
const drillSource: DutySource = {
  cite: 'Every drill is recorded (CH Sch 4 para 6); each person in a drill every 6 months is our decision (0210)',
  verified: false,
  practice: true,
};

export const duties: Duty[] = [
  ...SERVICES.map((s) =>
    defineDuty({
      key: `premises-${s.type.replaceAll('_', '-')}`,
      area: 'premises',
      subject: 'home',
      trigger: { on: 'recurrence', anchor: 'start' },
      period: { within: 'every', every: s.every },
      met: [
        {
          record: {
            kinds: ['premises-safety'],
            state: 'submitted',
            match: { safetyType: [s.type], outcome: SATISFACTORY },
          },
        },
      ],
      source: s.source,
      lead: { days: s.leadDays },
      escalation: toManagers,
      wording: {
        title: `${s.title} due at {name}`,
        description: `${s.title}: book it, then record it under Premises safety with the certificate. An unsatisfactory result keeps this open until a satisfactory one is recorded.`,
      },
      assignTo: 'home-managers',
      taskType: 'servicing',
      priority: 'high',
    }),
  ),
  defineDuty({
    key: 'fire-drill-staff',
    area: 'premises',
    subject: 'staff',
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: { months: 6 } },
    met: [{ source: 'fire-drills-staff' }],
    source: drillSource,
    lead: { days: 30 },
    escalation: toManagers,
    wording: {
      title: '{name} to take part in a fire drill',
      description:
        'Everyone who works in the home takes part in a fire drill at least every 6 months, day or night. Met by a ' +
        'fire drill recorded as done that names them among the staff who took part.',
    },
    assignTo: 'home-managers',
    taskType: 'home chore',
    priority: 'medium',
  }),
  defineDuty({
    key: 'fire-drill-young-person',
    area: 'premises',
    subject: 'young-person',
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: { months: 6 } },
    met: [{ source: 'fire-drills-young-people' }],
    source: drillSource,
    lead: { days: 30 },
    escalation: toManagers,
    wording: {
      title: '{name} to take part in a fire drill',
      description:
        'Each {child} takes part in a fire drill at least every 6 months, counted from moving in. Met by a fire ' +
        'drill recorded as done that names them among the {children} who took part.',
    },
    assignTo: 'home-managers',
    taskType: 'home chore',
    priority: 'medium',
  }),
];
