// A transfer between two homes of the organisation (SPEC §2 /cyp/transfer-request): a manager of the young person's
// home asks for the move; a manager of the receiving home accepts it, naming the key worker there, or declines it
// saying why; the sending home may withdraw it. On the agreed day the engine makes the move (status moved): the young
// person, their records, documents, open tasks, money and medication change home in one transaction. Its workflow is
// the approval machine; who may ask, decide and withdraw, and what follows, are engine/young-people/transfer-*.ts.
import { date, longText, staffMember } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'home-transfer',
  title: 'Transfer between homes',
  description: "The {child}'s move to another home of the organisation, agreed by that home's manager.",
  subject: 'young-person',
  area: 'cyp',
  workflow: 'approval',
  events: 'transfer',
  // accepting names the key worker at the receiving home and may settle the day (the hooks check both)
  stepFields: { approve: ['keyWorkerId', 'moveOn'] },
  dateField: 'moveOn',
  list: { columns: ['moveOn', 'reason'] },
  schema: {
    type: 'object',
    title: 'Transfer between homes',
    additionalProperties: false,
    required: ['toHomeId', 'moveOn', 'reason'],
    properties: {
      toHomeId: { type: 'string', format: 'uuid', title: 'Move to (home)' },
      moveOn: date('Move date', { description: 'The day the move happens, agreed by the receiving home' }),
      reason: longText('Why', { minLength: 1, maxLength: 2000 }),
      keyWorkerId: staffMember('Key worker at the receiving home', {
        description: 'Named by the receiving home when it accepts',
      }),
      moveInRecordId: {
        type: 'string',
        format: 'uuid',
        title: 'Move-in record',
        'x-ref': 'move-in',
        readOnly: true,
      },
      placementRecordId: {
        type: 'string',
        format: 'uuid',
        title: 'Placement history of the home left',
        'x-ref': 'placement-history',
        readOnly: true,
      },
    },
  },
});
