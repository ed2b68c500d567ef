// Staff training, qualifications, supervision, appraisal and disciplinary lists (DOMAIN §14, Acas Code).
import { defineList } from '../../engine/definitions/lists.ts';

export const careQualificationLevels = defineList({
  key: 'careQualificationLevels',
  label: 'Care qualifications',
  source:
    'DOMAIN §14; CH reg 32(4)–(5), reg 28 (no Level 4 Diploma for Residential Childcare in England: decision 0452)',
  items: [
    {
      value: 'level3',
      label: 'Level 3 Diploma for Residential Childcare (England)',
      description: "Care staff in a children's home: within 2 years of starting",
    },
    {
      value: 'level3_equivalent',
      label: 'Equivalent to Level 3, accepted by the registered person',
      description: 'CH reg 32(4): say what it is, why it is equivalent, and who decided',
    },
    {
      value: 'level5',
      label: 'Level 5 Diploma in Leadership and Management for Residential Childcare',
      description: 'Registered manager: within 3 years of registration',
    },
    {
      value: 'level5_equivalent',
      label: 'Equivalent to Level 5, accepted (unverified: reg 28)',
      description: 'Say what it is, why it is equivalent, and who decided',
    },
    { value: 'hsc3', label: 'Level 3 Diploma in Health and Social Care' },
    { value: 'other', label: 'Other relevant qualification' },
  ],
});

export const qualificationStatuses = defineList({
  key: 'qualificationStatuses',
  label: 'Qualification status',
  source: 'DOMAIN §14',
  items: [
    { value: 'enrolled', label: 'Enrolled' },
    { value: 'achieved', label: 'Achieved' },
    { value: 'withdrawn', label: 'Withdrawn' },
  ],
});

export const trainingDelivery = defineList({
  key: 'trainingDelivery',
  label: 'How training was delivered',
  items: [
    { value: 'classroom', label: 'Classroom' },
    { value: 'e_learning', label: 'E-learning' },
    { value: 'blended', label: 'Blended' },
    { value: 'on_the_job', label: 'On the job / shadowing' },
  ],
});

export const supervisionTypes = defineList({
  key: 'supervisionTypes',
  label: 'Supervision types',
  source: 'DOMAIN §14',
  items: [
    { value: 'formal', label: 'Formal one-to-one' },
    { value: 'reflective', label: 'Reflective practice' },
    { value: 'group', label: 'Group supervision' },
    { value: 'ad_hoc', label: 'Ad hoc (after an incident)' },
  ],
});

export const actionStatuses = defineList({
  key: 'staffActionStatuses',
  label: 'Development action status',
  items: [
    { value: 'not_started', label: 'Not started' },
    { value: 'in_progress', label: 'In progress' },
    { value: 'done', label: 'Done' },
  ],
});

export const disciplinaryGrounds = defineList({
  key: 'disciplinaryGrounds',
  label: 'Disciplinary grounds',
  source:
    'CH reg 33(4)(a) (disciplinary procedure; failure to report abuse as a ground); Acas Code of Practice; ' +
    'Safeguarding Vulnerable Groups Act 2006 s35 (decision 0450)',
  items: [
    { value: 'misconduct', label: 'Misconduct' },
    { value: 'gross_misconduct', label: 'Gross misconduct' },
    {
      value: 'safeguarding',
      label: 'Conduct towards children or young people / safeguarding allegation',
      description: 'Runs alongside the LADO and the police; a decision on referral to the DBS is needed to close',
    },
    { value: 'failure_to_report', label: 'Failure to report abuse or suspected abuse' },
    {
      value: 'attendance',
      label: 'Attendance (absence and capability procedure)',
      description: 'Not misconduct: new attendance concerns are a performance improvement plan',
    },
    { value: 'other', label: 'Other' },
  ],
});

export const disciplinaryStages = defineList({
  key: 'disciplinaryStages',
  label: 'Disciplinary stage',
  source: 'Acas Code of Practice on disciplinary and grievance procedures',
  items: [
    { value: 'informal', label: 'Informal discussion' },
    { value: 'investigation', label: 'Investigation' },
    { value: 'hearing', label: 'Formal disciplinary hearing' },
    { value: 'appeal', label: 'Appeal' },
    { value: 'closed', label: 'Closed' },
  ],
});

export const disciplinaryOutcomes = defineList({
  key: 'disciplinaryOutcomes',
  label: 'Disciplinary outcome',
  source: 'DOMAIN §14; Acas Code',
  items: [
    { value: 'none', label: 'No action' },
    { value: 'written', label: 'Written warning' },
    { value: 'final_written', label: 'Final written warning' },
    { value: 'dismissal', label: 'Dismissal' },
  ],
});

export const investigationRecommendations = defineList({
  key: 'investigationRecommendations',
  label: 'Investigation recommendation',
  source: 'Acas Code',
  items: [
    { value: 'no_case', label: 'No case to answer' },
    { value: 'informal', label: 'Deal with informally' },
    { value: 'hearing', label: 'Formal disciplinary hearing' },
  ],
});

export const companionTypes = defineList({
  key: 'companionTypes',
  label: 'Companion at a hearing',
  source: 'Employment Relations Act 1999 s10 (right to be accompanied)',
  items: [
    { value: 'colleague', label: 'A colleague' },
    { value: 'union', label: 'A trade union representative' },
    { value: 'none', label: 'Chose not to be accompanied' },
  ],
});

export const appealOutcomes = defineList({
  key: 'appealOutcomes',
  label: 'Appeal outcome',
  source: 'Acas Code',
  items: [
    { value: 'upheld', label: 'Original decision upheld' },
    { value: 'varied', label: 'Sanction reduced' },
    { value: 'overturned', label: 'Overturned' },
  ],
});

export const disciplinaryMeetingTypes = defineList({
  key: 'disciplinaryMeetingTypes',
  label: 'Disciplinary meeting types',
  source: 'Acas Code',
  items: [
    { value: 'informal', label: 'Informal discussion' },
    { value: 'investigation', label: 'Investigation meeting' },
    { value: 'suspension_review', label: 'Suspension review' },
    { value: 'hearing', label: 'Disciplinary hearing' },
    { value: 'appeal', label: 'Appeal hearing' },
  ],
});
