// The rates pay is checked and paid by, as dated data a director can correct (decision 0780): the minimum wage bands,
// the night-premium hours and the proclaimed bank-holiday changes. Each organisation's table starts as the shipped
// rows (SEED_ROWS, from the constants in code) and grows by rows added or corrected at run time. A correction is a
// new row naming the row it corrects, with the reason; the corrected row stays as history and stops applying. Pure.
import { BANK_HOLIDAY_CHANGES, type BankHolidayChange, bankHolidayLookup } from '../time/bank-holidays.ts';
import type { BankHolidays } from './bank-holidays.ts';
import { DEFAULT_NIGHT, type NightOn, type NightWindow } from './gross-pay.ts';
import { MINIMUM_WAGE, type MinimumWageYear, type WageBand } from './minimum-wage.ts';

/** The minimum wage table is out of date once its newest row is this old: next April's rates are missing. */
export const STALE_AFTER_DAYS = 365;

export type ReferenceKind = 'minimum_wage' | 'premium' | 'bank_holiday';

export interface MinimumWageFigures {
  pence: Record<WageBand, number>;
}
/** The night-premium hours, 'HH:MM' London wall-clock; a start after the end runs over midnight. */
export interface PremiumFigures {
  nightFrom: string;
  nightTo: string;
}
export interface BankHolidayFigures {
  holiday: boolean;
  name: string;
}
export type Figures = MinimumWageFigures | PremiumFigures | BankHolidayFigures;

export interface ReferenceRow {
  id: string;
  kind: ReferenceKind;
  appliesFrom: string;
  figures: Figures;
  source: string;
  /** Checked here against the primary source (true), or not checked (false). */
  checked: boolean;
  /** The shipped row this is, if it is one. */
  seedKey: string | null;
  /** The row this one corrects, and why. */
  corrects: string | null;
  reason: string | null;
}

export type SeedRow = Omit<ReferenceRow, 'id' | 'corrects' | 'reason'> & { seedKey: string };

const PREMIUM_SOURCE =
  "The product's default night-premium hours, 22:00 to 06:00 (the Working Time Regulations 1998's default night " +
  "time, reg 2): not a legal rate; set the hours the organisation's contracts pay nights for";
const BANK_HOLIDAY_SOURCE =
  'Royal proclamations as listed by GOV.UK, "UK bank holidays" (www.gov.uk/bank-holidays.json, England and Wales); ' +
  "not fetched here: the product's tests hold a copy of GOV.UK's list for 2018 to 2027";

/** The rows each organisation's table starts with: the constants in code. */
export const SEED_ROWS: readonly SeedRow[] = [
  ...MINIMUM_WAGE.map((y) => ({
    kind: 'minimum_wage' as const,
    appliesFrom: y.from,
    figures: { pence: { ...y.pence } },
    source: y.source,
    checked: y.verified,
    seedKey: `minimum_wage:${y.from}`,
  })),
  {
    kind: 'premium',
    appliesFrom: '2000-01-01',
    figures: { nightFrom: '22:00', nightTo: '06:00' },
    source: PREMIUM_SOURCE,
    checked: false,
    seedKey: 'premium:2000-01-01',
  },
  ...BANK_HOLIDAY_CHANGES.map((c) => ({
    kind: 'bank_holiday' as const,
    appliesFrom: c.on,
    figures: { holiday: c.holiday, name: c.name },
    source: BANK_HOLIDAY_SOURCE,
    checked: false,
    seedKey: `bank_holiday:${c.on}`,
  })),
];

/** The rows in force: every row no later row corrects. */
export function effectiveRows<R extends Pick<ReferenceRow, 'id' | 'corrects'>>(rows: readonly R[]): R[] {
  const corrected = new Set(rows.map((r) => r.corrects).filter((c): c is string => c !== null));
  return rows.filter((r) => !corrected.has(r.id));
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface PayTables {
  minimumWage: MinimumWageYear[];
  nightOn: NightOn;
  bankHolidays: BankHolidays;
  /** The bank-holiday changes in force, for the screen. */
  bankHolidayChanges: BankHolidayChange[];
}

/** The tables pay reads, from the rows in force (already effective). */
export function payTables(rows: readonly ReferenceRow[]): PayTables {
  const byDate = (a: ReferenceRow, b: ReferenceRow) => a.appliesFrom.localeCompare(b.appliesFrom);
  const of = (k: ReferenceKind) => rows.filter((r) => r.kind === k).sort(byDate);
  const minimumWage = of('minimum_wage').map((r) => ({
    from: r.appliesFrom,
    pence: { ...(r.figures as MinimumWageFigures).pence },
    source: r.source,
    verified: r.checked,
  }));
  const windows = of('premium').map((r) => {
    const f = r.figures as PremiumFigures;
    return { from: r.appliesFrom, night: { from: minutesOf(f.nightFrom), to: minutesOf(f.nightTo) } };
  });
  const nightOn: NightOn = (date) =>
    windows.filter((w) => w.from <= date).at(-1)?.night ?? (DEFAULT_NIGHT satisfies NightWindow);
  const bankHolidayChanges = of('bank_holiday').map((r) => ({
    on: r.appliesFrom,
    holiday: (r.figures as BankHolidayFigures).holiday,
    name: (r.figures as BankHolidayFigures).name,
  }));
  const lookup = bankHolidayLookup(bankHolidayChanges);
  return { minimumWage, nightOn, bankHolidays: { has: lookup }, bankHolidayChanges };
}

/** Where an added or corrected row would clash: another row in force of its kind on the same date. */
export function clashOf<R extends Pick<ReferenceRow, 'id' | 'kind' | 'appliesFrom'>>(
  inForce: readonly R[],
  row: Pick<ReferenceRow, 'kind' | 'appliesFrom'>,
  replacing: string | null = null,
): R | null {
  return inForce.find((r) => r.kind === row.kind && r.appliesFrom === row.appliesFrom && r.id !== replacing) ?? null;
}
