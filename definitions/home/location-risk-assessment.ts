// The children's home's location risk assessment, reviewed at least once a year (CH reg 46, unverified: the
// review's text was not readable here; the content follows the registration requirement as DOMAIN gives it): what the
// police and the local authority say about the area (crime, exploitation, gangs, drugs, missing children), the
// children's views, each risk with its mitigation, and whether the location is suitable. Supported accommodation
// assesses its locations in the quality standards review (SA reg 6(2)(a)).
import { attachments, date, group, longText, rows, staffMember, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { homeActionStatuses, locationSuitability, riskLevels } from '../lists/home.ts';

const source = (title: string) =>
  group(title, {
    obtainedOn: date('Obtained on'),
    from: text('From', { description: 'The officer or team, e.g. the neighbourhood policing team' }),
    summary: longText('What they said'),
  });

export default defineRecord({
  kind: 'location-risk-assessment',
  title: 'Location risk assessment',
  description:
    "The home's location assessed for children's safety: police and local authority information, the children's " +
    'views, each risk with its mitigation. Reviewed at least once a year.',
  subject: 'home',
  area: 'home',
  homeTypes: ['children_home'],
  workflow: 'none',
  dateField: 'assessedOn',
  list: { columns: ['assessedOn', 'suitability', 'assessedBy', 'nextReviewOn'] },
  schema: {
    type: 'object',
    title: 'Location risk assessment',
    additionalProperties: false,
    required: ['assessedOn', 'police', 'localAuthority', 'suitability'],
    properties: {
      assessedOn: date('Assessed on'),
      assessedBy: staffMember('Assessed by'),
      area: longText('The area', { description: 'Transport, amenities, schools, what is near the home' }),
      police: source('Police information'),
      localAuthority: source('Local authority information'),
      childrenViews: longText("The children's views", {
        description: 'What the children say about where they live: where they feel safe and where they do not',
      }),
      risks: rows(
        'Risks',
        {
          risk: text('Risk', { description: 'e.g. county lines activity near the station' }),
          level: choiceOf(riskLevels, { title: 'Risk' }),
          mitigation: longText('Mitigation'),
        },
        ['risk', 'mitigation'],
      ),
      suitability: choiceOf(locationSuitability, { title: 'Is the location suitable?' }),
      conclusion: longText('Conclusion'),
      actions: rows(
        'Actions',
        {
          action: text('Action'),
          dueOn: date('Due by'),
          status: choiceOf(homeActionStatuses, { title: 'Status' }),
        },
        ['action'],
      ),
      nextReviewOn: date('Next review by'),
      documents: attachments('Documents'),
    },
  },
});
