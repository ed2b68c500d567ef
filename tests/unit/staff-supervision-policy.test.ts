// Supervision as the home's policy (engine/staff/supervision-policy.ts, decision 0622): the home's interval or 6 weeks,
// and during probation its probation interval or 4 weeks, never less often than the usual one.
import { describe, expect, it } from 'vitest';
import { duties } from '../../definitions/duties/staff.ts';
import { checkDuties } from '../../engine/duties/define.ts';
import type { Duty } from '../../engine/duties/types.ts';
import {
  DEFAULT_PROBATION_MONTHS,
  DEFAULT_PROBATION_SUPERVISION_WEEKS,
  DEFAULT_SUPERVISION_WEEKS,
  inProbation,
  MAX_SUPERVISION_WEEKS,
  supervisionWeeks,
} from '../../engine/staff/supervision-policy.ts';
import { supervisionInterval } from '../../engine/staff/supervision-sql.ts';

const START = '2026-06-01';
const settled = { startOn: '2025-01-01', decided: true };
const newStarter = { startOn: START };

describe('in probation', () => {
  it('from the start to the contract’s end, inclusive', () => {
    const p = { startOn: START, endsOn: '2026-09-30' };
    expect(inProbation(p, '2026-06-01')).toBe(true);
    expect(inProbation(p, '2026-09-30')).toBe(true);
    expect(inProbation(p, '2026-10-01')).toBe(false);
  });

  it('six months from the start when the contract gives no end (or a wrong one)', () => {
    expect(DEFAULT_PROBATION_MONTHS).toBe(6);
    for (const endsOn of [undefined, null, '', '30/11/2026', 12])
      expect(inProbation({ startOn: START, endsOn: endsOn as string }, '2026-12-01'), String(endsOn)).toBe(true);
    expect(inProbation({ startOn: START }, '2026-12-02')).toBe(false);
  });

  it('ends when a final review decides it, whatever the dates', () => {
    expect(inProbation({ startOn: START, endsOn: '2026-12-31', decided: true }, '2026-07-01')).toBe(false);
    expect(inProbation({ startOn: START, endsOn: '2026-12-31', decided: false }, '2026-07-01')).toBe(true);
  });
});

describe('supervision weeks', () => {
  it('the defaults: 6 weeks, 4 in probation', () => {
    expect(DEFAULT_SUPERVISION_WEEKS).toBe(6);
    expect(DEFAULT_PROBATION_SUPERVISION_WEEKS).toBe(4);
    expect(supervisionWeeks({}, settled, '2026-07-01')).toBe(6);
    expect(supervisionWeeks({}, newStarter, '2026-07-01')).toBe(4);
  });

  it("the home's policy, and its probation interval while someone is new", () => {
    const policy = { everyWeeks: 8, probationEveryWeeks: 2 };
    expect(supervisionWeeks(policy, settled, '2026-07-01')).toBe(8);
    expect(supervisionWeeks(policy, newStarter, '2026-07-01')).toBe(2);
    expect(supervisionWeeks(policy, newStarter, '2026-12-02')).toBe(8);
    expect(supervisionWeeks({ everyWeeks: 5 }, newStarter, '2026-07-01')).toBe(4);
    expect(supervisionWeeks({ probationEveryWeeks: 3 }, settled, '2026-07-01')).toBe(6);
  });

  it('probation is never less often than the usual interval', () => {
    expect(supervisionWeeks({ everyWeeks: 3 }, newStarter, '2026-07-01')).toBe(3);
    expect(supervisionWeeks({ everyWeeks: 4, probationEveryWeeks: 8 }, newStarter, '2026-07-01')).toBe(4);
    expect(supervisionWeeks({ everyWeeks: 4, probationEveryWeeks: 4 }, newStarter, '2026-07-01')).toBe(4);
  });

  it('a setting outside 1 to 13 whole weeks, or not a number, is the default', () => {
    expect(MAX_SUPERVISION_WEEKS).toBe(13);
    for (const bad of [0, -2, 14, 2.5, '4', null, true]) {
      expect(supervisionWeeks({ everyWeeks: bad }, settled, '2026-07-01'), String(bad)).toBe(6);
      expect(supervisionWeeks({ probationEveryWeeks: bad }, newStarter, '2026-07-01'), String(bad)).toBe(4);
    }
    expect(supervisionWeeks({ everyWeeks: 1 }, settled, '2026-07-01')).toBe(1);
    expect(supervisionWeeks({ everyWeeks: 13 }, settled, '2026-07-01')).toBe(13);
    expect(supervisionWeeks({ probationEveryWeeks: 1 }, newStarter, '2026-07-01')).toBe(1);
  });

  it("a scan row's inputs become an interval in weeks", () => {
    const row = { anchorOn: START, policy: { everyWeeks: 8, probationEveryWeeks: 2 }, probationEndsOn: '2026-08-31' };
    expect(supervisionInterval(row, '2026-08-31')).toEqual({ weeks: 2 });
    expect(supervisionInterval(row, '2026-09-01')).toEqual({ weeks: 8 });
    expect(supervisionInterval({ ...row, probationDecided: true }, '2026-07-01')).toEqual({ weeks: 8 });
    expect(supervisionInterval({ anchorOn: '2020-01-01', policy: null }, '2026-07-01')).toEqual({ weeks: 6 });
  });
});

describe('the supervision duty', () => {
  it('is the home’s policy, cited as practice with no frequency in the regulation', () => {
    const d = duties.find((x) => x.key === 'supervision')!;
    expect(d.policy).toBe('supervision');
    expect(d.source.practice).toBe(true);
    expect(d.source.cite).toMatch(/no frequency set/);
    expect(d.source.cite).not.toMatch(/6 weeks/);
  });

  it('only a staff duty counted "every" may take the supervision policy', () => {
    const d = duties.find((x) => x.key === 'supervision')!;
    const known = {
      kinds: new Set(['supervision']),
      taskTypes: new Set(['supervision']),
      categories: new Set<string>(),
      rules: new Set<string>(),
    };
    expect(checkDuties([d], known)).toEqual([]);
    const home: Duty = { ...d, subject: 'home' };
    expect(checkDuties([home], known)).toContain(
      'duty supervision: the supervision policy sets only a staff duty\'s "every" interval',
    );
    const once: Duty = { ...d, period: { within: 'once', after: { weeks: 6 } } };
    expect(checkDuties([once], known)).toContain(
      'duty supervision: the supervision policy sets only a staff duty\'s "every" interval',
    );
  });
});
