// Idempotent writes (migration 110): a save, workflow action or create sent again — its answer lost on a poor
// connection, or an offline queue replaying — is recognised by its key and the hash of what it asked.
import { createHash } from 'node:crypto';
import type { WriteKey } from '../store/records.ts';

/** A request's key, the hash of what it asked, and what to do when it turns out to be a replay (say so). */
export interface Once extends WriteKey {
  onReplay?: () => void;
}

/** JSON with object keys sorted at every depth: the same request hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The hash a replay must match: the route's method and address and the body it sent. */
export const requestHash = (what: unknown): string => createHash('sha256').update(canonical(what)).digest('base64url');

/** London wall-clock time for a 409's wording: "27 Nov 2026, 14:05". */
const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
export const ukDateTime = (at: Date) => UK_TIME.format(at);
