// The OpenAPI document (/api/openapi.json), made trustworthy for integrators in one place rather than
// on 200 routes: every operation gets an operationId (from its method and path, unless the route names
// one), its security (the session cookie or a bearer API token, unless the route declares
// `security: []` — signing in, health), and its 4xx answers as problem+json. Routes keep declaring only
// what is theirs (summary, tags, schemas). OpenAPI 3.1, whose schemas are JSON Schema 2020-12, so our
// Ajv schemas (exclusiveMinimum as a number, propertyNames) are valid as they are; Ajv's own keywords
// (formatMinimum/formatMaximum) are said in words. Linted with Redocly's recommended rules in a test.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { EVENT_VALUES } from '../developer/events.ts';
import { PENDING_COOKIE } from './sign-in.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * What this route answers beyond what every operation declares (completeDocument adds those): a read refused
     * with 409 or 422, sign-in's 401, 304 for a cached file, or the several 2xx of a handler choosing its code.
     * The end of the test run checks every status a test saw is declared (scripts/check-statuses.ts).
     */
    answers?: readonly (number | OwnAnswer)[];
  }
}
/** An answer of the route's own, not the shared problem (e.g. health's 503: the same report as its 200). */
export interface OwnAnswer {
  status: number;
  description: string;
  type: string;
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

export const SECURITY = [{ session: [] }, { bearerToken: [] }];

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});
const RESPONSES: Json = {
  BadRequest: problem('The request is not valid: `errors` lists each field (JSON Pointer) and why.'),
  Unauthorised: problem('No valid session or API token.'),
  Forbidden: problem('Signed in, but not allowed to do this (the reason is in `detail`).'),
  NotFound: problem('No such thing in your organisation.'),
  Conflict: problem('Not possible in its present state, or someone saved first (a stale version).'),
  Unprocessable: problem(
    'Understood but refused by a rule (an id you may not name, a weak password…); `errors` gives the field.',
  ),
  Gone: problem('It was here and is no longer (a file taken once, or past its time limit); ask for it again.'),
  TooLarge: problem('The request body is over the limit (1 MB; files go to the document locker).'),
  UriTooLong: problem('The address or one of its path parameters is too long.'),
  UnsupportedMediaType: problem('The body is not of a type this operation reads (JSON unless said otherwise).'),
  TooManyRequests: problem('Too many requests or wrong tries for now; Retry-After says when to try again.'),
  HeadersTooLarge: problem("The request headers are over the server's limit."),
  RangeNotSatisfiable: problem('The byte range asked for is outside the file (Content-Range gives its size).'),
  ServerError: problem('Something went wrong on our side; nothing was saved.'),
  BadGateway: problem(
    'A service this relies on (the rewriting model, a sign-in provider) did not answer properly; nothing was saved.',
  ),
  Unavailable: problem('The database cannot be reached just now; Retry-After says when to try again.'),
};

/** Answers any operation can give, whatever its route says: the framework's and the server's own. */
const EVERYWHERE: [string, string][] = [
  ['400', 'BadRequest'],
  ['404', 'NotFound'],
  ['414', 'UriTooLong'],
  ['429', 'TooManyRequests'],
  ['431', 'HeadersTooLarge'],
  ['500', 'ServerError'],
  ['503', 'Unavailable'],
];
/** Operations that read a body: what a body can be refused for. */
const WITH_BODY: [string, string][] = [
  ['409', 'Conflict'],
  ['413', 'TooLarge'],
  ['415', 'UnsupportedMediaType'],
  ['422', 'Unprocessable'],
];

/** What each status a route may declare in `answers` is, beyond its successes (SUCCESS). */
const ANSWERS: Record<string, string> = {
  '401': 'Unauthorised',
  '403': 'Forbidden',
  '409': 'Conflict',
  '410': 'Gone',
  '416': 'RangeNotSatisfiable',
  '422': 'Unprocessable',
  '502': 'BadGateway',
};

/** The operation id a route gets when it names none: `getRecordsByKindById` for GET /api/records/{kind}/{id}. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const param = /^\{(.+)\}$/.exec(seg);
      const word = (param ? param[1] : seg)
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join('');
      return param ? `By${word}` : word;
    });
  return method.toLowerCase() + words.join('');
}

/** Ajv-only keywords a 3.1 document cannot carry, said in the description instead. */
function wordAjvKeywords(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach(wordAjvKeywords);
    return;
  }
  const o = node as Json;
  const limits = [o.formatMinimum && `from ${o.formatMinimum}`, o.formatMaximum && `to ${o.formatMaximum}`].filter(
    Boolean,
  );
  if (limits.length) {
    o.description = [o.description, `Allowed ${limits.join(' ')}.`].filter(Boolean).join(' ');
    delete o.formatMinimum;
    delete o.formatMaximum;
  }
  for (const v of Object.values(o)) wordAjvKeywords(v);
}

/**
 * Fill what every operation must say (see the file's head). `successes`: the 2xx a route's handler answers when
 * its schema declares none (from installOpenApi's onRoute hook), keyed "get /api/x/{id}"; 200 otherwise.
 * `answers`: the other statuses a route declares in its schema's `answers`, keyed the same way.
 * Exported for the test of the rule.
 */
export function completeDocument(
  doc: Json,
  successes: Map<string, string[]> = new Map(),
  answers: Map<string, (string | OwnAnswer)[]> = new Map(),
): Json {
  const seen = new Set<string>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      let id = (op.operationId as string | undefined) ?? operationIdFor(method, path);
      for (let n = 2; seen.has(id); n++) id = `${operationIdFor(method, path)}${n}`;
      seen.add(id);
      op.operationId = id;
      op.security ??= SECURITY;
      const secured = (op.security as unknown[]).length > 0;
      const responses = (op.responses ??= {}) as Json;
      // @fastify/swagger writes 200 "Default Response" for a route that declares none: the handler's own 2xx instead
      const inferred = successes.get(`${method} ${path}`);
      if (inferred && (responses['200'] as Json | undefined)?.description === 'Default Response')
        delete responses['200'];
      if (!Object.keys(responses).some((code) => code.startsWith('2'))) {
        for (const code of inferred ?? ['200']) responses[code] = { description: SUCCESS[code] ?? 'Done.' };
      }
      const add = (code: string, name: string) => {
        responses[code] ??= { $ref: `#/components/responses/${name}` };
      };
      for (const answer of answers.get(`${method} ${path}`) ?? []) {
        if (typeof answer !== 'string')
          responses[answer.status] ??= {
            description: answer.description,
            content: { [answer.type]: { schema: { type: 'object' } } },
          };
        else if (ANSWERS[answer]) add(answer, ANSWERS[answer]);
        else responses[answer] ??= { description: SUCCESS[answer] };
      }
      for (const [code, name] of EVERYWHERE) add(code, name);
      if (secured) {
        add('401', 'Unauthorised');
        add('403', 'Forbidden');
      }
      if (WRITES.has(method)) for (const [code, name] of WITH_BODY) add(code, name);
    }
  }
  wordAjvKeywords(doc.paths);
  return doc;
}

const SUCCESS: Record<string, string> = {
  '200': 'Done.',
  '201': 'Created.',
  '202': 'Accepted: it goes on in the background.',
  '204': 'Done; no body.',
  '206': 'The part of the file the Range header asked for.',
  '303': 'The browser is sent on: Location says where (a page of the web app).',
  '304': 'Not modified: the copy you hold (If-None-Match) is current.',
};

/** "/api/records/:kind/:id" as the document writes it: "/api/records/{kind}/{id}". */
export const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');

/**
 * The 2xx statuses a handler sets itself (reply.code(201), reply.code(204)…), read from its source when its schema
 * declares no 2xx: routes keep saying only what is theirs, and the document still says 201 where 201 is answered.
 * A handler that answers one of several codes through a variable declares them in its schema instead.
 */
function successesOf(handler: unknown): string[] | null {
  const codes = [...String(handler).matchAll(/\.(?:code|status)\((2\d\d)\)/g)].map((m) => m[1]);
  return codes.length ? [...new Set(codes)].sort() : null;
}

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});
/** What a subscriber receives (OpenAPI 3.1 `webhooks`): ids only, signed (engine/developer/signature.ts). */
const WEBHOOKS = {
  recordEvent: {
    post: {
      operationId: 'recordEventDelivery',
      summary: 'A record event, POSTed to each subscription that wants it (made at /developer-tools)',
      description:
        'Check the signature before trusting it: HMAC-SHA256 with the subscription\'s secret over "<t>.<raw body>", compared in constant time; refuse a t older than a few minutes.',
      security: [],
      parameters: [
        header('Care-Records-Signature', 't=<unix seconds>,v1=<hex HMAC-SHA256>'),
        header('Care-Records-Event', 'The event'),
        header('Care-Records-Delivery', 'The delivery id (the same on every retry)'),
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['id', 'event', 'organisationId', 'occurredAt'],
              properties: {
                id: { type: 'string', format: 'uuid', description: 'The delivery' },
                event: { type: 'string', enum: [...EVENT_VALUES, 'ping'] },
                organisationId: { type: 'string', format: 'uuid' },
                occurredAt: { type: 'string', format: 'date-time' },
                record: {
                  type: 'object',
                  description: 'Ids only: read the record itself with an API token',
                  properties: {
                    id: { type: 'string', format: 'uuid' },
                    kind: { type: 'string' },
                    status: { type: 'string' },
                    version: { type: 'integer' },
                    href: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      },
      responses: {
        '200': { description: 'Any 2xx answer: delivered.' },
        '400': { description: 'Any other answer, or none within 10 s: tried again (8 attempts, 1 minute doubling).' },
      },
    },
  },
};

export async function installOpenApi(app: FastifyInstance, sessionCookie: string) {
  const successes = new Map<string, string[]>();
  const answers = new Map<string, (string | OwnAnswer)[]>();
  app.addHook('onRoute', (route) => {
    const declared = Object.keys((route.schema as { response?: Json } | undefined)?.response ?? {}).some((c) =>
      c.startsWith('2'),
    );
    const said = (route.schema?.answers ?? []).map((a) => (typeof a === 'number' ? String(a) : a));
    const unknown = said.filter((a) => typeof a === 'string' && !ANSWERS[a] && !SUCCESS[a]);
    if (unknown.length) throw new Error(`${route.url}: no description for answers ${unknown.join(', ')} (openapi.ts)`);
    // 2xx said in `answers` are the route's successes; otherwise those its handler sets
    const said2xx = said.filter((a): a is string => typeof a === 'string' && a.startsWith('2'));
    const codes = declared ? null : said2xx.length ? said2xx.sort() : successesOf(route.handler);
    for (const method of [route.method].flat()) {
      const key = `${method.toLowerCase()} ${documentPath(route.url)}`;
      if (codes) successes.set(key, codes);
      if (said.length) answers.set(key, said);
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Care records API',
        version: '0.1.0',
        description:
          'One generic API for every record kind. Errors are application/problem+json. Integrations send ' +
          '`Authorization: Bearer <API token>` (made at /developer-tools, scoped by area); the web app uses the session cookie.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server (the API is under /api)' }],
      webhooks: WEBHOOKS as never,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: "The web app's session (sign in at POST /api/auth/login).",
          },
          signInStep: {
            type: 'apiKey',
            in: 'cookie',
            name: PENDING_COOKIE,
            description:
              'A sign-in waiting for its second factor, or for one to be enrolled: set by POST /api/auth/login after a ' +
              'right password, for ten minutes.',
          },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API token from /developer-tools: acts for its maker within its scopes, until it expires or is revoked.',
          },
        },
        schemas: {
          Problem: {
            type: 'object',
            description: 'RFC 9457 problem details',
            properties: {
              type: { type: 'string' },
              title: { type: 'string' },
              status: { type: 'integer' },
              detail: { type: 'string' },
              errors: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { path: { type: 'string', description: 'JSON Pointer' }, message: { type: 'string' } },
                },
              },
              changedBy: { type: 'string', description: '409 on a stale save: who saved the record last' },
              changedAt: { type: 'string', format: 'date-time', description: '409 on a stale save: when' },
              currentVersion: { type: 'integer', description: "409 on a stale save: the record's version now" },
              session: {
                type: 'string',
                enum: ['expired', 'ended', 'none'],
                description: '401: the session ran its time out, was ended (`ended` says why), or there is none',
              },
              ended: {
                type: 'string',
                description: '401 on an ended session: signed-out, signed-out-everywhere, password-changed, ...',
              },
              endedAt: { type: 'string', format: 'date-time', description: '401 on an ended session: when' },
            },
          },
        },
        responses: RESPONSES as never,
      },
    },
    transformObject: (documents) =>
      completeDocument((documents as { openapiObject: Json }).openapiObject, successes, answers) as never,
  });
}
