// Allergies first (NICE SC1 1.6 and 1.12 — a resident's allergies are recorded before medicines are given;
// section numbers unverified here): a dose that puts a medicine into the young person cannot be recorded
// while their allergy status is unknown. Pure: the health profile's data is passed in.
import type { DoseOutcome } from './rules.ts';

export type AllergyStatus = 'not_recorded' | 'no_known_allergies' | 'allergies_listed';

/**
 * The allergy status a health profile records: "no known allergies" ticked, or at least one allergen named.
 * A profile that says neither (or no profile at all) is "not recorded": it is not "none".
 */
export function allergyStatus(profile: { noKnownAllergies?: unknown; allergies?: unknown } | null): AllergyStatus {
  if (!profile) return 'not_recorded';
  const listed = Array.isArray(profile.allergies)
    ? profile.allergies.filter(
        (a) =>
          typeof (a as { allergen?: unknown })?.allergen === 'string' && (a as { allergen: string }).allergen.trim(),
      )
    : [];
  if (listed.length) return 'allergies_listed';
  return profile.noKnownAllergies === true ? 'no_known_allergies' : 'not_recorded';
}

/** Outcomes where a medicine reaches the young person: staff give it, or the young person takes their own. */
export const REACHES_THE_CHILD: readonly DoseOutcome[] = ['given', 'self_administered'];

/**
 * May this outcome be recorded with this allergy status? A dose given (or self-administered) is refused until the
 * status is recorded; an outcome where nothing was taken (refused, omitted, on leave …) is still recorded so the MAR
 * stays true to what happened (decision 0410).
 */
export function allergyVerdict(
  outcome: DoseOutcome,
  status: AllergyStatus,
): { ok: true } | { ok: false; reason: string } {
  if (status !== 'not_recorded' || !REACHES_THE_CHILD.includes(outcome)) return { ok: true };
  return {
    ok: false,
    reason:
      'Allergies are not recorded for this young person: record their allergies (or "No known allergies") in the health profile before a medicine is given.',
  };
}
