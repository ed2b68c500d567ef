// The home's vehicles and equipment (DOMAIN §15): MOT, service, insurance and tax dates for a vehicle;
// PAT test and servicing for equipment; the maintenance tasks each one needs. The MOT date raises
// next_mot_date alerts. A vehicle's mileage log is its own kind (`mileage`), one record per journey.
import { date, group, integer, longText, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { assetTypes } from '../lists/premises.ts';
import { priorities } from '../lists/tasks-alerts.ts';

export default defineRecord({
  kind: 'asset',
  title: 'Asset',
  description: 'A vehicle or piece of equipment, its checks and maintenance tasks.',
  subject: 'home',
  area: 'facility',
  workflow: 'none',
  dateField: 'acquiredOn',
  list: { columns: ['name', 'assetType', 'vehicle.registration', 'vehicle.motDue'] },
  alerts: [{ field: 'vehicle.motDue', alert: 'next_mot_date', leadDays: [30, 7, 0] }],
  schema: {
    type: 'object',
    title: 'Asset',
    additionalProperties: false,
    required: ['name', 'assetType', 'acquiredOn'],
    properties: {
      name: text('Name', { description: 'E.g. "Ford Galaxy" or "Washing machine"' }),
      assetType: choiceOf(assetTypes, { title: 'Type' }),
      acquiredOn: date('In use since'),
      vehicle: group('Vehicle', {
        registration: text('Registration', {
          maxLength: 10,
          pattern: '^[A-Z0-9 ]{2,10}$',
          description: 'Capitals and numbers, e.g. "AB12 CDE"',
        }),
        make: text('Make and model'),
        seats: integer('Seats', { minimum: 1, maximum: 20 }),
        motDue: date('MOT due'),
        serviceDue: date('Service due'),
        insuranceRenewal: date('Insurance renewal'),
        taxDue: date('Road tax due'),
        odometer: integer('Odometer at last check (miles)', { minimum: 0 }),
      }),
      equipment: group('Equipment', {
        location: text('Where it is kept'),
        serialNumber: text('Serial number'),
        patTestDue: date('PAT test due'),
        servicingDue: date('Servicing due'),
      }),
      maintenanceTasks: rows(
        'Maintenance tasks',
        {
          task: text('Task'),
          priority: choiceOf(priorities, { title: 'Priority' }),
          due: date('Due'),
          assignedTo: staffMember('Who'),
          done: yesNo('Done'),
          doneOn: date('Done on'),
          cost: text('Cost'),
        },
        ['task'],
      ),
      notes: longText('Notes'),
    },
  },
  sections: [
    { key: 'details', title: 'Details', fields: ['name', 'assetType', 'acquiredOn', 'vehicle', 'equipment', 'notes'] },
    { key: 'maintenance', title: 'Maintenance tasks', fields: ['maintenanceTasks'] },
  ],
});
