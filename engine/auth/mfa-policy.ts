// Who must use a second factor, and from when. An organisation requires it of its leaders (directors, managers
// and HR, who see every child's or every employee's records) or of everyone; the product administrator, who
// reaches every organisation, always. A person covered gets the grace period to enrol, from when the policy
// began or their login was made, whichever is later; after it, signing in leads only to enrolment.
import { type Caller, isDirector, isProductAdministrator } from '../access/index.ts';
import { hrLevel } from '../access/staff.ts';
import type { MfaPolicyRow } from '../store/index.ts';

const DAY_MS = 86_400_000;

export interface MfaRequirement {
  required: boolean;
  /** The end of the grace period: null when not required. */
  enrolBy: Date | null;
  why: 'product-administrator' | 'organisation-leaders' | 'organisation-everyone' | null;
}

/** Directors, managers and HR: the people whose access opens many children's or employees' records. */
export function isLeader(c: Caller): boolean {
  return isDirector(c) || c.role === 'manager' || c.role === 'hr_manager' || c.isManager || hrLevel(c) !== 'none';
}

export function mfaRequirement(
  c: Caller,
  policy: MfaPolicyRow,
  userSince: Date | null,
  opts: { productAdminEmail: string; productAdminGraceDays: number },
): MfaRequirement {
  const from = (start: Date | null, days: number) => {
    const t = Math.max(start?.getTime() ?? 0, userSince?.getTime() ?? 0);
    return new Date(t + days * DAY_MS);
  };
  if (isProductAdministrator(c, opts.productAdminEmail))
    return { required: true, enrolBy: from(null, opts.productAdminGraceDays), why: 'product-administrator' };
  if (policy.policy === 'off' || c.role === 'young_person') return { required: false, enrolBy: null, why: null };
  const since = policy.since ? new Date(policy.since) : null;
  if (policy.policy === 'everyone')
    return { required: true, enrolBy: from(since, policy.graceDays), why: 'organisation-everyone' };
  if (isLeader(c)) return { required: true, enrolBy: from(since, policy.graceDays), why: 'organisation-leaders' };
  return { required: false, enrolBy: null, why: null };
}
