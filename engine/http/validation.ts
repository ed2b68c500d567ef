// Request validation: one Ajv for JSON bodies that never coerces, one for the query string, path and headers that
// does. A body is typed JSON, so `"amountPence": true` or `"100"` is refused with its path rather than read as
// 1p or 100p; query and path values only ever arrive as text, so there "10" must be read as the number 10.
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { addStorableDates } from '../definitions/formats.ts';

// Unknown fields are refused, not silently dropped (removeAdditional: false); every fault is reported.
const COMMON: Options = {
  removeAdditional: false,
  allErrors: true,
  useDefaults: false,
  allowUnionTypes: true,
  addUsedSchema: false,
};

function ajv(coerceTypes: Options['coerceTypes']) {
  const a = new Ajv({ ...COMMON, coerceTypes });
  addFormats(a);
  addStorableDates(a); // after ajv-formats: dates as the database can store them (years 0001–9999)
  return a;
}

export function installValidation(app: FastifyInstance) {
  const body = ajv(false);
  const text = ajv('array'); // a repeated query parameter is an array; a single one is read as a one-item array
  app.setValidatorCompiler(({ schema, httpPart }: { schema: FastifySchema; httpPart?: string }) =>
    (httpPart === 'body' ? body : text).compile(schema as object),
  );
}
