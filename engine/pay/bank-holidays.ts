// Bank holidays in England and Wales (GOV.UK), as data: extend each year from
// https://www.gov.uk/bank-holidays.json ("england-and-wales"). Substitute days are the days off.
export const BANK_HOLIDAYS_ENGLAND_WALES: readonly string[] = [
  '2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26',
  '2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26',
  '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
  '2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28',
];
export const bankHolidaySet = () => new Set(BANK_HOLIDAYS_ENGLAND_WALES);
