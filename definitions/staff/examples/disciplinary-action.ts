// A failure to record a restraint within 24 hours, through investigation to a written warning.
export const example = {
  openedOn: '2026-09-02',
  ground: 'misconduct',
  caseManager: '00000000-0000-4000-8000-000000000001',
  stage: 'closed',
  concern:
    "A physical intervention on 28 August was not recorded until 1 September, contrary to reg 35(3) and the home's policy.",
  suspended: false,
  informalDiscussion: {
    date: '2026-09-03',
    heldBy: '00000000-0000-4000-8000-000000000001',
    notes: 'Second late record in two months; informal route not enough.',
  },
  investigation: {
    investigator: '00000000-0000-4000-8000-000000000003',
    startedOn: '2026-09-04',
    findings: 'The record was late; no harm to the young person; the staff member was on a double shift.',
    concludedOn: '2026-09-10',
    recommendation: 'hearing',
  },
  hearing: {
    invitationSentOn: '2026-09-11',
    rightToBeAccompaniedGiven: true,
    date: '2026-09-18',
    chair: '00000000-0000-4000-8000-000000000002',
    companionType: 'union',
    companion: 'R. Ahmed (UNISON)',
    notes: 'Accepted the record was late; explained workload.',
    outcome: 'written',
    warningExpiresOn: '2027-03-18',
    outcomeLetterSentOn: '2026-09-19',
  },
  documents: [{ documentId: '00000000-0000-4000-8000-000000000302', fileName: 'outcome-letter.pdf' }],
  closedOn: '2026-10-05',
  closingSummary: 'Written warning for six months; no appeal received within the time allowed.',
};

export const wrong = {
  data: { ...example, hearing: { ...example.hearing, outcome: 'verbal_warning' } },
  path: '/hearing/outcome',
};
