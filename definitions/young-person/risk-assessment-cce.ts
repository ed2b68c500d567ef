// Risk assessment: child criminal exploitation (CCE). Signs seen, people and places of concern, the
// National Referral Mechanism and the agreed ways of keeping the young person safe (DOMAIN §7).
import { defineRecord } from '../../engine/definitions/types.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { text, longText, date, yesNo, group, rows } from '../../engine/definitions/fields.ts';
import { riskLikelihood, riskSeverity, assessmentReasons } from '../lists/plans-risk.ts';
import { cceIndicators, nrmDecisions } from '../lists/young-person-plans.ts';

const planningAid = 'A planning aid for agreeing measures, not a prediction.';

export default defineRecord({
  kind: 'risk-assessment-cce',
  title: 'Risk assessment: child criminal exploitation',
  description: "Child criminal exploitation (including county lines): the {child} is a victim, whatever they have been made to do. Share concerns with the {authority} and police, and record any safeguarding concern. Exploitation is notifiable to Ofsted in supported accommodation (Supported Accommodation Regulations 2023 reg 27).",
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
    title: 'Risk assessment: child criminal exploitation',
    additionalProperties: false,
    required: ['assessmentDate', 'reviewDate', 'reason', 'exploitation', 'risks', 'safetyPlan'],
    properties: {
      assessmentDate: date('Assessment date'),
      reviewDate: date('Review date', { description: 'Review by this date, and after any missing episode, arrest or new concern' }),
      reason: choiceOf(assessmentReasons, { title: 'Reason for this assessment' }),

      exploitation: group('Signs of criminal exploitation', {
        indicators: choicesOf(cceIndicators, { title: 'Signs seen' }),
        indicatorsDetail: longText('What has been seen or heard', { description: 'Facts, dates and who reported them' }),
        moneyAndPossessions: longText('Unexplained money, phones and possessions'),
        travel: longText('Travel', { description: 'Where the {child} has been found or has travelled to, how and with whom' }),
        debt: longText('Debt', { description: 'Money or drugs the {child} is said to owe, and to whom' }),
        associates: rows('People of concern', {
          name: text('Name or description'),
          details: text('Details', { description: 'Age, nicknames, vehicles, phone numbers, where they are seen' }),
          concern: text('Concern'),
        }, ['name']),
        placesOfConcern: longText('Places of concern'),
        countyLines: yesNo('Concern about county lines'),
        screeningTool: text('Exploitation screening tool', { description: "e.g. the local safeguarding partnership's exploitation screening tool, who completed it and when" }),
        screeningOutcome: text('Screening outcome'),
      }, ['indicators', 'indicatorsDetail']),

      nrm: group('National Referral Mechanism (NRM)', {
        considered: yesNo('NRM referral considered'),
        referredOn: date('Referred on'),
        firstResponder: text('Referred by', { description: 'A first responder organisation, e.g. the local authority or police. Children do not have to consent to a referral' }),
        reference: text('Reference'),
        reasonableGrounds: choiceOf(nrmDecisions, { title: 'Reasonable grounds decision' }),
        conclusiveGrounds: choiceOf(nrmDecisions, { title: 'Conclusive grounds decision' }),
        notes: text('Notes', { description: 'If not referred, why not' }),
      }, [], { description: 'Modern Slavery Act 2015: children who may be victims of trafficking or exploitation are referred to the NRM' }),

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
        staffResponse: longText('What staff will do if signs are seen', { description: 'Who to tell, what to record, when to call the police' }),
        disruption: longText('Disruption', { description: 'e.g. sharing intelligence with police, child abduction warning notices, changing routes to school, agreed phone checks' }),
        missingResponse: longText('If the {child} goes missing', { description: 'See the missing from care risk assessment and the Philomena Protocol' }),
        safeAdults: longText('Safe adults and ways to ask for help', { description: 'In the {child}\'s words' }),
        multiAgencyMeeting: date('Last multi-agency meeting', { description: 'e.g. strategy meeting or exploitation (MACE) panel' }),
        nextMultiAgencyMeeting: date('Next multi-agency meeting'),
        intelligenceShared: yesNo('Intelligence shared with police'),
        intelligenceReference: text('Intelligence reference'),
      }, ['staffResponse']),

      ypView: longText("The {child}'s view"),
      ypContributed: yesNo('The {child} helped write this assessment'),
      sharedWith: text('Shared with', { description: 'e.g. social worker, police, youth justice worker, school' }),
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
    { key: 'exploitation', title: 'Signs of criminal exploitation', fields: ['exploitation', 'nrm'] },
    { key: 'risks', title: 'Risks and measures', fields: ['risks'] },
    { key: 'safety-plan', title: 'Safety plan', fields: ['safetyPlan'] },
    { key: 'views', title: 'Views and sharing', fields: ['ypView', 'ypContributed', 'sharedWith', 'linkedIncidents'] },
  ],
});
