// Scoring the rewrite's de-identification on the care-log corpus (tests/fixtures/deid-corpus): which planted
// identifiers would leave, and how much ordinary wording was masked too. Used by the unit test and bench/deid.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deidentify, type Known } from '../../engine/rewrite/deidentify.ts';

export interface Sentence {
  text: string;
  ids: [string, string][];
}
export interface Corpus {
  about: string;
  known: Known;
  sentences: Sentence[];
}
export const NO_RECORDS: Known = { people: [], dates: [], addresses: [], other: [] };

export function loadCorpus(half: 'held-out' | 'dev'): Corpus {
  return JSON.parse(
    readFileSync(fileURLToPath(new URL(`../fixtures/deid-corpus/${half}.json`, import.meta.url)), 'utf8'),
  ) as Corpus;
}

// Words of an identifier that say nothing on their own ("Leeds General Infirmary": Leeds is the identifier).
const GENERIC = new Set([
  'road',
  'street',
  'lane',
  'avenue',
  'school',
  'primary',
  'high',
  'catholic',
  'infants',
  'hospital',
  'infirmary',
  'general',
  'centre',
  'medical',
  'practice',
  'dental',
  'of',
  'the',
  'at',
  'st',
]);

export interface Leak {
  text: string;
  id: string;
  kind: string;
  part: string;
  sent: string;
}
export interface Score {
  identifiers: number;
  leaks: Leak[];
  byKind: Map<string, { total: number; leaked: number }>;
  words: number;
  overMasked: number;
  overMaskedWords: string[];
  overMaskedIn: string[];
}

/** Every identifier's distinctive parts must lie inside a masked span and be absent from the text sent. */
export function score(sentences: Sentence[], known: Known): Score {
  const s: Score = {
    identifiers: 0,
    leaks: [],
    byKind: new Map(),
    words: 0,
    overMasked: 0,
    overMaskedWords: [],
    overMaskedIn: [],
  };
  for (const { text, ids } of sentences) {
    const out = deidentify(text, known);
    const sent = out.text.replace(/\[[A-Z_]+_\d+\]/g, ' ');
    const covered = (a: number, b: number) => out.masked.some((m) => m.start <= a && b <= m.end);
    const idRanges: [number, number][] = [];
    for (const [id, kind] of ids) {
      s.identifiers++;
      const k = s.byKind.get(kind) ?? { total: 0, leaked: 0 };
      k.total++;
      s.byKind.set(kind, k);
      let leaked = false;
      for (let at = text.indexOf(id); at >= 0; at = text.indexOf(id, at + 1)) {
        idRanges.push([at, at + id.length]);
        for (const m of id.matchAll(/[\p{L}\p{N}@]+(?:[._'’][\p{L}\p{N}]+)*/gu)) {
          const part = m[0].replace(/['’]s$/i, '');
          if (GENERIC.has(part.toLowerCase())) continue;
          const a = at + m.index!,
            b = a + part.length;
          const inSent = new RegExp(
            `(?<![\\p{L}\\p{N}_])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`,
            'iu',
          ).test(sent);
          if (!covered(a, b) || inSent) {
            if (!leaked) s.leaks.push({ text, id, kind, part, sent: out.text });
            leaked = true;
          }
        }
      }
      if (leaked) k.leaked++;
    }
    const before = s.overMasked;
    for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)) {
      const a = m.index!,
        b = a + m[0].length;
      if (idRanges.some(([x, y]) => a < y && x < b)) continue;
      s.words++;
      if (out.masked.some((r) => a < r.end && r.start < b)) {
        s.overMasked++;
        s.overMaskedWords.push(m[0]);
      }
    }
    if (s.overMasked > before) s.overMaskedIn.push(out.text);
  }
  return s;
}
