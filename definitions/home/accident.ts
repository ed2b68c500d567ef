// The accident and illness book: young people, staff and visitors hurt or taken ill at the home, with a
// body map, first aid, hospital, who was told, and the RIDDOR decision (RIDDOR 2013, DOMAIN §15): death or a
// specified injury, or a non-worker taken to hospital, reported within 10 days; a worker's over-7-day
// incapacitation within 15. The reporting deadline is a task (workers/rules/riddor-deadlines.ts) closed when
// "Reported to HSE on" is filled. Always editable (workflow none): the RIDDOR report often follows days later.
import { defineRecord } from '../../engine/definitions/types.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import {
  date,
  dateTime,
  group,
  longText,
  staffMember,
  text,
  yesNo,
  youngPerson,
} from '../../engine/definitions/fields.ts';
import { accidentTypes, injuredPersonTypes, riddorCategories } from '../lists/premises.ts';
import { bodyMap } from './body-map-field.ts';

const CH = ['children_home'];
const SA = ['support_accomodation_for_older_children'];

export default defineRecord({
  kind: 'accident',
  title: 'Accident / illness',
  description: 'An accident, illness or near miss at the home, to a {child}, a member of staff or a visitor.',
  subject: 'home',
  area: 'home_logs',
  workflow: 'none',
  dateField: 'occurredAt',
  list: { columns: ['occurredAt', 'type', 'injuredPerson.personType', 'location', 'riddor.reportable'] },
  metric: 'accidentIllness',
  schema: {
    type: 'object',
    title: 'Accident / illness',
    additionalProperties: false,
    required: ['occurredAt', 'type', 'injuredPerson', 'location', 'description'],
    properties: {
      occurredAt: dateTime('When it happened'),
      type: choiceOf(accidentTypes, { title: 'Accident or illness' }),
      injuredPerson: group(
        'Who was hurt or ill',
        {
          personType: choiceOf(injuredPersonTypes, { title: 'Who' }),
          youngPersonId: youngPerson('{Child}', { description: 'When it was a {child}' }),
          staffId: staffMember('Member of staff', { description: 'When it was a member of staff' }),
          visitorName: text("Visitor's name", { description: 'When it was a visitor' }),
          visitorContact: text("Visitor's contact details"),
        },
        ['personType'],
      ),
      location: text('Where it happened'),
      description: longText('What happened'),
      injuries: longText('Injuries or symptoms'),
      bodyMap: bodyMap(),
      firstAid: group('First aid', {
        given: yesNo('First aid given'),
        details: longText('What was done'),
        givenBy: staffMember('Given by'),
      }),
      hospital: group('Hospital', {
        attended: yesNo('Went to hospital'),
        name: text('Hospital or clinic'),
        treatment: longText('Treatment and outcome'),
        admitted: yesNo('Admitted overnight'),
      }),
      informed: group('Who was told', {
        parents: yesNo('Parents or family told'),
        parentsAt: dateTime('Parents told at'),
        socialWorker: yesNo('Social worker told'),
        socialWorkerAt: dateTime('Social worker told at'),
        placingAuthority: yesNo('{Authority} told'),
        placingAuthorityAt: dateTime('{Authority} told at'),
      }),
      riddor: group('RIDDOR', {
        reportable: yesNo('Reportable under RIDDOR', {
          description:
            'Deaths, specified injuries, over-7-day injuries to workers, non-workers taken to hospital for treatment, occupational diseases and dangerous occurrences (RIDDOR 2013)',
        }),
        category: choiceOf(riddorCategories, { title: 'Category' }),
        decidedBy: staffMember('Decided by'),
        reason: longText('Reasons for the decision'),
        reportedOn: date('Reported to HSE on'),
        hseReference: text('HSE reference'),
      }),
      notifiable: group('Ofsted notification', {
        reg40: yesNo('Serious event notifiable under Reg 40', {
          description: "Children's Homes Regulations 2015 reg 40: tell Ofsted and the placing authority without delay",
          'x-home-types': CH,
        }),
        reg27: yesNo('Serious accident notifiable under Reg 27', {
          description: 'Supported Accommodation Regulations 2023 reg 27: tell Ofsted without delay',
          'x-home-types': SA,
        }),
        notifiedAt: dateTime('Ofsted told at'),
      }),
      actions: longText('Actions to stop it happening again'),
    },
  },
  sections: [
    { key: 'what', title: 'What happened', fields: ['occurredAt', 'type', 'injuredPerson', 'location', 'description'] },
    { key: 'injuries', title: 'Injuries and body map', fields: ['injuries', 'bodyMap', 'firstAid', 'hospital'] },
    { key: 'follow-up', title: 'Told, reported and learned', fields: ['informed', 'riddor', 'notifiable', 'actions'] },
  ],
});
