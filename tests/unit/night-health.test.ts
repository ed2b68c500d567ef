// Night work health assessments (WTR 1998 reg 7, decision 0740): which rostered shifts owe an offer first, when a
// new one is owed again, and when the offer's task closes.
import { describe, expect, it } from 'vitest';
import { dutyOf } from '../../definitions/duties/index.ts';
import {
  assessmentsOwed,
  NIGHT_HEALTH_DUTY,
  nightHealthTaskKey,
  nightWorkOf,
  offerTaskState,
  type RosteredShift,
} from '../../engine/rota/night-health.ts';
import { at } from '../../engine/rota/young-workers.ts';

const shift = (day: string, from: number, hours: number, more: Partial<RosteredShift> = {}): RosteredShift => ({
  staffId: 'a',
  start: at(day, from),
  end: at(day, from) + hours * 3_600_000,
  shiftType: 'waking_night',
  dateOfBirth: '1990-01-01',
  restrictedFrom: 22,
  ...more,
});

describe('night work health assessments', () => {
  it('night work is 3 hours or more between 23:00 and 06:00; on-call is not work until called out', () => {
    expect(nightWorkOf(shift('2027-01-11', 22, 9))).toBe('night_work');
    expect(nightWorkOf(shift('2027-01-11', 15, 8, { shiftType: 'late' }))).toBeNull(); // 15:00–23:00: none at night
    expect(nightWorkOf(shift('2027-01-11', 18, 7, { shiftType: 'late' }))).toBeNull(); // 2 hours of night only
    expect(nightWorkOf(shift('2027-01-11', 18, 8, { shiftType: 'late' }))).toBe('night_work'); // to 02:00: 3 hours
    expect(nightWorkOf(shift('2027-01-11', 22, 9, { shiftType: 'on_call' }))).toBeNull();
    expect(nightWorkOf(shift('2027-01-11', 22, 10, { shiftType: 'sleep_in' }))).toBe('night_work');
  });

  it('a worker under 18 owes one before any work in their restricted period', () => {
    const young = { dateOfBirth: '2010-03-01' };
    expect(nightWorkOf(shift('2027-01-11', 17, 6, { ...young, shiftType: 'late' }))).toBe('young_worker');
    expect(nightWorkOf(shift('2027-01-11', 17, 6, { ...young, shiftType: 'late', restrictedFrom: 23 }))).toBeNull();
    expect(nightWorkOf(shift('2027-01-11', 14, 8, { ...young, shiftType: 'late' }))).toBeNull();
    // turned 18 by the shift: adult rules
    expect(nightWorkOf(shift('2028-03-01', 17, 6, { ...young, shiftType: 'late' }))).toBeNull();
  });

  it('owes one offer by the first night for someone never offered; none within a year of the last', () => {
    const nights = [shift('2027-01-13', 22, 9), shift('2027-01-11', 22, 9), shift('2027-01-12', 22, 9)];
    expect(assessmentsOwed(nights, new Map())).toEqual([{ staffId: 'a', offerBy: '2027-01-11', reason: 'night_work' }]);
    expect(assessmentsOwed(nights, new Map([['a', '2026-01-12']]))).toEqual([]);
    expect(assessmentsOwed(nights, new Map([['a', '2026-01-11']]))).toEqual([
      { staffId: 'a', offerBy: '2027-01-11', reason: 'regular' },
    ]);
    expect(assessmentsOwed([shift('2027-01-11', 7, 8, { shiftType: 'early' })], new Map())).toEqual([]);
    expect(
      assessmentsOwed([shift('2027-01-11', 17, 6, { shiftType: 'late', dateOfBirth: '2010-03-01' })], new Map()),
    ).toEqual([{ staffId: 'a', offerBy: '2027-01-11', reason: 'young_worker' }]);
  });

  it('keeps its task open until the offer is made; archiving withdraws it', () => {
    expect(offerTaskState({}, false)).toBe('open');
    expect(offerTaskState({ offeredOn: '' }, false)).toBe('open');
    expect(offerTaskState({ offeredOn: '2027-01-05' }, false)).toBe('met');
    expect(offerTaskState({ offeredOn: '2027-01-05' }, true)).toBe('withdrawn');
  });

  it('is a declared duty for the home managers, its source marked unverified', () => {
    const d = dutyOf(NIGHT_HEALTH_DUTY);
    expect(d).toMatchObject({ subject: 'staff', assignTo: 'home-managers' });
    expect(d.source.verified).toBe(false);
    expect(nightHealthTaskKey('abc')).toBe('night-health-assessment:abc');
  });
});
