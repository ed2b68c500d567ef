// Bank holidays in England and Wales, computed by rule (the Banking and Financial Dealings Act 1971 and the
// royal proclamations that follow it) with the proclaimed changes as data, so the list never runs out. The days are
// the days off, as https://www.gov.uk/bank-holidays.json lists them: a holiday on a weekend moves to the next
// weekday not already a holiday. tests/unit/bank-holidays.test.ts compares the rule with GOV.UK's list.
import { addDays, daysBetween, ymd } from './london.ts';

/** Easter Sunday (Gregorian), by the anonymous computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

// 0 Sunday … 6 Saturday
const weekday = (date: string) => ((daysBetween('1970-01-04', date) % 7) + 7) % 7;
const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;
const firstMonday = (year: number, month: number) =>
  addDays(ymd(year, month, 1), (8 - weekday(ymd(year, month, 1))) % 7);
const lastMonday = (year: number, month: number, lastDay: number) =>
  addDays(ymd(year, month, lastDay), -((weekday(ymd(year, month, lastDay)) + 6) % 7));

/** A day added to or taken off the rule's list: a one-off holiday, or a fixed-date holiday moved by proclamation. */
export interface BankHolidayChange {
  on: string;
  holiday: boolean;
  name: string;
}

/**
 * The proclamations since 1995 as data: the seed of each organisation's table, which a director can correct or add
 * to at run time (engine/pay/reference-rates.ts). A move is two changes: the usual day off, the new day on.
 */
export const BANK_HOLIDAY_CHANGES: readonly BankHolidayChange[] = [
  { on: '1995-05-01', holiday: false, name: 'Early May bank holiday moved for the 50th anniversary of VE Day' },
  { on: '1995-05-08', holiday: true, name: 'VE Day 50th anniversary' },
  { on: '1999-12-31', holiday: true, name: 'The millennium' },
  { on: '2002-05-27', holiday: false, name: 'Spring bank holiday moved for the Golden Jubilee' },
  { on: '2002-06-03', holiday: true, name: 'Golden Jubilee' },
  { on: '2002-06-04', holiday: true, name: 'Spring bank holiday (moved)' },
  { on: '2011-04-29', holiday: true, name: 'The wedding of Prince William and Catherine Middleton' },
  { on: '2012-05-28', holiday: false, name: 'Spring bank holiday moved for the Diamond Jubilee' },
  { on: '2012-06-04', holiday: true, name: 'Spring bank holiday (moved)' },
  { on: '2012-06-05', holiday: true, name: 'Diamond Jubilee' },
  { on: '2020-05-04', holiday: false, name: 'Early May bank holiday moved for the 75th anniversary of VE Day' },
  { on: '2020-05-08', holiday: true, name: 'VE Day 75th anniversary' },
  { on: '2022-05-30', holiday: false, name: 'Spring bank holiday moved for the Platinum Jubilee' },
  { on: '2022-06-02', holiday: true, name: 'Spring bank holiday (moved)' },
  { on: '2022-06-03', holiday: true, name: 'Platinum Jubilee' },
  { on: '2022-09-19', holiday: true, name: 'The state funeral of Queen Elizabeth II' },
  { on: '2023-05-08', holiday: true, name: 'The coronation of King Charles III' },
];

/** The year's bank holidays by the Act's rules alone, before any proclamation. */
function byRule(year: number): Set<string> {
  const taken = new Set<string>();
  const take = (date: string) => {
    let day = date;
    while (isWeekend(day) || taken.has(day)) day = addDays(day, 1);
    taken.add(day);
  };
  const easter = easterSunday(year);
  take(ymd(year, 1, 1));
  taken.add(addDays(easter, -2));
  taken.add(addDays(easter, 1));
  taken.add(firstMonday(year, 5));
  taken.add(lastMonday(year, 5, 31));
  taken.add(lastMonday(year, 8, 31));
  take(ymd(year, 12, 25));
  take(ymd(year, 12, 26));
  return taken;
}

/**
 * The year's bank holidays in England and Wales (the days off), in date order: the rules (which hold from 1978) with
 * the changes made by proclamation — the shipped list unless an organisation's own table is given.
 */
export function bankHolidaysIn(year: number, changes: readonly BankHolidayChange[] = BANK_HOLIDAY_CHANGES): string[] {
  const days = byRule(year);
  const mine = changes.filter((c) => c.on.startsWith(`${year}-`));
  for (const c of mine) if (!c.holiday) days.delete(c.on);
  for (const c of mine) if (c.holiday) days.add(c.on);
  return [...days].sort();
}

/** A lookup of bank holidays under a table of changes, each year worked out once. */
export function bankHolidayLookup(changes: readonly BankHolidayChange[] = BANK_HOLIDAY_CHANGES) {
  const byYear = new Map<number, ReadonlySet<string>>();
  return (date: string): boolean => {
    const year = Number(date.slice(0, 4));
    let days = byYear.get(year);
    if (!days) byYear.set(year, (days = new Set(bankHolidaysIn(year, changes))));
    return days.has(date.slice(0, 10));
  };
}

const shipped = bankHolidayLookup();
/** Is this date (YYYY-MM-DD) a bank holiday in England and Wales, by the shipped list of proclamations? */
export function isBankHoliday(date: string): boolean {
  return shipped(date);
}
