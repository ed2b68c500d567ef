// A check, chore or audit of the premises (DOMAIN §15; CH Sch 4 para 6: every fire drill and alarm test with
// its deficiencies and remedies). One record per check. A drill names who took part, so every member of staff
// and every child is seen to take part (their own duties); an alarm test names the call point, rotated weekly. A
// failed check is an open issue until its remedy is recorded (engine/home/follow-ups.ts); the knives and sharps
// count is the home's sharps register, one per shift.
import {
  dateTime,
  group,
  integer,
  longText,
  number,
  rows,
  staffMember,
  staffMembers,
  text,
  yesNo,
  youngPeople,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { checkResults, homeCheckTypes, homeShifts, waterOutlets } from '../lists/home.ts';

export default defineRecord({
  kind: 'home-check',
  title: 'Check, Chore & Audit',
  description: 'A premises check, chore or audit: done or not, what was found, and the remedy of anything that failed.',
  subject: 'home',
  area: 'home_logs',
  metric: 'homeLogs',
  workflow: 'none',
  dateField: 'checkedAt',
  list: { columns: ['checkedAt', 'checkType', 'done', 'result', 'remedy.remediedAt'] },
  schema: {
    type: 'object',
    title: 'Check, Chore & Audit',
    additionalProperties: false,
    required: ['checkType', 'checkedAt', 'done'],
    properties: {
      checkType: choiceOf(homeCheckTypes, { title: 'Check' }),
      checkedAt: dateTime('Checked at'),
      shift: choiceOf(homeShifts, {
        title: 'Shift',
        description: 'For the knives and sharps count: the shift it was counted on',
      }),
      checkedBy: staffMember('Checked by'),
      done: yesNo('Done', { description: 'No: the check was due but could not be done (say why in the findings)' }),
      result: choiceOf(checkResults, { title: 'Result' }),
      findings: longText('Findings', { description: 'What was found: faults, readings out of range, what is missing' }),
      evacuationMinutes: number('Evacuation time (minutes)', { minimum: 0, maximum: 120, description: 'Fire drills' }),
      callPoint: text('Call point tested', {
        description: 'Fire alarm tests: which call point was used (a different one each week, BS 5839-1)',
      }),
      staffTookPart: staffMembers('Staff who took part', { description: 'Fire drills: everyone on shift' }),
      childrenTookPart: youngPeople('{Children} who took part', { description: 'Fire drills' }),
      readings: rows(
        'Temperature readings',
        {
          place: text('Outlet, fridge or freezer'),
          outlet: choiceOf(waterOutlets, {
            title: 'Type of outlet',
            description: 'Water only: each type has its own limit',
          }),
          celsius: number('Temperature (°C)', { minimum: -40, maximum: 100 }),
          seconds: integer('Seconds run before the reading', { minimum: 0, maximum: 600 }),
        },
        ['place', 'celsius'],
        {
          description:
            'Water by outlet: a TMV-protected bath, shower or basin at or below 44°C; a hot tap without a TMV or a ' +
            'sentinel outlet at 50°C or more within a minute; cold below 20°C within two minutes; stored hot water ' +
            '60°C or more. Fridges 0–5°C; freezers at or below −18°C',
        },
      ),
      sharps: rows(
        'Knives and sharps',
        {
          item: text('Item'),
          expected: integer('Expected', { minimum: 0, maximum: 1000 }),
          found: integer('Found', { minimum: 0, maximum: 1000 }),
        },
        ['item', 'expected', 'found'],
        { description: 'Every knife, blade and sharp the home keeps, counted against the register' },
      ),
      vehicle: text('Vehicle', { description: 'Registration, for a vehicle walkaround' }),
      remedy: group(
        'Remedy',
        {
          action: longText('What was done'),
          remediedAt: dateTime('Remedied at'),
          remediedBy: staffMember('Remedied by'),
        },
        [],
        { description: 'For a failed check: the issue stays open until this is recorded' },
      ),
    },
  },
  sections: [
    {
      key: 'check',
      title: 'Check',
      fields: ['checkType', 'checkedAt', 'shift', 'checkedBy', 'done', 'result', 'findings'],
    },
    {
      key: 'details',
      title: 'Readings and counts',
      fields: ['callPoint', 'evacuationMinutes', 'staffTookPart', 'childrenTookPart', 'readings', 'sharps', 'vehicle'],
    },
    { key: 'remedy', title: 'Remedy', fields: ['remedy'] },
  ],
});
