// The MAR's rules (engine/medication/rules.ts): doses due, their SPEC §4 status, PRN limits, letter codes, stock.
import { describe, expect, it } from 'vitest';
import {
  activeOn,
  daysBetween,
  daysOfStock,
  DEFAULT_RESTOCK_LEAD_DAYS,
  type DoseOutcome,
  doseStatus,
  initials,
  isMissed,
  leadReached,
  letterCode,
  needsReason,
  needsRestock,
  overdueStage,
  prnVerdict,
  scheduledDoses,
  stockAfter,
  takesStock,
} from '../../engine/medication/rules.ts';

const at = (iso: string) => new Date(iso);
const H = 3_600_000;

describe('scheduled doses', () => {
  const rx = { regularity: 'regular' as const, times: ['20:00', '08:00'], start: '2026-03-28', end: '2026-03-30' };
  it('are each London time on each day the prescription runs, in order, across the clock change', () => {
    expect(scheduledDoses(rx, '2026-03-27', '2026-03-31').map((d) => d.toISOString())).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-28T20:00:00.000Z', // GMT
      '2026-03-29T07:00:00.000Z',
      '2026-03-29T19:00:00.000Z', // BST from 29 March
      '2026-03-30T07:00:00.000Z',
      '2026-03-30T19:00:00.000Z',
    ]);
  });
  it('are none for PRN or a regular medicine without times', () => {
    expect(scheduledDoses({ ...rx, regularity: 'prn' }, '2026-03-28', '2026-03-28')).toEqual([]);
    expect(scheduledDoses({ ...rx, times: [] }, '2026-03-28', '2026-03-28')).toEqual([]);
    expect(scheduledDoses({ ...rx, times: undefined }, '2026-03-28', '2026-03-28')).toEqual([]);
  });
  it('run from the start day to the end day inclusive; no end runs on', () => {
    expect(activeOn(rx, '2026-03-27')).toBe(false);
    expect(activeOn(rx, '2026-03-28')).toBe(true);
    expect(activeOn(rx, '2026-03-30')).toBe(true);
    expect(activeOn(rx, '2026-03-31')).toBe(false);
    expect(activeOn({ start: '2026-01-01' }, '2030-01-01')).toBe(true);
  });
});

describe('dose status (SPEC §4)', () => {
  const due = at('2026-05-01T08:00:00Z');
  it('is completed once recorded, whenever', () => {
    expect(doseStatus(due, true, at('2026-04-20T08:00:00Z'))).toBe('completed');
    expect(doseStatus(due, true, at('2026-05-03T08:00:00Z'))).toBe('completed');
  });
  it('is planned in the next 24 hours before it is due, and nothing further ahead', () => {
    expect(doseStatus(due, false, new Date(due.getTime() - 24 * H))).toBe('plannedInNext24hrs');
    expect(doseStatus(due, false, new Date(due.getTime() - 24 * H - 1))).toBeNull();
    expect(doseStatus(due, false, new Date(due.getTime() - 1))).toBe('plannedInNext24hrs');
  });
  it('is unadministered from its time to the end of the window, then overdue', () => {
    expect(doseStatus(due, false, due)).toBe('unadministered');
    expect(doseStatus(due, false, new Date(due.getTime() + 60 * 60_000))).toBe('unadministered');
    expect(doseStatus(due, false, new Date(due.getTime() + 60 * 60_000 + 1))).toBe('overdue');
    expect(doseStatus(due, false, new Date(due.getTime() + 30 * 60_000 + 1), 30)).toBe('overdue');
    expect(doseStatus(due, false, new Date(due.getTime() + 30 * 60_000), 30)).toBe('unadministered');
  });
});

describe('PRN limits', () => {
  const rule = { minIntervalHours: 4, maxDosesIn24h: 3 };
  const t0 = at('2026-05-01T08:00:00Z');
  const plus = (h: number) => new Date(t0.getTime() + h * H);
  it('allows the first dose and one exactly the interval later', () => {
    expect(prnVerdict([], t0, rule)).toEqual({ ok: true });
    expect(prnVerdict([t0], plus(4), rule)).toEqual({ ok: true });
  });
  it('refuses a dose inside the interval, before or after a dose already given, saying when the next may be given', () => {
    const v = prnVerdict([t0], new Date(plus(4).getTime() - 1), rule);
    expect(v.ok).toBe(false);
    expect(!v.ok && v.reason).toMatch(
      /Too soon: a dose was given at 1 May, 09:00 .*at least 4 hours.*next from 1 May, 13:00/,
    );
    expect(prnVerdict([plus(2)], t0, rule).ok).toBe(false);
    // the nearest (latest) dose is named
    const w = prnVerdict([t0, plus(1)], plus(3), { minIntervalHours: 4, maxDosesIn24h: 9 });
    expect(!w.ok && w.reason).toMatch(/given at 1 May, 10:00/);
  });
  it('refuses a dose that makes any 24 hours hold more than the maximum', () => {
    expect(prnVerdict([t0, plus(4), plus(8)], plus(12), rule)).toEqual({
      ok: false,
      reason: 'The most in 24 hours is 3 doses; this would be dose 4.',
    });
    expect(prnVerdict([t0, plus(4), plus(8)], plus(24), rule)).toEqual({ ok: true });
    expect(prnVerdict([t0, plus(4), plus(8)], new Date(plus(24).getTime() - 1), rule).ok).toBe(false);
    // a dose recorded late, between later doses, counts in the windows after it too
    expect(prnVerdict([plus(-20), plus(4), plus(8), plus(12)], t0, rule).ok).toBe(false);
    expect(prnVerdict([plus(-20), plus(12)], t0, rule)).toEqual({ ok: true });
    expect(prnVerdict([t0], plus(5), { minIntervalHours: 1, maxDosesIn24h: 1 })).toEqual({
      ok: false,
      reason: 'The most in 24 hours is 1 dose; this would be dose 2.',
    });
  });
  it('does not count doses 24 hours or more away', () => {
    expect(prnVerdict([plus(-24), plus(-23.9)], t0, { minIntervalHours: 0, maxDosesIn24h: 2 })).toEqual({ ok: true });
    expect(prnVerdict([plus(-23.9), plus(-23.8)], t0, { minIntervalHours: 0, maxDosesIn24h: 2 }).ok).toBe(false);
  });
});

describe('letter codes and outcomes', () => {
  it('print the initials of who gave a dose, and a letter for one not given', () => {
    expect(initials('Sam  taylor')).toBe('ST');
    expect(letterCode('given', 'Alex Morgan')).toBe('AM');
    expect(letterCode('refused', 'Alex Morgan')).toBe('R');
    expect(letterCode('in_hospital', 'x')).toBe('H');
    expect(letterCode('self_administered', 'x')).toBe('SA');
  });
  it('take stock only for a dose given, and need a reason unless given or self-administered', () => {
    expect(takesStock('given')).toBe(true);
    expect(takesStock('self_administered')).toBe(false);
    expect(takesStock('refused')).toBe(false);
    expect(needsReason('given')).toBe(false);
    expect(needsReason('self_administered')).toBe(false);
    expect(needsReason('refused')).toBe(true);
    expect(needsReason('not_required')).toBe(true);
  });
});

describe('stock', () => {
  it('refuses a balance below nought, never clamping it', () => {
    expect(stockAfter(3, -3)).toEqual({ ok: true, balance: 0 });
    expect(stockAfter(0.3, -0.1)).toEqual({ ok: true, balance: 0.2 });
    expect(stockAfter(10, 5)).toEqual({ ok: true, balance: 15 });
    const v = stockAfter(2, -3);
    expect(v).toEqual({
      ok: false,
      reason: 'Only 2 in stock: taking 3 would leave -1. Record the stock received first, or count the stock.',
    });
  });
  it('says how many whole days stock lasts at the prescribed rate', () => {
    expect(daysOfStock(28, 2, 1)).toBe(14);
    expect(daysOfStock(27, 2, 1)).toBe(13);
    expect(daysOfStock(28, 2, 2)).toBe(7);
    expect(daysOfStock(28, 0, 1)).toBeNull();
  });
});

describe('obligations', () => {
  const due = new Date('2027-02-10T08:00:00Z');
  const after = (minutes: number) => new Date(due.getTime() + minutes * 60_000);
  it('a dose is overdue past its window, and escalates a further window on', () => {
    expect(overdueStage(due, after(-5))).toBe(0);
    expect(overdueStage(due, after(60))).toBe(0);
    expect(overdueStage(due, after(61))).toBe(1);
    expect(overdueStage(due, after(120))).toBe(1);
    expect(overdueStage(due, after(121))).toBe(2);
    expect(overdueStage(due, after(31), 30)).toBe(1);
    expect(overdueStage(due, after(61), 30)).toBe(2);
    expect(overdueStage(due, after(60), 30)).toBe(1);
  });
  it('missed or refused: refused, omitted, unavailable, spoiled — not given, self-administered or away', () => {
    expect(['refused', 'omitted', 'unavailable', 'spoiled'].every((o) => isMissed(o as DoseOutcome))).toBe(true);
    expect(
      ['given', 'self_administered', 'not_required', 'on_leave', 'in_hospital'].some((o) => isMissed(o as DoseOutcome)),
    ).toBe(false);
  });
  it('counts whole days between London days, across a month end', () => {
    expect(daysBetween('2027-02-10', '2027-02-17')).toBe(7);
    expect(daysBetween('2027-02-27', '2027-03-02')).toBe(3);
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2027-02-17', '2027-02-10')).toBe(-7);
  });
  it('warns at the nearest lead reached, until the day itself', () => {
    expect(leadReached('2027-02-17', '2027-02-09', [7, 1])).toBeNull();
    expect(leadReached('2027-02-17', '2027-02-10', [7, 1])).toBe(7);
    expect(leadReached('2027-02-17', '2027-02-15', [7, 1])).toBe(7);
    expect(leadReached('2027-02-17', '2027-02-16', [7, 1])).toBe(1);
    expect(leadReached('2027-02-17', '2027-02-17', [7, 1])).toBe(1);
    expect(leadReached('2027-02-17', '2027-02-18', [7, 1])).toBeNull();
    expect(leadReached('2027-03-01', '2027-03-01', [30, 7, 0])).toBe(0);
    expect(leadReached('2027-03-01', '2027-02-28', [30, 7, 0])).toBe(7);
    expect(leadReached('2027-03-01', '2027-01-30', [30, 7, 0])).toBe(30);
    expect(leadReached('2027-03-01', '2027-01-29', [30, 7, 0])).toBeNull();
    expect(leadReached('2027-03-01', '2027-02-01', [])).toBeNull();
  });
  it('asks for a restock when the stock lasts fewer days than the lead', () => {
    expect(needsRestock(6)).toBe(true);
    expect(needsRestock(7)).toBe(false);
    expect(needsRestock(0)).toBe(true);
    expect(needsRestock(null)).toBe(false);
    expect(needsRestock(13, 14)).toBe(true);
    expect(needsRestock(14, 14)).toBe(false);
    expect(DEFAULT_RESTOCK_LEAD_DAYS).toBe(7);
  });
});
