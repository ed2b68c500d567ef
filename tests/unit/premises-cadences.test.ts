// The premises safety register's cadences are the ones the issue and the cited standards give: each servicing item
// is a duty of every home with its own interval, met only by a satisfactory record of its type; each in-house check
// is a duty with its own interval. A changed interval fails here, not in an inspection.
import { describe, expect, it } from 'vitest';
import { dutyOf } from '../../definitions/duties/index.ts';
import { homeCheckTypes } from '../../definitions/lists/home.ts';

describe('premises servicing cadences', () => {
  it.each([
    ['premises-gas-safety', { months: 12 }],
    ['premises-boiler-service', { months: 12 }],
    ['premises-eicr', { years: 5 }],
    ['premises-fire-alarm-service', { months: 6 }],
    ['premises-emergency-lighting-duration', { months: 12 }],
    ['premises-extinguishers', { months: 12 }],
    ['premises-fire-risk-assessment', { months: 12 }],
    ['premises-legionella-risk-assessment', { years: 2 }],
    ['premises-tmv-service', { months: 12 }],
    ['premises-window-restrictors-inspection', { months: 12 }],
  ])('%s is due every %o, for every home', (key, every) => {
    const d = dutyOf(key);
    expect(d.subject).toBe('home');
    expect(d.period).toEqual({ within: 'every', every });
  });
});

describe('in-house check cadences', () => {
  it.each([
    ['home-check-fire-alarm', 'fire_alarm', { weeks: 1 }],
    ['home-check-emergency-lighting', 'emergency_lighting', { months: 1 }],
    ['home-check-fire-drill', 'fire_drill', { months: 3 }],
    ['home-check-fire-drill-night', 'fire_drill_night', { months: 6 }],
    ['home-check-legionella-sentinel', 'legionella_sentinel', { months: 1 }],
    ['home-check-legionella-flushing', 'legionella_flushing', { weeks: 1 }],
    ['home-check-fire-doors', 'fire_doors', { months: 1 }],
    ['home-check-window-restrictors', 'window_restrictors', { months: 1 }],
  ])('%s is due every %o, met only by that check done', (key, type, every) => {
    const d = dutyOf(key);
    expect(d.period).toEqual({ within: 'every', every });
    expect(d.met).toEqual([
      { record: { kinds: ['home-check'], state: 'submitted', match: { checkType: [type], done: ['true'] } } },
    ]);
    expect(homeCheckTypes.items.map((i) => i.value)).toContain(type);
  });
  it('every member of staff and every child takes part in a drill at least every 6 months', () => {
    expect(dutyOf('fire-drill-staff').period).toEqual({ within: 'every', every: { months: 6 } });
    expect(dutyOf('fire-drill-young-person').period).toEqual({ within: 'every', every: { months: 6 } });
  });
});
