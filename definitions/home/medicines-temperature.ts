// The medicines storage temperature log (practitioner review A1.11): a daily reading of each medicines fridge
// (2–8 °C) and medicines cupboard or room (at most 25 °C), with the minimum and maximum since the last reset and who
// read it. A reading out of range tells the home's managers at once and must say what was done with the stock
// (engine/medication/temperature.ts). A daily duty (definitions/duties/medication.ts) asks for the reading. This is
// not the food fridge check (home-check). NICE SC1 Managing medicines in care homes: medicines are stored as the
// label says (recommendation numbers unverified here).
import { dateTime, group, longText, number, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { medicineStorePlaces, temperatureStockActions } from '../lists/medicines-arrival-storage.ts';

const celsius = (title: string, description?: string) =>
  number(title, { minimum: -30, maximum: 60, ...(description ? { description } : {}) });

export default defineRecord({
  kind: 'medicines-temperature',
  title: 'Medicines temperature reading',
  description:
    'A daily reading of the medicines fridge (2–8 °C) and the medicines cupboard or room (at most 25 °C): the ' +
    "temperature now and the lowest and highest since the last reset. A reading out of range tells the home's " +
    'managers at once; say what was done with the medicines stored there and what the pharmacist advised.',
  subject: 'home',
  area: 'home_logs',
  workflow: 'none',
  dateField: 'readAt',
  list: { columns: ['readAt', 'store', 'current', 'min', 'max', 'readBy'] },
  schema: {
    type: 'object',
    title: 'Medicines temperature reading',
    additionalProperties: false,
    required: ['readAt', 'store', 'current', 'min', 'max', 'readBy'],
    properties: {
      readAt: dateTime('Read at'),
      store: choiceOf(medicineStorePlaces, { title: 'Where' }),
      storeName: text('Which one', { description: 'When the home has more than one, e.g. "Office fridge"' }),
      current: celsius('Temperature now (°C)'),
      min: celsius('Lowest since the last reset (°C)'),
      max: celsius('Highest since the last reset (°C)'),
      reset: yesNo('Minimum and maximum reset after reading'),
      readBy: staffMember('Read by'),
      action: group(
        'Out of range: what was done',
        {
          taken: longText('What was done', {
            description: 'e.g. fridge door found open, closed; thermometer checked; fridge serviced',
          }),
          stock: choiceOf(temperatureStockActions, { title: 'The medicines stored there' }),
          advice: text('Pharmacist’s advice', { description: 'Who, when and what they said' }),
        },
        [],
        { description: 'Needed when any reading is out of range' },
      ),
      notes: longText('Notes'),
    },
  },
  sections: [
    { key: 'reading', title: 'Reading', fields: ['readAt', 'store', 'storeName', 'current', 'min', 'max', 'reset'] },
    { key: 'who', title: 'Who and what was done', fields: ['readBy', 'action', 'notes'] },
  ],
});
