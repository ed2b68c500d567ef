// Recovery codes: ten per person, each 16 characters of an alphabet without look-alikes (79 random bits), shown
// once in groups of four. Only a SHA-256 of each is kept: with 79 random bits a fast hash cannot be searched
// backwards, and a code is found by its hash in one indexed look-up (scrypt would need a check per code).
import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // 31 letters and digits; no i, l, o, 0, 1
const LENGTH = 16;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** The stored form: spaces, dashes and case as typed do not matter. */
export function recoveryCodeHash(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(plain).digest('hex');
}

export const looksLikeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '').length === LENGTH;
