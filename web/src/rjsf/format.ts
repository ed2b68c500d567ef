// Values as people read them: choice labels not keys, person names not ids, dates in en-GB, Yes/No.
// Shared by the read-only view, the record lists and the history diff so all three say the same thing.
import type { RJSFSchema } from '@rjsf/utils';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { choiceLabel, type PersonRef, personRefOf } from './schema.ts';

export type NameOf = (ref: PersonRef, id: string) => string | undefined;

export const EMPTY = 'Not recorded';

export function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

function scalar(schema: RJSFSchema | undefined, v: unknown, nameOf: NameOf): string {
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  const label = choiceLabel(schema, v);
  if (label !== undefined) return label;
  const ref = personRefOf(schema);
  if (ref && typeof v === 'string') return nameOf(ref, v) ?? 'Unknown person';
  if (typeof v === 'string') {
    if (schema?.format === 'date') return formatDate(v);
    if (schema?.format === 'date-time') return formatDateTime(v);
    return v;
  }
  if (typeof v === 'number') return v.toLocaleString('en-GB');
  return JSON.stringify(v);
}

/**
 * One value as text. Arrays of scalars (multi-selects, people) join with commas; groups and rows, which the
 * view draws as sub-lists, are summarised ("3 entries") when a single string is needed (lists, diffs).
 */
export function formatValue(schema: RJSFSchema | undefined, v: unknown, nameOf: NameOf): string {
  if (isEmptyValue(v)) return EMPTY;
  if (Array.isArray(v)) {
    const items = (schema?.items ?? undefined) as RJSFSchema | undefined;
    if (v.every((x) => x === null || typeof x !== 'object')) return v.map((x) => scalar(items, x, nameOf)).join(', ');
    return v.length === 1 ? '1 entry' : `${v.length} entries`;
  }
  if (typeof v === 'object') {
    const props = (schema?.properties ?? {}) as Record<string, RJSFSchema>;
    const parts = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => !isEmptyValue(x) && (x === null || typeof x !== 'object'))
      .map(([k, x]) => `${props[k]?.title ?? k}: ${scalar(props[k], x, nameOf)}`);
    return parts.length ? parts.join('; ') : EMPTY;
  }
  return scalar(schema, v, nameOf);
}
