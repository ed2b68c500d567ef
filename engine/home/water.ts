// Water temperatures judged by the outlet they were taken at, because the two risks pull opposite ways: an outlet
// a child bathes at must not scald (TMV-protected, bath at or below 44 °C), while the hot and cold systems must stay
// out of the range legionella grows in (HSE ACOP L8 and HSG274 Part 2: hot at 50 °C or more within a minute at a
// sentinel or unmixed outlet, stored hot water at 60 °C or more, cold below 20 °C within two minutes). One upper
// limit on every reading would fail a correctly hot kitchen tap and push staff to turn the water down
// (docs/decisions/0510-water-temperatures-by-outlet.md). Pure: the check's rules and the follow-ups call it.

/** The outlet a reading was taken at. */
export type WaterOutlet = 'tmv_bath' | 'tmv_other' | 'hot' | 'cold' | 'stored_hot';

/** HSE: bath water for vulnerable people at or below 44 °C (a TMV-protected outlet). */
export const TMV_MAX_C = 44;
/** HSG274 Part 2: hot water at a sentinel or unmixed outlet reaches 50 °C within a minute. */
export const HOT_MIN_C = 50;
export const HOT_WITHIN_SECONDS = 60;
/** HSG274 Part 2: cold water below 20 °C within two minutes. */
export const COLD_BELOW_C = 20;
export const COLD_WITHIN_SECONDS = 120;
/** HSG274 Part 2: stored hot water (the cylinder or calorifier flow) at 60 °C or more. */
export const STORED_MIN_C = 60;

export interface WaterReading {
  place?: string;
  outlet?: string;
  celsius?: number;
  /** How long the outlet ran before the reading, in seconds (the legionella limits are "within" a time). */
  seconds?: number;
}

export interface WaterProblem {
  place: string;
  text: string;
  /** A scald risk at an outlet children use: the manager is told at once and a repair opened. */
  scald: boolean;
}

const tooLong = (r: WaterReading, limit: number) => typeof r.seconds === 'number' && r.seconds > limit;
const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

/**
 * What is wrong with one reading, or null. A reading with no outlet type is not judged: the same 55 °C is right at
 * a kitchen tap and a scald at a bath, and guessing from the place's name would fail one or miss the other.
 */
export function waterReadingProblem(r: WaterReading): WaterProblem | null {
  if (typeof r.celsius !== 'number') return null;
  const place = r.place?.trim() || 'A reading';
  const c = r.celsius;
  switch (r.outlet) {
    case 'tmv_bath':
    case 'tmv_other':
      return c > TMV_MAX_C
        ? {
            place,
            text: `${place}: ${c}°C is above ${TMV_MAX_C}°C at a TMV-protected outlet (scald risk)`,
            scald: true,
          }
        : null;
    case 'hot':
      if (c < HOT_MIN_C) return { place, text: `${place}: ${c}°C hot water is below ${HOT_MIN_C}°C`, scald: false };
      if (tooLong(r, HOT_WITHIN_SECONDS))
        return {
          place,
          text: `${place}: hot water took ${plural(r.seconds!, 'second')} to reach ${HOT_MIN_C}°C (within a minute expected)`,
          scald: false,
        };
      return null;
    case 'cold':
      if (c >= COLD_BELOW_C)
        return { place, text: `${place}: ${c}°C cold water is not below ${COLD_BELOW_C}°C`, scald: false };
      if (tooLong(r, COLD_WITHIN_SECONDS))
        return {
          place,
          text: `${place}: cold water took ${plural(r.seconds!, 'second')} to fall below ${COLD_BELOW_C}°C (within two minutes expected)`,
          scald: false,
        };
      return null;
    case 'stored_hot':
      return c < STORED_MIN_C
        ? { place, text: `${place}: ${c}°C stored hot water is below ${STORED_MIN_C}°C`, scald: false }
        : null;
    default:
      return null;
  }
}

/** Every reading out of range, in the order taken. */
export const waterProblems = (readings: WaterReading[] | undefined): WaterProblem[] =>
  (readings ?? []).flatMap((r) => {
    const p = waterReadingProblem(r);
    return p ? [p] : [];
  });
