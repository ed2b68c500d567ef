// Exam: one exam or qualification entry — subject, awarding body, level, date and result.
import { attachments, date, longText, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { examBoards, examStatuses, qualificationLevels } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'exam',
  title: 'Exam',
  description:
    'An exam or qualification the {child} is taking, and the result. Certificates are kept in the document locker and passed to the {child} when they leave.',
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'education',
  profileTab: 'education',
  workflow: 'none',
  dateField: 'date',
  list: { columns: ['subject', 'qualification', 'date', 'status', 'result'] },
  schema: {
    type: 'object',
    title: 'Exam',
    additionalProperties: false,
    required: ['subject', 'qualification', 'date'],
    properties: {
      subject: text('Subject'),
      qualification: choiceOf(qualificationLevels, { title: 'Qualification' }),
      board: choiceOf(examBoards, { title: 'Awarding body' }),
      tier: text('Level or tier', { description: 'e.g. Foundation, Higher, Level 2' }),
      paper: text('Paper or component', { description: 'e.g. Paper 1 (non-calculator), coursework' }),
      date: date('Exam date'),
      time: text('Time and venue', { description: 'e.g. 09:00, sports hall' }),
      accessArrangements: text('Access arrangements', { description: 'e.g. 25% extra time, reader, separate room' }),
      status: choiceOf(examStatuses, { title: 'Status' }),
      predictedGrade: text('Predicted or target grade'),
      result: text('Result', { description: 'Grade or mark, e.g. 5, Merit, Pass' }),
      resultDate: date('Result received'),
      certificateHeld: yesNo('Certificate held'),
      notes: longText('Notes', { description: 'How the {child} felt, support given, resit plans' }),
      certificate: attachments('Certificate or results slip'),
    },
  },
  sections: [
    {
      key: 'exam',
      title: 'Exam',
      fields: ['subject', 'qualification', 'board', 'tier', 'paper', 'date', 'time', 'accessArrangements'],
    },
    {
      key: 'result',
      title: 'Result',
      fields: ['status', 'predictedGrade', 'result', 'resultDate', 'certificateHeld', 'notes', 'certificate'],
    },
  ],
});
