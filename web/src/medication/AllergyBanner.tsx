// Allergies, shown at the top of every medication screen (DOMAIN §10: before any medicine is given).
// Unknown (no health profile) is said as loudly as a known allergy: it is not "none".
import type { Allergies } from './shared.ts';

export function AllergyBanner({ a, name }: { a: Allergies; name?: string }) {
  const who = name ? ` — ${name}` : '';
  if (a.allergies.length) {
    return (
      <div
        role="note"
        aria-label="Allergies"
        data-testid="allergies"
        className="rounded-lg border-2 border-danger bg-danger-soft p-3 text-ink"
      >
        <p className="font-semibold text-danger">Allergies{who}</p>
        <ul className="mt-1 space-y-0.5">
          {a.allergies.map((x) => (
            <li key={x.allergen}>
              <strong>{x.allergen}</strong>
              {x.reaction ? `: ${x.reaction}` : ''}
              {x.severity ? ` (${x.severity})` : ''}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div
      role="note"
      aria-label="Allergies"
      data-testid="allergies"
      className={`rounded-lg border p-3 ${a.noKnownAllergies ? 'border-line bg-sunken' : 'border-2 border-danger bg-danger-soft'}`}
    >
      <p className="font-semibold">
        {a.noKnownAllergies
          ? `No known allergies${who}`
          : `Allergies not recorded${who} — check before giving any medicine`}
      </p>
    </div>
  );
}
