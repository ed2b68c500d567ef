// Field builders for definitions: short names for the JSON Schema of the field types the
// care forms use (DOMAIN.md notation: text, longtext, date, dt, time, num, yn, person, rows).
import type { JSONSchema7 } from './json-schema.ts';

type Extra = Partial<JSONSchema7>;

export const text = (title: string, extra: Extra = {}): JSONSchema7 => ({
  type: 'string',
  title,
  maxLength: 500,
  ...extra,
});

/** Free narrative; the web renders a textarea with a character count. */
export const longText = (title: string, extra: Extra = {}): JSONSchema7 => ({
  type: 'string',
  title,
  maxLength: 20000,
  'x-widget': 'textarea',
  ...extra,
});

export const date = (title: string, extra: Extra = {}): JSONSchema7 => ({
  type: 'string',
  title,
  format: 'date',
  ...extra,
});

export const dateTime = (title: string, extra: Extra = {}): JSONSchema7 => ({
  type: 'string',
  title,
  format: 'date-time',
  ...extra,
});

/** A time of day, HH:MM (seconds optional). */
export const time = (title: string, extra: Extra = {}): JSONSchema7 => ({
  type: 'string',
  title,
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$',
  'x-widget': 'time',
  ...extra,
});

export const integer = (title: string, extra: Extra = {}): JSONSchema7 => ({ type: 'integer', title, ...extra });

export const number = (title: string, extra: Extra = {}): JSONSchema7 => ({ type: 'number', title, ...extra });

export const yesNo = (title: string, extra: Extra = {}): JSONSchema7 => ({
  type: 'boolean',
  title,
  'x-widget': 'yesNo',
  ...extra,
});

/** A member of staff of the organisation (stored as the user's id). */
export const staffMember = (title: string, extra: Extra = {}): JSONSchema7 => ({
  type: 'string',
  title,
  format: 'uuid',
  'x-ref': 'staff',
  ...extra,
});

export const staffMembers = (title: string, extra: Extra = {}): JSONSchema7 => ({
  type: 'array',
  title,
  uniqueItems: true,
  items: { type: 'string', format: 'uuid', 'x-ref': 'staff' },
  ...extra,
});

/** A young person of the organisation (stored as their id). */
export const youngPerson = (title: string, extra: Extra = {}): JSONSchema7 => ({
  type: 'string',
  title,
  format: 'uuid',
  'x-ref': 'young-person',
  ...extra,
});

/** Young people of the organisation (stored as their ids). */
export const youngPeople = (title: string, extra: Extra = {}): JSONSchema7 => ({
  type: 'array',
  title,
  uniqueItems: true,
  items: { type: 'string', format: 'uuid', 'x-ref': 'young-person' },
  ...extra,
});

/** A group of fields (a sub-section). */
export const group = (
  title: string,
  properties: Record<string, JSONSchema7>,
  required: string[] = [],
  extra: Extra = {},
): JSONSchema7 => ({ type: 'object', title, properties, required, additionalProperties: false, ...extra });

/** Repeatable rows (timeline entries, actions, interventions). */
export const rows = (
  title: string,
  properties: Record<string, JSONSchema7>,
  required: string[] = [],
  extra: Extra = {},
): JSONSchema7 => ({
  type: 'array',
  title,
  items: { type: 'object', properties, required, additionalProperties: false },
  ...extra,
});

/** Attachments: documents in the document locker, referenced by id. */
export const attachments = (title = 'Attachments'): JSONSchema7 =>
  rows(
    title,
    {
      documentId: { type: 'string', format: 'uuid', title: 'Document' },
      fileName: text('File name'),
    },
    ['documentId'],
  );

/** A timeline: what happened when, and who recorded it (incidents, safeguarding, missing episodes). */
export const timeline = (title = 'Timeline'): JSONSchema7 =>
  rows(
    title,
    {
      at: dateTime('When'),
      event: text('What happened'),
      by: staffMember('Recorded by'),
    },
    ['at', 'event'],
  );

/** A signature drawn on the device, kept as a PNG data URL (the pipeline's hook checks it is a real PNG). */
export const signature = (title: string, extra: Extra = {}): JSONSchema7 => ({
  type: 'string',
  title,
  pattern: '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$',
  maxLength: 200_000,
  'x-widget': 'signature',
  ...extra,
});
