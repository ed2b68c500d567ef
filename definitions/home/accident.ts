// The accident and illness book: young people, staff and visitors hurt or taken ill at the home, with a
// body map, first aid, hospital, who was told, and the RIDDOR decision (RIDDOR 2013, engine/premises/riddor.ts):
// workers and non-workers apart; HSE told the same day then a report within 10 days for a death, a specified injury,
// a non-worker taken to hospital or a dangerous occurrence; 15 days for a worker's over-7-day injury. Each step
// is a task (workers/processors/accidents.ts) closed when "HSE told at" or "Reported to HSE on" is filled. Always
// editable (workflow none): the RIDDOR report often follows days later.
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
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
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
      riddor: group(
        'RIDDOR',
        {
          reportable: yesNo('Reportable under RIDDOR', {
            description:
              'Reportable: a death; a member of staff’s specified injury, or more than 7 days off work; a {child} or ' +
              'visitor taken from the scene to hospital for treatment; an occupational disease; a dangerous occurrence ' +
              '(RIDDOR 2013). A {child} hurt in ordinary play, even taken to hospital, is NOT reportable unless the ' +
              'accident arose out of or in connection with the work: how the home was run, its premises or equipment, ' +
              'or how the {child} was supervised.',
          }),
          category: choiceOf(riddorCategories, { title: 'Category' }),
          decidedBy: staffMember('Decided by'),
          reason: longText('Reasons for the decision', {
            description: 'Say why, especially when a {child} went to hospital and it is not reportable',
          }),
          hseToldAt: dateTime('HSE told at', {
            description:
              'A death, a specified injury, a {child} or visitor taken to hospital, or a dangerous occurrence: tell HSE ' +
              'by the quickest means (phone for a death or specified injury) the same day, then send the report',
          }),
          diagnosedOn: date('Diagnosed on', {
            description: "An occupational disease: the date of the doctor's written diagnosis, which starts the clock",
          }),
          reportedOn: date('Reported to HSE on'),
          hseReference: text('HSE reference'),
        },
        [],
      ),
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
