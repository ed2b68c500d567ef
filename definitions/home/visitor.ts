// Visitors' book (CH Sch 4 para 5; DOMAIN §15): everyone who comes into the home — who, from where, why,
// whom they saw, whether their identity was checked, and when they came and left.
import { dateTime, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'visitor',
  title: "Visitors' book",
  description: 'A visitor to the home.',
  subject: 'home',
  area: 'home_logs',
  metric: 'homeLogs',
  workflow: 'none',
  dateField: 'arrivedAt',
  list: { columns: ['arrivedAt', 'name', 'organisation', 'purpose', 'leftAt'] },
  schema: {
    type: 'object',
    title: "Visitors' book",
    additionalProperties: false,
    required: ['name', 'purpose', 'arrivedAt'],
    properties: {
      name: text('Visitor name', { maxLength: 200 }),
      organisation: text('Organisation', { maxLength: 200 }),
      purpose: text('Purpose of visit'),
      saw: text('Who they saw', { description: 'The {children} or staff they met' }),
      idChecked: yesNo('Identity checked'),
      arrivedAt: dateTime('Time in'),
      leftAt: dateTime('Time out'),
      signedInBy: staffMember('Signed in by'),
    },
  },
});
