// The regulatory timings, defined once: the duties (definitions/duties/), alert texts, figures and the help pages
// (help/*.md quote them through {{…}} tokens) all read these, so a change in the regulations is one edit here.
import type { Interval } from '../engine/duties/types.ts';

const NOTIFICATION_DUE_HOURS = 24;

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
  /**
   * Notifications "without delay" (CH reg 40; SA reg 27): Ofsted expects them within 24 hours (a death immediately,
   * by phone if need be). The task is due at 24 hours, escalates to the responsible individual then, and is late
   * after it. "Without delay" is never an allowance of hours: staff are told to notify at once.
   */
  notificationDueHours: NOTIFICATION_DUE_HOURS,
  /**
   * The SPEC §9 reference text says "immediate notice means 36 hours or less". No regulation or Ofsted guidance we
   * could read gives it; it is kept only as a quoted reference line, labelled as the outermost limit some guidance
   * gives, never as the time staff have.
   */
  outermostLimitQuote: '36 hours or less',
  /** The inspection pre-form counts a young person who had more than 75 days' care in the year (reference text;
   *  no return figure counts days of care yet). */
  careDaysCountedInInspection: 75,
  /** The words every notification task and alert uses for "without delay". */
  withoutDelayWords: `without delay: at once, the same day. Ofsted expects it within ${NOTIFICATION_DUE_HOURS} hours (a death immediately, by phone if need be).`,
} as const;

/** The timings as the words the help pages print ({{qualityReviewEvery}} → "six months"). */
export function timingWords(): Record<Exclude<keyof typeof REGULATORY_TIMINGS, 'withoutDelayWords'>, string> {
  const t = REGULATORY_TIMINGS;
  const months = (n: number) => (n === 6 ? 'six months' : `${n} months`);
  return {
    qualityReviewEvery: months(t.qualityReviewEvery.months),
    copyToRegulatorDays: `${t.copyToRegulatorDays} days`,
    locationReviewEvery:
      t.locationReviewEvery.years === 1 ? 'once a calendar year' : `every ${t.locationReviewEvery.years} years`,
    notificationDueHours: `${t.notificationDueHours} hours`,
    outermostLimitQuote: `"${t.outermostLimitQuote}"`,
    careDaysCountedInInspection: `${t.careDaysCountedInInspection} days`,
  };
}
