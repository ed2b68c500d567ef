// Medicines reconciliation on admission (practitioner review A1.10): what came with the young person against the
// discharge letter, GP record or prescription, each discrepancy and who resolved it, and a second person's check.
// Due within 24 hours of arrival (definitions/duties/medication.ts, started by the move-in record). NICE SC1 Managing
// medicines in care homes, "Accurately listing a resident's medicines" (recommendation numbers unverified here).
import { dateTime, group, longText, number, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { reconciliationDiscrepancies, reconciliationSources } from '../lists/medicines-arrival-storage.ts';

export default defineRecord({
  kind: 'medication-reconciliation',
  title: 'Medicines reconciliation on arrival',
  description:
    'Within 24 hours of the {child} arriving: list every medicine that came with them, check each against the ' +
    'discharge letter, GP record or prescription, resolve every difference with the prescriber or pharmacist, and ' +
    'have a second member of staff check the list (NICE SC1 Managing medicines in care homes: accurately listing a ' +
    "resident's medicines). Each medicine then goes on the MAR, where its transcription is checked too.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'health',
  profileTab: 'health',
  workflow: 'simple',
  dateField: 'reconciledAt',
  list: { columns: ['reconciledAt', 'reconciledBy', 'checkedBy'] },
  schema: {
    type: 'object',
    title: 'Medicines reconciliation on arrival',
    additionalProperties: false,
    required: ['reconciledAt', 'reconciledBy', 'sources', 'medicines', 'checkedBy', 'checkedAt'],
    // submitted, it lists what came, or says nothing came and none is prescribed
    allOf: [
      {
        if: { properties: { noMedicines: { const: true } }, required: ['noMedicines'] },
        else: { properties: { medicines: { minItems: 1 } } },
      },
    ],
    properties: {
      reconciledAt: dateTime('Reconciled at'),
      reconciledBy: staffMember('Reconciled by'),
      sources: choicesOf(reconciliationSources, {
        title: 'Checked against',
        minItems: 1,
        description: 'Two sources where you can: e.g. the discharge letter and the GP record',
      }),
      sourceNotes: longText('About the sources', {
        description: 'Who sent them and when; why a source could not be had (e.g. GP surgery closed until Monday)',
      }),
      noMedicines: yesNo('No medicines came with the {child} and none are prescribed'),
      medicines: rows(
        'Medicines that came, or should have',
        {
          name: text('Medicine'),
          strengthForm: text('Strength and form', { description: 'e.g. 10 mg tablets' }),
          doseOnSource: text('Dose and times on the source'),
          doseOnLabel: text('Dose and times on the label'),
          arrived: yesNo('Arrived with the {child}'),
          quantity: number('Quantity that arrived', { minimum: 0, maximum: 100000 }),
          matches: yesNo('Label matches the source'),
          onMar: yesNo('Put on the MAR'),
        },
        ['name', 'arrived', 'matches'],
      ),
      discrepancies: rows(
        'Discrepancies',
        {
          medicine: text('Medicine'),
          type: choiceOf(reconciliationDiscrepancies, { title: 'What differed' }),
          detail: longText('Detail'),
          resolution: longText('How it was resolved', {
            description: 'Who was asked (prescriber, GP, pharmacist), what they said, what changed',
          }),
          resolvedWith: text('Resolved with', { description: 'e.g. Dr Shah, Elm Road Surgery' }),
          resolvedBy: staffMember('Resolved by'),
          resolvedAt: dateTime('Resolved at'),
        },
        ['medicine', 'type', 'detail'],
        { description: 'Every difference between what arrived and the source, and how it was put right' },
      ),
      allergies: group('Allergies', {
        confirmed: yesNo('Allergy status confirmed from the sources and recorded in health details'),
        notes: text('Notes'),
      }),
      checkedBy: staffMember('Checked by (second member of staff)', {
        description: 'Someone other than who reconciled it checks the list against the sources',
      }),
      checkedAt: dateTime('Checked at'),
      notes: longText('Notes'),
    },
  },
  sections: [
    {
      key: 'sources',
      title: 'Sources',
      fields: ['reconciledAt', 'reconciledBy', 'sources', 'sourceNotes', 'noMedicines'],
    },
    { key: 'medicines', title: 'Medicines', fields: ['medicines', 'allergies'] },
    { key: 'discrepancies', title: 'Discrepancies', fields: ['discrepancies'] },
    { key: 'check', title: 'Second check', fields: ['checkedBy', 'checkedAt', 'notes'] },
  ],
});
