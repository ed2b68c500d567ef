// Staff duties of DOMAIN §14 and the deadlines table: supervision, appraisal, the qualifications the regulations set
// and probation reviews. Training, DBS and right-to-work renewals are expiries (definitions/duties/expiries.ts).
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty } from '../../engine/duties/types.ts';
import { INDUCTION_WEEKS } from '../../engine/staff/induction.ts';
import { MEETS } from '../../engine/staff/qualifications.ts';

const CH = 'children_home';
const recurrence = { on: 'recurrence', anchor: 'start' } as const;
const toManagers: Duty['escalation'] = [{ to: 'registered-manager', afterDueHours: 0 }];
const toHrThenRi: Duty['escalation'] = [
  { to: 'hr', afterDueHours: 0 },
  { to: 'responsible-individual', afterDueHours: 0 },
];

export const duties: Duty[] = [
  defineDuty({
    key: 'supervision',
    area: 'staff',
    subject: 'staff',
    trigger: recurrence,
    // the home's policy (home details), more often in probation; 6 weeks when the home has set none (decision 0622)
    policy: 'supervision',
    period: { within: 'every', every: { weeks: 6 } },
    met: [{ record: { kinds: ['supervision'], state: 'submitted' } }],
    // the regulation requires practice-related supervision and sets no frequency: the frequency is the home's policy
    source: {
      cite: "CH reg 33(4)(b) (practice-related supervision; no frequency set); how often is the home's policy",
      verified: true,
      practice: true,
    },
    lead: { days: 7 },
    escalation: toManagers,
    wording: {
      title: 'Supervision due for {name}',
      description:
        "Staff are supervised as often as the home's policy says (more often during probation). Met by a submitted " +
        'supervision record.',
    },
    assignTo: 'home-managers',
    taskType: 'supervision',
    priority: 'medium',
  }),
  defineDuty({
    key: 'appraisal',
    area: 'staff',
    subject: 'staff',
    trigger: recurrence,
    period: { within: 'every', every: { years: 1 } },
    met: [{ record: { kinds: ['appraisal'], state: 'submitted' } }],
    source: { cite: "Children's Homes (England) Regulations 2015 reg 33(4)(c)", verified: true },
    lead: { days: 30 },
    escalation: toManagers,
    wording: {
      title: 'Appraisal due for {name}',
      description: 'Every member of staff has an appraisal at least once a year. Met by a submitted appraisal.',
    },
    assignTo: 'home-managers',
    taskType: 'appraisal',
    priority: 'medium',
  }),
  defineDuty({
    key: 'level3-diploma',
    area: 'qualifications',
    subject: 'staff',
    homeTypes: [CH],
    // every care role but the registered manager (deputies with manager rights included): decision 0452
    roles: ['staff', 'manager'],
    registeredManager: 'except',
    trigger: { on: 'recurrence', anchor: 'care-role-start' },
    period: { within: 'once', after: { years: 2 } },
    met: [
      {
        record: {
          kinds: ['qualification'],
          state: 'submitted',
          match: { level: MEETS.level3, status: ['achieved'] },
        },
      },
    ],
    source: {
      cite: "Children's Homes (England) Regulations 2015 reg 32(4)–(5)",
      verified: false,
      note: "Counted from first starting a care role in a children's home (the contract's date, else the start date)",
    },
    lead: { days: 90 },
    escalation: toHrThenRi,
    wording: {
      title: 'Level 3 Diploma for Residential Childcare due for {name}',
      description:
        "Care staff in a children's home, deputies included, hold the Level 3 Diploma for Residential Childcare (or an " +
        'equivalent the registered person accepts) within 2 years of first starting a care role in a children’s home.',
    },
    assignTo: 'hr',
    taskType: 'training',
    priority: 'medium',
  }),
  defineDuty({
    key: 'level5-diploma',
    area: 'qualifications',
    subject: 'staff',
    homeTypes: [CH],
    // the person registered with Ofsted as a home's manager (its details name them), whatever their user role
    registeredManager: 'only',
    trigger: { on: 'recurrence', anchor: 'manager-registration' },
    period: { within: 'once', after: { years: 3 } },
    met: [
      {
        record: { kinds: ['qualification'], state: 'submitted', match: { level: MEETS.level5, status: ['achieved'] } },
      },
    ],
    source: { cite: "Children's Homes (England) Regulations 2015 reg 28", verified: true },
    lead: { days: 90 },
    escalation: toHrThenRi,
    wording: {
      title: 'Level 5 Diploma in Leadership and Management due for {name}',
      description:
        "A children's home's registered manager holds the Level 5 Diploma in Leadership and Management for " +
        'Residential Childcare within 3 years of registration as manager.',
    },
    assignTo: 'hr',
    taskType: 'training',
    priority: 'medium',
  }),
  defineDuty({
    key: 'induction',
    area: 'staff',
    subject: 'staff',
    roles: ['staff', 'manager'],
    trigger: recurrence,
    period: { within: 'once', after: { weeks: INDUCTION_WEEKS } },
    met: [{ record: { kinds: ['induction'], state: 'submitted', filled: ['completedOn'] } }],
    source: {
      cite: 'CH reg 33 (employment of staff: induction); completion in the first 12 weeks is practice',
      verified: false,
      practice: true,
      note: 'The CWDC induction standards are no longer mandatory; 12 weeks follows the practitioner review',
    },
    lead: { days: 14 },
    escalation: toManagers,
    wording: {
      title: 'Induction to complete for {name}',
      description:
        'A new member of staff completes a structured induction, every area signed off, within 12 weeks of starting. ' +
        'Met by a submitted induction with its completion date.',
    },
    assignTo: 'home-managers',
    taskType: 'staff log',
    priority: 'medium',
  }),
  defineDuty({
    key: 'probation-first-review',
    area: 'staff',
    subject: 'staff',
    trigger: recurrence,
    period: { within: 'once', after: { months: 1 } },
    met: [{ record: { kinds: ['probation-review'], state: 'submitted' } }],
    source: {
      cite: 'CH reg 33 (induction and probation); a review after a month is practice',
      verified: true,
      practice: true,
    },
    lead: { days: 7 },
    escalation: toManagers,
    wording: {
      title: 'First probation review due for {name}',
      description: 'A new member of staff has a probation review a month after starting.',
    },
    assignTo: 'home-managers',
    taskType: 'staff log',
    priority: 'medium',
  }),
  defineDuty({
    key: 'probation-final-review',
    area: 'staff',
    subject: 'staff',
    trigger: recurrence,
    period: { within: 'once', after: { months: 6 } },
    met: [{ record: { kinds: ['probation-review'], state: 'submitted', match: { stage: ['final'] } } }],
    source: { cite: 'CH reg 33 (probation); six months is our default length', verified: true, practice: true },
    lead: { days: 14 },
    escalation: toManagers,
    wording: {
      title: 'Final probation review due for {name}',
      description: 'Probation ends with a final review that says whether it is passed.',
    },
    assignTo: 'home-managers',
    taskType: 'staff log',
    priority: 'medium',
  }),
  // the rota's override of a rest, break or night warning owes equivalent rest (decision 0612)
  defineDuty({
    key: 'compensatory-rest-taken',
    area: 'staff',
    subject: 'staff',
    trigger: { on: 'named-rule', rule: 'compensatory-rest', kinds: ['compensatory-rest'] },
    period: { within: 'on-the-date' },
    met: [
      { predicate: 'compensatory-rest', says: '"Was the rest taken?" answered Yes on the compensatory rest record' },
    ],
    source: {
      cite: 'Working Time Regulations 1998 regs 21(c)(i) and 24 (equivalent compensatory rest)',
      verified: false,
      note: "The regulations' text was not read here; the practitioner review's summary and DOMAIN §18 are relied on",
    },
    lead: {},
    escalation: toManagers,
    wording: {
      title: "Was {name}'s compensatory rest taken?",
      description:
        'The rota was saved despite a rest, break or night warning, so the equivalent rest is owed. Answer on the compensatory rest record; if it was not taken, set a new day. Done when it says Yes.',
    },
    assignTo: 'home-managers',
    taskType: 'staff log',
    category: 'hr',
    priority: 'medium',
  }),
  // the rota's night work (or a young worker's restricted period) owes a free health assessment first (decision 0740)
  defineDuty({
    key: 'night-health-assessment',
    area: 'staff',
    subject: 'staff',
    trigger: { on: 'named-rule', rule: 'night-health-assessment', kinds: ['night-health-assessment'] },
    period: { within: 'on-the-date' },
    met: [{ predicate: 'night-health-assessment', says: '"Offered on" filled on the night work health assessment' }],
    source: {
      cite: 'Working Time Regulations 1998 reg 7(1) (night workers) and 7(2) (young workers); repeated yearly here',
      verified: false,
      note:
        'The regulation was not opened here: GOV.UK "Night working hours: health assessments" (offer before night ' +
        'work, repeat regularly, keep the dates offered) is relied on; a year between offers is our practice',
    },
    lead: { days: 7 },
    escalation: toManagers,
    wording: {
      title: 'Offer {name} a night work health assessment',
      description:
        'The rota has them on night work (or, under 18, between 22:00 and 06:00). Offer the free health assessment before the first night and record the date on the night work health assessment; they need not take it up.',
    },
    assignTo: 'home-managers',
    taskType: 'staff log',
    category: 'hr',
    priority: 'medium',
  }),
];
