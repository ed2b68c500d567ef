// A care qualification: Level 3 Diploma for Residential Childcare within 2 years of starting care work in a
// children's home (CH reg 32(4)–(5)), Level 5 for a registered manager within 3 years (CH reg 28). An equivalent the
// registered person accepts says why and who decided (engine/staff/qualifications.ts, decision 0452).
import { attachments, date, longText, staffMember, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { careQualificationLevels, qualificationStatuses } from '../lists/hr-performance.ts';

export default defineRecord({
  kind: 'qualification',
  title: 'Qualification',
  description:
    "Care qualifications, enrolled or achieved. Level 3 within 2 years of first starting a care role in a children's home, and Level 5 for the registered manager within 3 years of registration, are tracked as deadlines in children's homes.",
  subject: 'staff',
  area: 'staff',
  profileTab: 'training/qualifications',
  workflow: 'none',
  dateField: 'enrolledOn',
  list: { columns: ['level', 'status', 'enrolledOn', 'achievedOn'] },
  schema: {
    type: 'object',
    title: 'Qualification',
    additionalProperties: false,
    required: ['level', 'status', 'enrolledOn'],
    properties: {
      level: choiceOf(careQualificationLevels, { title: 'Qualification' }),
      name: text('Full title', { description: 'For another qualification, its title' }),
      awardingBody: text('Awarding body', { description: 'e.g. City & Guilds, NCFE CACHE, Pearson' }),
      provider: text('Training provider or assessor'),
      status: choiceOf(qualificationStatuses, { title: 'Status' }),
      enrolledOn: date('Enrolled on'),
      expectedBy: date('Expected to finish by'),
      achievedOn: date('Achieved on'),
      equivalentReasons: longText('Why it is accepted as equivalent', {
        description: 'For an equivalent: what it covers against the Diploma',
      }),
      equivalentDecidedBy: staffMember('Accepted by', { description: 'The registered person, or on their behalf' }),
      equivalentDecidedOn: date('Accepted on'),
      certificate: attachments('Certificate'),
      notes: longText('Notes'),
    },
  },
});
