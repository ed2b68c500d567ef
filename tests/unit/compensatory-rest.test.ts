// Compensatory rest (WTR 1998 regs 21 and 24, decision 0612): which overrides owe it, and when its task closes.
import { describe, expect, it } from 'vitest';
import { dutyOf } from '../../definitions/duties/index.ts';
import { COMPENSATORY_REST_DUTY, REST_RULES, restTaskKey, restTaskState } from '../../engine/rota/compensatory-rest.ts';

describe('compensatory rest', () => {
  it('is owed for rest, break and night warnings only', () => {
    expect([...REST_RULES].sort()).toEqual(['break', 'daily_rest', 'night_average', 'weekly_rest']);
    for (const rule of ['average_48', 'young_daily', 'young_night', 'overlap'] as const)
      expect(REST_RULES.has(rule)).toBe(false);
  });

  it('keeps its task open until the rest is confirmed taken; archiving withdraws it', () => {
    expect(restTaskState({}, false)).toBe('open');
    expect(restTaskState({ taken: 'no' }, false)).toBe('open');
    expect(restTaskState({ taken: 'yes' }, false)).toBe('met');
    expect(restTaskState({ taken: 'yes' }, true)).toBe('withdrawn');
    expect(restTaskState({}, true)).toBe('withdrawn');
  });

  it('is a declared duty, due on the day, its task keyed by the record', () => {
    const d = dutyOf(COMPENSATORY_REST_DUTY);
    expect(d).toMatchObject({ subject: 'staff', period: { within: 'on-the-date' }, assignTo: 'home-managers' });
    expect(d.source.verified).toBe(false);
    expect(restTaskKey('abc')).toBe('compensatory-rest:abc');
  });
});
