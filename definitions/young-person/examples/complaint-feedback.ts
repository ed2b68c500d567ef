// A filled complaint with the young person's feedback ratings, and the same record made invalid in one field.

export const example = {
  type: 'complaint',
  receivedAt: '2025-03-22T18:30:00Z',
  from: 'young_person',
  channel: 'self_logged',
  summary: "The Wi-Fi goes off at 10pm even at the weekend and I can't talk to my friends.",
  wantedOutcome: 'Wi-Fi on until 11pm on Fridays and Saturdays.',
  aboutStaff: false,
  statements: {
    safeFeeling: 'strongly_agree',
    voiceRespected: 'not_sure',
    staffConfidence: 'agree',
    spaceComfort: 'agree',
    careQuality: 'agree',
    relationships: 'disagree',
    empowered: 'not_sure',
    futurePositivity: 'agree',
  },
  statementsComment: 'I want to see my brother more.',
  complaint: {
    stage: 'informal',
    acknowledgedAt: '2025-03-23',
    responseDueBy: '2025-03-29',
    investigatedBy: '00000000-0000-4000-8000-000000000003',
    advocacyOffered: true,
    referredToAuthority: false,
    safeguardingConcern: false,
    investigation:
      "Manager discussed it at the young people's meeting on 26 March and checked the online safety risk assessments.",
  },
  outcome: {
    result: 'upheld',
    actionTaken:
      'Wi-Fi now stays on until 11pm on Fridays and Saturdays for young people whose risk assessments allow it.',
    response: 'Told him in person on 26 March and confirmed it on the house notice board.',
    respondedAt: '2025-03-26',
    respondedBy: '00000000-0000-4000-8000-000000000003',
    withinTimescale: true,
    satisfied: true,
  },
};

/** A feedback statement is rated with a value that is not on the scale. */
export const wrong = {
  data: { ...example, statements: { ...example.statements, safeFeeling: 5 } },
  path: '/statements/safeFeeling',
};
