// The home's medical inventory (SPEC §2 /cyp/medical-inventory): first-aid supplies and homely remedies
// (over-the-counter medicines the GP or pharmacist has agreed staff may offer). One record per item, with its
// quantity, where it is kept, its expiry and the checks made of it; every change is a new revision. The
// medication scan alerts the home's managers 30, 7 and 0 days before an item expires. A homely remedy carries its
// protocol (decision 0890): what it is for, the dose by age, the most in 24 hours, the days before GP advice, who
// agreed it and when; a homely dose given on the MAR is checked against it and taken off `quantity`.
import { date, integer, longText, number, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { homelyRemedyAgreedBy, medicalInventoryKinds, stockUnits } from '../lists/medication.ts';
import { medicationRoutes } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'medical-inventory',
  title: 'Medical inventory item',
  description:
    'A first-aid supply or homely remedy kept at the home: how many, where, when it expires, and each check of it (NICE SC1: homely remedies only as agreed with a GP or pharmacist; the first-aid box checked regularly).',
  subject: 'home',
  area: 'cyp',
  workflow: 'none',
  dateField: 'lastCheckedOn',
  list: { columns: ['item', 'itemKind', 'quantity', 'location', 'expiry', 'lastCheckedOn'] },
  schema: {
    type: 'object',
    title: 'Medical inventory item',
    additionalProperties: false,
    required: ['item', 'itemKind', 'quantity', 'location', 'lastCheckedOn'],
    allOf: [
      {
        // a homely remedy may be offered only under a protocol a GP or pharmacist agreed (NICE SC1)
        if: { properties: { itemKind: { const: 'homely_remedy' } }, required: ['itemKind'] },
        then: {
          required: [
            'stockUnit',
            'route',
            'indication',
            'doseBands',
            'minIntervalHours',
            'maxDosesIn24h',
            'maxDays',
            'agreedBy',
            'agreedByRole',
            'agreedOn',
          ],
        },
      },
    ],
    properties: {
      item: text('Item', { description: 'E.g. "Sterile dressings, medium" or "Paracetamol 500 mg tablets"' }),
      itemKind: choiceOf(medicalInventoryKinds, { title: 'Kind' }),
      quantity: number('Quantity', {
        minimum: 0,
        maximum: 100000,
        description: 'For a homely remedy, in its unit below: each dose given on the MAR is taken off it',
      }),
      stockUnit: choiceOf(stockUnits, { title: 'Unit (dose and stock)', description: 'Homely remedies only' }),
      location: text('Where it is kept', {
        description: 'E.g. "First-aid box, kitchen" or "Medicines cabinet, office"',
      }),
      expiry: date('Expiry date', { description: 'Leave empty for items that do not expire' }),
      strength: text('Strength', { description: 'Homely remedies: as the label says, e.g. "500 mg" or "120 mg/5 ml"' }),
      route: choiceOf(medicationRoutes, { title: 'Route', description: 'Homely remedies: how it is given' }),
      indication: text('Give for', {
        description: 'The symptom it may be offered for, e.g. "mild pain or a temperature over 38 °C"',
      }),
      activeIngredients: {
        type: 'array',
        title: 'Active ingredients',
        description:
          'E.g. paracetamol. Checked against every current prescription: a remedy holding an ingredient a ' +
          'prescribed medicine holds is not given',
        uniqueItems: true,
        items: text('Ingredient'),
      },
      doseBands: rows(
        'Dose by age',
        {
          fromAge: integer('From age (years)', { minimum: 0, maximum: 25 }),
          toAge: integer('To age (years, including)', { minimum: 0, maximum: 25 }),
          doseQuantity: number('Dose', { minimum: 0.001, maximum: 1000, description: 'In the unit above' }),
          doseQuantityMax: number('Up to (a range)', { minimum: 0.001, maximum: 1000 }),
          dose: text('Dose as the label says', { description: 'E.g. "10 ml (240 mg)"' }),
        },
        ['fromAge', 'toAge', 'doseQuantity'],
      ),
      minIntervalHours: number('Least hours between doses', { minimum: 0, maximum: 72 }),
      maxDosesIn24h: integer('Most doses in 24 hours', { minimum: 1, maximum: 12 }),
      maxDays: integer('Days it may be given before GP advice', {
        minimum: 1,
        maximum: 14,
        description: 'Given this many days running, staff ask the GP (or NHS 111) before giving more; commonly 2 or 3',
      }),
      cautions: longText('Do not give, and what to check', {
        description: 'Conditions and medicines it must not be given with, beyond the ingredient check',
      }),
      agreedBy: text('Homely remedy agreed by', { description: 'The GP or pharmacist who agreed it may be offered' }),
      agreedByRole: choiceOf(homelyRemedyAgreedBy, { title: 'Agreed by a' }),
      agreedOn: date('Agreed on'),
      lastCheckedOn: date('Last checked on'),
      lastCheckedBy: staffMember('Last checked by'),
      checks: rows(
        'Checks',
        {
          checkedOn: date('Checked on'),
          checkedBy: staffMember('Checked by'),
          quantityFound: integer('Quantity found', { minimum: 0, maximum: 100000 }),
          inDate: yesNo('In date and undamaged'),
          findings: longText('Findings and action taken'),
        },
        ['checkedOn', 'findings'],
      ),
      notes: longText('Notes'),
    },
  },
  sections: [
    {
      key: 'item',
      title: 'Item',
      fields: ['item', 'itemKind', 'quantity', 'stockUnit', 'location', 'expiry', 'notes'],
    },
    {
      key: 'protocol',
      title: 'Homely remedy protocol',
      fields: [
        'indication',
        'strength',
        'route',
        'activeIngredients',
        'doseBands',
        'minIntervalHours',
        'maxDosesIn24h',
        'maxDays',
        'cautions',
        'agreedBy',
        'agreedByRole',
        'agreedOn',
      ],
    },
    { key: 'checks', title: 'Checks', fields: ['lastCheckedOn', 'lastCheckedBy', 'checks'] },
  ],
});
