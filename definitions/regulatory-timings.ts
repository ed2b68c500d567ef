// The regulatory timings SPEC §9 states, defined once: the obligations, follow-up rules, alert texts and the
// help pages (help/regulatory-timings.md quotes them through {{…}} tokens) all read these, so a change in the
// regulations is one edit here.
import type { Interval } from '../engine/obligations/types.ts';

export const REGULATORY_TIMINGS = {
  /** Quality of care / support review (CH reg 45; SA reg 32): at least every six months. */
  qualityReviewEvery: { months: 6 } satisfies Interval,
  /**
   * A report or changed document (quality review report, statement of purpose) reaches the regulator within 28 days.
   */
  copyToRegulatorDays: 28,
  /**
   * The review of a home's location (CH reg 46; the SA location assessment, SA reg 6(2)(a)): at least once a calendar
   * year.
   */
  locationReviewEvery: { years: 1 } satisfies Interval,
  /** "Immediately" in the notification regulations (CH reg 40; SA reg 27) means 36 hours or less. */
  immediateNoticeHours: 36,
  /** The inspection pre-form counts a young person who had more than 75 days' care in the year (reference text;
   *  no return figure counts days of care yet). */
  careDaysCountedInInspection: 75,
} as const;

/** The timings as the words the help pages print ({{qualityReviewEvery}} → "six months"). */
export function timingWords(): Record<keyof typeof REGULATORY_TIMINGS, string> {
  const t = REGULATORY_TIMINGS;
  const months = (n: number) => (n === 6 ? 'six months' : `${n} months`);
  return {
    qualityReviewEvery: months(t.qualityReviewEvery.months),
    copyToRegulatorDays: `${t.copyToRegulatorDays} days`,
    locationReviewEvery:
      t.locationReviewEvery.years === 1 ? 'once a calendar year' : `every ${t.locationReviewEvery.years} years`,
    immediateNoticeHours: `${t.immediateNoticeHours} hours`,
    careDaysCountedInInspection: `${t.careDaysCountedInInspection} days`,
  };
}
