// A children's home's registration details.
export const example = {
  urn: 'SC123456',
  registeredOn: '2019-06-01',
  responsibleIndividual: 'Dr Amelia Hart',
  ageRange: '10–17',
  categories: 'Emotional and behavioural difficulties',
  phone: '0113 496 0101',
  email: 'oak@demo.care',
  contacts: [{ role: 'Local authority designated officer', name: 'LADO team', phone: '0113 378 9687' }],
};

export const wrong = { data: { ...example, urn: 'SC-12' }, path: '/urn' };
