// A record's answers as a person reads them, for the readable copy of a subject access pack (decision 0771): each
// field by its form's title, each choice by its label, a member of staff by name. A care leaver reading their file
// should not meet "behaviour_management" or a staff id. Another young person named by id reads as "another young
// person": their name is theirs, not part of this copy (their records say it where it is theirs to read). Pure.
import type { JSONSchema7 } from '../definitions/json-schema.ts';

export interface ReadableNames {
  /** Staff by id. */
  staff: ReadonlyMap<string, string>;
  /** The young person the copy is about: their own id reads as their name. */
  subject: { id: string; name: string };
  /** A title or label in the young person's home type's words ({child} → child or young person). */
  wording: (text: string) => string;
}

type Schema = JSONSchema7;

/** "placementPlan" → "Placement plan": a field the form no longer describes still reads as words. */
export const keyWords = (key: string) => {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** The properties a schema may give an object, its conditional branches included (a field shown only when...). */
function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const branches = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]
    .flatMap((b) => [b, b.then, b.else])
    .map((b) => propertiesOf(b));
  const out: Record<string, Schema> = {};
  for (const found of [...branches].reverse()) Object.assign(out, found);
  return { ...out, ...(schema.properties ?? {}) };
}

function one(value: unknown, schema: Schema | undefined, names: ReadableNames): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) {
    return value.map((v) => one(v, schema?.items, names));
  }
  if (typeof value === 'string' && schema) {
    const ref = schema['x-ref'];
    if (ref === 'staff') return names.staff.get(value) ?? 'a member of staff no longer on record';
    if (ref === 'young-person') return value === names.subject.id ? names.subject.name : 'another young person';
    const choice = (schema.oneOf ?? []).find((o) => o.const === value);
    if (choice?.title) return names.wording(choice.title);
    const retired = schema['x-retired'] as Record<string, string> | undefined;
    return retired?.[value] ?? value;
  }
  if (typeof value === 'object') {
    const props = propertiesOf(schema);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const title = props[k]?.title;
      // a field drawn under a heading it shares (the ILS plan's paired area) is named with it: no heading here
      const heading = props[k]?.['x-heading'];
      const label = title ? names.wording(typeof heading === 'string' ? `${heading}: ${title}` : title) : keyWords(k);
      // two fields with one title (rare): the second keeps its key's words beside it
      out[label in out ? `${label} (${keyWords(k)})` : label] = one(v, props[k], names);
    }
    return out;
  }
  return value;
}

/** The answers with the form's titles as keys and choices, staff and the young person by name. */
export function readableAnswers(data: unknown, schema: JSONSchema7 | undefined, names: ReadableNames): unknown {
  return one(data, schema, names);
}
