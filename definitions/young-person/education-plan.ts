// Education plan: the personal education plan (PEP) targets and how the home and school will help
// the young person reach them. Used where the organisation turns the education plan on (SPEC §9).
import {
  attachments,
  date,
  group,
  longText,
  number,
  rows,
  staffMember,
  text,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { ragRatings } from '../lists/plans-risk.ts';

export default defineRecord({
  kind: 'education-plan',
  title: 'Education plan',
  description:
    "The {child}'s personal education plan (PEP) targets, agreed at the PEP meeting with the school, the virtual school and the {child}, and how the home will support them. The PEP is part of the care plan and reviewed each term (statutory guidance Promoting the education of looked-after children{; Children's Homes Regulations 2015 reg 8|}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'education',
  profileTab: 'education',
  workflow: 'simple',
  dateField: 'pepDate',
  list: { columns: ['pepDate', 'nextPepDate', 'school'] },
  schema: {
    type: 'object',
    title: 'Education plan',
    additionalProperties: false,
    required: ['pepDate', 'targets'],
    properties: {
      pepDate: date('PEP meeting date'),
      nextPepDate: date('Next PEP meeting'),
      school: text('School, college or provider'),
      attendees: text('Who attended', {
        description: 'e.g. designated teacher, social worker, virtual school, key worker, the {child}',
      }),
      homeRepresentative: staffMember('Attended for the home'),
      attendancePercent: number('Attendance this term (%)', { minimum: 0, maximum: 100 }),
      currentProgress: longText('Current attainment and progress', {
        description: 'Working-at and target grades, strengths, where help is needed',
      }),
      ypViews: longText("The {child}'s views", { description: 'What they enjoy, find hard and want to achieve' }),
      targets: rows(
        'Targets',
        {
          area: text('Subject or area', { description: 'e.g. maths, attendance, friendships, careers' }),
          target: text('Target'),
          support: longText('How school and the home will help'),
          who: text('Who'),
          by: date('By when'),
          progress: choiceOf(ragRatings, { title: 'Progress' }),
        },
        ['area', 'target', 'support'],
      ),
      pupilPremiumPlus: group('Pupil Premium Plus', {
        amount: number('Amount agreed (£)', { minimum: 0 }),
        use: text('What it pays for', { description: 'e.g. maths tutor, laptop, music lessons' }),
      }),
      homeSupport: longText('What the home will do', {
        description: "e.g. homework space and time, reading together, attending parents' evening",
      }),
      documents: attachments('PEP document'),
    },
  },
  sections: [
    {
      key: 'meeting',
      title: 'PEP meeting',
      fields: ['pepDate', 'nextPepDate', 'school', 'attendees', 'homeRepresentative'],
    },
    { key: 'progress', title: 'Progress and views', fields: ['attendancePercent', 'currentProgress', 'ypViews'] },
    { key: 'targets', title: 'Targets', fields: ['targets', 'pupilPremiumPlus', 'homeSupport', 'documents'] },
  ],
});
