// A vehicle's mileage log, one record per journey (DOMAIN §15): date, driver, odometer at the start and end,
// purpose and the young people carried. The distance is end − start, never typed; the odometer must not go
// backwards from one journey to the next (engine/premises/mileage.ts checks the log; the list shows it).
import { date, integer, longText, staffMember, text } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'mileage',
  title: 'Mileage',
  description: 'One journey in a home vehicle, with the odometer readings.',
  subject: 'home',
  area: 'home_logs',
  workflow: 'none',
  dateField: 'date',
  list: { columns: ['date', 'driver', 'startOdometer', 'endOdometer', 'purpose'] },
  schema: {
    type: 'object',
    title: 'Mileage',
    additionalProperties: false,
    required: ['vehicle', 'date', 'driver', 'startOdometer', 'endOdometer', 'purpose'],
    properties: {
      vehicle: { type: 'string', format: 'uuid', title: 'Vehicle', 'x-ref': 'asset' },
      date: date('Date'),
      driver: staffMember('Driver'),
      startOdometer: integer('Odometer at the start (miles)', { minimum: 0, maximum: 2000000 }),
      endOdometer: integer('Odometer at the end (miles)', { minimum: 0, maximum: 2000000 }),
      purpose: text('Purpose of the journey'),
      youngPeople: {
        type: 'array',
        title: '{Children} carried',
        uniqueItems: true,
        items: { type: 'string', format: 'uuid', 'x-ref': 'young-person' },
      },
      notes: longText('Notes', { maxLength: 2000 }),
    },
  },
  ui: { vehicle: { 'ui:widget': 'vehicle' } },
});
