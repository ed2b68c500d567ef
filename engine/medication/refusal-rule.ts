// How many refusals or omissions of one medicine, within how many days, ask the home's managers to tell the prescriber
// (decision 0902): the home's own figures from its newest home details, else 3 in 7 (the review's figure; NICE SC1 asks
// that repeated refusal is reported to the prescriber, recommendation number unverified here).
import { fieldReader } from '../definitions/field-reads.ts';
import type { Sql } from '../store/db.ts';
import { NEWEST_HOME_DETAILS } from '../store/registered-managers.ts';
import { REFUSAL_PATTERN } from './rules.ts';

export const fieldReads = fieldReader('The refusal pattern alert (how many refusals or omissions in how many days)', [
  { kind: 'home-details', path: 'refusalAlertCount', type: 'number', why: 'how many alert the manager (3 if empty)' },
  { kind: 'home-details', path: 'refusalAlertDays', type: 'number', why: 'within how many days (7 if empty)' },
]);

const whole = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : null;

/** The home's rule: each figure when it is a whole number in range, else the default for that figure. */
export function refusalRuleOf(details: { refusalAlertCount?: unknown; refusalAlertDays?: unknown } | null): {
  count: number;
  days: number;
} {
  return {
    count: whole(details?.refusalAlertCount, 2, 10) ?? REFUSAL_PATTERN.count,
    days: whole(details?.refusalAlertDays, 1, 31) ?? REFUSAL_PATTERN.days,
  };
}

/** A home's refusal rule, read from its newest home details. */
export async function homeRefusalRule(sql: Sql, orgId: string, homeId: string) {
  const [row] = await sql.query<{ data: Record<string, unknown> }>(NEWEST_HOME_DETAILS('$2'), [orgId, homeId]);
  return refusalRuleOf(row?.data ?? null);
}
