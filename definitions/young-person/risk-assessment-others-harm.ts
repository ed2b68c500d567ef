// Risk assessment: harm to others. Who may be harmed and how, weapons, harmful sexual behaviour,
// the impact on other children in the home and the agreed ways of keeping everyone safe (DOMAIN §7).
import { defineRecord } from '../../engine/definitions/types.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { text, longText, date, yesNo, group, rows } from '../../engine/definitions/fields.ts';
import { riskLikelihood, riskSeverity, assessmentReasons } from '../lists/plans-risk.ts';
import { harmTargets, harmTypes } from '../lists/young-person-plans.ts';

const planningAid = 'A planning aid for agreeing measures, not a prediction.';

export default defineRecord({
  kind: 'risk-assessment-others-harm',
  title: 'Risk assessment: harm to others',
  description: "Risks the {child}'s behaviour poses to other children, staff and the public, and how everyone is kept safe without labelling the {child}. Read with the behaviour support plan; consider the impact on the other children in the home.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'plans',
  profileTab: 'plans',
  workflow: 'signoff',
  signoff: 'riskAssessment',
  metric: 'riskManagement',
  dateField: 'assessmentDate',
  list: { columns: ['assessmentDate', 'reviewDate', 'reason'] },
  alerts: [{ field: 'reviewDate', alert: 'risk_assessment_review', leadDays: [14, 0] }],
  schema: {
    type: 'object',
    title: 'Risk assessment: harm to others',
    additionalProperties: false,
    required: ['assessmentDate', 'reviewDate', 'reason', 'harm', 'risks', 'safetyPlan'],
    properties: {
      assessmentDate: date('Assessment date'),
      reviewDate: date('Review date', { description: 'Review by this date, and after any incident of harm to others or a new admission to the home' }),
      reason: choiceOf(assessmentReasons, { title: 'Reason for this assessment' }),

      harm: group('Harm to others', {
        targets: choicesOf(harmTargets, { title: 'Who may be harmed' }),
        kinds: choicesOf(harmTypes, { title: 'Kinds of harm' }),
        history: longText('History', { description: 'What has happened before, when and to whom; include cautions and convictions' }),
        lastIncident: date('Most recent incident'),
        weapons: longText('Weapons', { description: 'Carried, used or talked about; what has been found and where' }),
        youthJustice: text('Youth justice involvement', { description: 'e.g. youth justice worker, order and conditions' }),
        harmfulSexualBehaviour: group('Harmful sexual behaviour', {
          concern: yesNo('There are concerns about harmful sexual behaviour'),
          detail: longText('What is known'),
          assessment: text('Specialist assessment', { description: 'e.g. AIM3 assessment, and who completed it' }),
          assessmentDate: date('Assessment date'),
        }),
      }, ['targets', 'kinds', 'history']),

      risks: rows('Risks', {
        risk: text('Risk'),
        indicators: longText('Signs to look out for'),
        triggers: longText('Triggers'),
        likelihood: choiceOf(riskLikelihood, { title: 'Likelihood', description: planningAid }),
        severity: choiceOf(riskSeverity, { title: 'Severity', description: planningAid }),
        protective: longText('What helps (protective factors)'),
        controls: rows('What we will do', {
          measure: text('Measure'),
          owner: text('Who'),
        }, ['measure']),
        residual: longText('What remains after these measures'),
      }, ['risk', 'indicators', 'likelihood', 'severity']),

      safetyPlan: group('Keeping everyone safe', {
        supervision: longText('Supervision', { description: 'Staffing levels, where the {child} may be unsupervised, contact with younger children' }),
        environment: longText('Environment', { description: 'e.g. bedroom location, knives and sharps locked away, door alarms' }),
        searches: longText('Searches of room or belongings', { description: "Only as agreed in this plan and the home's policy, with the {child} told why; record each search" }),
        impactOnOthers: longText('Impact on the other children in the home', { description: 'How the home keeps the other children safe and how new admissions are matched' }),
        staffResponse: longText('What staff will do if there is a risk of harm', { description: 'De-escalation first, as in the behaviour support plan; when to call the police' }),
        victimsSupport: longText('Support for anyone harmed'),
      }, ['supervision', 'staffResponse']),

      ypView: longText("The {child}'s view"),
      ypContributed: yesNo('The {child} helped write this assessment'),
      sharedWith: text('Shared with', { description: 'e.g. social worker, youth justice service, school' }),
      linkedIncidents: {
        type: 'array',
        title: 'Linked incidents',
        uniqueItems: true,
        items: { type: 'string', format: 'uuid', title: 'Incident', 'x-ref': 'incident' },
      },
    },
  },
  sections: [
    { key: 'details', title: 'Assessment', fields: ['assessmentDate', 'reviewDate', 'reason'] },
    { key: 'harm', title: 'Harm to others', fields: ['harm'] },
    { key: 'risks', title: 'Risks and measures', fields: ['risks'] },
    { key: 'safety-plan', title: 'Keeping everyone safe', fields: ['safetyPlan'] },
    { key: 'views', title: 'Views and sharing', fields: ['ypView', 'ypContributed', 'sharedWith', 'linkedIncidents'] },
  ],
});
