// A contact: a professional, family member or friend in the young person's life, with any contact
// arrangements and restrictions. Categories and roles are the SPEC §3 lists.
import { attachments, date, group, longText, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { contactCategories, contactSubRoles } from '../lists/contacts.ts';
import { contactTypes } from '../lists/daily-life.ts';
import {
  contactFrequencies,
  contactRestrictionTypes,
  contactSupervisionLevels,
} from '../lists/young-person-profile.ts';

/** The SPEC's sub-roles belong to one category each (the list item's group). */
const rolesByCategory = new Map<string, string[]>();
for (const r of contactSubRoles.items) rolesByCategory.set(r.group, [...(rolesByCategory.get(r.group) ?? []), r.value]);

export default defineRecord({
  kind: 'contact',
  title: 'Contact',
  description:
    "People in the {child}'s life and the professionals around them. Family time is arranged as the {authority}'s care plan says; record any court order or restriction here and keep a copy.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'personal',
  profileTab: 'contacts',
  workflow: 'none',
  dateField: 'addedOn',
  list: { columns: ['name', 'category', 'subRole', 'relationship', 'phone'] },
  schema: {
    type: 'object',
    title: 'Contact',
    additionalProperties: false,
    required: ['category', 'name', 'addedOn'],
    // A role must belong to the chosen category (e.g. "Dentist" only under Health).
    dependencies: {
      subRole: {
        anyOf: [...rolesByCategory].map(([category, roles]) => ({
          properties: { category: { const: category }, subRole: { enum: roles } },
        })),
      },
    },
    properties: {
      category: choiceOf(contactCategories, { title: 'Category' }),
      subRole: choiceOf(contactSubRoles, { title: 'Role', description: 'A role within the chosen category' }),
      otherRole: text('Role (other)', {
        description: 'When the category is Other or the role is not listed, e.g. "Youth offending officer"',
      }),
      name: text('Name'),
      relationship: text('Relationship to the {child}', { description: 'e.g. mother, older brother, best friend, GP' }),
      organisation: text('Organisation or practice'),
      phone: text('Phone'),
      mobile: text('Mobile'),
      email: text('Email', { format: 'email' }),
      address: longText('Address', { maxLength: 1000 }),
      emergencyContact: yesNo('Emergency contact'),
      parentalResponsibility: yesNo('Has parental responsibility'),

      arrangements: group('Contact arrangements', {
        types: choicesOf(contactTypes, { title: 'How contact happens' }),
        frequency: choiceOf(contactFrequencies, { title: 'How often' }),
        supervision: choiceOf(contactSupervisionLevels, { title: 'Supervision' }),
        venue: text('Where', { description: "e.g. contact centre, the home, McDonald's in town" }),
        agreedBy: text('Agreed by', { description: 'e.g. social worker, in the care plan, court order' }),
        details: longText('Details', {
          description: 'Days and times, transport, who supervises, what to do if it is cancelled',
        }),
      }),

      restrictions: group('Restrictions', {
        hasRestrictions: yesNo('There are restrictions on contact with this person'),
        types: choicesOf(contactRestrictionTypes, { title: 'Kind of restriction' }),
        details: longText('What the restriction says', {
          description: 'Exactly what is and is not allowed, and what staff must do if this person makes contact',
        }),
        madeOn: date('Order or decision date'),
        expiresOn: date('Ends on'),
        orderCopy: attachments('Copy of the order or decision'),
      }),

      ypView: longText("The {child}'s view", { description: 'How the {child} feels about contact with this person' }),
      notes: longText('Notes'),
      addedOn: date('Added on'),
    },
  },
  sections: [
    {
      key: 'contact',
      title: 'Contact details',
      fields: [
        'category',
        'subRole',
        'otherRole',
        'name',
        'relationship',
        'organisation',
        'phone',
        'mobile',
        'email',
        'address',
        'emergencyContact',
        'parentalResponsibility',
        'addedOn',
      ],
    },
    { key: 'arrangements', title: 'Contact arrangements', fields: ['arrangements'] },
    { key: 'restrictions', title: 'Restrictions', fields: ['restrictions'] },
    { key: 'views', title: 'Views and notes', fields: ['ypView', 'notes'] },
  ],
});
