// Personal emergency evacuation plan: how a child who cannot get out unaided on hearing the fire alarm is alerted
// and helped out, day and night. Written for each child who needs one (the fire risk assessment names them), tried
// in a drill, and reviewed by its date or sooner when the child's needs change (decision 0751).
import { date, group, integer, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choicesOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { peepNeeds } from '../lists/premises.ts';

export default defineRecord({
  kind: 'peep',
  title: 'Personal emergency evacuation plan',
  description:
    'For a {child} who needs help to get out when the fire alarm sounds: how they are alerted, who helps, the ' +
    'route and equipment, and what changes at night. Try it in a drill and review it by its date.',
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'plans',
  profileTab: 'plans',
  workflow: 'simple',
  dateField: 'writtenOn',
  list: { columns: ['writtenOn', 'reviewDate', 'lastTriedOn'] },
  alerts: [{ field: 'reviewDate', alert: 'risk_assessment_review', leadDays: [14, 0] }],
  schema: {
    type: 'object',
    title: 'Personal emergency evacuation plan',
    additionalProperties: false,
    required: ['writtenOn', 'needs', 'howAlerted', 'assistance', 'route', 'reviewDate'],
    properties: {
      writtenOn: date('Written on'),
      needs: choicesOf(peepNeeds, { title: 'Why help is needed to leave' }),
      needsDetail: longText('What the {child} can and cannot do', {
        description: 'In plain words, so a new or agency member of staff understands at once',
      }),
      howAlerted: longText('How the {child} is alerted', {
        description: 'e.g. a vibrating pager, a flashing beacon, a member of staff goes to their room',
      }),
      assistance: group(
        'Who helps',
        {
          staffNeeded: integer('Staff needed', { minimum: 0, maximum: 5 }),
          day: longText('By day: who helps and how'),
          night: longText('At night: who helps and how', {
            description: 'With the waking-night or sleep-in staffing the home actually has',
          }),
        },
        ['day', 'night'],
      ),
      route: longText('Route out and where they wait', {
        description: 'The usual route, the second route if it is blocked, and the assembly point',
      }),
      equipment: text('Equipment', { description: 'e.g. an evacuation chair; none' }),
      communication: longText('How to reassure and guide them', {
        description: 'Words, signs or objects that help; what makes it worse',
      }),
      childViews: longText('What the {child} says about the plan'),
      sharedWithFireService: yesNo('Shared with the fire service information box or premises information'),
      lastTriedOn: date('Last tried in a drill on'),
      drillNotes: longText('How it went in the drill'),
      writtenBy: staffMember('Written by'),
      reviewDate: date('Review by', {
        description: 'At least yearly, and at once when the {child}’s needs or the building change',
      }),
    },
  },
  sections: [
    { key: 'needs', title: 'Needs', fields: ['writtenOn', 'needs', 'needsDetail', 'howAlerted', 'communication'] },
    {
      key: 'plan',
      title: 'The plan',
      fields: ['assistance', 'route', 'equipment', 'childViews', 'sharedWithFireService'],
    },
    { key: 'review', title: 'Drill and review', fields: ['lastTriedOn', 'drillNotes', 'writtenBy', 'reviewDate'] },
  ],
});
