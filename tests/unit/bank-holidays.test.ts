// Bank holidays by rule against GOV.UK's published list (https://www.gov.uk/bank-holidays.json,
// "england-and-wales"), including the moved and one-off days of recent years.
import { describe, expect, it } from 'vitest';
import { bankHolidaysIn, easterSunday, isBankHoliday } from '../../engine/time/bank-holidays.ts';

const GOV_UK: Record<number, string[]> = {
  2018: ['01-01', '03-30', '04-02', '05-07', '05-28', '08-27', '12-25', '12-26'],
  2019: ['01-01', '04-19', '04-22', '05-06', '05-27', '08-26', '12-25', '12-26'],
  2020: ['01-01', '04-10', '04-13', '05-08', '05-25', '08-31', '12-25', '12-28'],
  2021: ['01-01', '04-02', '04-05', '05-03', '05-31', '08-30', '12-27', '12-28'],
  2022: ['01-03', '04-15', '04-18', '05-02', '06-02', '06-03', '08-29', '09-19', '12-26', '12-27'],
  2023: ['01-02', '04-07', '04-10', '05-01', '05-08', '05-29', '08-28', '12-25', '12-26'],
  2024: ['01-01', '03-29', '04-01', '05-06', '05-27', '08-26', '12-25', '12-26'],
  2025: ['01-01', '04-18', '04-21', '05-05', '05-26', '08-25', '12-25', '12-26'],
  2026: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
  2027: ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28'],
};

describe('bank holidays in England and Wales', () => {
  it.each(Object.keys(GOV_UK).map(Number))('%i matches GOV.UK', (year) => {
    expect(bankHolidaysIn(year)).toEqual(GOV_UK[year].map((d) => `${year}-${d}`));
  });

  it('Easter by the computus', () => {
    expect(['2000', '2008', '2011', '2019', '2038', '2285'].map((y) => easterSunday(Number(y)))).toEqual([
      '2000-04-23',
      '2008-03-23',
      '2011-04-24',
      '2019-04-21',
      '2038-04-25',
      '2285-03-22',
    ]);
  });

  it('keeps going past the published years: eight days a year, weekdays, substitutes after a weekend Christmas', () => {
    for (let year = 2028; year <= 2060; year++) {
      const days = bankHolidaysIn(year);
      expect(days, String(year)).toHaveLength(8);
      for (const d of days) expect([0, 6], d).not.toContain(new Date(`${d}T00:00:00Z`).getUTCDay());
    }
    expect(bankHolidaysIn(2032).slice(-2)).toEqual(['2032-12-27', '2032-12-28']); // Christmas on a Saturday
    expect(isBankHoliday('2030-08-26')).toBe(true);
    expect(isBankHoliday('2030-08-27')).toBe(false);
  });
});
