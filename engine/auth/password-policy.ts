// What makes a password acceptable (NCSC: length over complexity rules, and no password an attacker
// tries first). zxcvbn-ts estimates how many guesses a password needs, knowing common and breached
// passwords, English words and names, keyboard patterns, dates, repeats — and the person's own name
// and email, so a password built from them counts as weak. No rule about symbols or capitals.
// On top of its score, the passwords an attacker tries first are refused outright: the ones published with this
// product (the demo's, in the README), one word from its dictionaries dressed up with digits and symbols
// ("Summer2026!!!", "Liverpool2026!"), a season or month with a year, and ones built from the organisation's, its
// homes' or the product's names. These apply where a password is set (invitation, reset, change, a young person's
// login), never to signing in: the demo keeps working with its published password.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { Problem } from '../problem.ts';

const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's 0–4 scale; 3 is about 10^8 guesses or more: out of reach of guessing online, slow offline with scrypt. */
const MIN_SCORE = 3;

// The dictionaries take a fifth of a second to load: only when a password is first checked.
let factory: ZxcvbnFactory | null = null;
const strength = () =>
  (factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  }));

/** Published with the product (README, demo seed): anyone can try them, so no one may choose them. */
const PUBLISHED = new Set(['caredemo2026!']);
/** The product's own name and the demo's words: the first guesses against any of its users. */
const PRODUCT_WORDS = ['care records', 'carerecords', 'caredemo', 'care', 'records', 'demo'];
const CALENDAR =
  /(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec|spring|summer|autumn|fall|winter|christmas|xmas|easter|of|the)/g;
/** Every word of zxcvbn's dictionaries (common passwords, English words, names, months…), for the one-word rule. */
let words: Set<string> | null = null;
const dictionaryWords = () =>
  (words ??= new Set(Object.values({ ...common.dictionary, ...en.dictionary }).flat() as string[]));

/** Words of the organisation's and its homes' names (three letters or more, without "Ltd" and the like). */
export function placeWords(names: (string | null | undefined)[]): string[] {
  const out = new Set<string>();
  for (const name of names) {
    const lower = (name ?? '').toLowerCase();
    const parts = lower
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3 && !['ltd', 'limited', 'plc', 'llp', 'cic', 'the', 'and'].includes(w));
    parts.forEach((w) => out.add(w));
    if (parts.length > 1) out.add(parts.join(''));
  }
  return [...out];
}

/** The organisation's and its homes' words, from its store (engine/store: forOrg(orgId)). */
export async function placesOf(org: {
  people: { organisation(): Promise<{ name: string } | null>; homes(): Promise<{ name: string }[]> };
}) {
  const [o, homes] = await Promise.all([org.people.organisation(), org.people.homes()]);
  return placeWords([o?.name, ...homes.map((h) => h.name)]);
}

/** Why a password is among the first an attacker tries whatever its score, or null. */
function predictable(password: string): string | null {
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^\p{L}]+/gu, '');
  if (/\d/.test(lower) && letters && !letters.replace(CALENDAR, '')) {
    return 'A season or month with a year is among the first passwords anyone would try.';
  }
  if (letters.length < lower.length && dictionaryWords().has(letters)) {
    return 'One common word with numbers or symbols added is among the first passwords anyone would try.';
  }
  return null;
}

/** The words of a person's name and email an attacker would try first. */
function personalWords(person: { name?: string | null; email?: string | null }): string[] {
  const words = new Set<string>();
  const add = (w: string | undefined) => {
    const t = w?.trim().toLowerCase();
    if (t && t.length >= 2) words.add(t);
  };
  const name = person.name ?? '';
  add(name);
  add(name.replace(/\s+/g, ''));
  name.split(/[\s'-]+/).forEach(add);
  const email = person.email ?? '';
  const [local, domain] = email.split('@');
  add(email);
  add(local);
  add(local?.replace(/[._+-]/g, ''));
  local?.split(/[._+-]+/).forEach(add);
  domain?.split('.').forEach((d, i, all) => {
    if (i < all.length - 1) add(d);
  });
  return [...words];
}

/** How many characters of the password are the person's own words, wherever they stand (zxcvbn may
 *  match a common first name such as "jayden" from its name list instead of from the person's words). */
function personalShare(password: string, words: string[]): number {
  const lower = password.toLowerCase();
  const covered = new Array<boolean>(lower.length).fill(false);
  for (const w of words) {
    if (w.length < 3) continue;
    for (let at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + 1)) covered.fill(true, at, at + w.length);
  }
  return covered.filter(Boolean).length;
}

const THREE_WORDS = 'Three random words together make a strong password that is easy to remember.';

export interface PasswordVerdict {
  ok: boolean;
  reason?: string;
  suggestions?: string[];
}

/**
 * `places`: words of the organisation's and its homes' names (placeWords); the product's own are always added.
 * For setting a password only: signing in never judges one.
 */
export function judgePassword(
  password: string,
  person: { name?: string | null; email?: string | null } = {},
  places: string[] = [],
): PasswordVerdict {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      ok: false,
      reason: `Use at least ${PASSWORD_MIN_LENGTH} characters: length matters more than symbols or capitals.`,
    };
  }
  if (password.length > PASSWORD_MAX_LENGTH)
    return { ok: false, reason: `Use at most ${PASSWORD_MAX_LENGTH} characters.` };
  if (PUBLISHED.has(password.toLowerCase())) {
    return {
      ok: false,
      reason: "This password is published (it is the demo's), so it is among the first anyone would try.",
      suggestions: [THREE_WORDS],
    };
  }
  const ours = [...new Set([...places, ...PRODUCT_WORDS])];
  const result: ZxcvbnResult = strength().check(password, [...personalWords(person), ...ours]);
  // how much of it is the person's name or email (zxcvbn alone lets "okonjo.harriet.2026" through)
  const own = personalWords(person);
  const personal = Math.max(
    personalShare(password, own),
    result.sequence
      .filter(
        (m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs' && own.includes(String(m.matchedWord)),
      )
      .reduce((n, m) => n + m.token.length, 0),
  );
  // the organisation's, its homes' and the product's names, with the person's own: "Brightwater2026!", "OakHouse2026!"
  const named = personalShare(password, [...own, ...ours]);
  if (result.score >= MIN_SCORE && personal * 2 < password.length && named * 2 < password.length) {
    const why = predictable(password); // what zxcvbn scores well yet is tried first
    return why ? { ok: false, reason: why, suggestions: [THREE_WORDS] } : { ok: true };
  }
  const reason =
    personal * 2 >= password.length || (personal && result.score < MIN_SCORE)
      ? 'This password is built from your name or email, which is the first thing someone would try.'
      : named * 2 >= password.length
        ? 'This password is built from the name of your organisation, a home or this product, which is among the first things someone would try.'
        : result.feedback.warning
          ? `This password is too easy to guess: ${result.feedback.warning.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase())}.`
          : 'This password is too easy to guess.';
  return { ok: false, reason, suggestions: [THREE_WORDS, ...result.feedback.suggestions] };
}

/** Refuses a weak password as a 422 naming the field. */
export function assertGoodPassword(
  password: string,
  person: { name?: string | null; email?: string | null },
  path = '/password',
  places: string[] = [],
) {
  const v = judgePassword(password, person, places);
  if (!v.ok)
    throw new Problem(422, 'Validation failed', [v.reason, ...(v.suggestions ?? []).slice(0, 1)].join(' '), [
      { path, message: v.reason! },
    ]);
}
