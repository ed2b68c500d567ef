// Details given at induction.
export const example = {
  recordedOn: '2025-03-03',
  legalName: 'Samuel James Taylor',
  preferredName: 'Sam',
  dateOfBirth: '1994-07-12',
  gender: 'Male',
  niNumber: 'AB 12 34 56 C',
  phone: '07700 900123',
  personalEmail: 'sam.taylor@example.org',
  address: { line1: '14 Beech Road', town: 'Leeds', postcode: 'LS6 2AB' },
};

export const wrong = { data: { ...example, niNumber: 'not a number' }, path: '/niNumber' };
