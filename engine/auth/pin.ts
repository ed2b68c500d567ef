// The staff PIN: 4–6 digits, scrypt-hashed like a password (password.ts), never an obvious one
// (the same digit, a run up or down, a well-known PIN, the person's date of birth). Failed PIN checks are
// limited per person trying (rate-limiter-flexible, as sign-in failures are, counted across API processes through
// Redis:
// attempt-limits.ts), so a PIN cannot be guessed at a medicines cupboard: after PIN_FAILURES wrong tries in
// PIN_WINDOW_S the person must wait.
import { type RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';
import { Problem } from '../problem.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const PIN_PATTERN = '^[0-9]{4,6}$';
export const PIN_FAILURES = 5;
export const PIN_WINDOW_S = 15 * 60;

/** Well-known PINs beyond runs and repeats (the most used four-digit PINs). */
const COMMON = new Set([
  '1212',
  '1004',
  '2000',
  '6969',
  '4321',
  '1122',
  '2580',
  '0852',
  '1313',
  '7777',
  '1010',
  '2468',
  '1357',
  '112233',
  '121212',
  '123123',
  '696969',
  '159753',
]);

/** Why a PIN may not be used, or null when it may. `dateOfBirth` is YYYY-MM-DD. */
export function pinProblem(pin: string, dateOfBirth?: string | null): string | null {
  if (!/^[0-9]{4,6}$/.test(pin)) return 'must be 4 to 6 digits';
  const d = [...pin].map(Number);
  if (d.every((x) => x === d[0])) return 'must not be one digit repeated';
  const steps = d.slice(1).map((x, i) => (x - d[i] + 10) % 10);
  if (steps.every((s) => s === 1) || steps.every((s) => s === 9)) return 'must not be a run of digits up or down';
  if (COMMON.has(pin)) return 'is too easy to guess';
  if (pin.length % 2 === 0 && pin.slice(0, pin.length / 2) === pin.slice(pin.length / 2))
    return 'must not repeat itself';
  if (dateOfBirth && birthForms(dateOfBirth).some((f) => f === pin)) return 'must not be your date of birth';
  return null;
}

/** The ways a date of birth is written as 4–6 digits: DDMM, MMDD, YYYY, DDMMYY, YYMMDD, MMDDYY. */
function birthForms(dob: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  if (!m) return [];
  const [, yyyy, mm, dd] = m;
  const yy = yyyy.slice(2);
  return [dd + mm, mm + dd, yyyy, dd + mm + yy, yy + mm + dd, mm + dd + yy];
}

export const hashPin = (pin: string) => hashPassword(pin);
export const verifyPin = (pin: string, stored: string | null | undefined) => verifyPassword(pin, stored);

/**
 * Wrong tries of a PIN (or a password, at a medicines confirmation), counted against the person trying: never
 * against the person named as witness, or five wrong witness PINs from anyone would lock that colleague out of
 * the MAR for the rest of a round. `key` is the person trying (with `:witness:<id>` for a colleague's secret they give
 * as witness).
 */
export interface PinTries {
  /** Refuse at once (429) while this key has had too many failed tries; `what` names what was tried. */
  allowed(key: string, what?: string): Promise<void>;
  failed(key: string): Promise<void>;
  /** A right PIN clears the count, so a slip earlier in the shift does not add up. */
  succeeded(key: string): Promise<void>;
}

/** `failures` counts PIN_FAILURES per PIN_WINDOW_S (one counter for every API process: attempt-limits.ts). */
export function pinTries(failures: RateLimiterAbstract): PinTries {
  return {
    async allowed(key, what = 'your PIN or password') {
      const seen = await failures.get(key);
      if (seen && seen.consumedPoints >= PIN_FAILURES) {
        const minutes = Math.max(1, Math.ceil(seen.msBeforeNext / 60_000));
        throw new Problem(
          429,
          'Too many requests',
          `Too many wrong tries of ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    },
    async failed(key) {
      await failures.consume(key).catch(() => undefined);
    },
    async succeeded(key) {
      await failures.delete(key).catch(() => undefined);
    },
  };
}

/** Counted in this process alone: for seeds and scripts, which no one signs into. */
export const localPinTries = () => pinTries(new RateLimiterMemory({ points: PIN_FAILURES, duration: PIN_WINDOW_S }));
