// Risk assessment: missing from care. The pattern of missing episodes, the Philomena Protocol Part 1
// kept current for the police, and the agreed response when the young person is missing (DOMAIN §4, §7).
import {
  attachments,
  date,
  group,
  integer,
  longText,
  number,
  rows,
  text,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { links, riskAssessment, section } from './risk-assessment-parts.ts';

export default riskAssessment({
  kind: 'risk-assessment-missing-from-care',
  title: 'Risk assessment: missing from care',
  description:
    "Why and where the {child} may go missing, the Philomena Protocol information the police need, and what staff do, in line with the home's missing child policy and the local missing protocol ({Children's Homes Regulations 2015 reg 34|Supported Accommodation Regulations 2023 reg 21}; DfE 2014 statutory guidance on children who run away or go missing from home or care).",
  reviewHelp: 'Review by this date, and after every missing episode and return home interview',
  listColumn: 'missingHistory.episodesLast12Months',
  extraAlerts: [{ field: 'philomena.photoUpdateBy', alert: 'risk_assessment_review', leadDays: [7, 0] }],
  specific: [
    section(
      'missing-history',
      'Missing history and pattern',
      {
        missingHistory: group(
          'Missing history and pattern',
          {
            episodesLast12Months: integer('Missing episodes in the last 12 months', { minimum: 0 }),
            lastEpisode: date('Most recent missing episode'),
            pattern: longText('Pattern', {
              description: 'Days and times, how long, who with, where found, how the {child} comes back',
            }),
            usualReturnTime: text('Usual return time'),
            pushPull: longText('Push and pull factors', {
              description: 'What makes the {child} leave, and what draws them away',
            }),
            returnInterviewThemes: longText('What return interviews have told us'),
          },
          ['pattern'],
        ),
      },
      ['missingHistory'],
    ),

    section(
      'philomena',
      'Philomena Protocol Part 1',
      {
        philomena: group(
          'Philomena Protocol Part 1',
          {
            lastChecked: date('Part 1 last checked and brought up to date'),
            dateOfBirth: date('Date of birth', {
              description: "The police need it; as on the {child}'s personal details",
            }),
            aliases: text('Other names and nicknames used'),
            description: group('Description', {
              heightCm: number('Height (cm)', { minimum: 0, maximum: 250 }),
              build: text('Build'),
              hair: text('Hair', { description: 'Colour, length, style' }),
              eyes: text('Eyes'),
              ethnicity: text('Ethnicity', { description: 'As the {child} describes it' }),
              distinguishingFeatures: text('Distinguishing features', {
                description: 'Scars, tattoos, piercings, glasses, braces',
              }),
              languages: text('Languages and accent'),
            }),
            photo: attachments('Recent photograph'),
            photoTakenOn: date('Photograph taken on'),
            photoUpdateBy: date('Update the photograph by', {
              description: 'e.g. every 6 months, or sooner if the {child} changes their appearance',
            }),
            phones: rows(
              'Phones',
              {
                number: text('Number'),
                network: text('Network or make'),
                notes: text('Notes'),
              },
              ['number'],
            ),
            socialMedia: rows(
              'Social media',
              {
                platform: text('App or platform'),
                username: text('Username'),
              },
              ['platform', 'username'],
            ),
            associates: rows(
              'Family, friends and associates',
              {
                name: text('Name'),
                relationship: text('Relationship'),
                addressOrArea: text('Address or area'),
                phone: text('Phone'),
                ofConcern: yesNo('Of concern'),
              },
              ['name'],
            ),
            placesFrequented: rows(
              'Places the {child} goes',
              {
                place: text('Place'),
                address: text('Address or area'),
                notes: text('Notes'),
              },
              ['place'],
            ),
            medicalNeeds: longText('Medical needs', {
              description: 'Conditions, medication needed and what happens without it, allergies',
            }),
            vulnerabilities: longText('Vulnerabilities', {
              description:
                'e.g. exploitation, self-harm, learning or communication needs; see the other risk assessments',
            }),
            transport: longText('Transport', {
              description: 'Bus pass or railcard, bike, stations and routes used, access to cars',
            }),
            bankAccounts: text('Bank accounts and cards'),
          },
          ['lastChecked'],
          {
            description:
              'Held by the home and given to the police only when the {child} is reported missing. Part 2 (clothing, last seen, circumstances) is completed in the missing episode record.',
          },
        ),
      },
      ['philomena'],
    ),
  ],
  plan: section(
    'response',
    'Agreed response',
    {
      response: group(
        'Agreed response',
        {
          agreedReturnTimes: text('Agreed return times', { description: 'By day of the week if they differ' }),
          searchPlan: longText('Where staff look first and who they call'),
          reportingThreshold: longText('When staff report the {child} missing to the police', {
            description:
              'As agreed with the {authority} and police under the local missing protocol. Never wait if the {child} is at risk',
          }),
          agreedWithPolice: yesNo('This response has been agreed with the police'),
          agreedWithPoliceOn: date('Agreed with the police on'),
          whoToInform: longText('Who else to tell and when', {
            description: 'e.g. manager on call, social worker or emergency duty team, parent',
          }),
          onReturn: longText('When the {child} comes back', {
            description:
              'Welcome back, safe-and-well check, independent return home interview offered within 72 hours (DfE 2014)',
          }),
          preventative: longText('What helps the {child} stay', {
            description: 'Activities, contact arrangements, safe ways to have time out',
          }),
        },
        ['reportingThreshold', 'onReturn'],
      ),
    },
    ['response'],
  ),
  sharedWithHelp: 'e.g. social worker, police missing person coordinator',
  extraLinks: { linkedMissingEpisodes: links('Linked missing episodes', 'Missing episode', 'missing-episode') },
});
