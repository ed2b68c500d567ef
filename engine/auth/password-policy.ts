// What makes a password acceptable (NCSC: length over complexity rules, and no password an attacker
// tries first). zxcvbn-ts estimates how many guesses a password needs, knowing common and breached
// passwords, English words and names, keyboard patterns, dates, repeats — and the person's own name
// and email, so a password built from them counts as weak. No rule about symbols or capitals.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { Problem } from '../problem.ts';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's 0–4 scale; 3 is about 10^8 guesses or more: out of reach of guessing online, slow offline with scrypt. */
const MIN_SCORE = 3;

// The dictionaries take a fifth of a second to load: only when a password is first checked.
let factory: ZxcvbnFactory | null = null;
const strength = () => (factory ??= new ZxcvbnFactory({
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
}));

/** The words of a person's name and email an attacker would try first. */
export function personalWords(person: { name?: string | null; email?: string | null }): string[] {
  const words = new Set<string>();
  const add = (w: string | undefined) => { const t = w?.trim().toLowerCase(); if (t && t.length >= 2) words.add(t); };
  const name = person.name ?? '';
  add(name); add(name.replace(/\s+/g, ''));
  name.split(/[\s'-]+/).forEach(add);
  const email = person.email ?? '';
  const [local, domain] = email.split('@');
  add(email); add(local); add(local?.replace(/[._+-]/g, ''));
  local?.split(/[._+-]+/).forEach(add);
  domain?.split('.').forEach((d, i, all) => { if (i < all.length - 1) add(d); });
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

export interface PasswordVerdict { ok: boolean; reason?: string; suggestions?: string[] }

export function judgePassword(password: string, person: { name?: string | null; email?: string | null } = {}): PasswordVerdict {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, reason: `Use at least ${PASSWORD_MIN_LENGTH} characters: length matters more than symbols or capitals.` };
  }
  if (password.length > PASSWORD_MAX_LENGTH) return { ok: false, reason: `Use at most ${PASSWORD_MAX_LENGTH} characters.` };
  const result: ZxcvbnResult = strength().check(password, personalWords(person));
  // how much of it is the person's name or email (zxcvbn alone lets "okonjo.harriet.2026" through)
  const personal = Math.max(personalShare(password, personalWords(person)), result.sequence
    .filter((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs').reduce((n, m) => n + m.token.length, 0));
  if (result.score >= MIN_SCORE && personal * 2 < password.length) return { ok: true };
  const reason = personal
    ? 'This password is built from your name or email, which is the first thing someone would try.'
    : result.feedback.warning
      ? `This password is too easy to guess: ${result.feedback.warning.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase())}.`
      : 'This password is too easy to guess.';
  return { ok: false, reason, suggestions: ['Three random words together make a strong password that is easy to remember.', ...result.feedback.suggestions] };
}

/** Refuses a weak password as a 422 naming the field. */
export function assertGoodPassword(password: string, person: { name?: string | null; email?: string | null }, path = '/password') {
  const v = judgePassword(password, person);
  if (!v.ok) throw new Problem(422, 'Validation failed', [v.reason, ...(v.suggestions ?? []).slice(0, 1)].join(' '), [{ path, message: v.reason! }]);
}
