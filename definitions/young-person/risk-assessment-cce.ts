// Risk assessment: child criminal exploitation (CCE). Signs seen, people and places of concern, the
// National Referral Mechanism and the agreed ways of keeping the young person safe (DOMAIN §7).
import { date, group, longText, rows, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { cceIndicators, nrmDecisions } from '../lists/young-person-plans.ts';
import { notification, riskAssessment, section } from './risk-assessment-parts.ts';

export default riskAssessment({
  kind: 'risk-assessment-cce',
  title: 'Risk assessment: child criminal exploitation',
  description:
    'Child criminal exploitation (including county lines): the {child} is a victim, whatever they have been made to do. Share concerns with the {authority} and police, and record any safeguarding concern. Exploitation is notifiable to Ofsted in supported accommodation{| (Supported Accommodation Regulations 2023 reg 27)}.',
  reviewHelp: 'Review by this date, and after any missing episode, arrest or new concern',
  specific: [
    section(
      'exploitation',
      'Signs of criminal exploitation',
      {
        exploitation: group(
          'Signs of criminal exploitation',
          {
            indicators: choicesOf(cceIndicators, { title: 'Signs seen' }),
            indicatorsDetail: longText('What has been seen or heard', {
              description: 'Facts, dates and who reported them',
            }),
            moneyAndPossessions: longText('Unexplained money, phones and possessions'),
            travel: longText('Travel', {
              description: 'Where the {child} has been found or has travelled to, how and with whom',
            }),
            debt: longText('Debt', { description: 'Money or drugs the {child} is said to owe, and to whom' }),
            associates: rows(
              'People of concern',
              {
                name: text('Name or description'),
                details: text('Details', {
                  description: 'Age, nicknames, vehicles, phone numbers, where they are seen',
                }),
                concern: text('Concern'),
              },
              ['name'],
            ),
            placesOfConcern: longText('Places of concern'),
            countyLines: yesNo('Concern about county lines'),
            screeningTool: text('Exploitation screening tool', {
              description:
                "e.g. the local safeguarding partnership's exploitation screening tool, who completed it and when",
            }),
            screeningOutcome: text('Screening outcome'),
          },
          ['indicators', 'indicatorsDetail'],
        ),

        nrm: group(
          'National Referral Mechanism (NRM)',
          {
            considered: yesNo('NRM referral considered'),
            referredOn: date('Referred on'),
            firstResponder: text('Referred by', {
              description:
                'A first responder organisation, e.g. the local authority or police. Children do not have to consent to a referral',
            }),
            reference: text('Reference'),
            reasonableGrounds: choiceOf(nrmDecisions, { title: 'Reasonable grounds decision' }),
            conclusiveGrounds: choiceOf(nrmDecisions, { title: 'Conclusive grounds decision' }),
            notes: text('Notes', { description: 'If not referred, why not' }),
          },
          [],
          {
            description:
              'Modern Slavery Act 2015: children who may be victims of trafficking or exploitation are referred to the NRM',
          },
        ),
        notification: notification(
          "{Notify Ofsted when the registered person considers it a serious incident (Children's Homes Regulations 2015 reg 40(4))|Child criminal exploitation is notifiable without delay (Supported Accommodation Regulations 2023 reg 27)}",
        ),
      },
      ['exploitation'],
    ),
  ],
  plan: section(
    'safety-plan',
    'Safety plan',
    {
      safetyPlan: group(
        'Safety plan',
        {
          staffResponse: longText('What staff will do if signs are seen', {
            description: 'Who to tell, what to record, when to call the police',
          }),
          disruption: longText('Disruption', {
            description:
              'e.g. sharing intelligence with police, child abduction warning notices, changing routes to school, agreed phone checks',
          }),
          missingResponse: longText('If the {child} goes missing', {
            description: 'See the missing from care risk assessment and the Philomena Protocol',
          }),
          safeAdults: longText('Safe adults and ways to ask for help', { description: "In the {child}'s words" }),
          multiAgencyMeeting: date('Last multi-agency meeting', {
            description: 'e.g. strategy meeting or exploitation (MACE) panel',
          }),
          nextMultiAgencyMeeting: date('Next multi-agency meeting'),
          intelligenceShared: yesNo('Intelligence shared with police'),
          intelligenceReference: text('Intelligence reference'),
        },
        ['staffResponse'],
      ),
    },
    ['safetyPlan'],
  ),
  sharedWithHelp: 'e.g. social worker, police, youth justice worker, school',
});
