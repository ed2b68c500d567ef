// The free health assessment a night worker is offered before night work starts and at regular intervals (Working
// Time Regulations 1998 reg 7(1)); a young worker's health and capacities assessment before work in the restricted
// period (reg 7(2)). The rota makes this record when it rosters night work nobody has offered one for; a duty asks
// the home's managers to offer it by the first night (decision 0740). The medical findings stay with the health
// professional: the record keeps the dates and the fitness statement, as GOV.UK says the employer keeps.
import { attachments, date, longText, text } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'night-health-assessment',
  title: 'Night work health assessment',
  description:
    'The free health assessment offered to a night worker before night work and at regular intervals, or to a worker under 18 before work between 22:00 and 06:00 (Working Time Regulations 1998 reg 7). Keeps when it was offered, whether it was taken up and the fitness statement; medical details stay with the health professional.',
  subject: 'staff',
  area: 'staff',
  profileTab: 'details/clock-in-out',
  workflow: 'none',
  dateField: 'offerBy',
  list: { columns: ['offerBy', 'reason', 'offeredOn', 'outcome'] },
  schema: {
    type: 'object',
    title: 'Night work health assessment',
    additionalProperties: false,
    required: ['reason', 'offerBy'],
    properties: {
      reason: pick('Why it is offered', [
        ['night_work', 'Before starting night work'],
        ['regular', 'Regular repeat for a night worker'],
        ['young_worker', 'Under 18: health and capacities, before work between 22:00 and 06:00'],
      ]),
      offerBy: date('Offer by', { description: 'The first night shift: the offer comes before it' }),
      offeredOn: date('Offered on'),
      takenUp: pick('Did they take it up?', [
        ['yes', 'Yes'],
        ['declined', 'No, declined'],
      ]),
      assessedOn: date('Assessed on'),
      assessedBy: text('Assessed by', { description: 'The health professional or occupational health service' }),
      outcome: pick('Fit for night work?', [
        ['fit', 'Fit for night work'],
        ['adjustments', 'Fit with adjustments'],
        ['not_fit', 'Not fit: offer day work where possible'],
      ]),
      adjustments: longText('Adjustments agreed'),
      documents: attachments('Questionnaire or report'),
    },
  },
});
