// Duplicated ingredients (NICE SC1 on homely remedies: staff check a remedy does not duplicate or interact with a
// medicine the person already takes; recommendation number unverified here): which active ingredients a medicine's
// name holds, by the table in definitions/medicine-ingredients.ts (generic, combination and brand names), and which
// of a homely remedy's ingredients a current prescription already holds — the same ingredient (paracetamol in
// co-codamol) or one of the same group (ibuprofen with naproxen). Pure.
import { INGREDIENT_GROUPS, INGREDIENTS, MEDICINE_NAMES } from '../../definitions/medicine-ingredients.ts';

type Table = { ingredients: typeof INGREDIENTS; names: typeof MEDICINE_NAMES };
const TABLE: Table = { ingredients: INGREDIENTS, names: MEDICINE_NAMES };

/** Lower case, letters only, single spaces, padded: " co codamol 30 500 " → " co codamol ". */
const words = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()} `;

/**
 * The ingredient keys a medicine's name holds: every generic, combination or brand name in it, a name inside a
 * longer one found ("Nurofen" in "Nurofen Plus", "Feminax" in "Feminax Express") counting only as the longer.
 */
export function ingredientsOf(name: string, table: Table = TABLE): string[] {
  const w = words(name);
  const known: [string, string[]][] = [
    ...Object.entries(table.ingredients).map(([key, i]): [string, string[]] => [words(i.name).trim(), [key]]),
    ...Object.entries(table.names).map(([n, keys]): [string, string[]] => [n, keys]),
  ];
  const found = known.filter(([n]) => w.includes(` ${n} `));
  const longest = found.filter(([n]) => !found.some(([m]) => m !== n && ` ${m} `.includes(` ${n} `)));
  return [...new Set(longest.flatMap(([, keys]) => keys))].sort();
}

export interface Duplicate {
  /** The remedy's ingredient */
  ingredient: string;
  /** The prescription's ingredient it duplicates: the same one, or another of its group */
  duplicates: string;
  /** The group both are in, when they are not the same ingredient */
  group: string | null;
  medicine: { id: string; name: string };
}

/**
 * Each of the remedy's ingredients (from its name and the ingredients its protocol names) that a current
 * prescription holds too, or holds another of its group. Empty when nothing duplicates.
 */
export function duplicatedIngredients(
  remedy: { name: string; ingredients?: string[] },
  current: { id: string; name: string }[],
  table: Table = TABLE,
): Duplicate[] {
  const mine = new Set([
    ...ingredientsOf(remedy.name, table),
    ...(remedy.ingredients ?? []).flatMap((i) => ingredientsOf(i, table)),
  ]);
  const out: Duplicate[] = [];
  for (const medicine of current) {
    for (const theirs of ingredientsOf(medicine.name, table)) {
      for (const ingredient of mine) {
        const group = table.ingredients[ingredient]?.group;
        const same = ingredient === theirs;
        if (same || (group && group === table.ingredients[theirs]?.group))
          out.push({
            ingredient: table.ingredients[ingredient].name,
            duplicates: table.ingredients[theirs].name,
            group: same ? null : group!,
            medicine,
          });
      }
    }
  }
  return out;
}

/** What staff are told when a remedy is stopped for a duplicated ingredient: what, where, and whom to ask. */
export function duplicateAdvice(remedy: string, found: Duplicate[]): string {
  const each = found.map((d) =>
    d.group
      ? `${d.medicine.name} holds ${d.duplicates}, and ${d.ingredient} is another of the ${INGREDIENT_GROUPS[d.group] ?? d.group}`
      : `${d.medicine.name} already holds ${d.ingredient}`,
  );
  return (
    `Do not give ${remedy}: ${[...new Set(each)].join('; ')}. Giving both could be an overdose. ` +
    'Ask a pharmacist, or call NHS 111, before giving anything for this.'
  );
}
