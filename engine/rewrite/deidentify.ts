// De-identification before any text leaves for the AI rewrite (SPEC §1). It fails closed: besides what the records
// know (the names of the young people, their family and contacts, staff; dates of birth; addresses) and the patterns
// (emails, NI and NHS numbers, phone numbers, postcodes, vehicle registrations, dates written any way, addresses),
// every word that looks like a name, place, number or date and is not plainly ordinary English is replaced, whether
// or not the records know it. "Ordinary English" is a word list (words.ts), not a hand-kept list of names.
// Each replacement is a placeholder such as [PERSON_1] or [PLACE_2]; the answer's placeholders are put back.
// Pure: the identifiers come from the caller (engine/store/identifiers.ts). Rules: docs/decisions/0120-*.
import { wordLists } from './words.ts';

export interface Known {
  people: string[];
  dates: string[];
  addresses: string[];
  other: string[];
}
interface Span {
  start: number;
  end: number;
  label: string;
}
/** The text to send, the placeholders to put back, and what was masked (offsets in the original text). */
export interface Deidentified {
  text: string;
  placeholders: Map<string, string>;
  masked: Span[];
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A date of birth as people write it: 2011-03-04, 04/03/2011, 4/3/2011, 4 March 2011, 4th March 2011, March 2011. */
export function dateForms(iso: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return [];
  const [, y, mo, d] = m;
  const month = MONTHS[Number(mo) - 1],
    day = String(Number(d));
  const th = ['th', 'st', 'nd', 'rd'][
    (Number(d) % 100 > 10 && Number(d) % 100 < 14) || Number(d) % 10 > 3 ? 0 : Number(d) % 10
  ];
  return [
    `${y}-${mo}-${d}`,
    `${d}/${mo}/${y}`,
    `${day}/${Number(mo)}/${y}`,
    `${d}.${mo}.${y}`,
    `${d}-${mo}-${y}`,
    `${day} ${month} ${y}`,
    `${day}${th} ${month} ${y}`,
    `${day} ${month.slice(0, 3)} ${y}`,
    `${month} ${day}, ${y}`,
  ];
}

// Either case for the first letter ("march 4th"); lower-case "may" and "mar" are verbs, so only capitalised.
const cap1 = (w: string) => `[${w[0].toUpperCase()}${w[0].toLowerCase()}]${w.slice(1)}`;
const MONTH_RE = `(?:${MONTHS.flatMap((m) => [m, m.slice(0, 3)])
  .concat('Sept')
  .map((m) => (m === 'May' || m === 'Mar' ? m : cap1(m)))
  .join('|')})\\.?`;
const ORDINAL_WORDS = (
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth ' +
  'fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth'
).split(' ');
const DAY_RE =
  `(?:\\d{1,2}(?:st|nd|rd|th)?|` +
  `(?:[Tt]wenty|[Tt]hirty)[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|` +
  `${ORDINAL_WORDS.map(cap1).join('|')})`;
const STREET =
  'road|rd|street|st|avenue|ave|lane|close|drive|way|court|crescent|place|gardens|terrace|grove|hill|rise|view|mews|' +
  'square|walk|park|row|mount|green|parade|vale|fold|croft|gate|wharf|bank|approach|fields';

// Order matters: longer or more specific shapes first, so an email's name part is never taken for a name.
const EARLY: [string, RegExp][] = [
  // starts only where a run of address characters starts, so a long run without "@" is read once, not once per letter
  ['EMAIL', /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu],
  ['URL', /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/giu],
  ['NI_NUMBER', /\b[A-Z]{2}[ -]?\d{2}[ -]?\d{2}[ -]?\d{2}[ -]?[A-D]\b/gi],
];
const LATE: [string, RegExp][] = [
  ['PHONE', /(?:\+44\s?\(?0?\)?\s?|\b0)\d{2,4}\)?[\s-]?\d{3,4}[\s-]?\d{3,4}\b/g],
  ['NHS_NUMBER', /\b\d{3}[ -]?\d{3}[ -]?\d{4}\b/g],
  ['POSTCODE', /\b(?:GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})\b/gi],
  // current (AB12 CDE) and older (A123 BCD) number plates
  ['VEHICLE_REG', /\b(?:[A-Z]{2}\d{2} ?[A-Z]{3}|[A-Z]\d{1,3} ?[A-Z]{3})\b/gi],
  [
    'DATE',
    new RegExp(
      String.raw`\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|(?!24\/7\b)\d{1,2}\/\d{1,2}(?![/\d]))\b`,
      'g',
    ),
  ],
  // 4 March 2011, the 4th of March, fourth of March, March 4th 2011, March 4, 2011, March 2011
  ['DATE', new RegExp(String.raw`\b${DAY_RE}(?:\s+of)?\s+${MONTH_RE}(?:,?\s+\d{4})?(?![\p{L}\p{N}])`, 'gu')],
  [
    'DATE',
    new RegExp(String.raw`\b${MONTH_RE}\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?(?![\p{L}\p{N}])`, 'gu'),
  ],
  ['DATE', new RegExp(String.raw`\b${MONTH_RE}\s+\d{4}\b`, 'gu')],
  ['DATE', /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:mar|may)\.?,?\s+\d{4}\b/gi],
  // "on the 4th", "the 19th": a day of some month (only the group "v" is masked)
  ['DATE', /\b(?:the|on)\s+(?<v>\d{1,2}(?:st|nd|rd|th))\b/dgi],
  ['HANDLE', /(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}_.]*[\p{L}\p{N}_]/gu],
  ['ADDRESS', new RegExp(String.raw`\b\d{1,4}[A-Za-z]?,?\s+(?:[\p{L}'’-]+\s+){1,3}(?:${STREET})\b`, 'giu')],
];
// Words that never start an address's street name ("2 of the lane"), so the address pattern leaves them.
const NOT_A_STREET_NAME = new Set(
  (
    'the a an to of and in on at for with by from up down into out over his her their my our your its ' +
    'this that more minutes mins hours hrs times staff people young days weeks miles or was were is went ' +
    'walked'
  ).split(' '),
);

// Capitalised words that are ordinary in these records though not in a lower-case word list: the calendar,
// school subjects and the sector's own terms and abbreviations. Names of months that are also first names
// (April, May, June, August) are kept only where they read as a month.
const CALENDAR = [
  ...'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Tues Wed Thu Thurs Fri Sat Sun'.split(' '),
  ...MONTHS.filter((m) => !['April', 'May', 'June', 'August'].includes(m)),
  ...'Christmas Easter Eid Diwali Ramadan Hanukkah Halloween Bonfire Boxing Day Eve Year New'.split(' '),
];
const SECTOR = (
  'I A OK TV GP NHS A&E CAMHS Ofsted YP CYP LAC CLA PEP EHCP IRO LADO SENCO SEN SEND ADHD ASD PTSD PE ' +
  'RE PSHE ICT IT DT GCSE GCSEs BTEC MAR PRN CCTV DBS RHI YOT CSE CCE NI DOB MASH MFH CP CIN SW EDT KS3 ' +
  'KS4 English Maths Science History Geography French Spanish Art Drama Music Young Person People Staff ' +
  'Manager Registered Deputy Key Worker Social Police Home Team Senior Support Night Care Plan Review ' +
  'Regulation Reg Annex Xbox PlayStation YouTube TikTok Snapchat Instagram WhatsApp Facebook Netflix ' +
  'Fortnite Minecraft Roblox iPad iPhone Lego Wi-Fi WiFi Mr Mrs Ms Miss Dr National Insurance ' +
  "Children’s Children's Services"
).split(' ');
const ALLOWED_CAPS = new Set([...CALENDAR, ...SECTOR].map((w) => w.toLowerCase())); // and RELATIONS, below
const NAME_MONTHS = new Set(['april', 'may', 'june', 'august']);
const MONTH_CONTEXT = new Set(
  (
    'in of since until till by during last next this early mid late from before after end start beginning ' +
    'middle throughout every each'
  ).split(' '),
);

// A title is followed by a name; a relation or a role often is ("nan Brenda", "dad Femi", "social worker Ms Okoro").
const TITLES = new Set('mr mrs ms miss mx dr prof pc dc ds di sgt insp rev cllr sir dame lady lord'.split(' '));
const RELATIONS = new Set(
  (
    'mum mam mom mummy mother dad daddy father nan nana nanna nannan gran grandma grandad grandpa granny ' +
    'grandmother grandfather grandparent aunt auntie aunty uncle cousin brother sister stepdad stepmum ' +
    'stepmom step-dad step-mum stepbrother stepsister half-brother half-sister sibling son daughter ' +
    'friend mate boyfriend girlfriend partner worker teacher carer therapist nurse officer called named ' +
    'iro sw tutor coach mentor advocate counsellor neighbour doctor solicitor'
  ).split(' '),
);
// Lower-case family words the word lists lack; they are ordinary, and they are context for the rules above.
const FAMILY_WORDS = new Set([
  ...RELATIONS,
  'nan',
  'nana',
  'nanna',
  'nannan',
  'grandad',
  'aunty',
  'stepdad',
  'stepmum',
  'stepmom',
]);
// "spoke to Mum", "Auntie Jo": a capitalised relation is no name (the name after it is, by the rule above)
for (const r of FAMILY_WORDS) if (!['called', 'named', 'officer', 'worker'].includes(r)) ALLOWED_CAPS.add(r);
// Places follow these (the label of a masked word after one is PLACE; see the place runs in maskWords).
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'from', 'near', 'around', 'to', 'towards', 'outside']);
const BORN_OR_LIVING = /\b(?:born|lives|lived|living|grew up|brought up|moved|staying|stays)\s+(?:in|at|to|from)$/i;
const DETERMINERS = new Set(
  (
    'a an the his her their my our your its this that these those some any no each every one two ' +
    'another other same'
  ).split(' '),
);
// After a masked name these say it is a place and stay readable ("[PLACE_1] Road", "[PLACE_2] School"); the rest of
// the street words (Hill, Park, View, Green, Close) are as often part of the name, so are masked with it.
const PLACE_WORDS = new RegExp(
  '^(?:road|rd|street|st|avenue|ave|lane|estate|school|academy|college|primary|infants|juniors|high|hospital|' +
    'infirmary|surgery|practice|centre|center|market|station|church|mosque)$',
  'i',
);
const NAMEISH = new Set(['PERSON', 'NAME', 'PLACE']);
const PRONOUNS = new Set('i he she it we they you him them us me hers theirs ours mine'.split(' '));

interface Token {
  start: number;
  end: number;
  text: string;
}

/** Known strings as [label, value], longest first, with each name's parts (a surname alone is still a name). */
function knownValues(k: Known): [string, string][] {
  const out = new Map<string, string>();
  const add = (label: string, v: string | null | undefined) => {
    const s = (v ?? '').trim().replace(/\s+/g, ' ');
    if (s.length >= 2 && !out.has(s.toLowerCase())) out.set(s.toLowerCase(), label);
  };
  for (const p of k.people) {
    add('PERSON', p);
    for (const part of (p ?? '').split(/[\s,]+/))
      if (part.replace(/[^\p{L}]/gu, '').length >= 2 && !/^(mr|mrs|ms|miss|dr|the|and|of)$/i.test(part))
        add('PERSON', part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  }
  for (const d of k.dates) for (const f of dateForms(d)) add('DATE', f);
  for (const a of k.addresses) {
    add('ADDRESS', a);
    for (const line of (a ?? '').split(/[,\n]/)) if (line.trim().length >= 6) add('ADDRESS', line);
  }
  for (const o of k.other) add('IDENTIFIER', o);
  return [...out.entries()].sort((a, b) => b[0].length - a[0].length).map(([v, label]) => [label, v]);
}

/** Is this word (any case, with its possessive or contraction) plainly ordinary English? */
function ordinaryWord(word: string): boolean {
  const { ordinary } = wordLists();
  const w = word.toLowerCase().replace(/’/g, "'");
  if (ordinary.has(w) || FAMILY_WORDS.has(w)) return true;
  const base = w.replace(/(?:'s|s'|'|n't|'re|'ve|'ll|'d|'m)$/, '');
  if (base !== w && (ordinary.has(base) || FAMILY_WORDS.has(base) || ['wo', 'ca', 'sha', 'i'].includes(base)))
    return true;
  // hyphenated words are ordinary when every part is (mid-morning, self-harm)
  if (/-/.test(w)) return w.split('-').every((p) => p !== '' && (ordinary.has(p) || FAMILY_WORDS.has(p)));
  return false;
}

/** A proper noun in the dictionary, or a first name, whatever the case it is written in (smith, Hope). */
function nameLike(word: string): boolean {
  const { proper, firstNames } = wordLists();
  const base = word.replace(/(?:['’]s|s['’]|['’])$/, '');
  const cap = base.charAt(0).toUpperCase() + base.slice(1).toLowerCase();
  return (cap.length >= 3 && proper.has(cap)) || firstNames.has(cap);
}

/** A first name that is also a word (Hope, Rose, Will, Jean), whatever the case. */
function firstName(word: string): boolean {
  const base = word.replace(/(?:['’]s|s['’]|['’])$/, '');
  return wordLists().firstNames.has(base.charAt(0).toUpperCase() + base.slice(1).toLowerCase());
}

// What follows a sentence's subject: a capitalised name-like word at the start followed by one of these, or by a
// past tense, is a person ("Summer said", "Reading went"), not the season or the pastime.
const SUBJECT_FOLLOWERS = new Set(
  (
    'said says was is has had went goes wants told tells asked asks came comes got gets made makes took ' +
    'takes gave gives did does will would could can should might must and rang spoke felt feels left ate ' +
    'slept woke hit threw ran became seems seemed likes loves hates needs knows thinks thought lives ' +
    'stays attends wrote sat put'
  ).split(' '),
);

export function deidentify(text: string, known: Known): Deidentified {
  const taken = new Uint8Array(text.length);
  const spans: Span[] = [];
  const owner = new Int32Array(text.length); // 1 + the index of the span holding each character
  const free = (s: number, e: number) => {
    for (let i = s; i < e; i++) if (taken[i]) return false;
    return true;
  };
  const mark = (label: string, s: number, e: number) => {
    if (e <= s || !free(s, e)) return false;
    taken.fill(1, s, e);
    spans.push({ start: s, end: e, label });
    owner.fill(spans.length, s, e);
    return true;
  };
  const runPatterns = (patterns: [string, RegExp][]) => {
    for (const [label, re] of patterns) {
      for (const m of text.matchAll(re)) {
        if (label === 'ADDRESS') {
          const words = m[0].replace(/^\S+,?\s+/, '').split(/\s+/);
          if (NOT_A_STREET_NAME.has(words[0].toLowerCase())) continue;
        }
        const [s, e] = m.indices?.groups?.v ?? [m.index!, m.index! + m[0].length];
        mark(label, s, e);
      }
    }
  };

  runPatterns(EARLY);
  const values = knownValues(known);
  // every known value (longest first), matched as whole words whatever the case
  for (let i = 0; i < values.length; i += 500) {
    const chunk = values.slice(i, i + 500);
    const re = new RegExp(
      `(?<![\\p{L}\\p{N}_])(?:${chunk.map(([, v]) => escape(v)).join('|')})(?![\\p{L}\\p{N}_])`,
      'giu',
    );
    const labels = new Map(chunk.map(([l, v]) => [v, l]));
    for (const m of text.matchAll(re))
      mark(labels.get(m[0].toLowerCase().replace(/\s+/g, ' ')) ?? 'PERSON', m.index!, m.index! + m[0].length);
  }
  runPatterns(LATE);
  maskWords(text, taken, spans, owner, mark);
  return build(text, spans);
}

/** The word-by-word pass: whatever is left that is not plainly ordinary English. */
function maskWords(
  text: string,
  taken: Uint8Array,
  spans: Span[],
  owner: Int32Array,
  mark: (label: string, s: number, e: number) => boolean,
) {
  const tokens: Token[] = [...text.matchAll(/[\p{L}\p{N}&]+(?:['’._-][\p{L}\p{N}&]+)*(?:['’](?![\p{L}]))?/gu)].map(
    (m) => ({ start: m.index!, end: m.index! + m[0].length, text: m[0] }),
  );
  const masked = new Map<number, string>(); // token index → label, for context
  const free = (s: number, e: number) => {
    for (let i = s; i < e; i++) if (taken[i]) return false;
    return true;
  };
  const labelAt = (t: Token) => spans[owner[t.start] - 1]?.label;
  // times (7pm, 19:30, 10.30pm, 1930hrs), money and quantities stay: they identify no one
  const keep = new Uint8Array(text.length);
  for (const re of [
    /\b(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s?[ap]\.?m\.?)?(?![\d.:])/gi,
    /\b\d{1,2}\s?[ap]\.?m\b\.?/gi,
    /\b(?:[01]\d|2[0-3])[0-5]\d\s?(?:hrs|h)\b/gi,
    /£\d+(?:[.,]\d+)*/g,
    /\b\d+(?:\.\d+)?\s?(?:mg|ml|mcg|g|kg|cm|mm|km|mph|hrs?|mins?|minutes|hours|lbs?)\b|\b\d+(?:\.\d+)?%/gi,
  ]) {
    for (const m of text.matchAll(re)) keep.fill(1, m.index!, m.index! + m[0].length);
  }

  // after the start, a stop, a colon or a new line, past spaces, quotes, brackets and bullets
  const sentenceStart = (t: Token) => {
    let i = t.start - 1;
    while (i >= 0 && /[\s"“‘'(*•\-–]/.test(text[i])) {
      if (text[i] === '\n') return true;
      i--;
    }
    return i < 0 || /[.!?:;…]/.test(text[i]);
  };
  const clauseEndsAfter = (t: Token) => /^\s*(?:[.,;:!?)\n]|$)/.test(text.slice(t.end));

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!free(t.start, t.end)) {
      // a word that runs on from an identifier is part of it (Thornton-Hale, ellis.t.2010)
      let l = 'NAME';
      for (let a = t.start; a < t.end; a++)
        if (owner[a]) {
          l = spans[owner[a] - 1].label;
          break;
        }
      for (let a = t.start; a < t.end;) {
        if (taken[a]) {
          a++;
          continue;
        }
        let b = a;
        while (b < t.end && !taken[b]) b++;
        mark(l, a, b);
        a = b;
      }
      masked.set(i, labelAt(t) ?? l);
      continue;
    }
    if (keep[t.start]) continue;
    const prev = tokens[i - 1];
    const prevLower = prev ? prev.text.toLowerCase().replace(/\.$/, '') : '';
    const adjacent = (a: Token | undefined, b: Token) =>
      a !== undefined && /^[\s-]*$/.test(text.slice(a.end, b.start)) && text.slice(a.end, b.start).length <= 2;
    const prevMasked = prev && adjacent(prev, t) ? masked.get(i - 1) : undefined;
    const label = decide(t, i);
    if (label) {
      mark(label, t.start, t.end);
      masked.set(i, label);
    }

    function decide(tok: Token, idx: number): string | null {
      const w = tok.text;
      if (/\d/.test(w)) {
        if (/^\d{1,2}$/.test(w)) {
          // a house, flat or bus number identifies; a count, an age or a year group does not
          return /^(?:flat|house|number|no|apartment|apt|unit|bus|route|plot)$/.test(prevLower) ? 'NUMBER' : null;
        }
        if (/^(?:19|20)\d{2}$/.test(w)) return 'DATE';
        return 'NUMBER';
      }
      // handles and user names written without the @ (kaylaaa.x, tyler_b)
      if (/[_]/.test(w) || (/\p{L}\.\p{L}/u.test(w) && !/^(?:e\.g|i\.e|a\.m|p\.m|etc)\.?$/i.test(w))) return 'HANDLE';
      const lower = w.toLowerCase();
      const base = w.replace(/(?:['’]s|s['’]|['’])$/, '');
      const upper = base.length >= 2 && base === base.toUpperCase() && base !== base.toLowerCase();
      const capital = !upper && /^\p{Lu}/u.test(w);
      const start = sentenceStart(tok);
      const allowed =
        ALLOWED_CAPS.has(base.toLowerCase()) || ALLOWED_CAPS.has(lower) || ALLOWED_CAPS.has(lower.replace(/s$/, ''));
      if (TITLES.has(lower.replace(/\.$/, ''))) return null;
      // "Grange Road", "harehills lane", "Broomhill surgery": the street or institution word stays, the name is a place
      if (
        prevMasked &&
        NAMEISH.has(prevMasked) &&
        (PLACE_WORDS.test(w) || (!capital && !upper && new RegExp(`^(?:${STREET})$`, 'i').test(w)))
      ) {
        const p = spans[owner[prev.start] - 1];
        if (p && p.label === 'NAME') p.label = 'PLACE';
        return null;
      }
      const ordinary = ordinaryWord(w);
      const context =
        (TITLES.has(prevLower) || RELATIONS.has(prevLower)) && /^\.?\s+$/.test(text.slice(prev.end, tok.start))
          ? 'PERSON'
          : null;
      const placeContext =
        PLACE_PREPOSITIONS.has(prevLower) || PLACE_WORDS.test(tokens[idx + 1]?.text ?? '') ? 'PLACE' : null;
      const nameLabel =
        prevMasked && prevMasked !== 'NAME' && NAMEISH.has(prevMasked)
          ? prevMasked
          : (context ?? placeContext ?? 'NAME');

      // a month that is also a first name is a month only where it reads as one
      if (NAME_MONTHS.has(lower) && capital) {
        if (MONTH_CONTEXT.has(prevLower) || /^\s+\d/.test(text.slice(tok.end))) return null;
        return nameLabel;
      }
      if (upper) {
        // shouted text: ordinary words stay, names (JAYDEN, SMITH) and other abbreviations go
        if (allowed || (ordinary && !nameLike(w) && !context)) return null;
        return nameLabel;
      }
      if (capital) {
        // a lone capital other than "I" and "A" is an initial
        if (w.length === 1) return /^[IA]$/.test(w) ? null : nameLabel;
        if (allowed && !context) return null;
        if (!start || context || prevMasked) return nameLabel;
        // at the start of a sentence a capital says nothing: an ordinary word that is not a first name stays
        if (!ordinary || firstName(w)) return nameLabel;
        const next = tokens[idx + 1];
        const nextWord = next && /^\s+$/.test(text.slice(tok.end, next.start)) ? next.text : '';
        if (nameLike(w) && (/['’]s?$/.test(w) || SUBJECT_FOLLOWERS.has(nextWord) || /^\p{Ll}{3,}ed$/u.test(nextWord)))
          return nameLabel;
        return null;
      }
      // lower case
      if (!ordinary && !allowed) return nameLabel;
      // "nan rose", "nanna jean"; "brenda smith"
      if (context && firstName(w)) return nameLabel;
      if (
        prevMasked &&
        NAMEISH.has(prevMasked) &&
        /^\p{Ll}+$/u.test(prev.text) &&
        nameLike(w) &&
        !DETERMINERS.has(lower) &&
        !SUBJECT_FOLLOWERS.has(lower)
      )
        return nameLabel;
      return null;
    }
  }

  // a name-like word at the start of a sentence followed by a masked capitalised word is part of it ("Park View is")
  for (let i = tokens.length - 2; i >= 0; i--) {
    const t = tokens[i],
      next = tokens[i + 1];
    const lower = t.text.toLowerCase();
    if (
      isTakenNow(t) ||
      !nameLike(t.text) ||
      !/^\p{Lu}\p{Ll}/u.test(t.text) ||
      ALLOWED_CAPS.has(lower) ||
      DETERMINERS.has(lower) ||
      PRONOUNS.has(lower)
    )
      continue;
    const nl = masked.get(i + 1);
    if (
      nl &&
      NAMEISH.has(nl) &&
      /^\p{Lu}/u.test(next.text) &&
      /^ $/.test(text.slice(t.end, next.start)) &&
      sentenceStart(t)
    ) {
      if (mark(nl, t.start, t.end)) masked.set(i, nl);
    }
  }

  // a run of lower-case words closing a clause after "in", "at", "from" is a place when it ends in a proper noun
  // ("in cross gates", "in parson cross"), and always after "born in" / "lives in"
  for (let i = 0; i < tokens.length; i++) {
    const p = tokens[i];
    const pl = p.text.toLowerCase();
    if (!PLACE_PREPOSITIONS.has(pl) || pl === 'to' || pl === 'towards') continue;
    const born = BORN_OR_LIVING.test(text.slice(Math.max(0, p.end - 40), p.end));
    const run: Token[] = [];
    for (let j = i + 1; j < tokens.length && run.length < 3; j++) {
      const t = tokens[j];
      if (isTakenNow(t) || DETERMINERS.has(t.text.toLowerCase()) || !/^\p{Ll}/u.test(t.text)) break;
      if (!/^\s+$/.test(text.slice(tokens[j - 1].end, t.start))) break;
      run.push(t);
      if (clauseEndsAfter(t)) break;
    }
    if (!run.length || !clauseEndsAfter(run[run.length - 1])) continue;
    if (born || nameLike(run[run.length - 1].text)) mark('PLACE', run[0].start, run[run.length - 1].end);
  }

  function isTakenNow(t: Token) {
    return taken[t.start] === 1;
  }
}

/** The text with each span (merged with a neighbouring name or street word) replaced by its placeholder. */
function build(text: string, spans: Span[]): Deidentified {
  spans.sort((a, b) => a.start - b.start);
  // a name and the next name, when only a space or hyphen lies between, make one placeholder (nan [PERSON_1])
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    const gap = text.slice(last?.end ?? 0, s.start);
    if (
      last &&
      NAMEISH.has(last.label) &&
      NAMEISH.has(s.label) &&
      (last.label === s.label || last.label === 'NAME' || s.label === 'NAME') &&
      /^[ -]?$/.test(gap)
    ) {
      last.end = s.end;
      if (last.label === 'NAME') last.label = s.label;
      continue;
    }
    // the parts of one number (RR8 123456) make one placeholder
    if (last && last.label === 'NUMBER' && s.label === 'NUMBER' && /^[ -]$/.test(gap)) {
      last.end = s.end;
      continue;
    }
    merged.push({ ...s });
  }
  const placeholders = new Map<string, string>(); // [PERSON_1] → the original
  const byValue = new Map<string, string>(); // lower-cased original → placeholder (one per identifier)
  const counters = new Map<string, number>();
  let out = '';
  let at = 0;
  for (const s of merged) {
    const found = text.slice(s.start, s.end);
    const key = `${s.label}:${found.toLowerCase().replace(/\s+/g, ' ')}`;
    let ph = byValue.get(key);
    if (!ph) {
      const n = (counters.get(s.label) ?? 0) + 1;
      counters.set(s.label, n);
      ph = `[${s.label}_${n}]`;
      byValue.set(key, ph);
      placeholders.set(ph, found);
    }
    out += text.slice(at, s.start) + ph;
    at = s.end;
  }
  out += text.slice(at);
  return { text: out, placeholders, masked: merged };
}

/** The answer with every placeholder put back (one the model invented is left as it is). */
export function reidentify(text: string, placeholders: Map<string, string>): string {
  return text.replace(/\[[A-Z_]+_\d+\]/g, (ph) => placeholders.get(ph) ?? ph);
}
