// Induction (profile employment/probation): the areas a new member of staff is inducted in, each covered and signed
// off, and the manager's sign-off of the whole, due within 12 weeks of starting (definitions/duties/staff.ts
// `induction`; decision 0623). Completion is refused until every area is signed off (engine/staff/induction.ts).
import { date, longText, rows, staffMember } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pick } from './hr-choices.ts';

export const inductionAreas: [string, string][] = [
  ['policies', "The home's statement of purpose, policies and procedures"],
  ['safeguarding', 'Safeguarding, the LADO and reporting a concern'],
  ['whistleblowing', 'Allegations against staff and whistleblowing'],
  ['behaviour', "Behaviour support and the home's approved restraint model"],
  ['missing', 'Missing from care and the local missing protocol'],
  ['medication', 'Medication procedures'],
  ['fire', 'Fire procedures, health and safety'],
  ['recording', 'Recording, confidentiality and data protection'],
  [
    'regulations',
    '{The Children’s Homes Regulations and Quality Standards|The Supported Accommodation Regulations and standards}',
  ],
  ['children', 'Each {child}’s plans and risk assessments'],
  ['shadowing', 'Shadow shifts with an experienced colleague'],
];

export default defineRecord({
  kind: 'induction',
  title: 'Induction',
  description:
    'The areas a new member of staff is inducted in, each signed off, completed within 12 weeks of starting.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'employment/probation',
  workflow: 'simple',
  dateField: 'startedOn',
  list: { columns: ['startedOn', 'mentor', 'completedOn'] },
  schema: {
    type: 'object',
    title: 'Induction',
    additionalProperties: false,
    required: ['startedOn'],
    properties: {
      startedOn: date('Started on'),
      mentor: staffMember('Mentor'),
      areas: rows(
        'Areas covered',
        {
          area: pick('Area', inductionAreas),
          completedOn: date('Covered on'),
          signedOffBy: staffMember('Signed off by'),
          notes: longText('Notes'),
        },
        ['area'],
      ),
      completedOn: date('Induction completed on', {
        description: 'Every area covered and signed off first; due within 12 weeks of starting',
      }),
      signedOffBy: staffMember('Signed off by (manager)'),
      notes: longText('Notes'),
    },
  },
});
