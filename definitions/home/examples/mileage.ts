export const example = {
  vehicle: '00000000-0000-4000-8000-000000000401',
  date: '2026-11-20',
  driver: '00000000-0000-4000-8000-000000000001',
  startOdometer: 41230,
  endOdometer: 41262,
  purpose: 'School run and dentist appointment',
  youngPeople: ['00000000-0000-4000-8000-000000000101'],
};

export const wrong = { data: { ...example, startOdometer: -5 }, path: '/startOdometer' };
