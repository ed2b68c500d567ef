// Deadlines a young person's records start (DOMAIN "Deadlines and frequencies"), as data for engine/deadlines:
// Reg 40 / Reg 27 notifications a safeguarding concern owes, the LADO referral, the return home interview, the
// review dates the plans and assessments declare (their `alerts`), and the plan updates an incident review asks for.
// Incidents' own notifications and reg 35 steps are workers/rules/incident-*.ts; these do not repeat them.
import type { RecordDefinition } from '../../engine/definitions/types.ts';
import type { Met, RecordDeadline } from '../../engine/deadlines/types.ts';
import placementPlan from './placement-plan.ts';
import behaviourSupportPlan from './behaviour-support-plan.ts';
import therapeuticPlan from './therapeutic-plan.ts';
import ilsPlan from './ils-plan.ts';
import raCce from './risk-assessment-cce.ts';
import raCse from './risk-assessment-cse.ts';
import raMissing from './risk-assessment-missing-from-care.ts';
import raOther from './risk-assessment-other.ts';
import raOthersHarm from './risk-assessment-others-harm.ts';
import raSelfHarm from './risk-assessment-self-harm.ts';
import raVulnerability from './risk-assessment-vulnerability.ts';

const SA = 'support_accomodation_for_older_children';
const CH = 'children_home';
/** "Without delay" (CH r40) and "ideally within 24 hours" (SA r27): both held to 24 hours. */
const NOTIFY_HOURS = 24;
const toOfsted = (at: string): Met => ({ rows: 'notifications', match: { authority: ['ofsted'] }, at });
const RISK_ASSESSMENTS = [raCce, raCse, raMissing, raOther, raOthersHarm, raSelfHarm, raVulnerability];

const notification = (key: string, homeTypes: string[], categories: string[]): RecordDeadline => ({
  key,
  kinds: ['safeguarding'],
  homeTypes,
  when: [{ path: 'category', in: categories }],
  from: ['raisedAt'],
  within: { hours: NOTIFY_HOURS },
  met: [toOfsted('at')],
  title: 'Notify Ofsted of the safeguarding concern about {name} ({notifyReg})',
  description:
    'Exploitation and allegations against the home or its staff are notified to Ofsted without delay ({Children\'s Homes Regulations 2015 reg 40(4)|Supported Accommodation Regulations 2023 reg 27: ideally within 24 hours}). Record it under "{notifyReg} notifications" with the time.',
  taskType: 'safeguarding action',
  category: 'safeguarding',
  priority: 'high',
});

const ENQUIRY = (key: 'started' | 'concluded', path: string): RecordDeadline => ({
  key: `safeguarding-cp-enquiry-${key}`,
  kinds: ['safeguarding'],
  when: [{ path, filled: true }],
  from: [path],
  within: { hours: NOTIFY_HOURS },
  met: [toOfsted('at')],
  title: `Notify Ofsted that the child protection enquiry about {name} ${key === 'started' ? 'has started' : 'has concluded'} ({notifyReg})`,
  description:
    "The start and the conclusion of a child protection enquiry are each notified to Ofsted without delay ({Children's Homes Regulations 2015 reg 40(4)|Supported Accommodation Regulations 2023 reg 27}). Add a notification row dated on or after that day.",
  taskType: 'safeguarding action',
  category: 'safeguarding',
  priority: 'high',
});

const eventDeadlines: RecordDeadline[] = [
  // a child's death and the other incident notifications are the incident rule's
  // (workers/rules/incident-notifications.ts)
  notification('safeguarding-notify-ofsted-ch', [CH], ['cse', 'allegation_against_staff']),
  notification('safeguarding-notify-ofsted-sa', [SA], ['cse', 'cce', 'allegation_against_staff']),
  ENQUIRY('started', 'cpEnquiry.instigatedAt'),
  ENQUIRY('concluded', 'cpEnquiry.concludedAt'),
  {
    key: 'safeguarding-cp-enquiry-concluded-follow-up',
    kinds: ['incident-follow-up'],
    when: [{ path: 'step', in: ['cp_enquiry_concluded'] }],
    from: ['concludedOn'],
    within: { hours: NOTIFY_HOURS },
    met: [{ rows: 'notifications', match: { authority: ['ofsted'] }, at: 'at', via: 'safeguarding' }],
    title: 'Notify Ofsted that the child protection enquiry about {name} has concluded ({notifyReg})',
    description:
      'The conclusion of a child protection enquiry is notified to Ofsted without delay ({Children\'s Homes Regulations 2015 reg 40(4)|Supported Accommodation Regulations 2023 reg 27}). Record it under "{notifyReg} notifications" on the safeguarding concern.',
    taskType: 'safeguarding action',
    category: 'safeguarding',
    priority: 'high',
  },
  {
    key: 'safeguarding-dbs-referral',
    kinds: ['safeguarding'],
    when: [{ path: 'allegation.dbsReferral', in: ['true'] }],
    from: ['allegation.dbsReferredAt', 'raisedAt'],
    within: { hours: NOTIFY_HOURS },
    met: [toOfsted('at')],
    title: "Notify Ofsted of the referral to the DBS (allegation about {name}'s care, {notifyReg})",
    description:
      "A referral of a member of staff to the Disclosure and Barring Service (Safeguarding Vulnerable Groups Act 2006 s35) is notified to Ofsted ({Children's Homes Regulations 2015 reg 40|Supported Accommodation Regulations 2023 reg 27}).",
    taskType: 'safeguarding action',
    category: 'safeguarding',
    priority: 'high',
  },
  {
    // Ours: a missing episode is notifiable when it is a serious incident — graded high risk by the police,
    // exploitation
    // came out of the return interview (CSE is notifiable), or someone listed Ofsted among those told.
    key: 'missing-notify-ofsted',
    kinds: ['missing-episode'],
    when: [
      { path: 'search.policeRisk', in: ['high'] },
      { path: 'returnInterview.exploitationConcerns', in: ['true'] },
      { path: 'notified', rowWhere: { who: ['ofsted'] } },
    ],
    from: ['discovery.discoveredAt'],
    within: { hours: NOTIFY_HOURS },
    met: [{ rows: 'notified', match: { who: ['ofsted'] }, at: 'at' }],
    title: "Notify Ofsted of {name}'s missing episode ({notifyReg})",
    description:
      'A missing episode that is a serious incident (high risk, or exploitation) is notified to Ofsted without delay ({Children\'s Homes Regulations 2015 reg 40(4)|Supported Accommodation Regulations 2023 reg 27: ideally within 24 hours}). Add Ofsted under "Who was told", with the time.',
    taskType: 'task further action',
    category: 'incident',
    priority: 'high',
  },
  {
    key: 'safeguarding-lado-referral',
    kinds: ['safeguarding'],
    when: [
      { path: 'category', in: ['allegation_against_staff'] },
      { path: 'allegation.subject', filled: true },
    ],
    from: ['raisedAt'],
    within: { workingDays: 1 },
    met: [{ path: 'allegation.ladoReferredAt', filled: true }],
    title: "Refer the allegation about {name}'s care to the LADO (1 working day)",
    description:
      'An allegation that a member of staff harmed a child or may pose a risk to children goes to the local authority designated officer within one working day (local LADO procedures). Fill in "Referred to the LADO at".',
    taskType: 'safeguarding action',
    category: 'safeguarding',
    priority: 'high',
  },
  {
    key: 'missing-return-interview',
    kinds: ['missing-episode'],
    when: [{ path: 'return.returnedAt', filled: true }],
    from: ['return.returnedAt'],
    within: { hours: 72 },
    met: [
      { path: 'returnInterview.completedAt', filled: true },
      { path: 'returnInterview.declined', in: ['true'] },
    ],
    title: 'Return home interview for {name} (within 72 hours of return)',
    description:
      'An independent return home interview is offered within 72 hours of the {child} coming back (DfE 2014 statutory guidance on children who run away or go missing from home or care). Record it, or that it was declined, under "Return home interview".',
    taskType: 'task further action',
    category: 'incident',
    priority: 'high',
  },
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
/**
 * Ours (DOMAIN says "after incidents", practice): a plan the review says to update is updated within 7 days of the
 * review.
 */
const UPDATE_DAYS = 7;

const afterIncident: RecordDeadline[] = UPDATES.map((u) => ({
  key: `incident-${u.action.replaceAll('_', '-')}`,
  kinds: ['incident'],
  when: [{ path: 'debrief.managerReview.furtherActions', in: [u.action] }],
  from: ['debrief.managerReview.at'],
  within: { days: UPDATE_DAYS },
  met: [{ kinds: u.kinds }],
  title: `Update ${u.what} after the incident`,
  description: `The manager's review of the incident asked for this. Done when ${u.what.replace("{name}'s", 'the')} is saved after the review (within ${UPDATE_DAYS} days).`,
  taskType: u.taskType,
  category: u.category,
  priority: 'medium',
}));

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

export const reviewDeadline = (def: RecordDefinition): RecordDeadline[] =>
  (def.alerts ?? [])
    .filter((a) => REVIEWS[a.alert])
    .map((a, i) => {
      const r = REVIEWS[a.alert];
      const what = def.kind.startsWith('risk-assessment-')
        ? `${def.title.replace(/^Risk assessment: /i, '')} risk assessment`
        : r.what;
      // a second dated field of one record (the missing-from-care assessment's Philomena photo) is its own deadline
      const extra = i > 0 ? (fieldTitle(def, a.field) ?? a.field) : null;
      return {
        key: `review-${def.kind}${extra ? `-${a.field.replaceAll('.', '-').toLowerCase()}` : ''}`,
        kinds: [def.kind],
        from: [a.field],
        within: { onTheDate: true },
        submittedOnly: true,
        met: [{ kinds: [def.kind] }],
        title: extra ? `${extra.replace(/ by$/, '')} for {name} (${what})` : `Review {name}'s ${what}`,
        description:
          'Review it with the {child} by its review date (practice; DOMAIN "Deadlines and frequencies"), then set the next review date or write a new one. Done when the next review date is moved on or a newer one is signed.',
        taskType: r.taskType,
        category: r.category,
        priority: 'medium',
      };
    });

export const deadlines: RecordDeadline[] = [
  ...eventDeadlines,
  ...afterIncident,
  ...[placementPlan, behaviourSupportPlan, therapeuticPlan, ilsPlan, ...RISK_ASSESSMENTS].flatMap(reviewDeadline),
];
