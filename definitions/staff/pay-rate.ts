// A member of staff's pay rates from a date (DOMAIN §18): the base hourly rate for their
// role and the premium rates gross pay uses. A change is a new pay rate with a later "effective from",
// never an edit of the old one, so a pay period spanning the change is paid at each rate on its own days.
// Amounts are pounds as typed, read with parsePounds into whole pence (engine/pay/service.ts).
import { date, longText, text } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pounds } from '../accounts/money-field.ts';

export default defineRecord({
  kind: 'pay-rate',
  title: 'Pay rate',
  description:
    'Hourly rates from a date: base for the role, nights, weekends, bank holidays, and the sleep-in flat rate.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'employment/pay',
  workflow: 'none',
  dateField: 'effectiveFrom',
  list: { columns: ['effectiveFrom', 'role', 'baseHourly', 'nightHourly', 'sleepInFlat'] },
  schema: {
    type: 'object',
    title: 'Pay rate',
    additionalProperties: false,
    required: ['effectiveFrom', 'role', 'baseHourly'],
    properties: {
      effectiveFrom: date('Effective from'),
      role: text('Role', { description: 'e.g. Residential support worker, Senior, Deputy manager' }),
      baseHourly: pounds('Base hourly rate (£)'),
      nightHourly: pounds('Night hourly rate (£), 22:00–06:00', {
        description: 'Leave empty to pay nights at the base rate',
      }),
      weekendHourly: pounds('Weekend hourly rate (£)', { description: 'Leave empty to pay weekends at the base rate' }),
      bankHolidayHourly: pounds('Bank holiday hourly rate (£)', {
        description: 'England and Wales bank holidays; empty: the base rate',
      }),
      sleepInFlat: pounds('Sleep-in flat rate (£ a night)', {
        description: 'Time woken to work is paid at the base rate on top',
      }),
      notes: longText('Notes'),
    },
  },
});
