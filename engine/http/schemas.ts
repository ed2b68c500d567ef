// Request schemas shared by routes (Fastify validates them; OpenAPI documents them).
export const uuid = { type: 'string', format: 'uuid' } as const;
/** PostgreSQL's int4: a version or numeric id beyond it is refused here, with its path, not by the database. */
export const INT4_MAX = 2147483647;
export const positiveInt = { type: 'integer', minimum: 1, maximum: INT4_MAX } as const;
/** A day a report or chart can be about: its period is worked out around it, so not at the calendar's ends. */
export const reportDay = {
  type: 'string',
  format: 'date',
  formatMinimum: '1900-01-01',
  formatMaximum: '2999-12-31',
} as const;
export const kindParam = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,63}$' } as const;

export const recordParams = {
  type: 'object',
  required: ['kind', 'id'],
  additionalProperties: false,
  properties: { kind: kindParam, id: uuid },
} as const;

export const kindParams = {
  type: 'object',
  required: ['kind'],
  additionalProperties: false,
  properties: { kind: kindParam },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: uuid },
} as const;

export const versionBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: positiveInt },
} as const;
