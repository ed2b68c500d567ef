// Medication competency: an observed assessment of a member of staff giving medicines, signed by the assessor who
// watched. With an in-date medication course it lets a person record a dose as given (engine/medication/competency.ts);
// it holds for a year (NICE SC1: annual review of competency — unverified here).
import { date, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { medicationCompetencyOutcomes } from '../lists/medication.ts';

export default defineRecord({
  kind: 'medication-competency',
  title: 'Medication competency assessment',
  description:
    'An assessor watched this member of staff prepare, give and record medicines and judged whether they are competent. Needed, with an in-date medication course, before they record a dose as given; repeated every year (NICE SC1 Managing medicines in care homes). The assessor completes it: completing is their signature.',
  subject: 'staff',
  area: 'staff',
  profileTab: 'training/log',
  workflow: 'simple',
  dateField: 'assessedOn',
  list: { columns: ['assessedOn', 'assessor', 'outcome', 'needsSecondChecker'] },
  schema: {
    type: 'object',
    title: 'Medication competency assessment',
    additionalProperties: false,
    required: ['assessedOn', 'assessor', 'observed', 'outcome'],
    properties: {
      assessedOn: date('Observed on'),
      assessor: staffMember('Assessor', {
        description: 'Who watched; a competent senior or manager, not the person assessed. They complete the record.',
      }),
      observed: longText('What was observed', {
        description:
          'The round or doses watched: checking the MAR and label, the six rights, allergies, recording, a PRN decision, a controlled drug with a witness',
      }),
      routes: text('Routes covered', { description: 'e.g. oral tablets and liquids, inhaler, buccal midazolam' }),
      outcome: choiceOf(medicationCompetencyOutcomes, { title: 'Outcome' }),
      needsSecondChecker: yesNo('A second checker for every dose given', {
        description: 'For new staff: another competent person witnesses each dose they give until reassessed',
      }),
      actions: longText('Actions and learning'),
    },
  },
  sections: [
    { key: 'assessment', title: 'Assessment', fields: ['assessedOn', 'assessor', 'observed', 'routes'] },
    { key: 'outcome', title: 'Outcome', fields: ['outcome', 'needsSecondChecker', 'actions'] },
  ],
});
