// Who may do what with policies' read-and-signed. Seeing who has and has not signed is
// reading the policy record (the one read rule). Signing is every member of staff of the policy's home,
// whatever their areas: a policy is read by all staff, not only those who manage the home's records.
import { type Caller, isYoungPersonLogin, type Verdict, worksIn } from './index.ts';

const allow: Verdict = { ok: true };

export function decidePolicySign(
  c: Caller,
  policy: { homeId: string | null; archived: boolean; mustSign: boolean },
): Verdict {
  if (isYoungPersonLogin(c)) return { ok: false, status: 403, reason: 'Policies are read and signed by staff.' };
  if (!worksIn(c, policy.homeId)) return { ok: false, status: 403, reason: "You do not work in this policy's home." };
  if (policy.archived)
    return { ok: false, status: 403, reason: 'This policy is archived: it no longer needs signing.' };
  if (!policy.mustSign)
    return { ok: false, status: 403, reason: 'This policy is for information: staff are not asked to sign it.' };
  return allow;
}
