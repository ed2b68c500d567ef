// The pure parts of a subject access pack: finding other people's names in what is held (the reviewer's help,
// never the decision), and taking out the words the reviewer marked, so the released copy no longer holds them
// (DPA 2018 Schedule 2 paragraph 16: another person's information is given only with consent or where reasonable).

/** What replaces redacted words in the released copy. */
export const REDACTED = '[redacted]';

export interface OtherPerson {
  id: string;
  who: 'young-person' | 'staff';
  names: string[];
}

export interface NameFound {
  personId: string;
  who: 'young-person' | 'staff';
  name: string;
  recordId: string;
  count: number;
}

/** Every text in a value (an object, list or string), depth first. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as a whole word (not "Sam" inside "Samuel"), ignoring case. */
const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'giu');

/**
 * Where other people's names appear in each record's texts: one line per person, name and record, with how often.
 * A person's longest matching name is reported; names under 3 letters are not looked for (too many false finds).
 */
export function findNames(records: { recordId: string; texts: string[] }[], people: OtherPerson[]): NameFound[] {
  const found: NameFound[] = [];
  const patterns = people.map((p) => ({
    p,
    names: [...new Set(p.names.map((n) => n.trim()).filter((n) => n.length >= 3))]
      .sort((a, b) => b.length - a.length)
      .map((n) => ({ name: n, re: wordPattern(n) })),
  }));
  for (const r of records) {
    const text = r.texts.join('\n');
    for (const { p, names } of patterns) {
      for (const { name, re } of names) {
        const count = text.match(re)?.length ?? 0;
        if (count) {
          found.push({ personId: p.id, who: p.who, name, recordId: r.recordId, count });
          break;
        }
      }
    }
  }
  return found;
}

/** The value with every marked word taken out of every text in it (whole words, any case). */
export function redact<T>(value: T, words: string[]): T {
  const patterns = [...new Set(words.map((w) => w.trim()).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map(wordPattern);
  if (!patterns.length) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return patterns.reduce((s, re) => s.replace(re, REDACTED), v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && !(v instanceof Date))
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

export interface Redaction {
  /** The record it applies to; absent: the whole pack. */
  recordId?: string;
  words: string;
}

/** The redactions that apply to one record: its own and the whole pack's. */
export const wordsFor = (redactions: Redaction[], recordId: string): string[] =>
  redactions.filter((r) => !r.recordId || r.recordId === recordId).map((r) => r.words);
