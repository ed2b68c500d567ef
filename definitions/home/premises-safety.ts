// A service, certificate or assessment of the premises by a competent person: gas safety, EICR, fire alarm
// service, emergency lighting full-duration test, extinguishers, fire risk assessment, legionella risk assessment,
// TMV service and the rest (DOMAIN §15). One record per visit; each type is a duty that recurs from the last
// satisfactory one (definitions/duties/premises-safety.ts). An unsatisfactory result does not meet it: the home is
// unsafe in that respect until a satisfactory one is recorded.
import { attachments, date, longText, rows, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { homeActionStatuses, premisesSafetyOutcomes, premisesSafetyTypes } from '../lists/home.ts';

export default defineRecord({
  kind: 'premises-safety',
  title: 'Premises safety',
  description:
    'A service, certificate or assessment of the premises by a competent person: who did it, the outcome, and the ' +
    'actions it asked for until each is done.',
  subject: 'home',
  area: 'facility',
  workflow: 'none',
  dateField: 'doneOn',
  list: { columns: ['doneOn', 'safetyType', 'outcome', 'contractor', 'certificateRef'] },
  schema: {
    type: 'object',
    title: 'Premises safety',
    additionalProperties: false,
    required: ['safetyType', 'doneOn', 'contractor', 'outcome'],
    properties: {
      safetyType: choiceOf(premisesSafetyTypes, { title: 'Service or assessment' }),
      doneOn: date('Done on'),
      contractor: text('Done by', { description: 'The company and the engineer or assessor' }),
      registration: text('Registration number', {
        description: 'Gas Safe, NICEIC or NAPIT, BAFE or the assessor’s accreditation, where there is one',
        maxLength: 60,
      }),
      certificateRef: text('Certificate or report reference', { maxLength: 60 }),
      outcome: choiceOf(premisesSafetyOutcomes, { title: 'Outcome' }),
      findings: longText('Findings', { description: 'What the certificate or report says, in brief' }),
      actions: rows(
        'Actions',
        {
          action: text('Action'),
          dueOn: date('Due by'),
          status: choiceOf(homeActionStatuses, { title: 'Status' }),
          doneOn: date('Done on'),
        },
        ['action'],
        { description: 'Remedial work or recommendations (e.g. EICR C2 items, fire risk assessment actions)' },
      ),
      documents: attachments('Certificate or report'),
    },
  },
});
