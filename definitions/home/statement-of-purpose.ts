// Statement of purpose (CH reg 16; SA reg 21 equivalent): what the home sets out to do and for whom. One record
// per home, workflow none: each change is a revision, so the version history is the record's history. A change
// must reach Ofsted within 28 days (CH r16(3)): a deadline task from the change's date until "Sent to Ofsted"
// is filled (engine/home/follow-ups.ts).
import { attachments, date, longText, rows, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { statementOfPurposeMatters } from '../lists/home.ts';
import { REGULATORY_TIMINGS } from '../regulatory-timings.ts';

export default defineRecord({
  kind: 'statement-of-purpose',
  help: 'regulatory-timings',
  title: 'Statement of purpose',
  description: `The home's statement of purpose. Each change is kept as a version; send a revised statement to Ofsted within ${REGULATORY_TIMINGS.copyToRegulatorDays} days.`,
  subject: 'home',
  area: 'home',
  workflow: 'none',
  dateField: 'changedOn',
  list: { columns: ['changedOn', 'version', 'sentToOfstedOn'] },
  schema: {
    type: 'object',
    title: 'Statement of purpose',
    additionalProperties: false,
    required: ['version', 'changedOn', 'statement'],
    properties: {
      version: text('Version', { maxLength: 40 }),
      changedOn: date('Changed on', { description: 'The date this version took effect' }),
      changeSummary: longText('What changed'),
      statement: longText('Statement of purpose', {
        description:
          'Range of needs met, ethos, care offered, staffing, admissions, education, health, behaviour support',
      }),
      ageRange: text('Age range', { maxLength: 40 }),
      // where each Schedule 1 matter is covered, so a manager and an inspector see the gaps (the policies page);
      // children's homes only: the SA regulations' list of matters was not read
      coverage: rows(
        'Schedule 1: where each matter is covered',
        {
          matter: choiceOf(statementOfPurposeMatters, { title: 'Matter' }),
          where: text('Where it is covered', { description: 'e.g. "Section 4, page 6"', maxLength: 200 }),
        },
        ['matter', 'where'],
        { 'x-home-types': ['children_home'] },
      ),
      document: attachments('The statement as published'),
      sentToOfstedOn: date('Sent to Ofsted on', {
        description: `{Within ${REGULATORY_TIMINGS.copyToRegulatorDays} days of the change (CH reg 16(3))|Within ${REGULATORY_TIMINGS.copyToRegulatorDays} days of the change}`,
      }),
    },
  },
});
