// Risk assessment: child sexual exploitation (CSE). Signs seen, online contacts, people, vehicles and
// places of concern, the Ofsted notification and the agreed ways of keeping the young person safe (DOMAIN §7).
import { date, group, longText, rows, text } from '../../engine/definitions/fields.ts';
import { choicesOf } from '../../engine/definitions/lists.ts';
import { cseIndicators } from '../lists/young-person-plans.ts';
import { notification, riskAssessment, section } from './risk-assessment-parts.ts';

export default riskAssessment({
  kind: 'risk-assessment-cse',
  title: 'Risk assessment: child sexual exploitation',
  description:
    "Child sexual exploitation: the {child} is a victim and is never to blame. Suspected sexual exploitation is notified to Ofsted without delay ({notifyReg}: {Children's Homes Regulations 2015 reg 40(4)|Supported Accommodation Regulations 2023 reg 27}) and shared with the {authority} and police.",
  reviewHelp: 'Review by this date, and after any missing episode, disclosure or new concern',
  specific: [
    section(
      'exploitation',
      'Signs of sexual exploitation',
      {
        exploitation: group(
          'Signs of sexual exploitation',
          {
            indicators: choicesOf(cseIndicators, { title: 'Signs seen' }),
            indicatorsDetail: longText('What has been seen or heard', {
              description: 'Facts, dates and who reported them',
            }),
            onlineContacts: rows(
              'Online contacts of concern',
              {
                platform: text('App or platform'),
                username: text('Username or number'),
                concern: text('Concern'),
              },
              ['platform'],
            ),
            associates: rows(
              'People of concern',
              {
                name: text('Name or description'),
                details: text('Details', { description: 'Age, nicknames, phone numbers, where they are seen' }),
                concern: text('Concern'),
              },
              ['name'],
            ),
            vehicles: rows(
              'Vehicles of concern',
              {
                description: text('Make, model and colour'),
                registration: text('Registration'),
                seenOn: date('Seen on'),
              },
              ['description'],
            ),
            placesOfConcern: longText('Places of concern', { description: 'Addresses, hotels, parks, parties' }),
            screeningTool: text('Exploitation screening tool', {
              description:
                "e.g. the local safeguarding partnership's exploitation screening tool, who completed it and when",
            }),
            screeningOutcome: text('Screening outcome'),
          },
          ['indicators', 'indicatorsDetail'],
        ),

        notification: notification(
          "Suspected child sexual exploitation is notifiable ({Children's Homes Regulations 2015 reg 40(4)|Supported Accommodation Regulations 2023 reg 27})",
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
              'e.g. sharing vehicle and address details with police, child abduction warning notices, hotel and taxi-firm alerts',
          }),
          onlineSafety: longText('Online safety', {
            description:
              'Agreed with the {child}, e.g. privacy settings, blocking and reporting, Report Remove for shared images',
          }),
          sexualHealth: longText('Sexual health and relationships support', {
            description: 'e.g. sexual-health clinic, healthy relationships work, specialist CSE worker',
          }),
          missingResponse: longText('If the {child} goes missing', {
            description: 'See the missing from care risk assessment and the Philomena Protocol',
          }),
          safeAdults: longText('Safe adults and ways to ask for help', { description: "In the {child}'s words" }),
          multiAgencyMeeting: date('Last multi-agency meeting', {
            description: 'e.g. strategy meeting or exploitation (MACE) panel',
          }),
          nextMultiAgencyMeeting: date('Next multi-agency meeting'),
        },
        ['staffResponse'],
      ),
    },
    ['safetyPlan'],
  ),
  sharedWithHelp: 'e.g. social worker, police, school nurse, school',
});
