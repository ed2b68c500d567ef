// A definition as one home type sees it (SPEC §1): fields and choices marked `x-home-types` for the
// other type are left out, and wording tokens ({cyp}, {notifyReg}, {CH text|SA text}) are resolved.
// The engine serves definitions through this and validates against the same filtered schema, so a
// supported-accommodation question is neither shown nor accepted in a children's home.
import { HOME_TYPES, resolveWording, type HomeType } from '../../definitions/wording.ts';
import type { JSONSchema7 } from './json-schema.ts';
import type { FormSection, RecordDefinition } from './types.ts';

/** The extension keyword: the home types a field or a choice is asked in (absent = both). */
export const HOME_TYPES_KEYWORD = 'x-home-types';

export const isHomeType = (value: unknown): value is HomeType => HOME_TYPES.includes(value as HomeType);

/** Whether a schema node (field or `oneOf` choice) belongs in a home of this type. */
export function asked(node: unknown, homeType: HomeType): boolean {
  const types = (node as Record<string, unknown> | null)?.[HOME_TYPES_KEYWORD];
  return !Array.isArray(types) || types.includes(homeType);
}

/** The schema with the other type's fields and choices removed (wording untouched: validation needs no labels). */
export function schemaForHomeType(schema: JSONSchema7, homeType: HomeType): JSONSchema7 {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'properties' && v && typeof v === 'object') {
        out[k] = Object.fromEntries(Object.entries(v).filter(([, child]) => asked(child, homeType)).map(([name, child]) => [name, walk(child)]));
      } else if ((k === 'oneOf' || k === 'anyOf') && Array.isArray(v)) {
        out[k] = v.filter((choice) => asked(choice, homeType)).map(walk);
      } else out[k] = walk(v);
    }
    if (Array.isArray(out.required) && out.properties) {
      out.required = (out.required as string[]).filter((name) => name in (out.properties as object));
    }
    return out;
  };
  return walk(schema) as JSONSchema7;
}

const UI_TEXT = new Set(['ui:help', 'ui:description', 'ui:title', 'ui:placeholder']);

/** Every title, description and help text with its wording tokens resolved. */
function wordTexts<T>(node: T, word: (text: string) => string, keys: Set<string>): T {
  const walk = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(walk);
    if (!n || typeof n !== 'object') return n;
    return Object.fromEntries(Object.entries(n as Record<string, unknown>)
      .map(([k, v]) => [k, keys.has(k) && typeof v === 'string' ? word(v) : walk(v)]));
  };
  return walk(node) as T;
}

/** A top-level or dotted field path still present in the filtered schema. */
function present(schema: JSONSchema7, path: string): boolean {
  let node: JSONSchema7 | undefined = schema;
  for (const part of path.split('.')) node = node?.properties?.[part];
  return node !== undefined;
}

/** The whole definition as a home of this type shows it: filtered, and every text in its wording. */
export function definitionForHomeType<D extends RecordDefinition>(def: D, homeType: HomeType): D {
  const word = (text: string) => resolveWording(text, homeType);
  const schema = wordTexts(schemaForHomeType(def.schema, homeType), word, new Set(['title', 'description']));
  const sections = def.sections
    ?.map((s): FormSection => ({ ...s, title: word(s.title), ...(s.description ? { description: word(s.description) } : {}),
      fields: s.fields.filter((f) => present(schema, f)) }))
    .filter((s) => s.fields.length > 0);
  return {
    ...def,
    title: word(def.title),
    ...(def.description ? { description: word(def.description) } : {}),
    schema,
    ...(sections ? { sections } : {}),
    ...(def.ui ? { ui: wordTexts(def.ui, word, UI_TEXT) } : {}),
    list: { columns: def.list.columns.filter((c) => present(schema, c)) },
  };
}
