// The pay reference table's rules (decision 0780): the rows in force, the tables pay reads from them (minimum wage,
// night hours, bank holidays), a clash of two rows on one date, and the table's age against the rows in force.
import { describe, expect, it } from 'vitest';
import { grossPay, isNight } from '../../engine/pay/gross-pay.ts';
import { MINIMUM_WAGE, tableAgeDays } from '../../engine/pay/minimum-wage.ts';
import {
  clashOf,
  effectiveRows,
  payTables,
  type ReferenceRow,
  SEED_ROWS,
  STALE_AFTER_DAYS,
} from '../../engine/pay/reference-rates.ts';
import { BANK_HOLIDAY_CHANGES, bankHolidaysIn } from '../../engine/time/bank-holidays.ts';
import { londonToday } from '../../engine/time/london.ts';

const shipped: ReferenceRow[] = SEED_ROWS.map((r) => ({ ...r, id: r.seedKey, corrects: null, reason: null }));
const row = (over: Partial<ReferenceRow>): ReferenceRow => ({
  id: 'x',
  kind: 'minimum_wage',
  appliesFrom: '2027-04-01',
  figures: { pence: { '21_and_over': 1300, '18_to_20': 1100, under_18: 820, apprentice: 820 } },
  source: 'test',
  checked: true,
  seedKey: null,
  corrects: null,
  reason: null,
  ...over,
});

describe('the pay reference table', () => {
  it('ships the constants in code: each minimum wage year, the 22:00–06:00 night, every proclaimed change', () => {
    const wages = shipped.filter((r) => r.kind === 'minimum_wage');
    expect(wages.map((r) => r.appliesFrom)).toEqual(MINIMUM_WAGE.map((y) => y.from));
    expect(wages.every((r) => r.checked === false && r.source.length > 20)).toBe(true);
    expect(shipped.filter((r) => r.kind === 'bank_holiday')).toHaveLength(BANK_HOLIDAY_CHANGES.length);
    expect(new Set(shipped.map((r) => r.seedKey)).size).toBe(shipped.length);
  });

  it('the newest minimum wage row in force is less than a year old (add next April’s rates before it is)', () => {
    const inForce = payTables(effectiveRows(shipped)).minimumWage;
    expect(tableAgeDays(londonToday(), inForce)).toBeLessThan(STALE_AFTER_DAYS);
    // a correction that dates the newest row back a year makes the table stale
    const newest = shipped.filter((r) => r.kind === 'minimum_wage').at(-1)!;
    const back = row({ id: 'c', appliesFrom: '2025-10-01', corrects: newest.id, reason: 'misdated' });
    const corrected = payTables(effectiveRows([...shipped, back])).minimumWage;
    expect(corrected.map((y) => y.from)).not.toContain(newest.appliesFrom);
    expect(tableAgeDays('2026-10-01', corrected)).toBe(365);
  });

  it('a corrected row stops applying; its correction applies; a correction of the correction wins', () => {
    const newest = shipped.filter((r) => r.kind === 'minimum_wage').at(-1)!;
    const fix = row({ id: 'c1', appliesFrom: newest.appliesFrom, corrects: newest.id, reason: 'misread' });
    const fix2 = row({
      id: 'c2',
      appliesFrom: newest.appliesFrom,
      corrects: 'c1',
      reason: 'misread again',
      figures: { pence: { '21_and_over': 1290, '18_to_20': 1100, under_18: 820, apprentice: 820 } },
    });
    const ids = (rows: ReferenceRow[]) => effectiveRows(rows).map((r) => r.id);
    expect(ids([...shipped, fix])).toContain('c1');
    expect(ids([...shipped, fix])).not.toContain(newest.id);
    const tables = payTables(effectiveRows([...shipped, fix, fix2]));
    expect(tables.minimumWage.at(-1)!.pence['21_and_over']).toBe(1290);
    expect(tables.minimumWage.filter((y) => y.from === newest.appliesFrom)).toHaveLength(1);
  });

  it('night hours from a date, over midnight or not; the default before any row', () => {
    const rows = [
      row({ id: 'p1', kind: 'premium', appliesFrom: '2026-06-01', figures: { nightFrom: '23:00', nightTo: '07:00' } }),
      row({ id: 'p2', kind: 'premium', appliesFrom: '2026-09-01', figures: { nightFrom: '00:00', nightTo: '06:30' } }),
    ];
    const { nightOn } = payTables(rows);
    expect(nightOn('2026-05-31')).toEqual({ from: 1320, to: 360 });
    expect(nightOn('2026-06-01')).toEqual({ from: 1380, to: 420 });
    expect(nightOn('2026-09-01')).toEqual({ from: 0, to: 390 });
    expect([1379, 1380, 0, 419, 420].map((m) => isNight(m, nightOn('2026-06-01')))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect([0, 389, 390, 1439].map((m) => isNight(m, nightOn('2026-09-01')))).toEqual([true, true, false, false]);
  });

  it('pay splits nights by the window in force that day', () => {
    const rate = {
      effectiveFrom: '2026-01-01',
      basePence: 1300,
      nightPence: 1400,
      weekendPence: null,
      bankHolidayPence: null,
      sleepInPence: null,
    };
    // a Tuesday 14:30–22:30 late: 30 night minutes by default, none once nights start at 23:00
    const late = { localStart: '2026-06-02T14:30', minutes: 480, breakMinutes: 0, shiftType: 'late' };
    const night = (rows: ReferenceRow[]) => {
      const t = payTables(rows);
      return grossPay([late], [], [rate], t.bankHolidays, t.nightOn).lines.find((l) => l.type === 'night')?.minutes;
    };
    expect(night(shipped)).toBe(30);
    const later = row({
      id: 'p',
      kind: 'premium',
      appliesFrom: '2026-06-01',
      figures: { nightFrom: '23:00', nightTo: '07:00' },
    });
    expect(night([...shipped, later])).toBeUndefined();
  });

  it('bank holidays: the rules with the changes in force, a day added or moved away at run time', () => {
    const base = payTables(effectiveRows(shipped));
    expect(base.bankHolidays.has('2022-06-03')).toBe(true);
    expect(base.bankHolidays.has('2022-05-30')).toBe(false);
    const added = row({
      id: 'b1',
      kind: 'bank_holiday',
      appliesFrom: '2027-06-07',
      figures: { holiday: true, name: 'A' },
    });
    const moved = row({
      id: 'b2',
      kind: 'bank_holiday',
      appliesFrom: '2027-05-31',
      figures: { holiday: false, name: 'B' },
    });
    const t = payTables(effectiveRows([...shipped, added, moved]));
    expect(t.bankHolidays.has('2027-06-07')).toBe(true);
    expect(t.bankHolidays.has('2027-05-31')).toBe(false);
    expect(base.bankHolidays.has('2027-05-31')).toBe(true);
    // the shipped changes give GOV.UK's list (tests/unit/bank-holidays.test.ts); without them, the Act's rules alone
    expect(bankHolidaysIn(2022, [])).toContain('2022-05-30');
    expect(bankHolidaysIn(2022, [])).not.toContain('2022-06-03');
  });

  it('two rows in force of one kind on one date clash; the row being corrected does not clash with its correction', () => {
    const inForce = effectiveRows(shipped);
    const newest = shipped.filter((r) => r.kind === 'minimum_wage').at(-1)!;
    expect(clashOf(inForce, { kind: 'minimum_wage', appliesFrom: newest.appliesFrom })?.id).toBe(newest.id);
    expect(clashOf(inForce, { kind: 'minimum_wage', appliesFrom: newest.appliesFrom }, newest.id)).toBeNull();
    expect(clashOf(inForce, { kind: 'premium', appliesFrom: newest.appliesFrom })).toBeNull();
    expect(clashOf(inForce, { kind: 'minimum_wage', appliesFrom: '2099-04-01' })).toBeNull();
  });
});
