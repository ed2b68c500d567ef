// Which people a picker offers, in what order. Staff: those on shift at the home now first, then the home's
// other care staff; a director or HR manager only when rostered at the home (they were not there otherwise).
// Young people: never the record's own young person (a record is about them; "others involved" are others).
// Whoever is already chosen stays offered, so a stored choice is never dropped from view.
import type { Person } from './people.ts';

export interface PersonChoice {
  value: string;
  label: string;
  hint?: string;
}

function hintOf(p: Person): string | undefined {
  // "on duty", not "on shift": the form's own "Shift" field keeps its label to itself
  if (p.onShift) return p.hint ? `on duty now, ${p.hint}` : 'on duty now';
  return p.hint;
}

/** `present`: the staff who were there (staff present, on shift, who went): office staff only when rostered. */
export function staffChoices(people: Person[], chosen: string[] = [], present = true): PersonChoice[] {
  const rank = (p: Person) => (p.onShift ? 0 : !p.office ? 1 : 2);
  const offered = present
    ? people.filter((p) => !p.office || p.rostered || p.onShift || chosen.includes(p.id))
    : people;
  return offered
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => ({ value: p.id, label: p.name, hint: hintOf(p) }));
}

export function youngPersonChoices(
  people: Person[],
  subjectId: string | undefined,
  chosen: string[] = [],
): PersonChoice[] {
  return people
    .filter((p) => p.id !== subjectId || chosen.includes(p.id))
    .map((p) => ({ value: p.id, label: p.name, hint: p.hint }));
}
