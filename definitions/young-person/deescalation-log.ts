// De-escalation log: a time when staff helped a young person calm down without any physical
// intervention: triggers, what staff did (SPEC §3 de-escalation techniques) and how it ended.
import {
  dateTime,
  integer,
  longText,
  staffMembers,
  text,
  yesNo,
  youngPerson,
} from '../../engine/definitions/fields.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { presentation } from '../lists/daily-life.ts';
import { deEscalationTechniques, incidentLocations } from '../lists/incident.ts';
import { deescalationOutcomes, deescalationTriggers } from '../lists/young-person-logs.ts';

export default defineRecord({
  kind: 'deescalation-log',
  title: 'De-escalation',
  description:
    "When staff helped the {child} calm down without any physical intervention. If any physical intervention was used, or someone was hurt or property seriously damaged, record an incident instead. The behaviour management policy sets out methods of de-escalation ({Children's Homes Regulations 2015 reg 35(1)|Supported Accommodation Regulations 2023 reg 22(1)(d)}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'incident',
  profileTab: 'deescalationLog',
  workflow: 'simple',
  metric: 'deescalation',
  dateField: 'startedAt',
  list: { columns: ['startedAt', 'triggers', 'techniques', 'outcome'] },
  schema: {
    type: 'object',
    title: 'De-escalation',
    additionalProperties: false,
    required: ['startedAt', 'staffInvolved', 'triggers', 'behaviour', 'techniques', 'outcome'],
    properties: {
      startedAt: dateTime('Started at'),
      durationMin: integer('How long it lasted (minutes)', { minimum: 0, maximum: 1440 }),
      location: choiceOf(incidentLocations, { title: 'Where' }),
      locationDetail: text('Where exactly', { description: 'e.g. kitchen, outside school' }),
      staffInvolved: staffMembers('Staff involved'),
      otherYoungPeople: {
        type: 'array',
        title: 'Other {children} involved',
        uniqueItems: true,
        items: youngPerson('{Child|Young person}'),
      },

      triggers: choicesOf(deescalationTriggers, { title: 'What set it off' }),
      before: longText('What was happening before', {
        description: 'The setting and any early warning signs staff noticed',
      }),
      behaviour: longText('What the {child} did and said', { description: 'Facts, in order' }),
      presentation: choiceOf(presentation, { title: 'How the {child} presented at the worst point' }),

      techniques: choicesOf(deEscalationTechniques, { title: 'What staff did' }),
      techniquesDetail: longText('How staff de-escalated', { description: 'What was said and done, by whom' }),
      followedPlan: yesNo("Staff followed the {child}'s behaviour support plan"),

      outcome: choiceOf(deescalationOutcomes, { title: 'How it ended' }),
      outcomeDetail: longText('How the {child} was afterwards'),
      linkedIncident: { type: 'string', format: 'uuid', title: 'Incident, if it escalated', 'x-ref': 'incident' },
      ypView: longText("The {child}'s view", { description: 'What the {child} said afterwards about what helped' }),
      learning: longText('What worked and what to try next time', {
        description: 'Feed this into the behaviour support plan',
      }),
    },
  },
  sections: [
    {
      key: 'details',
      title: 'Details',
      fields: ['startedAt', 'durationMin', 'location', 'locationDetail', 'staffInvolved', 'otherYoungPeople'],
    },
    { key: 'what-happened', title: 'What happened', fields: ['triggers', 'before', 'behaviour', 'presentation'] },
    { key: 'de-escalation', title: 'De-escalation', fields: ['techniques', 'techniquesDetail', 'followedPlan'] },
    {
      key: 'outcome',
      title: 'Outcome and learning',
      fields: ['outcome', 'outcomeDetail', 'linkedIncident', 'ypView', 'learning'],
    },
  ],
});
