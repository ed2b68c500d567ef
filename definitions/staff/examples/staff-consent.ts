// Consent to photographs at events.
export const example = { consent: 'photographs', given: true, givenOn: '2025-03-03', notes: 'Not on social media.' };

export const wrong = { data: { ...example, given: 'maybe' }, path: '/given' };
