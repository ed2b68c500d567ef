// De-identification before any text leaves for the AI rewrite (SPEC §1): known identifiers (the names of the
// young people, their family and contacts, staff; dates of birth; addresses) and patterns (emails, NI and NHS
// numbers, phone numbers, postcodes, full dates, street addresses) become placeholders such as [PERSON_1]; the
// answer's placeholders are put back. Pure: the identifiers come from the caller (engine/store/identifiers.ts).
export interface Known { people: string[]; dates: string[]; addresses: string[]; other: string[] }
export interface Deidentified { text: string; placeholders: Map<string, string> }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A date of birth as people write it: 2011-03-04, 04/03/2011, 4/3/2011, 4 March 2011, 4th March 2011, March 2011. */
export function dateForms(iso: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return [];
  const [, y, mo, d] = m;
  const month = MONTHS[Number(mo) - 1], day = String(Number(d));
  const th = ['th', 'st', 'nd', 'rd'][(Number(d) % 100 > 10 && Number(d) % 100 < 14) || Number(d) % 10 > 3 ? 0 : Number(d) % 10];
  return [`${y}-${mo}-${d}`, `${d}/${mo}/${y}`, `${day}/${Number(mo)}/${y}`, `${d}.${mo}.${y}`, `${d}-${mo}-${y}`, `${day} ${month} ${y}`, `${day}${th} ${month} ${y}`,
    `${day} ${month.slice(0, 3)} ${y}`, `${month} ${day}, ${y}`];
}

// Order matters: longer or more specific shapes first, so an email's name part is never taken for a name.
const PATTERNS: [string, RegExp][] = [
  ['EMAIL', /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu],
  ['NI_NUMBER', /\b[A-Z]{2}[ -]?\d{2}[ -]?\d{2}[ -]?\d{2}[ -]?[A-D]\b/gi],
  ['PHONE', /(?:\+44\s?\(?0?\)?\s?|\b0)\d{2,4}\)?[\s-]?\d{3,4}[\s-]?\d{3,4}\b/g],
  ['NHS_NUMBER', /\b\d{3}[ -]?\d{3}[ -]?\d{4}\b/g],
  ['POSTCODE', /\b(?:GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})\b/gi],
  ['DATE', new RegExp(String.raw`\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}(?:st|nd|rd|th)? (?:${MONTHS.map((m) => `${m}|${m.slice(0, 3)}`).join('|')})\.? \d{4})\b`, 'gi')],
  ['ADDRESS', /\b\d{1,4}[A-Za-z]? (?:[A-Z][\p{L}'-]+ ){1,3}(?:Road|Rd|Street|St|Avenue|Ave|Lane|Close|Drive|Way|Court|Crescent|Place|Gardens|Terrace|Grove|Hill|Rise|View|Mews|Square|Walk|Park|Row)\b/gu],
];

/** Known strings as a list of [label, value], longest first, with each name's parts (a surname alone is still a name). */
function knownValues(k: Known): [string, string][] {
  const out = new Map<string, string>();
  const add = (label: string, v: string | null | undefined) => {
    const s = (v ?? '').trim().replace(/\s+/g, ' ');
    if (s.length >= 2 && !out.has(s.toLowerCase())) out.set(s.toLowerCase(), label);
  };
  for (const p of k.people) {
    add('PERSON', p);
    for (const part of (p ?? '').split(/[\s,]+/)) if (part.replace(/[^\p{L}]/gu, '').length >= 2 && !/^(mr|mrs|ms|miss|dr|the|and|of)$/i.test(part)) add('PERSON', part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  }
  for (const d of k.dates) for (const f of dateForms(d)) add('DATE', f);
  for (const a of k.addresses) { add('ADDRESS', a); for (const line of (a ?? '').split(/[,\n]/)) if (line.trim().length >= 6) add('ADDRESS', line); }
  for (const o of k.other) add('IDENTIFIER', o);
  return [...out.entries()].sort((a, b) => b[0].length - a[0].length).map(([v, label]) => [label, v]);
}

export function deidentify(text: string, known: Known): Deidentified {
  const placeholders = new Map<string, string>();     // [PERSON_1] → the original
  const byValue = new Map<string, string>();          // lower-cased original → placeholder (one per identifier)
  const counters = new Map<string, number>();
  const swap = (label: string) => (found: string) => {
    const key = `${label}:${found.toLowerCase().replace(/\s+/g, ' ')}`;
    let ph = byValue.get(key);
    if (!ph) {
      const n = (counters.get(label) ?? 0) + 1;
      counters.set(label, n);
      ph = `[${label}_${n}]`;
      byValue.set(key, ph);
      placeholders.set(ph, found);
    }
    return ph;
  };
  let out = text;
  for (const [label, re] of PATTERNS.slice(0, 2)) out = out.replace(re, swap(label));
  const values = knownValues(known);
  // one pass over every known value (longest first), matched as whole words whatever the case
  for (let i = 0; i < values.length; i += 500) {
    const chunk = values.slice(i, i + 500);
    const re = new RegExp(`(?<![\\p{L}\\p{N}_\\[])(?:${chunk.map(([, v]) => escape(v)).join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
    const labels = new Map(chunk.map(([l, v]) => [v, l]));
    out = out.replace(re, (found) => swap(labels.get(found.toLowerCase().replace(/\s+/g, ' ')) ?? 'PERSON')(found));
  }
  for (const [label, re] of PATTERNS.slice(2)) out = out.replace(re, swap(label));
  return { text: out, placeholders };
}

/** The answer with every placeholder put back (one the model invented is left as it is). */
export function reidentify(text: string, placeholders: Map<string, string>): string {
  return text.replace(/\[[A-Z_]+_\d+\]/g, (ph) => placeholders.get(ph) ?? ph);
}
