// Read and signed: who must sign a policy, and who has not yet signed its current version. Pure: the
// service hands it the policies, the staff and the signatures it read. A signature is for one version; a new
// version (a different `version` text) needs everyone to sign again.

export interface PolicyFacts {
  id: string;
  homeId: string | null;
  /** The current version's label, e.g. "4.1". */
  version: string;
  /** false: for information only, nobody is asked to sign. */
  mustSign: boolean;
  archived: boolean;
}

export interface StaffFacts {
  id: string;
  homeIds: string[];
  active: boolean;
  /** A young person's own login is never staff. */
  youngPerson: boolean;
}

export interface SignatureFacts {
  policyId: string;
  userId: string;
  version: string;
  signedAt: Date;
}

/** Whether `person` must read and sign `policy`: active staff working in the policy's home. */
export function mustSign(policy: PolicyFacts, person: StaffFacts): boolean {
  if (!policy.mustSign || policy.archived) return false;
  if (!person.active || person.youngPerson) return false;
  return policy.homeId !== null && person.homeIds.includes(policy.homeId);
}

/** Whether `person` has signed the policy's current version. */
export function hasSignedCurrent(policy: PolicyFacts, personId: string, signatures: SignatureFacts[]): boolean {
  return signatures.some((s) => s.policyId === policy.id && s.userId === personId && s.version === policy.version);
}

export interface PolicyStanding {
  policyId: string;
  version: string;
  required: string[];
  signed: string[];
  outstanding: string[];
}

/** For one policy: who must sign, who has signed this version, who has not (in the staff list's order). */
export function policyStanding(policy: PolicyFacts, staff: StaffFacts[], signatures: SignatureFacts[]): PolicyStanding {
  const required = staff.filter((p) => mustSign(policy, p)).map((p) => p.id);
  const signed = required.filter((id) => hasSignedCurrent(policy, id, signatures));
  const outstanding = required.filter((id) => !signed.includes(id));
  return { policyId: policy.id, version: policy.version, required, signed, outstanding };
}

/** The policies `person` must sign and has not signed in their current version. */
export function unsignedFor(person: StaffFacts, policies: PolicyFacts[], signatures: SignatureFacts[]): PolicyFacts[] {
  return policies.filter((p) => mustSign(p, person) && !hasSignedCurrent(p, person.id, signatures));
}

/** Signed as a share of those asked, over many policies (the `policy` chart): null when nobody is asked. */
export function signedShare(standings: PolicyStanding[]): number | null {
  let asked = 0;
  let signed = 0;
  for (const s of standings) {
    asked += s.required.length;
    signed += s.signed.length;
  }
  return asked === 0 ? null : Math.round((signed / asked) * 1000) / 10;
}
