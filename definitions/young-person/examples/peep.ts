// A filled personal emergency evacuation plan, and the same record made invalid in one field.

export const example = {
  writtenOn: '2026-09-14',
  needs: ['sleep_medication', 'anxiety'],
  needsDetail:
    'Walks and uses stairs without help. Takes melatonin at 21:00 and sleeps deeply; has not woken for the alarm ' +
    'in two night drills. Covers her ears and freezes when the sounder goes off.',
  howAlerted: 'The waking night member of staff goes to her room first, knocks, puts the light on and says her name.',
  assistance: {
    staffNeeded: 1,
    day: 'Her key worker, or the shift lead, walks beside her and talks her out.',
    night: 'The waking night member of staff wakes her and walks her down the main stairs before checking the rest.',
  },
  route: 'Bedroom 3 → main stairs → front door → the assembly point at the lamp post. If blocked: the back stairs.',
  equipment: 'Ear defenders on the hook inside her door',
  communication: 'Short, calm words: "Fire alarm. With me. Outside." Offer the ear defenders; do not pull her arm.',
  childViews: 'She chose the ear defenders and wants staff to say her name, not shout.',
  sharedWithFireService: true,
  lastTriedOn: '2026-10-20',
  drillNotes: 'Out in 2 minutes 40 with the ear defenders; she said it was "not as bad".',
  writtenBy: '00000000-0000-4000-8000-000000000001',
  reviewDate: '2027-03-14',
};

/** A need the list does not hold. */
export const wrong = {
  data: { ...example, needs: ['flying'] },
  path: '/needs/0',
};
