// The bank holidays pay is enhanced on: England and Wales, computed by rule (engine/time/bank-holidays.ts), so
// the list never runs out.
import { isBankHoliday } from '../time/bank-holidays.ts';

/** What pay asks of bank holidays: is this London date (YYYY-MM-DD) one? */
export type BankHolidays = Pick<ReadonlySet<string>, 'has'>;

export const bankHolidaySet = (): BankHolidays => ({ has: isBankHoliday });
