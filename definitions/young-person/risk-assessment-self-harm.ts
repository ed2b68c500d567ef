// Risk assessment: self-harm and suicide. Current risks and the agreed ways of keeping the
// young person safe (DOMAIN §7).
import { defineRecord } from '../../engine/definitions/types.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { text, longText, date, yesNo, group, rows } from '../../engine/definitions/fields.ts';
import {
  riskLikelihood, riskSeverity, assessmentReasons, selfHarmMethods, suicidalIdeation, meansOfHarm,
  observationLevels,
} from '../lists/plans-risk.ts';

const notPredictive = 'For planning controls only. It does not predict self-harm or suicide (NICE NG225).';

export default defineRecord({
  kind: 'risk-assessment-self-harm-suicide',
  title: 'Risk assessment: self-harm and suicide',
  description: "Focus on the {child}'s needs, what helps and what keeps them safe. NICE NG225: do not use risk tools, scores or low/medium/high categories to predict suicide or self-harm, or to decide who gets help.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'plans',
  profileTab: 'plans',
  workflow: 'signoff',
  signoff: 'riskAssessment',
  metric: 'riskManagement',
  dateField: 'assessmentDate',
  list: { columns: ['assessmentDate', 'reviewDate', 'observationLevel'] },
  alerts: [{ field: 'reviewDate', alert: 'risk_assessment_review', leadDays: [14, 0] }],
  schema: {
    type: 'object',
    title: 'Risk assessment: self-harm and suicide',
    additionalProperties: false,
    required: ['assessmentDate', 'reviewDate', 'reason', 'selfHarm', 'risks', 'observationLevel', 'safetyPlan'],
    properties: {
      assessmentDate: date('Assessment date'),
      reviewDate: date('Review date', { description: 'Review by this date, and after any self-harm or significant change' }),
      reason: choiceOf(assessmentReasons, { title: 'Reason for this assessment' }),

      selfHarm: group('Self-harm and thoughts of suicide', {
        history: longText('History', { description: 'What has happened before, when, and what helped' }),
        lastEpisode: date('Most recent self-harm'),
        methods: choicesOf(selfHarmMethods, { title: 'Methods used or talked about' }),
        ideation: choiceOf(suicidalIdeation, { title: 'Thoughts of suicide', description: 'What the {child} has said or shown, in plain words' }),
        ideationDetail: longText('What the {child} has said', { description: 'Their words, when and to whom' }),
        accessToMeans: choicesOf(meansOfHarm, { title: 'Access to means' }),
        meansControls: longText('How access to means is reduced', { description: 'e.g. medication locked and counted, sharps count each shift, room checks agreed with the {child}' }),
        professionalsInvolved: text('Professionals involved', { description: 'e.g. CAMHS worker, GP, school nurse' }),
      }, ['methods', 'ideation', 'accessToMeans']),

      risks: rows('Risks', {
        risk: text('Risk'),
        indicators: longText('Signs to look out for'),
        triggers: longText('Triggers'),
        likelihood: choiceOf(riskLikelihood, { title: 'Likelihood', description: notPredictive }),
        severity: choiceOf(riskSeverity, { title: 'Severity', description: notPredictive }),
        protective: longText('What helps (protective factors)'),
        controls: rows('What we will do', {
          measure: text('Measure'),
          owner: text('Who'),
        }, ['measure']),
        residual: longText('What remains after these measures'),
      }, ['risk', 'indicators', 'likelihood', 'severity']),

      observationLevel: choiceOf(observationLevels, { title: 'Observation level', description: 'Agreed with the manager; least intrusive level that keeps the {child} safe' }),
      observationReason: text('Reason for this observation level'),

      safetyPlan: group('Safety plan', {
        warningSigns: longText('My warning signs'),
        copingStrategies: longText('Things I can do to help myself'),
        peopleToTalkTo: longText('People I can talk to'),
        staffResponse: longText('What staff will do', { description: 'Including first aid, when to call 111 or 999, and going to A&E' }),
        crisisContacts: longText('Crisis contacts', { description: 'e.g. CAMHS crisis line, Childline 0800 1111, Samaritans 116 123, Shout (text 85258)' }),
        safeEnvironment: longText('Keeping my environment safe'),
        reasonsForLiving: longText('Things that are important to me'),
      }, ['warningSigns', 'staffResponse']),

      ypView: longText("The {child}'s view"),
      ypContributed: yesNo('The {child} helped write this assessment'),
      sharedWith: text('Shared with', { description: 'e.g. social worker, CAMHS, school' }),
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
    { key: 'self-harm', title: 'Self-harm and thoughts of suicide', fields: ['selfHarm'] },
    { key: 'risks', title: 'Risks and measures', fields: ['risks'] },
    { key: 'safety-plan', title: 'Observation and safety plan', fields: ['observationLevel', 'observationReason', 'safetyPlan'] },
    { key: 'views', title: 'Views and sharing', fields: ['ypView', 'ypContributed', 'sharedWith', 'linkedIncidents'] },
  ],
});
