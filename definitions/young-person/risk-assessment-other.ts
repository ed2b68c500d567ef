// Risk assessment: other. Any risk not covered by the specific assessments (an activity, family time,
// a health condition, fire setting...), in the same common form (DOMAIN §7).
import { group, longText, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { otherRiskCategories } from '../lists/young-person-plans.ts';
import { riskAssessment, section } from './risk-assessment-parts.ts';

export default riskAssessment({
  kind: 'risk-assessment-other',
  title: 'Risk assessment: other',
  description:
    'A risk to or from the {child} that the specific risk assessments do not cover, such as an activity, family time or a health condition.',
  reviewHelp: 'Review by this date, and after any incident or significant change',
  listColumn: 'topic',
  details: {
    properties: {
      topic: text('What this assessment is about', {
        description: 'e.g. "Overnight stay with Nan", "Climbing trip", "Epilepsy"',
      }),
      category: choiceOf(otherRiskCategories, { title: 'Kind of risk' }),
      background: longText('Background', {
        description: 'What is planned or what has happened, and why an assessment is needed',
      }),
    },
    required: ['topic', 'category', 'background'],
  },
  plan: section(
    'safety-plan',
    'Safety plan',
    {
      safetyPlan: group(
        'Safety plan',
        {
          staffResponse: longText('What staff will do if something goes wrong', {
            description: 'Including who to call and when',
          }),
          emergencyContacts: text('Emergency contacts'),
          consentNeeded: text('Consent needed', {
            description:
              'e.g. from the social worker or the person with parental responsibility, and whether it has been given',
          }),
        },
        ['staffResponse'],
      ),
    },
    ['safetyPlan'],
  ),
});
