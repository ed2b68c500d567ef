// A residential support worker's rates from April 2026 (above the National Living Wage of £12.71).
export const example = {
  effectiveFrom: '2026-04-01',
  role: 'Residential support worker',
  baseHourly: '13.10',
  nightHourly: '13.60',
  weekendHourly: '13.35',
  bankHolidayHourly: '19.65',
  sleepInFlat: '60.00',
  notes: 'Annual pay review: 3 % rise.',
};

export const wrong = { data: { ...example, baseHourly: '13.105' }, path: '/baseHourly' };
