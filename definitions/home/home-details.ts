// The home's registration details (CH reg 16 / SA reg 21 registration; SPEC §2 /home/details): URN, the
// registered manager and responsible individual, age range, categories of need and the home's contacts.
// Registered places stay on the home itself (homes.registered_places, which occupancy reads), not typed here.
// Workflow none: one record per home, each change a revision.
import { date, integer, longText, rows, staffMember, text } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'home-details',
  title: 'Home details',
  description: 'Registration details and contacts of the home.',
  subject: 'home',
  area: 'home',
  workflow: 'none',
  dateField: 'registeredOn',
  list: { columns: ['registeredOn', 'urn', 'registeredManager'] },
  schema: {
    type: 'object',
    title: 'Home details',
    additionalProperties: false,
    required: ['urn', 'registeredOn'],
    properties: {
      urn: text('Ofsted URN', { pattern: '^[A-Za-z0-9]{6,10}$', maxLength: 10 }),
      registeredOn: date('Registered on'),
      registeredManager: staffMember('Registered manager', {
        description: 'The person registered with Ofsted as manager of this home: they hold the Level 5 duty',
      }),
      registeredManagerSince: date('Registered manager registered on', {
        description: 'When Ofsted registered them as manager: Level 5 is due within 3 years (CH reg 28)',
      }),
      supervisionEveryWeeks: integer('Supervision at least every (weeks)', {
        minimum: 1,
        maximum: 13,
        description: "The home's policy (no regulation sets it); 6 weeks when empty",
      }),
      probationSupervisionEveryWeeks: integer('During probation, supervision at least every (weeks)', {
        minimum: 1,
        maximum: 13,
        description: 'More often while someone is new; 4 weeks when empty',
      }),
      pettyCashCountEveryDays: integer('Petty cash counted by two people at least every (days)', {
        minimum: 1,
        maximum: 7,
        description: "The home's count schedule: 1 for every day (at handover), 7 for weekly; weekly when empty",
      }),
      cdBalanceCheckEveryDays: integer('Controlled drugs balance-checked by two people at least every (days)', {
        minimum: 1,
        maximum: 7,
        description:
          'Every controlled drug held is counted and witnessed: 1 for every day, 7 for weekly; weekly when empty',
      }),
      refusalAlertCount: integer('Refusals or omissions of one medicine that alert the manager', {
        minimum: 2,
        maximum: 10,
        description: 'The manager is asked to tell the prescriber after this many within the days below; 3 when empty',
      }),
      refusalAlertDays: integer('… within (days)', {
        minimum: 1,
        maximum: 31,
        description: 'The window the refusals and omissions fall in; 7 when empty (3 in 7 days, NICE SC1)',
      }),
      responsibleIndividual: text('Responsible individual', { maxLength: 200 }),
      ageRange: text('Age range', { maxLength: 40 }),
      categories: text('Categories of need', {
        description: 'As registered, e.g. emotional and behavioural difficulties',
      }),
      phone: text('Phone', { maxLength: 40 }),
      email: text('Email', { format: 'email', maxLength: 200 }),
      contacts: rows(
        'Contacts',
        {
          role: text('Role', {
            description: 'e.g. local authority designated officer, GP, police, fire safety officer',
          }),
          name: text('Name', { maxLength: 200 }),
          phone: text('Phone', { maxLength: 40 }),
          email: text('Email', { format: 'email', maxLength: 200 }),
        },
        ['role', 'name'],
      ),
      notes: longText('Notes'),
    },
  },
});
