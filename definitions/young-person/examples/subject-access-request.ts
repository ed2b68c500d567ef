// A care leaver's subject access request, prepared, approved by a second manager and released; and the same one
// approved by the person who prepared it.

const preparer = '0190a1b2-0000-7000-8000-000000000011';
const approver = '0190a1b2-0000-7000-8000-000000000012';

export const example = {
  receivedOn: '2026-03-02',
  requestedBy: 'care_leaver',
  requesterName: 'Jordan Ellis',
  requesterContact: 'By email, address on file with the leaving care team',
  identityConfirmedOn: '2026-03-04',
  identityHow: 'Passport seen in person at the leaving care office',
  clockFrom: '2026-03-04',
  scope: 'Everything from my time at the home, 2015 to 2018',
  preparation: {
    preparedBy: preparer,
    preparedOn: '2026-03-20',
    thirdParties: [
      {
        where: 'Daily log, 14 June 2016',
        whose: 'other_child',
        decision: 'redacted',
        why: 'Another child named in an argument; no consent sought',
      },
      { where: 'Key worker session, 2 May 2017', whose: 'staff_personal', decision: 'redacted' },
    ],
    approvedBy: approver,
    approvedOn: '2026-03-25',
  },
  release: {
    releasedOn: '2026-03-27',
    releasedBy: approver,
    how: 'in_person',
    supportOffered: true,
  },
};

/** Approved by the person who prepared it. */
export const wrong = {
  data: { ...example, preparation: { ...example.preparation, approvedBy: preparer } },
  path: '/preparation/approvedBy',
};
