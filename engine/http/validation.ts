// Request validation: one Ajv for JSON bodies that never coerces, one for the query string, path and headers that
// does. A body is typed JSON, so `"amountPence": true` or `"100"` is refused with its path rather than read as
// 1p or 100p; query and path values only ever arrive as text, so there "10" must be read as the number 10.
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { addStorableDates } from '../definitions/formats.ts';
import { Problem } from '../problem.ts';

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

// A compiled validator depends only on its schema and these options, so one process compiles each route schema once,
// however many apps it builds (the tests build one per file; compiling is most of building an app).
let compilers: { body: Ajv; text: Ajv } | null = null;
const compiled = new Map<string, ValidateFunction>();

function compile(schema: object, httpPart: string | undefined): ValidateFunction {
  compilers ??= { body: ajv(false), text: ajv('array') }; // text: a repeated query parameter is an array
  const part = httpPart === 'body' ? 'body' : 'text';
  const key = `${part} ${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = compilers[part].compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

export function installValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }: { schema: FastifySchema; httpPart?: string }) =>
    compile(schema as object, httpPart),
  );
  // Fastify hands a request without a body to the validator as null, so a schema that allows "no body" (type
  // ['object', 'null']) would also pass a JSON `null` sent as the body. A body that is sent is an object: refused here,
  // for every route, before any schema is asked. A missing body stays undefined and is left to the route's schema.
  app.addHook('preValidation', async (request) => {
    if (request.body === null)
      throw new Problem(400, 'Bad request', 'The request body is not valid: /body must be an object.', [
        { path: '/body', message: 'must be an object' },
      ]);
  });
}
