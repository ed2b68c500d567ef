// A definition as one home type sees it (SPEC §1): fields and choices marked `x-home-types` for the
// other type are left out, and wording tokens ({cyp}, {notifyReg}, {CH text|SA text}) are resolved.
// The engine serves definitions through this and validates against the same filtered schema, so a
// supported-accommodation question is neither shown nor accepted in a children's home.
import { HOME_TYPES, type HomeType, resolveWording } from '../../definitions/wording.ts';
import type { FieldError } from './ajv.ts';
import type { JSONSchema7 } from './json-schema.ts';
import type { FormSection, RecordDefinition } from './types.ts';

/** The extension keyword: the home types a field or a choice is asked in (absent = both). */
const HOME_TYPES_KEYWORD = 'x-home-types';

export const isHomeType = (value: unknown): value is HomeType => HOME_TYPES.includes(value as HomeType);

/** Whether a schema node (field or `oneOf` choice) belongs in a home of this type. */
function asked(node: unknown, homeType: HomeType): boolean {
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
        out[k] = Object.fromEntries(
          Object.entries(v)
            .filter(([, child]) => asked(child, homeType))
            .map(([name, child]) => [name, walk(child)]),
        );
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
    return Object.fromEntries(
      Object.entries(n as Record<string, unknown>).map(([k, v]) => [
        k,
        keys.has(k) && typeof v === 'string' ? word(v) : walk(v),
      ]),
    );
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
    ?.map((s): FormSection => ({
      ...s,
      title: word(s.title),
      ...(s.description ? { description: word(s.description) } : {}),
      fields: s.fields.filter((f) => present(schema, f)),
    }))
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

/** The value at a JSON Pointer ('/general/reg27Accident', '/notifications/0/authority'). */
function valueAtPointer(data: unknown, pointer: string): unknown {
  let v = data;
  for (const part of pointer.split('/').slice(1))
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return v;
}

/** A value only the other home type asks for: a field of its own (`field`), or its choice in a shared field. */
interface OtherTypeValue {
  path: string;
  field: boolean;
}

/** The values in `data` (JSON Pointers) that only the other home type asks for: its fields, and its choices. */
function otherTypeValues(schema: JSONSchema7, data: unknown, homeType: HomeType, path = ''): OtherTypeValue[] {
  if (data === undefined || data === null) return [];
  const out: OtherTypeValue[] = [];
  const choices = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])] as JSONSchema7[];
  if (
    choices.some(
      (c) => c && typeof c === 'object' && !asked(c, homeType) && JSON.stringify(c.const) === JSON.stringify(data),
    )
  )
    out.push({ path: path || '/', field: false });
  if (schema.properties && typeof data === 'object' && !Array.isArray(data)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(data, name) || typeof child !== 'object') continue;
      const value = (data as Record<string, unknown>)[name];
      if (!asked(child, homeType)) out.push({ path: `${path}/${name}`, field: true });
      else out.push(...otherTypeValues(child, value, homeType, `${path}/${name}`));
    }
  }
  const items = schema.items;
  if (items && !Array.isArray(items) && typeof items === 'object' && Array.isArray(data)) {
    data.forEach((v, i) => out.push(...otherTypeValues(items, v, homeType, `${path}/${i}`)));
  }
  return out;
}

/**
 * A record kept from before a field was marked, or of a young person who moved to a home of the other
 * type, may hold the other type's values that its form no longer shows, so no one could clear them.
 * Those already stored at the same place are kept and let through; only new or changed ones are refused
 * (as record links are: records/references.ts).
 */
export function keptOtherTypeErrors(
  errors: FieldError[],
  schema: JSONSchema7,
  homeType: HomeType | undefined,
  data: unknown,
  before: unknown,
): FieldError[] {
  if (!errors.length || !homeType || before === undefined) return errors;
  const kept = otherTypeValues(schema, data, homeType)
    .map((v) => v.path)
    .filter((p) => JSON.stringify(valueAtPointer(data, p)) === JSON.stringify(valueAtPointer(before, p)));
  if (!kept.length) return errors;
  const under = (path: string) => kept.some((p) => p === '/' || path === p || path.startsWith(`${p}/`));
  return errors.filter((e) => !under(e.path));
}

/**
 * The stored values of the other type's fields that a save left out (its form does not show them) are
 * carried into the saved data: nothing a person saved is lost by a save from a form that cannot show it.
 * A choice of the other type in a shared field is shown, so leaving it out clears it; fields inside
 * lists are not carried (an item's place may have moved).
 */
export function withKeptOtherTypeFields(
  schema: JSONSchema7,
  homeType: HomeType | undefined,
  data: Record<string, unknown>,
  before: unknown,
): Record<string, unknown> {
  if (!homeType || !before) return data;
  const missing = otherTypeValues(schema, before, homeType)
    .filter((v) => v.field && !/\/\d+(\/|$)/.test(v.path) && valueAtPointer(data, v.path) === undefined)
    .map((v) => v.path);
  if (!missing.length) return data;
  const out = structuredClone(data);
  for (const p of missing) {
    const parts = p.split('/').slice(1);
    let node: Record<string, unknown> = out;
    for (const part of parts.slice(0, -1)) {
      if (node[part] === undefined || node[part] === null) node[part] = {};
      if (typeof node[part] !== 'object' || Array.isArray(node[part])) {
        node = {};
        break;
      }
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1)!] = valueAtPointer(before, p);
  }
  return out;
}
