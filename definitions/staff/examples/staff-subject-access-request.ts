// A former member of staff's subject access request during a tribunal claim: prepared by HR, approved by a director
// with a child's name taken out; and the same one approved by the person who prepared it.

const preparer = '0190a1b2-0000-7000-8000-000000000021';
const approver = '0190a1b2-0000-7000-8000-000000000022';

export const example = {
  receivedOn: '2026-05-11',
  requestedBy: 'former',
  requesterName: 'Chris Palmer',
  requesterContact: 'By email, the address they gave on leaving',
  identityConfirmedOn: '2026-05-12',
  identityHow: 'Asked from the email address held on file, confirmed by phone',
  clockFrom: '2026-05-12',
  scope: 'My supervision notes, my disciplinary file and my rota for 2025',
  preparation: {
    preparedBy: preparer,
    preparedOn: '2026-05-29',
    thirdParties: [
      {
        where: 'Supervision, 3 March 2025',
        words: 'Kai',
        whose: 'other_child',
        decision: 'redacted',
        why: 'A child named when discussing an incident; not reasonable to give without consent',
      },
    ],
    exemptions: 'A reference from a previous employer withheld as given in confidence',
    approvedBy: approver,
    approvedOn: '2026-06-02',
  },
  release: { releasedOn: '2026-06-03', releasedBy: approver, how: 'secure_email', supportOffered: false },
};

/** Approved by the person who prepared it. */
export const wrong = {
  data: { ...example, preparation: { ...example.preparation, approvedBy: preparer } },
  path: '/preparation/approvedBy',
};
