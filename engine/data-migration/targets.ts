// What a file can be imported into, and the fields a column can be mapped to: homes, staff, young people
// (the fields their own add routes take), or records of any kind (its definition's fields, nested paths
// included). The `@` fields say where a record belongs and who wrote it; they are not record data.
import { distance } from 'fastest-levenshtein';
import type { JSONSchema7 } from '../definitions/json-schema.ts';
import type { RecordDefinition } from '../definitions/types.ts';

type FieldType =
  | 'text'
  | 'date'
  | 'date-time'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'choice'
  | 'choices'
  | 'list'
  | 'staff'
  | 'staff-list'
  | 'young-person'
  | 'home'
  | 'homes';
export interface TargetField {
  path: string;
  title: string;
  type: FieldType;
  required: boolean;
  choices?: { value: string | number; title: string }[];
}
export interface Target {
  id: string;
  title: string;
  fields: TargetField[];
}

const HOME_TYPES = [
  { value: 'children_home', title: "Children's home" },
  { value: 'support_accomodation_for_older_children', title: 'Supported accommodation' },
];
const ROLES = ['director', 'manager', 'hr_manager', 'staff', 'custom', 'social_worker'].map((value) => ({
  value,
  title: value === 'hr_manager' ? 'HR manager' : value.replace('_', ' ').replace(/^./, (c) => c.toUpperCase()),
}));

export const FIXED_TARGETS: Target[] = [
  {
    id: 'homes',
    title: 'Homes',
    fields: [
      { path: 'name', title: 'Name', type: 'text', required: true },
      { path: 'type', title: 'Type', type: 'choice', required: true, choices: HOME_TYPES },
      { path: 'address', title: 'Address', type: 'text', required: false },
    ],
  },
  {
    id: 'staff',
    title: 'Staff',
    fields: [
      { path: 'name', title: 'Name', type: 'text', required: true },
      { path: 'email', title: 'Email', type: 'text', required: true },
      { path: 'role', title: 'Role', type: 'choice', required: false, choices: ROLES },
      { path: 'jobTitle', title: 'Job title', type: 'text', required: false },
      { path: 'isManager', title: 'Manager', type: 'boolean', required: false },
      { path: 'homeIds', title: 'Homes', type: 'homes', required: false },
      { path: 'dateOfBirth', title: 'Date of birth', type: 'date', required: false },
    ],
  },
  {
    id: 'young-people',
    title: 'Young people',
    fields: [
      { path: 'firstName', title: 'First name', type: 'text', required: true },
      { path: 'lastName', title: 'Last name', type: 'text', required: true },
      { path: 'preferredName', title: 'Preferred name', type: 'text', required: false },
      { path: 'homeId', title: 'Home', type: 'home', required: true },
      { path: 'dateOfBirth', title: 'Date of birth', type: 'date', required: false },
      { path: 'birthYear', title: 'Year of birth', type: 'integer', required: false },
      { path: 'gender', title: 'Gender', type: 'text', required: false },
      { path: 'keyWorkerId', title: 'Key worker', type: 'staff', required: false },
      { path: 'moveInDate', title: 'Move-in date', type: 'date', required: false },
    ],
  },
];

/**
 * The field a "put every row in this home" choice fills when no column names the home: a young person's home,
 * a member of staff's homes, a home record's home. Targets whose rows find their home another way have none.
 */
export function homeField(target: Target): TargetField | undefined {
  return target.fields.find((f) => f.type === 'home' || f.type === 'homes');
}

/** A record's place and author: which young person, member of staff or home it is about, and who wrote it. */
export const PLACE_FIELDS = { youngPerson: '@youngPerson', staff: '@staff', home: '@home', author: '@author' } as const;

const choicesOf = (s: JSONSchema7): TargetField['choices'] | undefined => {
  if (s.oneOf?.every((o) => typeof o === 'object' && 'const' in o)) {
    return (s.oneOf as JSONSchema7[]).map((o) => ({ value: o.const as string, title: String(o.title ?? o.const) }));
  }
  return s.enum ? s.enum.map((v) => ({ value: v as string, title: String(v) })) : undefined;
};

/** The leaf fields of a schema a column can fill (not repeating rows, nor links to other records). */
function* leaves(
  schema: JSONSchema7,
  word: (t: string) => string,
  prefix = '',
  titles: string[] = [],
): Generator<TargetField> {
  const required = new Set(schema.required ?? []);
  for (const [key, s] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    const title = [...titles, word(String(s.title ?? key))];
    const field = (type: FieldType, extra: Partial<TargetField> = {}): TargetField => ({
      path,
      title: title.join(' › '),
      type,
      required: required.has(key),
      ...extra,
    });
    const ref = (s as Record<string, unknown>)['x-ref'];
    const items = (s.items ?? {}) as JSONSchema7;
    if (s.type === 'object' || s.properties) yield* leaves(s, word, path, title);
    else if (ref === 'staff') yield field('staff');
    else if (ref === 'young-person') yield field('young-person');
    else if (ref)
      continue; // a link to another record: its id is not in a spreadsheet
    else if (s.type === 'array') {
      if ((items as Record<string, unknown>)['x-ref'] === 'staff') yield field('staff-list');
      else if (choicesOf(items)) yield field('choices', { choices: choicesOf(items) });
      else if (items.type === 'string') yield field('list');
    } else if (choicesOf(s)) yield field('choice', { choices: choicesOf(s) });
    else if (s.type === 'boolean') yield field('boolean');
    else if (s.type === 'integer' || s.type === 'number') yield field(s.type);
    else if (s.format === 'date' || s.format === 'date-time') yield field(s.format);
    else yield field('text');
  }
}

/** `word` puts the organisation's home-type wording into titles ("{child}" → "young person"). */
export function recordTarget(def: RecordDefinition, word: (t: string) => string = (t) => t): Target {
  const place: TargetField[] = [];
  if (def.subject === 'young-person')
    place.push({ path: PLACE_FIELDS.youngPerson, title: 'Young person', type: 'young-person', required: true });
  if (def.subject === 'staff')
    place.push({ path: PLACE_FIELDS.staff, title: 'Member of staff', type: 'staff', required: true });
  if (def.subject === 'home') place.push({ path: PLACE_FIELDS.home, title: 'Home', type: 'home', required: true });
  place.push({ path: PLACE_FIELDS.author, title: 'Written by', type: 'staff', required: false });
  return { id: `record:${def.kind}`, title: word(def.title), fields: [...place, ...leaves(def.schema, word)] };
}

// Headings as people write them: case, punctuation and spacing do not count ("Move-in date" = "move in date").
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** How alike two words or phrases are, 0 to 1 (edit distance by fastest-levenshtein, over the longer). */
const likeness = (a: string, b: string) => (a === b ? 1 : 1 - distance(a, b) / Math.max(a.length, b.length));
/** A heading's words all found (a typo allowed) among a field's: "Move in" in "Move-in date". */
function wordsScore(heading: string, field: string): number {
  const hw = heading.split(' ');
  const fw = field.split(' ');
  const found = hw.filter((w) => fw.some((f) => likeness(w, f) >= 0.8)).length;
  if (found < hw.length) return 0;
  return Math.sqrt(Math.min(1, hw.length / fw.length));
}
/**
 * A loose match needs at least this: "Move in" → "Move-in date" (0.82) is offered; "Name" → "Preferred name" (0.71) is
 * not.
 */
const LOOSE_MATCH = 0.75;

export interface MappingGuess {
  /** heading → field path */
  columns: Record<string, string>;
  /** headings matched loosely (not by the field's own title or name): shown to be confirmed or changed */
  loose: Record<string, { field: string; score: number }>;
}

/**
 * The first guess of a mapping. A heading that is a field's title (or its last part, or its name) once case,
 * punctuation and spacing are set aside is matched outright; otherwise the most alike field, if alike enough
 * (whole-phrase edit distance, or every word of the heading among the field's), as a suggestion to confirm.
 * Each field once; the closest pairs first.
 */
export function guessMapping(headers: string[], target: Target): MappingGuess {
  // a title in two home types' wording ("How the child presented / How the young person presented") matches either
  const candidates = (f: TargetField) =>
    [
      ...new Set(
        [
          f.title,
          ...f.title.split(' › ').pop()!.split(' / '),
          f.path
            .split('.')
            .pop()!
            .replace(/([a-z])([A-Z])/g, '$1 $2'),
          f.path,
        ].map(words),
      ),
    ].filter(Boolean);
  const pairs: { header: string; field: string; score: number; exact: boolean }[] = [];
  for (const h of headers) {
    const w = words(h);
    if (!w) continue;
    for (const f of target.fields) {
      let best = 0;
      let exact = false;
      for (const c of candidates(f)) {
        if (c === w || c.replaceAll(' ', '') === w.replaceAll(' ', '')) {
          exact = true;
          best = 1;
          break;
        }
        best = Math.max(best, likeness(w, c), wordsScore(w, c));
      }
      if (exact || best >= LOOSE_MATCH) pairs.push({ header: h, field: f.path, score: exact ? 2 : best, exact });
    }
  }
  pairs.sort((a, b) => b.score - a.score);
  const out: MappingGuess = { columns: {}, loose: {} };
  const taken = new Set<string>();
  for (const p of pairs) {
    if (p.header in out.columns || taken.has(p.field)) continue;
    out.columns[p.header] = p.field;
    taken.add(p.field);
    if (!p.exact) out.loose[p.header] = { field: p.field, score: Math.round(p.score * 100) / 100 };
  }
  return out;
}
