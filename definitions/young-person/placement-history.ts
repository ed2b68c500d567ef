// Placement history: where the young person lived before coming here, and why each placement ended.
import { date, integer, longText, rows, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { placementEndReasons, placementTypes } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'placement-history',
  title: 'Placement history',
  description:
    "The {child}'s previous placements, from the {authority}'s referral and what the {child} tells us. Helps staff understand the {child}'s experience of moves and what has worked before.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'placementHistory',
  profileTab: 'placementHistory',
  workflow: 'none',
  dateField: 'asAt',
  list: { columns: ['asAt', 'totalPlacements', 'source'] },
  schema: {
    type: 'object',
    title: 'Placement history',
    additionalProperties: false,
    required: ['asAt', 'placements'],
    properties: {
      asAt: date('Information as at'),
      source: text('Where this information comes from', {
        description: 'e.g. referral form, care plan, chronology from the social worker',
      }),
      ageFirstLookedAfter: integer('Age when first looked after', { minimum: 0, maximum: 25 }),
      totalPlacements: integer('Number of placements before this one', { minimum: 0 }),
      placements: rows(
        'Previous placements',
        {
          provider: text('Provider or carer', {
            description: 'e.g. "Leeds City Council foster carers (Horsforth)", "Oak House children\'s home"',
          }),
          type: choiceOf(placementTypes, { title: 'Type of placement' }),
          area: text('Town or local authority area'),
          from: date('From'),
          to: date('To'),
          reasonForEnding: choiceOf(placementEndReasons, { title: 'Reason for ending' }),
          endingDetail: text('About the ending'),
          whatWorked: text('What worked well there'),
        },
        ['provider', 'type', 'from'],
      ),
      ypView: longText("The {child}'s view of their moves", {
        description: 'In their own words, if they want to share it',
      }),
      notes: longText('Notes'),
    },
  },
  sections: [
    { key: 'summary', title: 'Summary', fields: ['asAt', 'source', 'ageFirstLookedAfter', 'totalPlacements'] },
    { key: 'placements', title: 'Previous placements', fields: ['placements'] },
    { key: 'views', title: 'Views and notes', fields: ['ypView', 'notes'] },
  ],
});
