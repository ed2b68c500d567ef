// Duties a young person's records start (DOMAIN "Deadlines and frequencies"): the Reg 40 / Reg 27 notifications a
// safeguarding concern or a missing episode owes, the LADO referral, the return home interview, the review dates the
// plans and assessments declare (their `alerts`), and the plan updates an incident review asks for. Incidents' own
// notifications and restraint steps are definitions/duties/incidents.ts.
import type { RecordDefinition } from '../../engine/definitions/types.ts';
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty, DutyMet, DutySource } from '../../engine/duties/types.ts';
import { REGULATORY_TIMINGS } from '../regulatory-timings.ts';
import behaviourSupportPlan from '../young-person/behaviour-support-plan.ts';
import ilsPlan from '../young-person/ils-plan.ts';
import peep from '../young-person/peep.ts';
import placementPlan from '../young-person/placement-plan.ts';
import raCce from '../young-person/risk-assessment-cce.ts';
import raCse from '../young-person/risk-assessment-cse.ts';
import raMissing from '../young-person/risk-assessment-missing-from-care.ts';
import raOther from '../young-person/risk-assessment-other.ts';
import raOthersHarm from '../young-person/risk-assessment-others-harm.ts';
import raSelfHarm from '../young-person/risk-assessment-self-harm.ts';
import raVulnerability from '../young-person/risk-assessment-vulnerability.ts';
import therapeuticPlan from '../young-person/therapeutic-plan.ts';

const SA = 'support_accomodation_for_older_children';
const CH = 'children_home';
const NOTIFY = { within: 'hours', hours: REGULATORY_TIMINGS.notificationDueHours } as const;
const toOfsted = (at: string): DutyMet => ({ rows: 'notifications', match: { authority: ['ofsted'] }, at });
const RISK_ASSESSMENTS = [raCce, raCse, raMissing, raOther, raOthersHarm, raSelfHarm, raVulnerability];
/** Notifications: the managers hold the task; at the due time it escalates to the responsible individual. */
const NOTIFY_ESCALATION: Duty['escalation'] = [
  { to: 'registered-manager', afterDueHours: 0 },
  { to: 'responsible-individual', afterDueHours: 0 },
];
const NOTIFY_SOURCE: DutySource = {
  cite: "{Children's Homes (England) Regulations 2015 reg 40(4)|Supported Accommodation (England) Regulations 2023 reg 27}",
  verified: true,
  note: 'Ofsted expects notifications within 24 hours; a death immediately',
};
/** What every notification task says about timing: without delay, Ofsted expects it within 24 hours. */
export const WITHOUT_DELAY = REGULATORY_TIMINGS.withoutDelayWords;

const notification = (key: string, homeTypes: (typeof CH | typeof SA)[], categories: string[]) =>
  defineDuty({
    key,
    area: 'notifications',
    subject: 'young-person',
    homeTypes,
    trigger: {
      on: 'record-event',
      kinds: ['safeguarding'],
      when: [{ path: 'category', in: categories }],
      from: ['raisedAt'],
    },
    period: NOTIFY,
    met: [toOfsted('at')],
    source: NOTIFY_SOURCE,
    lead: {},
    escalation: NOTIFY_ESCALATION,
    wording: {
      title: 'Notify Ofsted of the safeguarding concern about {name} ({notifyReg})',
      description: `Exploitation and allegations against the home or its staff are notified to Ofsted ${WITHOUT_DELAY} Record it under "{notifyReg} notifications" with the time.`,
    },
    assignTo: 'home-managers',
    taskType: 'safeguarding action',
    category: 'safeguarding',
    priority: 'high',
  });

const enquiry = (key: 'started' | 'concluded', path: string) =>
  defineDuty({
    key: `safeguarding-cp-enquiry-${key}`,
    area: 'notifications',
    subject: 'young-person',
    trigger: { on: 'record-event', kinds: ['safeguarding'], when: [{ path, filled: true }], from: [path] },
    period: NOTIFY,
    met: [toOfsted('at')],
    source: NOTIFY_SOURCE,
    lead: {},
    escalation: NOTIFY_ESCALATION,
    wording: {
      title: `Notify Ofsted that the child protection enquiry about {name} ${key === 'started' ? 'has started' : 'has concluded'} ({notifyReg})`,
      description: `The start and the conclusion of a child protection enquiry are each notified to Ofsted ${WITHOUT_DELAY} Add a notification row dated on or after that day.`,
    },
    assignTo: 'home-managers',
    taskType: 'safeguarding action',
    category: 'safeguarding',
    priority: 'high',
  });

const eventDuties: Duty[] = [
  notification('safeguarding-notify-ofsted-ch', [CH], ['cse', 'allegation_against_staff']),
  notification('safeguarding-notify-ofsted-sa', [SA], ['cse', 'cce', 'allegation_against_staff']),
  enquiry('started', 'cpEnquiry.instigatedAt'),
  enquiry('concluded', 'cpEnquiry.concludedAt'),
  defineDuty({
    key: 'safeguarding-cp-enquiry-concluded-follow-up',
    area: 'notifications',
    subject: 'young-person',
    trigger: {
      on: 'record-event',
      kinds: ['incident-follow-up'],
      when: [{ path: 'step', in: ['cp_enquiry_concluded'] }],
      from: ['concludedOn'],
    },
    period: NOTIFY,
    met: [{ rows: 'notifications', match: { authority: ['ofsted'] }, at: 'at', via: 'safeguarding' }],
    source: NOTIFY_SOURCE,
    lead: {},
    escalation: NOTIFY_ESCALATION,
    wording: {
      title: 'Notify Ofsted that the child protection enquiry about {name} has concluded ({notifyReg})',
      description: `The conclusion of a child protection enquiry is notified to Ofsted ${WITHOUT_DELAY} Record it under "{notifyReg} notifications" on the safeguarding concern.`,
    },
    assignTo: 'home-managers',
    taskType: 'safeguarding action',
    category: 'safeguarding',
    priority: 'high',
  }),
  defineDuty({
    key: 'safeguarding-dbs-referral',
    area: 'notifications',
    subject: 'young-person',
    trigger: {
      on: 'record-event',
      kinds: ['safeguarding'],
      when: [{ path: 'allegation.dbsReferral', in: ['true'] }],
      from: ['allegation.dbsReferredAt', 'raisedAt'],
    },
    period: NOTIFY,
    met: [toOfsted('at')],
    source: {
      cite: "Safeguarding Vulnerable Groups Act 2006 s35; {Children's Homes (England) Regulations 2015 reg 40(3)|Supported Accommodation (England) Regulations 2023 reg 27}",
      verified: true,
    },
    lead: {},
    escalation: NOTIFY_ESCALATION,
    wording: {
      title: "Notify Ofsted of the referral to the DBS (allegation about {name}'s care, {notifyReg})",
      description: `A referral of a member of staff to the Disclosure and Barring Service is notified to Ofsted ${WITHOUT_DELAY}`,
    },
    assignTo: 'home-managers',
    taskType: 'safeguarding action',
    category: 'safeguarding',
    priority: 'high',
  }),
  defineDuty({
    // ours: a missing episode is notifiable when it is a serious incident — graded high risk by the police,
    // exploitation came out of the return interview (CSE is notifiable), or someone listed Ofsted among those told
    key: 'missing-notify-ofsted',
    area: 'notifications',
    subject: 'young-person',
    trigger: {
      on: 'record-event',
      kinds: ['missing-episode'],
      when: [
        { path: 'search.policeRisk', in: ['high'] },
        { path: 'returnInterview.exploitationConcerns', in: ['true'] },
        { path: 'notified', rowWhere: { who: ['ofsted'] } },
      ],
      from: ['discovery.discoveredAt'],
    },
    period: NOTIFY,
    met: [{ rows: 'notified', match: { who: ['ofsted'] }, at: 'at' }],
    source: { ...NOTIFY_SOURCE, note: 'Which missing episodes are serious incidents is our reading (decision 0036)' },
    lead: {},
    escalation: NOTIFY_ESCALATION,
    wording: {
      title: "Notify Ofsted of {name}'s missing episode ({notifyReg})",
      description: `A missing episode that is a serious incident (high risk, or exploitation) is notified to Ofsted ${WITHOUT_DELAY} Add Ofsted under "Who was told", with the time.`,
    },
    assignTo: 'home-managers',
    taskType: 'task further action',
    category: 'incident',
    priority: 'high',
  }),
  defineDuty({
    key: 'safeguarding-lado-referral',
    area: 'safeguarding',
    subject: 'young-person',
    trigger: {
      on: 'record-event',
      kinds: ['safeguarding'],
      when: [
        { path: 'category', in: ['allegation_against_staff'] },
        { path: 'allegation.subject', filled: true },
      ],
      from: ['raisedAt'],
    },
    period: { within: 'working-days', days: 1 },
    met: [{ field: 'allegation.ladoReferredAt' }],
    source: {
      cite: 'Working Together to Safeguard Children; local LADO procedures (one working day)',
      verified: false,
    },
    lead: {},
    escalation: NOTIFY_ESCALATION,
    wording: {
      title: "Refer the allegation about {name}'s care to the LADO (1 working day)",
      description:
        'An allegation that a member of staff harmed a child or may pose a risk to children goes to the local authority designated officer within one working day (weekends and bank holidays not counted). Fill in "Referred to the LADO at".',
    },
    assignTo: 'home-managers',
    taskType: 'safeguarding action',
    category: 'safeguarding',
    priority: 'high',
  }),
  defineDuty({
    key: 'missing-return-interview',
    area: 'missing',
    subject: 'young-person',
    trigger: {
      on: 'record-event',
      kinds: ['missing-episode'],
      when: [{ path: 'return.returnedAt', filled: true }],
      from: ['return.returnedAt'],
    },
    period: { within: 'hours', hours: 72 },
    met: [{ field: 'returnInterview.completedAt' }, { field: 'returnInterview.declined', in: ['true'] }],
    source: {
      cite: 'DfE statutory guidance on children who run away or go missing from home or care (2014)',
      verified: false,
    },
    lead: {},
    escalation: [{ to: 'registered-manager', afterDueHours: 0 }],
    wording: {
      title: 'Return home interview for {name} (within 72 hours of return)',
      description:
        'An independent return home interview is offered within 72 hours of the {child} coming back. Record it, or that it was declined, under "Return home interview".',
    },
    assignTo: 'home-managers',
    taskType: 'task further action',
    category: 'incident',
    priority: 'high',
  }),
];

/** The incident review's further actions that ask for a plan to be updated, and the records that show it done. */
const UPDATES: { action: string; what: string; kinds: string[]; taskType: string; category: string }[] = [
  {
    action: 'update_risk_assessment',
    what: "{name}'s risk assessment",
    kinds: RISK_ASSESSMENTS.map((d) => d.kind),
    taskType: 'risk assessment to be updated action',
    category: 'risk',
  },
  {
    action: 'update_placement_or_support_plan',
    what: "{name}'s {planName}",
    kinds: [placementPlan.kind],
    taskType: 'incident action',
    category: 'placement/support plan',
  },
  {
    action: 'update_behaviour_management_plan',
    what: "{name}'s behaviour support plan",
    kinds: [behaviourSupportPlan.kind],
    taskType: 'incident action',
    category: 'pbs plan',
  },
];
/** Ours (DOMAIN says "after incidents", practice): a plan the review says to update is updated within 7 days. */
const UPDATE_DAYS = 7;

const afterIncident: Duty[] = UPDATES.map((u) =>
  defineDuty({
    key: `incident-${u.action.replaceAll('_', '-')}`,
    area: 'plans',
    subject: 'young-person',
    trigger: {
      on: 'record-event',
      kinds: ['incident'],
      when: [{ path: 'debrief.managerReview.furtherActions', in: [u.action] }],
      from: ['debrief.managerReview.at'],
    },
    period: { within: 'days', days: UPDATE_DAYS },
    met: [{ record: { kinds: u.kinds, state: 'submitted' } }],
    source: { cite: 'Plans updated after incidents (DOMAIN; 7 days is ours)', verified: true, practice: true },
    lead: {},
    escalation: [{ to: 'registered-manager', afterDueHours: 0 }],
    wording: {
      title: `Update ${u.what} after the incident`,
      description: `The manager's review of the incident asked for this. Done when ${u.what.replace("{name}'s", 'the')} is saved after the review (within ${UPDATE_DAYS} days).`,
    },
    assignTo: 'home-managers',
    taskType: u.taskType,
    category: u.category,
    priority: 'medium',
  }),
);

/** The review dates the definitions declare (their `alerts` on a review date), read here so they are declared once. */
const REVIEWS: Record<string, { taskType: string; category: string; what: string }> = {
  placement_plan_review: {
    taskType: 'placement/support plan review',
    category: 'placement/support plan',
    what: '{planName}',
  },
  risk_assessment_review: { taskType: 'risk assessment review', category: 'risk', what: 'risk assessment' },
  pbs_review: { taskType: 'pbs review', category: 'pbs plan', what: 'behaviour support plan' },
  therapeutic_plan_review: {
    taskType: 'therapeutic plan review',
    category: 'therapeutic plan',
    what: 'therapeutic plan',
  },
  ils_review: { taskType: 'ils review', category: 'ils', what: 'independent living skills assessment' },
};

/** The title a field's schema gives it (dots into groups). */
const fieldTitle = (def: RecordDefinition, path: string): string | undefined =>
  path
    .split('.')
    .reduce<{ title?: string; properties?: Record<string, unknown> } | undefined>(
      (node, k) => node?.properties?.[k] as never,
      def.schema as never,
    )?.title;

/** A plan's or assessment's review date as a duty: due on the date, met by a newer submitted version of it. */
export const reviewDuties = (def: RecordDefinition): Duty[] =>
  (def.alerts ?? [])
    .filter((a) => REVIEWS[a.alert])
    .map((a, i) => {
      const r = REVIEWS[a.alert];
      // a kind that shares a review alert with others names itself (the evacuation plan shares the risk one)
      const what = def.kind.startsWith('risk-assessment-')
        ? `${def.title.replace(/^Risk assessment: /i, '')} risk assessment`
        : def.kind === 'peep'
          ? 'personal emergency evacuation plan'
          : r.what;
      // a second dated field of one record (the missing-from-care assessment's Philomena photo) is its own duty
      const extra = i > 0 ? (fieldTitle(def, a.field) ?? a.field) : null;
      return defineDuty({
        key: `review-${def.kind}${extra ? `-${a.field.replaceAll('.', '-').toLowerCase()}` : ''}`,
        area: 'plans',
        subject: 'young-person',
        trigger: { on: 'date-field', kinds: [def.kind], field: a.field },
        period: { within: 'on-the-date' },
        met: [{ record: { kinds: [def.kind], state: 'submitted' } }],
        source: {
          cite: 'Plans and assessments reviewed by their review date (practice; DOMAIN)',
          verified: true,
          practice: true,
        },
        lead: { days: 7 },
        escalation: [{ to: 'registered-manager', afterDueHours: 0 }],
        wording: {
          title: extra ? `${extra.replace(/ by$/, '')} for {name} (${what})` : `Review {name}'s ${what}`,
          description:
            'Review it with the {child} by its review date, then set the next review date or write a new one. Done when the next review date is moved on or a newer one is signed.',
        },
        assignTo: 'home-managers',
        taskType: r.taskType,
        category: r.category,
        priority: 'medium',
      });
    });

export const duties: Duty[] = [
  ...eventDuties,
  ...afterIncident,
  ...[placementPlan, behaviourSupportPlan, therapeuticPlan, ilsPlan, ...RISK_ASSESSMENTS, peep].flatMap(reviewDuties),
];
