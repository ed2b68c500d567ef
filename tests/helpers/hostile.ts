// Hostile requests built from the OpenAPI document: for every operation, every parameter and body
// field gets values a careless or malicious client might send (NUL, lone surrogates, numbers beyond
// PostgreSQL's ranges, ids that are not uuids, crafted cursors, impossible dates, huge strings, wrong
// types). Each is one field changed in an otherwise plausible request.
import { randomUUID } from 'node:crypto';

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/**
 * A hostile value. `refuse`: it must be refused (4xx) and the problem must name the field;
 * otherwise it is plausible (an unknown id, a far-off date) and only "no 5xx" is asked of it.
 * `raw`: already percent-encoded for a URL (lone surrogates cannot go through encodeURIComponent).
 */
export interface Hostile {
  label: string;
  value: unknown;
  refuse: boolean;
  raw?: string;
}

const NUL = 'care\u0000notes';
const HIGH = 'a\ud800b';
const LOW = '\udc00';
export const INT4_MAX = 2147483647;

const base64url = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
/** Cursors this API never gave out: garbled, or well-formed JSON holding values the database cannot take. */
export const CURSORS: Hostile[] = [
  ['garbled', 'not a cursor!'],
  ['not json', base64url('{{{')],
  ['json null', base64url(null)],
  ['numbers', base64url([1, 2])],
  ['an object', base64url({ at: 1 })],
  ['dashes for an id', base64url(['2026-01-01T00:00:00.000Z', '-'.repeat(36)])],
  ['a 36-char non-uuid', base64url(['2026-01-01T00:00:00.000Z', 'f'.repeat(36)])],
  ['an id beyond int8', base64url(['2026-01-01T00:00:00.000Z', '99999999999999999999'])],
  ['year 0000', base64url(['0000-01-01T00:00:00.000Z', randomUUID()])],
  ['before the database calendar', base64url(['-271821-04-20T00:00:00.000Z', randomUUID()])],
  ['beyond the database calendar', base64url(['+275760-09-13T00:00:00.000Z', randomUUID()])],
  ['a NUL inside', base64url([`2026-01-01${'\u0000'}`, randomUUID()])],
  ['a day 9999-99-99', base64url(['9999-99-99', randomUUID()])],
].map(([label, value]) => ({ label: `cursor: ${label}`, value, refuse: true }));

const types = (s: JsonSchema): string[] => {
  if (s.anyOf || s.oneOf) return [...new Set((s.anyOf ?? s.oneOf)!.flatMap(types))];
  return s.type ? [s.type].flat() : s.properties ? ['object'] : [];
};
const firstOf = (s: JsonSchema) => (s.anyOf ?? s.oneOf)?.find((x) => types(x).some((t) => t !== 'null')) ?? s;
const isDateLike = (s: JsonSchema) => s.format === 'date' || (s.pattern ?? '').includes('\\d{4}-\\d{2}-\\d{2}');

/** Hostile values for one field of this schema (name: the field's name, for cursors). */
export function hostileValues(schema: JsonSchema, name: string): Hostile[] {
  const s = firstOf(schema);
  const t = types(schema);
  const out: Hostile[] = [
    { label: 'NUL character', value: NUL, refuse: true, raw: 'care%00notes' },
    { label: 'lone high surrogate', value: HIGH, refuse: true, raw: 'a%ED%A0%80b' },
    { label: 'lone low surrogate', value: LOW, refuse: true, raw: '%ED%B0%80' },
  ];
  if (!t.includes('object'))
    out.push({ label: 'an object for a scalar', value: { $gt: '' }, refuse: true, raw: '%5Bobject%20Object%5D' });
  if (t.includes('string')) {
    if (name === 'cursor') out.push(...CURSORS);
    if (s.format === 'uuid') {
      out.push(
        { label: 'not a uuid', value: 'not-a-uuid', refuse: true },
        { label: '36 dashes', value: '-'.repeat(36), refuse: true },
        { label: 'uuid with SQL', value: `${randomUUID()}' or '1'='1`, refuse: true },
        { label: 'unknown uuid', value: randomUUID(), refuse: false },
        { label: 'nil uuid', value: '00000000-0000-0000-0000-000000000000', refuse: false },
      );
    }
    if (isDateLike(s)) {
      out.push(
        { label: 'year 0000', value: '0000-01-01', refuse: true },
        { label: '9999-99-99', value: '9999-99-99', refuse: true },
        { label: 'year 9999', value: '9999-12-31', refuse: false },
        { label: 'year 0001', value: '0001-01-01', refuse: false },
      );
    }
    if (s.format === 'date-time') {
      out.push(
        { label: 'year 0000', value: '0000-01-01T00:00:00Z', refuse: true },
        { label: '9999-99-99', value: '9999-99-99T00:00:00Z', refuse: true },
        { label: 'year 9999', value: '9999-12-31T23:59:59Z', refuse: false },
        { label: 'into year 0 in UTC', value: '0001-01-01T00:30:00+01:00', refuse: false },
        { label: 'an offset of 99 hours', value: '2026-01-01T00:00:00+99:00', refuse: true },
      );
    }
    if (s.enum || s.const !== undefined)
      out.push({ label: 'not one of the choices', value: 'no-such-choice', refuse: true });
    // Longer than allowed where a limit is set; where none is, a huge string (still under the body limit).
    out.push({
      label: 'a huge string',
      value: 'x'.repeat(s.maxLength !== undefined ? Math.max(s.maxLength + 1, 1000) : 200_000),
      refuse: s.maxLength !== undefined,
      raw: 'x'.repeat(s.maxLength !== undefined ? s.maxLength + 1 : 4000),
    });
  }
  if (t.includes('integer') || t.includes('number')) {
    out.push(
      { label: 'beyond int4', value: INT4_MAX + 1, refuse: true },
      { label: 'below int4', value: -INT4_MAX - 2, refuse: true },
      { label: 'beyond int8', value: 9223372036854775808, refuse: true, raw: '9223372036854775808' },
      { label: '1e308', value: 1e308, refuse: true },
      { label: 'a fraction', value: 1.5, refuse: t.includes('integer') },
      { label: 'text for a number', value: 'twelve', refuse: true },
      { label: 'beyond double', value: '1e400', refuse: true },
      { label: 'zero', value: 0, refuse: (s.minimum ?? -Infinity) > 0 },
    );
  }
  if (t.includes('boolean')) out.push({ label: 'not a boolean', value: 'maybe', refuse: true });
  if (t.includes('array')) {
    out.push({
      label: 'too many items',
      value: Array.from({ length: (s.maxItems ?? 10_000) + 1 }, () => randomUUID()),
      refuse: s.maxItems !== undefined,
    });
    if (s.items)
      for (const h of hostileValues(s.items, name))
        if (h.refuse) out.push({ ...h, label: `item: ${h.label}`, value: [h.value] });
  }
  if (t.includes('object'))
    out.push(
      { label: 'text for an object', value: 'not an object', refuse: true },
      { label: 'an array for an object', value: [1, 2], refuse: true },
    );
  if (t.includes('null') === false && !t.includes('object') && !t.includes('array'))
    out.push({ label: 'null', value: null, refuse: false });
  return out;
}

/** Several plausible values for one field name; the first that fits the field's schema is used. */
export class Either {
  constructor(readonly values: unknown[]) {}
}

/** A plausible value for a field (the request around a hostile value should be otherwise fine). */
export function plausible(schema: JsonSchema, name: string, known: Record<string, unknown>): unknown {
  const s = firstOf(schema);
  // a known value for this name, where it fits this schema (an alert's `kind` is not a record kind)
  const fits = (v: unknown) =>
    (!s.enum || s.enum.includes(v)) && (!s.pattern || (typeof v === 'string' && new RegExp(s.pattern).test(v)));
  const candidates =
    name in known ? (known[name] instanceof Either ? (known[name] as Either).values : [known[name]]) : [];
  const found = candidates.find(fits);
  if (found !== undefined) return found;
  const t = types(schema).filter((x) => x !== 'null');
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (t[0]) {
    case 'string':
      if (s.format === 'uuid') return randomUUID();
      if (isDateLike(s)) return '2026-03-02';
      if (s.format === 'date-time') return '2026-03-02T10:00:00Z';
      if (s.format === 'email') return `hostile.${randomUUID().slice(0, 8)}@example.com`;
      return 'plausible text'.padEnd(Math.max(s.minLength ?? 0, 14), '.');
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => plausible(s.items ?? {}, name, known));
    case 'object':
      return required(s, known);
    default:
      return null;
  }
}
function required(s: JsonSchema, known: Record<string, unknown>) {
  return Object.fromEntries((s.required ?? []).map((k) => [k, plausible(s.properties?.[k] ?? {}, k, known)]));
}

/** Each field of an object schema, nested ones included, with a hostile value there: [path, body]. */
export function hostileBodies(
  s: JsonSchema,
  known: Record<string, unknown>,
  free: (path: string[]) => JsonSchema | undefined = () => undefined,
): { path: string[]; hostile: Hostile; body: unknown }[] {
  const out: { path: string[]; hostile: Hostile; body: unknown }[] = [];
  const walk = (schema: JsonSchema, path: string[], set: (v: unknown) => unknown) => {
    // a free-form object (record data, a definition) is described by something else, if anything
    const props = schema.properties ?? free(path)?.properties;
    if (props) {
      const base = required(schema, known);
      for (const [k, child] of Object.entries(props)) {
        for (const hostile of hostileValues(child, k))
          out.push({ path: [...path, k], hostile, body: set({ ...base, [k]: hostile.value }) });
        const ct = types(child);
        if (ct.includes('object') && (child.properties || free([...path, k])))
          walk(firstOf(child), [...path, k], (v) => set({ ...base, [k]: v }));
        if (ct.includes('array') && firstOf(child).items?.properties) {
          const item = firstOf(child).items!;
          walk(item, [...path, k, '0'], (v) => set({ ...base, [k]: [v] }));
        }
      }
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      for (const hostile of hostileValues(schema.additionalProperties, 'anyKey'))
        out.push({ path: [...path, 'anyKey'], hostile, body: set({ anyKey: hostile.value }) });
    }
  };
  walk(s, [], (v) => v);
  return out;
}

/** Whole bodies that are hostile as a whole: not JSON, not an object, NUL or surrogates in keys, deep nesting. */
export const HOSTILE_WHOLE_BODIES: { label: string; payload: string | Buffer }[] = [
  { label: 'broken JSON', payload: '{"version": 1,' },
  { label: 'JSON null', payload: 'null' },
  { label: 'a JSON array', payload: '[1, 2, 3]' },
  { label: 'a JSON string', payload: '"hello"' },
  { label: 'a NUL in a key', payload: '{"note\\u0000": 1}' },
  { label: 'a lone surrogate in a key', payload: '{"\\udfff": 1}' },
  { label: 'a raw NUL byte', payload: Buffer.from('{"version": 1, "x": "a\u0000b"}') },
  {
    label: 'raw CESU surrogate bytes',
    payload: Buffer.concat([Buffer.from('{"x": "'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
  },
  { label: 'nesting 100,000 deep', payload: `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}` },
  { label: 'a __proto__ key', payload: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}' },
];

/** Multipart bodies a broken or hostile client might send to an upload. */
export function hostileMultipart(ids: {
  youngPersonId: string;
}): { label: string; contentType: string; payload: Buffer; refuse: boolean; field?: string }[] {
  const b = 'hostileBoundary1234';
  const field = (name: string, value: string | Buffer) =>
    Buffer.concat([
      Buffer.from(`--${b}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const file = (filename: string, type: string, content: Buffer | string) =>
    Buffer.concat([
      Buffer.from(
        `--${b}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${b}--\r\n`);
  const ok = (...parts: Buffer[]) => Buffer.concat([...parts, end]);
  const text = 'A plain note.\n';
  const type = `multipart/form-data; boundary=${b}`;
  return [
    {
      label: 'no boundary',
      contentType: 'multipart/form-data',
      payload: ok(field('title', 'x'), file('a.txt', 'text/plain', text)),
      refuse: true,
    },
    {
      label: 'another boundary',
      contentType: 'multipart/form-data; boundary=somethingElse',
      payload: ok(field('title', 'x'), file('a.txt', 'text/plain', text)),
      refuse: true,
    },
    {
      label: 'cut off in a part',
      contentType: type,
      payload: Buffer.from(`--${b}\r\ncontent-disposition: form-data; name="title"\r\n\r\nhal`),
      refuse: true,
    },
    {
      label: 'cut off in the file',
      contentType: type,
      payload: Buffer.concat([
        field('youngPersonId', ids.youngPersonId),
        Buffer.from(
          `--${b}\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\nA pla`,
        ),
      ]),
      refuse: true,
    },
    { label: 'no parts', contentType: type, payload: end, refuse: true },
    { label: 'empty body', contentType: type, payload: Buffer.alloc(0), refuse: true },
    {
      label: 'garbage',
      contentType: type,
      payload: Buffer.from('\u0000\u0001 this is not multipart at all'),
      refuse: true,
    },
    {
      label: 'headers without a name',
      contentType: type,
      payload: ok(Buffer.from(`--${b}\r\ncontent-disposition: form-data\r\n\r\nvalue\r\n`)),
      refuse: true,
    },
    {
      label: 'two files',
      contentType: type,
      payload: ok(
        field('youngPersonId', ids.youngPersonId),
        file('a.txt', 'text/plain', text),
        file('b.txt', 'text/plain', text),
      ),
      refuse: true,
    },
    {
      label: 'NUL in the title',
      contentType: type,
      payload: ok(field('youngPersonId', ids.youngPersonId), field('title', NUL), file('a.txt', 'text/plain', text)),
      refuse: true,
      field: 'title',
    },
    {
      label: 'NUL in the category',
      contentType: type,
      payload: ok(field('youngPersonId', ids.youngPersonId), field('category', NUL), file('a.txt', 'text/plain', text)),
      refuse: true,
      field: 'category',
    },
    {
      label: 'NUL in the file name',
      contentType: type,
      payload: ok(field('youngPersonId', ids.youngPersonId), file(`a${'\u0000'}.txt`, 'text/plain', text)),
      refuse: true,
      field: 'file',
    },
    {
      label: 'NUL in the young person id',
      contentType: type,
      payload: ok(field('youngPersonId', `${ids.youngPersonId}\u0000`), file('a.txt', 'text/plain', text)),
      refuse: true,
      field: 'youngPersonId',
    },
    {
      label: 'CESU surrogate bytes in the title',
      contentType: type,
      payload: ok(
        field('youngPersonId', ids.youngPersonId),
        field('title', Buffer.from([0x61, 0xed, 0xa0, 0x80])),
        file('a.txt', 'text/plain', text),
      ),
      refuse: false,
    },
    {
      label: 'a huge title',
      contentType: type,
      payload: ok(
        field('youngPersonId', ids.youngPersonId),
        field('title', 'x'.repeat(5000)),
        file('a.txt', 'text/plain', text),
      ),
      refuse: false,
    },
    {
      label: 'an unknown young person',
      contentType: type,
      payload: ok(field('youngPersonId', randomUUID()), file('a.txt', 'text/plain', text)),
      refuse: true,
    },
    {
      label: 'an unknown record',
      contentType: type,
      payload: ok(field('recordId', randomUUID()), file('a.txt', 'text/plain', text)),
      refuse: true,
    },
    {
      label: 'a non-uuid young person',
      contentType: type,
      payload: ok(field('youngPersonId', '------------------------------------'), file('a.txt', 'text/plain', text)),
      refuse: true,
    },
    {
      label: 'a file that lies about its type',
      contentType: type,
      payload: ok(field('youngPersonId', ids.youngPersonId), file('a.pdf', 'application/pdf', 'not a pdf')),
      refuse: true,
    },
    {
      label: 'an unknown field',
      contentType: type,
      payload: ok(field('youngPersonId', ids.youngPersonId), field('owner', 'me'), file('a.txt', 'text/plain', text)),
      refuse: false,
    },
    {
      label: 'no young person or record',
      contentType: type,
      payload: ok(file('a.txt', 'text/plain', text)),
      refuse: true,
    },
  ];
}
