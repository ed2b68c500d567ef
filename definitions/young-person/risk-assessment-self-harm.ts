// Risk assessment: self-harm and suicide. Current risks and the agreed ways of keeping the
// young person safe (DOMAIN §7).
import { date, group, longText, text } from '../../engine/definitions/fields.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { meansOfHarm, observationLevels, selfHarmMethods, suicidalIdeation } from '../lists/plans-risk.ts';
import { riskAssessment, section } from './risk-assessment-parts.ts';

export default riskAssessment({
  kind: 'risk-assessment-self-harm-suicide',
  title: 'Risk assessment: self-harm and suicide',
  description:
    "Focus on the {child}'s needs, what helps and what keeps them safe. NICE NG225: do not use risk tools, scores or low/medium/high categories to predict suicide or self-harm, or to decide who gets help.",
  reviewHelp: 'Review by this date, and after any self-harm or significant change',
  listColumn: 'observationLevel',
  specific: [
    section(
      'self-harm',
      'Self-harm and thoughts of suicide',
      {
        selfHarm: group(
          'Self-harm and thoughts of suicide',
          {
            history: longText('History', { description: 'What has happened before, when, and what helped' }),
            lastEpisode: date('Most recent self-harm'),
            methods: choicesOf(selfHarmMethods, { title: 'Methods used or talked about' }),
            ideation: choiceOf(suicidalIdeation, {
              title: 'Thoughts of suicide',
              description: 'What the {child} has said or shown, in plain words',
            }),
            ideationDetail: longText('What the {child} has said', { description: 'Their words, when and to whom' }),
            accessToMeans: choicesOf(meansOfHarm, { title: 'Access to means' }),
            meansControls: longText('How access to means is reduced', {
              description:
                'e.g. medication locked and counted, sharps count each shift, room checks agreed with the {child}',
            }),
            meansToldTo: text('Who has been told about these measures', {
              description: 'e.g. all staff on shift, school, parents before family time',
            }),
            professionalsInvolved: text('Professionals involved', {
              description: 'e.g. CAMHS worker, GP, school nurse',
            }),
          },
          ['methods', 'ideation', 'accessToMeans'],
        ),
      },
      ['selfHarm'],
    ),
  ],
  // NICE NG225: no risk scales or low/medium/high categories to predict self-harm or suicide, so no scores
  scored: false,
  plan: section(
    'safety-plan',
    'Observation and safety plan',
    {
      observationLevel: choiceOf(observationLevels, {
        title: 'Observation level',
        description: 'Agreed with the manager; least intrusive level that keeps the {child} safe',
      }),
      observationReason: text('Reason for this observation level'),

      safetyPlan: group(
        'Safety plan',
        {
          warningSigns: longText('My warning signs'),
          copingStrategies: longText('Things I can do to help myself'),
          peopleToTalkTo: longText('People I can talk to'),
          staffResponse: longText('What staff will do', {
            description: 'Including first aid, when to call 111 or 999, and going to A&E',
          }),
          crisisContacts: longText('Crisis contacts', {
            description: 'e.g. CAMHS crisis line, Childline 0800 1111, Samaritans 116 123, Shout (text 85258)',
          }),
          safeEnvironment: longText('Keeping my environment safe'),
          reasonsForLiving: longText('Things that are important to me'),
        },
        ['warningSigns', 'staffResponse'],
      ),
    },
    ['observationLevel', 'safetyPlan'],
  ),
  sharedWithHelp: 'e.g. social worker, CAMHS, school',
});
