// The standard one-page opt-out, signed on paper at induction and scanned into the locker.
export const example = {
  signedOn: '2026-06-01',
  noticeDays: 7,
  wording:
    'I agree that the 48-hour average weekly limit in regulation 4 of the Working Time Regulations 1998 shall not ' +
    'apply to me. I may end this agreement by giving 7 days’ notice in writing.',
};

export const wrong = { data: { ...example, noticeDays: 120 }, path: '/noticeDays' };
