// The National Minimum Wage and National Living Wage as dated data (decision 0432): each year's hourly rates by age
// band, from the 1 April they start, with where each figure was read. Pure. A pay rate is checked against the band for
// the person's age on each date it is paid for; unit tests fail once the newest row is a year old, so next April's
// rates are added before they are needed. Apprentices (under 19, or in the first year) have their own band; the
// product does not yet record apprenticeships, so the age bands are the ones checked.

export type WageBand = '21_and_over' | '18_to_20' | 'under_18' | 'apprentice';

export interface MinimumWageYear {
  from: string;
  pence: Record<WageBand, number>;
  /** Where the figures were read, and whether they were checked against the primary source here. */
  source: string;
  verified: boolean;
}

/** Newest last. */
export const MINIMUM_WAGE: readonly MinimumWageYear[] = [
  {
    from: '2024-04-01',
    pence: { '21_and_over': 1144, '18_to_20': 860, under_18: 640, apprentice: 640 },
    source: 'GOV.UK "National Minimum Wage and National Living Wage rates" (from memory of the published table)',
    verified: false,
  },
  {
    from: '2025-04-01',
    pence: { '21_and_over': 1221, '18_to_20': 1000, under_18: 755, apprentice: 755 },
    source:
      'GOV.UK "National Minimum Wage and National Living Wage rates"; the "currently" figures of Howes Percival, ' +
      '"New National Minimum Wage rates announced" (2025)',
    verified: false,
  },
  {
    from: '2026-04-01',
    pence: { '21_and_over': 1271, '18_to_20': 1085, under_18: 800, apprentice: 800 },
    source:
      'Low Pay Commission recommendations accepted at the November 2025 Budget, as reported by Howes Percival, ' +
      '"New National Minimum Wage rates announced" (howespercival.com); the statutory instrument not read here',
    verified: false,
  },
];

/** The band for a person's age on a date (no date of birth: the adult rate, the highest, is the safe check). */
export function wageBand(dateOfBirth: string | null | undefined, on: string): WageBand {
  if (!dateOfBirth) return '21_and_over';
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = on.split('-').map(Number);
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age >= 21 ? '21_and_over' : age >= 18 ? '18_to_20' : 'under_18';
}

/** The year's rates in force on a date, or null before the table starts. */
export function minimumWageYear(on: string, table: readonly MinimumWageYear[] = MINIMUM_WAGE): MinimumWageYear | null {
  return table.filter((y) => y.from <= on).at(-1) ?? null;
}

export interface BelowMinimum {
  date: string;
  band: WageBand;
  ratePence: number;
  minimumPence: number;
}

/** A paid hourly rate on a date, checked against the band for the person's age that day. */
export function belowMinimum(
  ratePence: number,
  dateOfBirth: string | null | undefined,
  on: string,
  table: readonly MinimumWageYear[] = MINIMUM_WAGE,
): BelowMinimum | null {
  const year = minimumWageYear(on, table);
  if (!year) return null;
  const band = wageBand(dateOfBirth, on);
  const minimumPence = year.pence[band];
  return ratePence < minimumPence ? { date: on, band, ratePence, minimumPence } : null;
}

/** Days since the newest row started: a year or more means next April's rates are missing. */
export function tableAgeDays(today: string, table: readonly MinimumWageYear[] = MINIMUM_WAGE): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${table.at(-1)!.from}T00:00:00Z`)) / 86_400_000);
}

export const BAND_LABELS: Record<WageBand, string> = {
  '21_and_over': 'National Living Wage (21 and over)',
  '18_to_20': 'National Minimum Wage, 18 to 20',
  under_18: 'National Minimum Wage, under 18',
  apprentice: 'Apprentice rate',
};
