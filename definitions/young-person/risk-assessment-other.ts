// Risk assessment: other. Any risk not covered by the specific assessments (an activity, family time,
// a health condition, fire setting...), in the same common form (DOMAIN §7).
import { defineRecord } from '../../engine/definitions/types.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { text, longText, date, yesNo, group, rows } from '../../engine/definitions/fields.ts';
import { riskLikelihood, riskSeverity, assessmentReasons } from '../lists/plans-risk.ts';
import { otherRiskCategories } from '../lists/young-person-plans.ts';

const planningAid = 'A planning aid for agreeing measures, not a prediction.';

export default defineRecord({
  kind: 'risk-assessment-other',
  title: 'Risk assessment: other',
  description: "A risk to or from the {child} that the specific risk assessments do not cover, such as an activity, family time or a health condition.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'plans',
  profileTab: 'plans',
  workflow: 'signoff',
  signoff: 'riskAssessment',
  metric: 'riskManagement',
  dateField: 'assessmentDate',
  list: { columns: ['assessmentDate', 'reviewDate', 'topic'] },
  alerts: [{ field: 'reviewDate', alert: 'risk_assessment_review', leadDays: [14, 0] }],
  schema: {
    type: 'object',
    title: 'Risk assessment: other',
    additionalProperties: false,
    required: ['assessmentDate', 'reviewDate', 'reason', 'topic', 'category', 'background', 'risks', 'safetyPlan'],
    properties: {
      assessmentDate: date('Assessment date'),
      reviewDate: date('Review date', { description: 'Review by this date, and after any incident or significant change' }),
      reason: choiceOf(assessmentReasons, { title: 'Reason for this assessment' }),
      topic: text('What this assessment is about', { description: 'e.g. "Overnight stay with Nan", "Climbing trip", "Epilepsy"' }),
      category: choiceOf(otherRiskCategories, { title: 'Kind of risk' }),
      background: longText('Background', { description: 'What is planned or what has happened, and why an assessment is needed' }),

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

      safetyPlan: group('Safety plan', {
        staffResponse: longText('What staff will do if something goes wrong', { description: 'Including who to call and when' }),
        emergencyContacts: text('Emergency contacts'),
        consentNeeded: text('Consent needed', { description: 'e.g. from the social worker or the person with parental responsibility, and whether it has been given' }),
      }, ['staffResponse']),

      ypView: longText("The {child}'s view"),
      ypContributed: yesNo('The {child} helped write this assessment'),
      sharedWith: text('Shared with'),
      linkedIncidents: {
        type: 'array',
        title: 'Linked incidents',
        uniqueItems: true,
        items: { type: 'string', format: 'uuid', title: 'Incident', 'x-ref': 'incident' },
      },
    },
  },
  sections: [
    { key: 'details', title: 'Assessment', fields: ['assessmentDate', 'reviewDate', 'reason', 'topic', 'category', 'background'] },
    { key: 'risks', title: 'Risks and measures', fields: ['risks'] },
    { key: 'safety-plan', title: 'Safety plan', fields: ['safetyPlan'] },
    { key: 'views', title: 'Views and sharing', fields: ['ypView', 'ypContributed', 'sharedWith', 'linkedIncidents'] },
  ],
});
