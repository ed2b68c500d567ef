// A first-year appraisal.
export const example = {
  date: '2026-09-15',
  appraiser: '00000000-0000-4000-8000-000000000001',
  periodFrom: '2025-09-15',
  periodTo: '2026-09-14',
  objectivesReview: 'Completed induction and probation; key worker for one young person since March; Level 3 enrolled.',
  objectives: [
    {
      objective: 'Complete Level 3 Diploma',
      measure: 'Certificate received',
      support: 'Two hours a week study time',
      due: '2027-07-31',
      status: 'in_progress',
    },
    {
      objective: 'Lead a house meeting each month',
      measure: 'Minutes on file',
      due: '2027-03-31',
      status: 'not_started',
    },
  ],
  feedback: 'Colleagues describe calm, consistent practice; young people ask for them by name.',
  strengths: 'Relationships, recording.',
  developmentAreas: 'Confidence challenging colleagues.',
  wellbeing: 'Settled.',
  aspirations: 'Senior residential support worker in two years.',
  appraiseeComments: 'Agree with the objectives.',
  appraiserComments: 'A good first year.',
  nextAppraisalDate: '2027-09-15',
};

export const wrong = {
  data: { ...example, objectives: [{ measure: 'no objective' }] },
  path: '/objectives/0/objective',
};
