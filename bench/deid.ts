// The rewrite's de-identification on the care-log corpus: recall (planted identifiers masked) and over-masking
// (ordinary words masked too), for each half, with and without the records knowing the people.
// Run: node_modules/.bin/tsx bench/deid.ts [--verbose]
import { performance } from 'node:perf_hooks';
import { deidentify } from '../engine/rewrite/deidentify.ts';
import { loadCorpus, NO_RECORDS, score } from '../tests/helpers/deid-corpus.ts';

const verbose = process.argv.includes('--verbose');
const t0 = performance.now();
deidentify('warm up', NO_RECORDS);
console.log(`word lists loaded in ${Math.round(performance.now() - t0)} ms`);
console.log('half       records  sentences  identifiers  leaked  recall   words  over-masked');
for (const half of ['held-out', 'dev'] as const) {
  const corpus = loadCorpus(half);
  for (const [name, known] of [
    ['known', corpus.known],
    ['none', NO_RECORDS],
  ] as const) {
    const t = performance.now();
    const s = score(corpus.sentences, known);
    const ms = performance.now() - t;
    const recall = (100 * (s.identifiers - s.leaks.length)) / s.identifiers;
    console.log(
      `${half.padEnd(10)} ${name.padEnd(8)} ${String(corpus.sentences.length).padStart(9)}  ` +
        `${String(s.identifiers).padStart(11)}  ` +
        `${String(s.leaks.length).padStart(6)}  ${recall.toFixed(1).padStart(5)}%  ${String(s.words).padStart(6)}  ` +
        `${((100 * s.overMasked) / s.words).toFixed(1).padStart(5)}%   (${ms.toFixed(0)} ms)`,
    );
    for (const l of s.leaks) console.log(`  LEAK ${l.kind}: "${l.part}" of "${l.id}" → ${l.sent}`);
    if (verbose)
      console.log(
        `  over-masked: ${s.overMaskedWords.join(', ')}\n${s.overMaskedIn.map((t) => `    ${t}`).join('\n')}`,
      );
  }
}
