// A filled safeguarding concern (suspected criminal exploitation after a disclosure), and the same
// record made invalid in one field.

export const example = {
  category: ['cce', 'online'],
  raisedAt: '2025-03-20T21:40:00Z',
  raisedBy: '00000000-0000-4000-8000-000000000002',
  source: 'disclosure',
  sourceDetail: '',
  happenedAt: '2025-03-19T16:00:00Z',
  location: 'Outside the chip shop on Harehills Road',
  otherYoungPeople: [],
  othersInvolved: 'An older male known as "Kai", about 19, drives a black car',
  disclosure: true,
  wordsUsed:
    'Staff asked "Where did the new trainers come from?" He said: "Kai got them for me. He says I owe him now and I have to take a bag to Bradford on Saturday. I don\'t want to but he knows where I live."',
  observations:
    'New trainers and a second phone seen this week. He came back 40 minutes late on Wednesday and would not say where he had been. Anxious when his phone buzzed.',
  bodyMap: [],
  immediateAction:
    'Reassured him he had done the right thing telling us. Agreed he will not go out on Saturday without staff. Second phone handed to staff voluntarily and kept in the office. Shift lead called the manager on call.',
  childSafeNow: true,
  dsl: '00000000-0000-4000-8000-000000000003',
  dslInformedAt: '2025-03-20T21:55:00Z',
  dslDecision:
    'Meets the threshold for referral: risk of criminal exploitation. Refer to the social worker and the emergency duty team tonight, and police via 101.',
  referrals: [
    {
      to: 'social_worker',
      at: '2025-03-20T22:10:00Z',
      by: '00000000-0000-4000-8000-000000000003',
      contactName: 'Emergency duty team, Leeds',
      reference: 'EDT-55120',
      outcome: 'Strategy discussion arranged for 21 March.',
    },
    {
      to: 'police',
      at: '2025-03-20T22:30:00Z',
      by: '00000000-0000-4000-8000-000000000003',
      reference: '13/55812/25',
      outcome: 'Intelligence logged; officer to attend the strategy discussion.',
    },
  ],
  cpEnquiry: {
    instigatedAt: '2025-03-21',
    strategyMeetingAt: '2025-03-21T11:00:00Z',
    outcome: '',
  },
  notifications: [
    {
      authority: 'ofsted',
      at: '2025-03-21T09:15:00Z',
      method: 'online_form',
      reference: 'Ofsted notification 2025-0331',
      by: '00000000-0000-4000-8000-000000000003',
    },
  ],
  outcome: 'Section 47 enquiry started. NRM referral to be considered at the strategy meeting.',
  furtherActions: ['update_risk_assessment', 'arrange_professionals_meeting', 'additional_key_worker_sessions'],
  ypInformed: true,
  ypView: 'He is scared Kai will find out he told, but relieved.',
  managerReview: {
    reviewer: '00000000-0000-4000-8000-000000000003',
    at: '2025-03-21T10:00:00Z',
    comment: 'Prompt and well recorded; words written down as said. Exploitation risk assessment to be updated today.',
    closed: false,
  },
  timeline: [
    { at: '2025-03-20T21:40:00Z', event: 'Disclosure to shift lead', by: '00000000-0000-4000-8000-000000000002' },
    {
      at: '2025-03-20T22:10:00Z',
      event: 'Referred to emergency duty team',
      by: '00000000-0000-4000-8000-000000000003',
    },
    { at: '2025-03-21T09:15:00Z', event: 'Ofsted notified', by: '00000000-0000-4000-8000-000000000003' },
  ],
};

/** A field that is not on the form. */
export const wrong = {
  data: { ...example, riskLevel: 'high' },
  path: '/riskLevel',
};
