// The late shift hands over to the sleep-in at Oak House.
export const example = {
  at: '2026-11-18T22:30:00Z',
  fromShift: 'Late',
  toShift: 'Sleep-in',
  givenBy: '00000000-0000-4000-8000-000000000002',
  receivedBy: ['00000000-0000-4000-8000-000000000001'],
  summary: 'Settled evening. Everyone in by 21:00; no missing episodes.',
  medication: 'Evening doses given. Paracetamol stock low: order tomorrow.',
  home: 'Back door lock sticking: maintenance logged.',
  dueNext: 'Wake-up 07:00 for school; packed lunches in the fridge.',
};

export const wrong = { data: { ...example, receivedBy: 'everyone' }, path: '/receivedBy' };
