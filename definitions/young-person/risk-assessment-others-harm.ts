// Risk assessment: harm to others. Who may be harmed and how, weapons, harmful sexual behaviour,
// the impact on other children in the home and the agreed ways of keeping everyone safe (DOMAIN §7).
import { date, group, longText, text, yesNo } from '../../engine/definitions/fields.ts';
import { choicesOf } from '../../engine/definitions/lists.ts';
import { harmTargets, harmTypes } from '../lists/young-person-plans.ts';
import { riskAssessment, section } from './risk-assessment-parts.ts';

export default riskAssessment({
  kind: 'risk-assessment-others-harm',
  title: 'Risk assessment: harm to others',
  description:
    "Risks the {child}'s behaviour poses to other children, staff and the public, and how everyone is kept safe without labelling the {child}. Read with the behaviour support plan; consider the impact on the other children in the home.",
  reviewHelp: 'Review by this date, and after any incident of harm to others or a new admission to the home',
  specific: [
    section(
      'harm',
      'Harm to others',
      {
        harm: group(
          'Harm to others',
          {
            targets: choicesOf(harmTargets, { title: 'Who may be harmed' }),
            kinds: choicesOf(harmTypes, { title: 'Kinds of harm' }),
            history: longText('History', {
              description: 'What has happened before, when and to whom; include cautions and convictions',
            }),
            lastIncident: date('Most recent incident'),
            weapons: longText('Weapons', {
              description: 'Carried, used or talked about; what has been found and where',
            }),
            youthJustice: text('Youth justice involvement', {
              description: 'e.g. youth justice worker, order and conditions',
            }),
            harmfulSexualBehaviour: group('Harmful sexual behaviour', {
              concern: yesNo('There are concerns about harmful sexual behaviour'),
              detail: longText('What is known'),
              assessment: text('Specialist assessment', { description: 'e.g. AIM3 assessment, and who completed it' }),
              assessmentDate: date('Assessment date'),
            }),
          },
          ['targets', 'kinds', 'history'],
        ),
      },
      ['harm'],
    ),
  ],
  plan: section(
    'safety-plan',
    'Keeping everyone safe',
    {
      safetyPlan: group(
        'Keeping everyone safe',
        {
          supervision: longText('Supervision', {
            description: 'Staffing levels, where the {child} may be unsupervised, contact with younger children',
          }),
          environment: longText('Environment', {
            description: 'e.g. bedroom location, knives and sharps locked away, door alarms',
          }),
          searches: longText('Searches of room or belongings', {
            description:
              "Only as agreed in this plan and the home's policy, with the {child} told why; record each search",
          }),
          impactOnOthers: longText('Impact on the other {children} in the {home}', {
            description: 'How the home keeps the other children safe and how new admissions are matched',
          }),
          staffResponse: longText('What staff will do if there is a risk of harm', {
            description: 'De-escalation first, as in the behaviour support plan; when to call the police',
          }),
          victimsSupport: longText('Support for anyone harmed'),
        },
        ['supervision', 'staffResponse'],
      ),
    },
    ['safetyPlan'],
  ),
  sharedWithHelp: 'e.g. social worker, youth justice service, school',
});
