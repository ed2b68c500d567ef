// An early shift at Oak House: the plan, the handover from the night, the round, tasks, checks and reflection.
export const example = {
  shiftDate: '2026-11-18',
  shiftName: 'Early',
  startsAt: '07:00',
  endsAt: '15:00',
  shiftLeader: '00000000-0000-4000-8000-000000000002',
  staffOnShift: ['00000000-0000-4000-8000-000000000001'],
  plan: 'School run at 08:15 (Alex drives). Dentist for one young person at 11:30. Contact call with mum at 14:00.',
  handoverReceived: 'Quiet night; one young person up at 02:00 unsettled, settled after a drink and a chat.',
  medicationRoundDone: true,
  medicationNotes: 'Morning doses given; PRN paracetamol at 10:00 for toothache.',
  tasks: [{ task: 'Book the boiler service', assignedTo: '00000000-0000-4000-8000-000000000002', done: true }],
  checks: [{ check: 'fire_alarm', result: 'pass' }],
  wentWell: 'Calm breakfast; everyone at school on time.',
  couldBeBetter: 'Dentist ran late; the contact call moved to 14:30.',
  learning: 'Leave 15 minutes earlier for the dentist.',
  handoverGiven: 'Late shift: contact call notes in the daily log.',
};

export const wrong = { data: { ...example, startsAt: '7am' }, path: '/startsAt' };
