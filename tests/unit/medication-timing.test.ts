// Timing that fits the medicine (engine/medication/rules.ts): the window per medicine, the least gap, a late dose's
// warning, and the refusal pattern.
import { describe, expect, it } from 'vitest';
import { refusalRuleOf } from '../../engine/medication/refusal-rule.ts';
import {
  DEFAULT_MIN_GAP_HOURS,
  lateDoseWarning,
  minGapFor,
  refusalPattern,
  TIME_CRITICAL_WINDOW_MINUTES,
  windowFor,
} from '../../engine/medication/rules.ts';

const at = (iso: string) => new Date(iso);

describe('window and gap', () => {
  it('the prescription’s window, else 30 for a critical medicine, else 60', () => {
    expect(windowFor({ windowMinutes: 45, critical: true })).toBe(45);
    expect(windowFor({ critical: true })).toBe(TIME_CRITICAL_WINDOW_MINUTES);
    expect(windowFor({ critical: false })).toBe(60);
    expect(windowFor({})).toBe(60);
    expect(windowFor({ windowMinutes: 0 })).toBe(60);
  });
  it('the prescriber’s least gap, else 4 hours when given more than once a day, else none', () => {
    expect(minGapFor({ minGapHours: 6, times: ['08:00'] })).toBe(6);
    expect(minGapFor({ times: ['08:00', '20:00'] })).toBe(DEFAULT_MIN_GAP_HOURS);
    expect(minGapFor({ times: ['08:00'] })).toBeNull();
    expect(minGapFor({})).toBeNull();
    expect(minGapFor({ minGapHours: 0, times: ['08:00', '12:00'] })).toBe(4);
  });
});

describe('a late regular dose', () => {
  const due = at('2026-11-02T08:00:00Z');
  const next = at('2026-11-02T12:00:00Z');
  it('on time up to and at the window', () => {
    expect(lateDoseWarning(due, at('2026-11-02T09:00:00Z'), 60, next, 4)).toBeNull();
    expect(lateDoseWarning(due, at('2026-11-02T07:50:00Z'), 60, next, 4)).toBeNull();
  });
  it('past the window needs a reason', () => {
    expect(lateDoseWarning(due, at('2026-11-02T09:01:00Z'), 60, null, null)).toBe(
      'Given 61 minutes after its time (the window is 60): say why.',
    );
    expect(lateDoseWarning(due, at('2026-11-02T08:31:00Z'), 30, at('2026-11-02T20:00:00Z'), 4)).toBe(
      'Given 31 minutes after its time (the window is 30): say why.',
    );
  });
  it('leaving less than the least gap before the next dose says so, with the hours and the next time', () => {
    const w = lateDoseWarning(due, at('2026-11-02T09:30:00Z'), 60, next, 4)!;
    expect(w).toMatch(/^Given 90 minutes after its time \(the window is 60\): say why\. It leaves 2\.5 hours/);
    expect(w).toMatch(/before the next dose at 2 Nov, 12:00; the least gap is 4 hours\. Ask the prescriber/);
    // exactly the least gap is enough
    expect(lateDoseWarning(due, at('2026-11-02T08:00:00Z'), -1, at('2026-11-02T12:00:00Z'), 4)).toMatch(/say why\.$/);
    // given after the next dose's time: no negative hours
    expect(lateDoseWarning(due, at('2026-11-02T13:00:00Z'), 60, next, 4)).toMatch(/It leaves 0 hours/);
  });
});

describe('refusal pattern', () => {
  const e = (day: number, outcome: string) => ({
    at: at(`2026-11-${String(day).padStart(2, '0')}T08:00:00Z`),
    outcome,
  });
  it('3 refusals or omissions within 7 days, oldest first', () => {
    const found = refusalPattern([e(5, 'refused'), e(1, 'omitted'), e(3, 'given'), e(4, 'refused')]);
    expect(found?.map((x) => x.at.getUTCDate())).toEqual([1, 4, 5]);
  });
  it('not when they span 7 days or more, nor for other outcomes', () => {
    expect(refusalPattern([e(1, 'refused'), e(4, 'refused'), e(8, 'refused')])).toBeNull();
    expect(refusalPattern([e(1, 'refused'), e(2, 'on_leave'), e(3, 'unavailable'), e(4, 'given')])).toBeNull();
    expect(refusalPattern([e(1, 'refused'), e(2, 'refused')])).toBeNull();
  });
  it('finds a later window when the first does not hold', () => {
    const found = refusalPattern([e(1, 'refused'), e(9, 'refused'), e(10, 'omitted'), e(12, 'refused')]);
    expect(found?.map((x) => x.at.getUTCDate())).toEqual([9, 10, 12]);
  });
  it('the rule can be set: 2 in 2 days', () => {
    expect(refusalPattern([e(1, 'refused'), e(2, 'refused')], { count: 2, days: 2 })).not.toBeNull();
    expect(refusalPattern([e(1, 'refused'), e(3, 'refused')], { count: 2, days: 2 })).toBeNull();
  });
});

describe("the home's refusal rule", () => {
  it('its own figures when whole and in range, else 3 in 7 for each', () => {
    expect(refusalRuleOf(null)).toEqual({ count: 3, days: 7 });
    expect(refusalRuleOf({ refusalAlertCount: 2, refusalAlertDays: 2 })).toEqual({ count: 2, days: 2 });
    expect(refusalRuleOf({ refusalAlertCount: 10, refusalAlertDays: 31 })).toEqual({ count: 10, days: 31 });
    expect(refusalRuleOf({ refusalAlertCount: 1, refusalAlertDays: 0 })).toEqual({ count: 3, days: 7 });
    expect(refusalRuleOf({ refusalAlertCount: 11, refusalAlertDays: 32 })).toEqual({ count: 3, days: 7 });
    expect(refusalRuleOf({ refusalAlertCount: 2.5, refusalAlertDays: '5' })).toEqual({ count: 3, days: 7 });
    expect(refusalRuleOf({ refusalAlertCount: 4 })).toEqual({ count: 4, days: 7 });
  });
});
