// A referral from a local authority, accepted after a matching assessment.
export const example = {
  receivedAt: '2026-10-02T10:15:00Z',
  urgency: 'planned',
  referrer: {
    authority: 'Leeds City Council',
    socialWorker: 'Rachel Green',
    phone: '0113 000 0000',
    email: 'rachel.green@example.gov.uk',
  },
  youngPerson: {
    name: 'Ella Stone',
    dateOfBirth: '2012-04-30',
    gender: 'female',
    legalStatus: 'care_order',
    currentPlacement: 'Foster placement (breaking down)',
  },
  reason: 'Foster placement ending after repeated missing episodes; needs a residential placement close to her school.',
  needs: 'Attachment difficulties; wants to keep her school place; weekly contact with her grandmother.',
  risks: 'Two missing episodes in September; contact with older males online (CSE screening completed, medium).',
  education: 'Year 9 at Roundhay School, 82% attendance',
  proposedStart: '2026-10-20',
  placementLength: 'Long term',
  decision: {
    outcome: 'accepted',
    withinStatementOfPurpose: true,
    decidedAt: '2026-10-06T16:00:00Z',
    matchingAssessment:
      'Needs are within the statement of purpose. Impact on the three young people here assessed as low; bedroom 4 available.',
    reasons: 'Accepted subject to a pre-placement visit.',
  },
};

export const wrong = { data: { ...example, urgency: 'whenever' }, path: '/urgency' };
