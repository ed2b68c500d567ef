// Bank holidays in England and Wales, computed by rule (the Banking and Financial Dealings Act 1971 and the
// royal proclamations that follow it) with the one-off days as data, so the list never runs out. The days are
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

/** Fixed-date holidays moved by proclamation, by year: the usual day and the day it moved to. */
const MOVED: Record<number, { early?: string; spring?: string }> = {
  1995: { early: '1995-05-08' }, // VE Day 50th anniversary
  2002: { spring: '2002-06-04' }, // Golden Jubilee
  2012: { spring: '2012-06-04' }, // Diamond Jubilee
  2020: { early: '2020-05-08' }, // VE Day 75th anniversary
  2022: { spring: '2022-06-02' }, // Platinum Jubilee
};

/** Extra days granted once. */
const ONE_OFF_BANK_HOLIDAYS: readonly string[] = [
  '1999-12-31', // the millennium
  '2002-06-03', // Golden Jubilee
  '2011-04-29', // the wedding of Prince William and Catherine Middleton
  '2012-06-05', // Diamond Jubilee
  '2022-06-03', // Platinum Jubilee
  '2022-09-19', // the state funeral of Queen Elizabeth II
  '2023-05-08', // the coronation of King Charles III
];

/** The year's bank holidays in England and Wales (the days off), in date order. Rules hold from 1978. */
export function bankHolidaysIn(year: number): string[] {
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
  taken.add(MOVED[year]?.early ?? firstMonday(year, 5));
  taken.add(MOVED[year]?.spring ?? lastMonday(year, 5, 31));
  taken.add(lastMonday(year, 8, 31));
  take(ymd(year, 12, 25));
  take(ymd(year, 12, 26));
  for (const d of ONE_OFF_BANK_HOLIDAYS) if (d.startsWith(`${year}-`)) taken.add(d);
  return [...taken].sort();
}

const byYear = new Map<number, ReadonlySet<string>>();
/** Is this date (YYYY-MM-DD) a bank holiday in England and Wales? */
export function isBankHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let days = byYear.get(year);
  if (!days) byYear.set(year, (days = new Set(bankHolidaysIn(year))));
  return days.has(date.slice(0, 10));
}
