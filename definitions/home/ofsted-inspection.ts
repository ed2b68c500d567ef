// An Ofsted inspection of the home (SCCIF; DOMAIN §16–17): its type and dates, the judgement on each area,
// and each requirement or recommendation with the action taken and its due date (a task until done,
// engine/home/follow-ups.ts). Annex A counts "since the last inspection" from the newest of these.
import { attachments, date, longText, rows, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import {
  homeActionStatuses,
  inspectionJudgements,
  inspectionPointKinds,
  inspectionTypes,
  judgementAreas,
} from '../lists/home.ts';

export default defineRecord({
  kind: 'ofsted-inspection',
  help: 'regulatory-timings',
  title: 'Ofsted inspection',
  description: 'An inspection, its judgements, and the requirements and recommendations with their actions.',
  subject: 'home',
  area: 'home',
  workflow: 'none',
  dateField: 'startedOn',
  list: { columns: ['startedOn', 'inspectionType', 'overall', 'reportPublishedOn'] },
  schema: {
    type: 'object',
    title: 'Ofsted inspection',
    additionalProperties: false,
    required: ['inspectionType', 'startedOn'],
    properties: {
      inspectionType: choiceOf(inspectionTypes, { title: 'Type' }),
      startedOn: date('First day'),
      endedOn: date('Last day'),
      announced: yesNo('Announced'),
      inspectors: text('Inspectors'),
      overall: choiceOf(inspectionJudgements, { title: 'Overall judgement' }),
      judgements: rows(
        'Judgements by area',
        {
          area: choiceOf(judgementAreas, { title: 'Area' }),
          judgement: choiceOf(inspectionJudgements, { title: 'Judgement' }),
        },
        ['area', 'judgement'],
      ),
      points: rows(
        'Requirements and recommendations',
        {
          kind: choiceOf(inspectionPointKinds, { title: 'Kind' }),
          text: longText('What Ofsted said'),
          regulation: text('Regulation or standard'),
          action: longText('Action'),
          dueOn: date('Due'),
          status: choiceOf(homeActionStatuses, { title: 'Status' }),
        },
        ['kind', 'text'],
      ),
      reportPublishedOn: date('Report published'),
      report: attachments('Report'),
      notes: longText('Notes'),
    },
  },
  sections: [
    {
      key: 'inspection',
      title: 'Inspection',
      fields: ['inspectionType', 'startedOn', 'endedOn', 'announced', 'inspectors'],
    },
    { key: 'judgements', title: 'Judgements', fields: ['overall', 'judgements'] },
    { key: 'points', title: 'Requirements and recommendations', fields: ['points'] },
    { key: 'report', title: 'Report', fields: ['reportPublishedOn', 'report', 'notes'] },
  ],
});
