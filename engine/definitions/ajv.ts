// One Ajv setup for definitions, shared by the registry checks and record validation.
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { addStorableDates } from './formats.ts';

/**
 * Extension keywords definitions may use (rendering hints; no effect on validation). `x-heading`: one heading drawn
 * over the consecutive fields that carry it (the ILS plan's paired area).
 */
const EXTENSION_KEYWORDS = ['x-widget', 'x-ref', 'x-list', 'x-home-types', 'x-retired', 'x-figure', 'x-heading'];

export function createAjv() {
  // strict: an unknown keyword in a definition (a typo such as "requried") is an error at start-up.
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, useDefaults: false });
  addFormats(ajv);
  addStorableDates(ajv);
  ajv.addVocabulary(EXTENSION_KEYWORDS);
  ajv.addKeyword({ keyword: AFTER_KEYWORD, type: 'object', schemaType: 'object', errors: true, validate: notBefore });
  ajv.addKeyword({ keyword: DIFFERS_KEYWORD, type: 'object', schemaType: 'object', errors: true, validate: differs });
  return ajv;
}

/**
 * `x-after: { to: 'from' }` on an object: its date-time `to` may not be earlier than its `from` (a restraint
 * that ends before it starts). Checked only when both are real instants; the error is at the later field.
 * Validating, so the server refuses it; the browser's form ignores the keyword and the server answers.
 */
const AFTER_KEYWORD = 'x-after';

/**
 * `x-differs: { investigatedBy: 'about' }` on an object: the two fields may not hold the same value (the person a
 * complaint is about does not investigate it, CH reg 39(2)). Server-side like `x-after`; the error is at the first.
 */
const DIFFERS_KEYWORD = 'x-differs';

function differs(this: unknown, pairs: Record<string, string>, data: Record<string, unknown>): boolean {
  const errors: Partial<ErrorObject>[] = Object.entries(pairs)
    .filter(([a, b]) => data[a] !== undefined && data[a] !== null && data[a] !== '' && data[a] === data[b])
    .map(([a, b]) => ({
      keyword: DIFFERS_KEYWORD,
      params: { field: a, other: b },
      message: `must not be the same as ${b}`,
    }));
  (differs as { errors?: Partial<ErrorObject>[] }).errors = errors;
  return errors.length === 0;
}

function notBefore(this: unknown, pairs: Record<string, string>, data: Record<string, unknown>): boolean {
  const errors: Partial<ErrorObject>[] = [];
  for (const [later, earlier] of Object.entries(pairs)) {
    const a = Date.parse(String(data[earlier] ?? '')),
      b = Date.parse(String(data[later] ?? ''));
    if (Number.isFinite(a) && Number.isFinite(b) && b < a)
      errors.push({
        keyword: AFTER_KEYWORD,
        params: { field: later, after: earlier },
        message: `must not be before ${earlier}`,
      });
  }
  (notBefore as { errors?: Partial<ErrorObject>[] }).errors = errors;
  return errors.length === 0;
}

export interface FieldError {
  path: string;
  message: string;
}

const label = (e: ErrorObject) => {
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a field of this form';
    case 'format':
      return `must be a valid ${e.params.format}`;
    case 'oneOf':
    case 'enum':
      return 'must be one of the listed options';
    case 'type':
      return `must be ${e.params.type === 'integer' ? 'a whole number' : `a ${e.params.type}`}`;
    case 'pattern':
      return 'is not in the expected format';
    case 'const':
      return 'is not an answer that can be saved';
    case 'not':
      return 'does not go with the other answers';
    case AFTER_KEYWORD:
      return 'must not be before the start';
    case DIFFERS_KEYWORD:
      return 'must not be the person it is about';
    case 'minItems':
      return e.params.limit === 1 ? 'needs at least one entry' : `needs at least ${e.params.limit} entries`;
    default:
      return e.message ?? 'is not valid';
  }
};

/** Ajv errors as one message per field, with a JSON Pointer into the record's data. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  if (!errors?.length) return [];
  const choicePaths = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  const out = new Map<string, string>();
  for (const e of errors) {
    // a failed choice reports every option's `const`; keep only the one-of-the-options message
    if ((e.keyword === 'const' || e.keyword === 'type') && choicePaths.has(e.instancePath)) continue;
    // an if/then rule reports the failing field itself, then a generic "must match then schema"
    if (e.keyword === 'if') continue;
    let path = e.instancePath;
    if (e.keyword === 'required') path += `/${e.params.missingProperty}`;
    if (e.keyword === 'additionalProperties') path += `/${e.params.additionalProperty}`;
    if (e.keyword === AFTER_KEYWORD || e.keyword === DIFFERS_KEYWORD) path += `/${e.params.field}`;
    if (!out.has(path || '/')) out.set(path || '/', label(e));
  }
  return [...out].map(([path, message]) => ({ path, message }));
}
