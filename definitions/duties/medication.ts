// Medication duties (NICE SC1 Managing medicines in care homes, recommendation numbers unverified here):
// a medication error or near miss is investigated by a manager within 7 days (our practice figure), and notified to
// Ofsted when the registered person judges it serious (CH reg 40(4) / SA reg 27, the same clock as every
// notification); each member of staff who gives medicines is reassessed as competent every year.
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty } from '../../engine/duties/types.ts';
import { REGULATORY_TIMINGS } from '../regulatory-timings.ts';

/** Days a manager has to complete the investigation of a medication error (practice, ours). */
export const MEDICATION_ERROR_INVESTIGATION_DAYS = 7;

export const duties: Duty[] = [
  defineDuty({
    key: 'medication-error-investigation',
    area: 'medication',
    subject: 'young-person',
    trigger: { on: 'record-event', kinds: ['medication-error'], from: ['discoveredAt', 'occurredAt'] },
    period: { within: 'days', days: MEDICATION_ERROR_INVESTIGATION_DAYS },
    met: [{ field: 'investigation.completedOn' }],
    source: {
      cite: 'NICE SC1 Managing medicines in care homes (medicines-related safety incidents are reported and investigated)',
      verified: false,
      practice: true,
      note: 'NICE SC1 could not be read here; 7 days is our figure, for the learning to reach the next rounds',
    },
    lead: { days: 2 },
    escalation: [{ to: 'registered-manager', afterDueHours: 0 }],
    wording: {
      title: 'Investigate the medication error or near miss for {name} (7 days)',
      description:
        'Find the cause, whether the staff member’s competency needs reassessing, and the learning; fill in "Investigation completed on".',
    },
    assignTo: 'home-managers',
    taskType: 'medication',
    category: 'medication',
    priority: 'high',
  }),
  defineDuty({
    key: 'medication-error-notify-ofsted',
    area: 'notifications',
    subject: 'young-person',
    trigger: {
      on: 'record-event',
      kinds: ['medication-error'],
      when: [{ path: 'managerDecision.ofstedNotifiable', in: ['true'] }],
      from: ['managerDecision.decidedAt', 'discoveredAt', 'occurredAt'],
    },
    period: { within: 'hours', hours: REGULATORY_TIMINGS.notificationDueHours },
    met: [{ rows: 'notifications', match: { authority: ['ofsted'] }, at: 'at' }],
    source: {
      cite: "{Children's Homes (England) Regulations 2015 reg 40(4)|Supported Accommodation (England) Regulations 2023 reg 27}",
      verified: true,
      note: 'The registered person judges a medication error serious; Ofsted expects notifications within 24 hours',
    },
    lead: {},
    escalation: [
      { to: 'registered-manager', afterDueHours: 0 },
      { to: 'responsible-individual', afterDueHours: 0 },
    ],
    wording: {
      title: 'Notify Ofsted of the medication error for {name} ({notifyReg})',
      description: `A medication error judged serious is notified to Ofsted ${REGULATORY_TIMINGS.withoutDelayWords} Record it under "{notifyReg} notifications" with the time.`,
    },
    assignTo: 'home-managers',
    taskType: 'medication',
    category: 'medication',
    priority: 'high',
  }),
  defineDuty({
    key: 'medication-competency-reassessment',
    area: 'medication',
    subject: 'staff',
    roles: ['staff', 'manager'],
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: { years: 1 } },
    met: [{ record: { kinds: ['medication-competency'], state: 'signed-off', match: { outcome: ['competent'] } } }],
    source: {
      cite: 'NICE SC1 Managing medicines in care homes (staff competency assessed at least yearly)',
      verified: false,
      practice: true,
      note: 'NICE SC1 could not be read here; the yearly figure is the one the dose rule uses (decision 0412)',
    },
    lead: { days: 30 },
    escalation: [{ to: 'registered-manager', afterDueHours: 0 }],
    wording: {
      title: 'Medication competency reassessment due for {name}',
      description:
        'Staff who give medicines are observed and assessed as competent every year; without it they cannot record a dose as given. Met by a completed assessment, outcome competent.',
    },
    assignTo: 'home-managers',
    taskType: 'medication',
    priority: 'medium',
  }),
  // A young person's self-administration assessment is reviewed by its date (met by a newer one submitted).
  defineDuty({
    key: 'review-medication-self-administration',
    area: 'medication',
    subject: 'young-person',
    trigger: { on: 'date-field', kinds: ['medication-self-administration'], field: 'reviewDate' },
    period: { within: 'on-the-date' },
    met: [{ record: { kinds: ['medication-self-administration'], state: 'submitted' } }],
    source: {
      cite: 'NICE SC1 Managing medicines in care homes (self-administration risk-assessed and reviewed)',
      verified: false,
      practice: true,
      note: 'NICE SC1 could not be read here; the review date is the one the assessment sets',
    },
    lead: { days: 7 },
    escalation: [{ to: 'registered-manager', afterDueHours: 0 }],
    wording: {
      title: "Review {name}'s self-administration assessment",
      description:
        'Check with the {child} what they understand, where the medicine is kept and how the checks went; agree the ' +
        'level again with the placing authority or a person with parental responsibility. Done when a newer ' +
        'assessment is saved.',
    },
    assignTo: 'home-managers',
    taskType: 'medication',
    category: 'medication',
    priority: 'medium',
  }),
  // Every controlled drug the home holds is counted by two people on one day, as often as the home's schedule says
  // (home details, 1 to 7 days; weekly when empty). A count that does not match alerts the managers and RI and opens
  // a medication error (engine/medication/service.ts). A home holding no controlled drug meets it each day.
  defineDuty({
    key: 'cd-balance-check',
    area: 'medication',
    subject: 'home',
    policy: 'cd-balance-check',
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: { weeks: 1 } },
    met: [{ source: 'cd-balance-checks' }],
    source: {
      cite: 'NICE SC1 Managing medicines in care homes (controlled drug stock balance checked regularly)',
      verified: false,
      practice: true,
      note: 'NICE SC1 could not be read here; weekly is our default, the home may check more often',
    },
    lead: { days: 1 },
    escalation: [{ to: 'registered-manager', afterDueHours: 0 }],
    wording: {
      title: 'Check the controlled drug balances at {name} with a witness',
      description:
        'Count every controlled drug the home holds with a second member of staff and record each count on the CD ' +
        "register (Medication → CD register → Balance check). How often is the home's schedule (home details).",
    },
    assignTo: 'home-managers',
    taskType: 'medication',
    category: 'medication',
    priority: 'medium',
  }),
  // The monthly medication audit (decision 0960): met only by an audit record the registered manager completed, not
  // by a home check ticked done (a tick held no content: practitioner review A-W11).
  defineDuty({
    key: 'medication-audit',
    area: 'medication',
    subject: 'home',
    flag: { toggle: 'mar' },
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: { months: 1 } },
    met: [{ record: { kinds: ['medication-audit'], state: 'signed-off' } }],
    source: {
      cite: 'NICE SC1 Managing medicines in care homes (medicines records and stock audited regularly)',
      verified: false,
      practice: true,
      note: 'NICE SC1 could not be read here; monthly is the usual practice (DOMAIN §10)',
    },
    lead: { days: 7 },
    escalation: [{ to: 'registered-manager', afterDueHours: 0 }],
    wording: {
      title: 'Medication audit due at {name}',
      description:
        'Sample MARs and check signatures, PRN reasons and effects, the controlled-drug balance, stock against the ' +
        'MAR and storage (Home → Medication audit; the month’s figures are filled in for you to check). Met when the ' +
        'registered manager completes it.',
    },
    assignTo: 'home-managers',
    taskType: 'medication',
    category: 'medication',
    priority: 'medium',
  }),
  // Medicines reconciliation on arrival (decision 0901): within 24 hours of the arrival the move-in record holds (its
  // time when given, else from the start of the day), met by a reconciliation saved past draft after it.
  defineDuty({
    key: 'medication-reconciliation-on-arrival',
    area: 'medication',
    subject: 'young-person',
    trigger: { on: 'record-event', kinds: ['move-in'], from: ['arrivalDate+arrivalTime', 'arrivalDate'] },
    period: { within: 'hours', hours: 24 },
    met: [{ record: { kinds: ['medication-reconciliation'], state: 'submitted' } }],
    source: {
      cite: "NICE SC1 Managing medicines in care homes (accurately listing a resident's medicines on arrival)",
      verified: false,
      practice: true,
      note: 'NICE SC1 could not be read here; 24 hours is the review’s figure and common local authority policy',
    },
    lead: {},
    escalation: [{ to: 'registered-manager', afterDueHours: 0 }],
    wording: {
      title: 'Reconcile the medicines {name} arrived with (within 24 hours)',
      description:
        'Check every medicine that came with the {child} against the discharge letter, GP record or prescription, ' +
        'resolve each difference with the prescriber or pharmacist, and have a second member of staff check it. ' +
        'Done when the reconciliation is submitted (Health → Medicines reconciliation on arrival).',
    },
    assignTo: 'home-managers',
    taskType: 'medication',
    category: 'medication',
    priority: 'high',
  }),
  // The medicines fridge and cupboard are read every day (decision 0900); only where the MAR is on. Any reading that
  // day meets it; one out of range tells the managers as it is saved (engine/medication/arrival-storage-hooks.ts).
  defineDuty({
    key: 'medicines-temperature-daily',
    area: 'medication',
    subject: 'home',
    flag: { toggle: 'mar' },
    trigger: { on: 'recurrence', anchor: 'start' },
    period: { within: 'every', every: { days: 1 } },
    met: [{ record: { kinds: ['medicines-temperature'], state: 'submitted' } }],
    source: {
      cite: 'NICE SC1 Managing medicines in care homes (medicines stored at the temperature the label says)',
      verified: false,
      practice: true,
      note: 'NICE SC1 could not be read here; a daily reading of a medicines fridge (2–8 °C) is the common practice',
    },
    lead: {},
    escalation: [{ to: 'registered-manager', afterDueHours: 0 }],
    wording: {
      title: 'Read the medicines fridge and cupboard temperatures at {name}',
      description:
        'Read the temperature now and the lowest and highest since the last reset of the medicines fridge ' +
        '(2–8 °C) and the medicines cupboard (at most 25 °C), then reset. Done when a reading is saved today ' +
        '(Home logs → Medicines temperature reading).',
    },
    assignTo: 'home-managers',
    taskType: 'medication',
    category: 'medication',
    priority: 'medium',
  }),
];
