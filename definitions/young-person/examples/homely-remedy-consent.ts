// A filled homely remedy consent, and the same record made invalid in one field.

export const example = {
  consentBy: 'placing_authority',
  consentByName: 'K. Ahmed, social worker',
  consentOn: '2026-09-14',
  allRemedies: true,
  exceptions: 'No antihistamines that cause drowsiness on school days.',
};

/** A consent by someone the list does not hold. */
export const wrong = { data: { ...example, consentBy: 'teacher' }, path: '/consentBy' };
