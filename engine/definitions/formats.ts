// `date` and `date-time` as the database can store them. ajv-formats accepts any four-digit year (year
// 0000, which PostgreSQL refuses) and a leap second (23:59:60, which JavaScript cannot parse); a care
// record's dates are held to years 0001–9999, as real instants, both in the API's request schemas and in
// record data.
import type Ajv from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';

const FIRST = Date.parse('0001-01-01T00:00:00Z');
const LAST = Date.parse('9999-12-31T23:59:59.999Z');
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day YYYY-MM-DD that exists, in years 0001–9999. */
export function isStorableDate(s: string): boolean {
  if (!DAY.test(s) || s.startsWith('0000')) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s; // 2026-02-30 parses as 2 March
}

const dateTime = fullFormats['date-time'] as {
  validate: (s: string) => boolean;
  compare: (a: string, b: string) => number | undefined;
};
/** An RFC 3339 date-time with its zone, whose instant falls in years 0001–9999. */
function isStorableDateTime(s: string): boolean {
  if (!dateTime.validate(s) || !isStorableDate(s.slice(0, 10))) return false;
  const t = Date.parse(s);
  return Number.isFinite(t) && t >= FIRST && t <= LAST;
}

/** Replace ajv-formats' `date` and `date-time` (add the formats first). */
export function addStorableDates(ajv: Ajv) {
  const date = fullFormats.date as { compare: (a: string, b: string) => number | undefined };
  ajv.addFormat('date', { type: 'string', validate: isStorableDate, compare: date.compare });
  ajv.addFormat('date-time', { type: 'string', validate: isStorableDateTime, compare: dateTime.compare });
  return ajv;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A uuid as PostgreSQL's uuid type reads it (keyset cursors carry one; 36 dashes are not one). */
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID.test(s);

/** A keyset cursor's instant: an ISO date-time string the database can store. */
export const isStorableInstant = (s: unknown): s is string => typeof s === 'string' && isStorableDateTime(s);
