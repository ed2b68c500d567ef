// The three-month review.
export const example = {
  reviewDate: '2025-06-03',
  reviewer: '00000000-0000-4000-8000-000000000002',
  stage: 'three_months',
  progress: 'Confident on shift; good relationships with the young people.',
  inductionComplete: 'complete',
  supportAgreed: 'Shadow two more medication rounds.',
  outcome: 'continue',
  nextReviewDate: '2025-09-01',
};

export const wrong = { data: { ...example, stage: 'six_months' }, path: '/stage' };
