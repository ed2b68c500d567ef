// The rewrite's de-identification fails closed, measured on 210 care-log sentences with planted identifiers
// (tests/fixtures/deid-corpus: held-out.json was written before the rules and never tuned on; dev.json was).
// No identifier may leave, whether or not the records know the people; the share of ordinary words masked too
// is printed and must stay low enough for the text to read.
import { describe, expect, it } from 'vitest';
import { deidentify, reidentify } from '../../engine/rewrite/deidentify.ts';
import { wordLists } from '../../engine/rewrite/words.ts';
import { loadCorpus, NO_RECORDS, score } from '../helpers/deid-corpus.ts';

const halves = ['held-out', 'dev'] as const;

describe('de-identification on the care-log corpus', () => {
  it('has at least 200 sentences, and every identifier is written as annotated', () => {
    const all = halves.flatMap((h) => loadCorpus(h).sentences);
    expect(all.length).toBeGreaterThanOrEqual(200);
    for (const s of all) for (const [id] of s.ids) expect(s.text, id).toContain(id);
    const kinds = new Set(all.flatMap((s) => s.ids.map(([, k]) => k)));
    for (const k of [
      'name',
      'name-variant',
      'handle',
      'kin',
      'professional',
      'dob',
      'date',
      'address',
      'street',
      'place',
      'school',
      'hospital',
      'hospital-number',
      'vehicle',
      'birthplace',
      'phone',
      'email',
      'postcode',
      'nhs',
      'ni',
    ])
      expect(kinds, k).toContain(k);
  });

  for (const half of halves) {
    for (const records of ['known to the records', 'unknown to the records'] as const) {
      it(`${half}: no identifier leaves (${records}), the text comes back whole, and over-masking is printed`, () => {
        const corpus = loadCorpus(half);
        const known = records === 'known to the records' ? corpus.known : NO_RECORDS;
        const s = score(corpus.sentences, known);
        expect(s.leaks.map((l) => `${l.kind} "${l.part}" in: ${l.sent}`)).toEqual([]);
        const over = (100 * s.overMasked) / s.words;
        console.log(
          `de-identification, ${half} half, ${records}: ${s.identifiers} identifiers, 0 left; ` +
            `${s.overMasked} of ${s.words} ordinary words masked too (${over.toFixed(1)}%)`,
        );
        expect(over).toBeLessThan(5);
        for (const { text } of corpus.sentences) {
          const out = deidentify(text, known);
          expect(reidentify(out.text, out.placeholders)).toBe(text);
        }
      });
    }
  }
});

describe('de-identification fails closed on what the probe found leaking', () => {
  const none = NO_RECORDS;
  // [written, what must not leave, what is sent]
  const cases: [string, string[], string][] = [
    ['Born on the 4th of March 2011.', ['4th', 'March', '2011'], 'Born on the [DATE_1].'],
    ['DOB March 4th 2011 and March 4th.', ['4th', '2011'], 'DOB [DATE_1] and [DATE_2].'],
    ['He asked for a party on the 4th.', ['4th'], 'He asked for a party on the [DATE_1].'],
    ['Jaydens room and Jayden’s bike.', ['Jayden'], '[NAME_1] room and [NAME_2] bike.'],
    ['He signs as Okonkwo-Smith and Smith.', ['Okonkwo', 'Smith'], 'He signs as [NAME_1] and [NAME_2].'],
    ['Instagram @jaydenOS11 again.', ['jaydenOS11'], 'Instagram [HANDLE_1] again.'],
    ['Contact with his nan Brenda Walsh.', ['Brenda', 'Walsh'], 'Contact with his nan [PERSON_1].'],
    ['contact with nan brenda walsh', ['brenda', 'walsh'], 'contact with nan [PERSON_1]'],
    ['His dad Femi rang.', ['Femi'], 'His dad [PERSON_1] rang.'],
    ['Seen by Dr Hughes today.', ['Hughes'], 'Seen by Dr [PERSON_1] today.'],
    ['Her social worker Ms Adeyemi came.', ['Adeyemi'], 'Her social worker Ms [PERSON_1] came.'],
    ['She lived at 14 grange road.', ['14', 'grange'], 'She lived at [ADDRESS_1].'],
    ['Seen on harehills lane at night.', ['harehills'], 'Seen on [PLACE_1] lane at night.'],
    ['She attends Allerton Grange School.', ['Allerton', 'Grange'], 'She attends [PLACE_1] School.'],
    ['Hospital number RR8 123456 given.', ['RR8', '123456'], 'Hospital number [NUMBER_1] given.'],
    [
      'A silver Corsa, YX19 ABC, and yx19abc.',
      ['YX19', 'ABC', 'yx19abc'],
      'A silver [NAME_1], [VEHICLE_REG_1], and [VEHICLE_REG_2].',
    ],
    ['He was born in Huddersfield.', ['Huddersfield'], 'He was born in [PLACE_1].'],
    ['he was born in bath', ['bath'], 'he was born in [PLACE_1]'],
    [
      'Hope was quiet; Will and Rose played.',
      ['Hope', 'Will', 'Rose'],
      '[NAME_1] was quiet; [NAME_2] and [NAME_3] played.',
    ],
    [
      'JAYDEN WAS ANGRY WITH NAN BRENDA SMITH.',
      ['JAYDEN', 'BRENDA', 'SMITH'],
      '[NAME_1] WAS ANGRY WITH NAN [PERSON_1].',
    ],
  ];
  it.each(cases)('%s', (written, secrets, sent) => {
    const { text, placeholders } = deidentify(written, none);
    expect(text).toBe(sent);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(reidentify(text, placeholders)).toBe(written);
  });

  it('keeps ordinary wording, times, doses and small counts readable', () => {
    const written =
      'At 7pm staff offered paracetamol 500mg; he said 2 staff were kind, watched TV with Mum until 21:30 ' +
      'and went to bed in March.';
    expect(deidentify(written, none).text).toBe(written);
  });

  it('takes "ordinary English" from the word lists, not from a list of names', () => {
    const { ordinary, proper, firstNames } = wordLists();
    for (const w of ['colour', 'apologised', 'maths', 'upset', 'bedtime']) expect(ordinary.has(w), w).toBe(true);
    for (const w of ['walsh', 'brenda', 'femi', 'jayden', 'okonkwo', 'leeds']) expect(ordinary.has(w), w).toBe(false);
    for (const w of ['Smith', 'Hope', 'Leeds', 'Walsh']) expect(proper.has(w), w).toBe(true);
    for (const w of ['Hope', 'Rose', 'Will']) expect(firstNames.has(w), w).toBe(true);
  });
});
