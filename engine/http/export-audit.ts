// Every export of personal data is in the activity audit: who, what, why and the person's own reason (UK GDPR
// art. 5(2), accountability). A route answering CSV declares what it exports and why in its config; start-up refuses
// one that does not, so a new export cannot leave the audit. The person exporting gives a reason (`reason` in the
// query), refused with 400 at /querystring/reason without one. The row is written before the file leaves: if it
// cannot be, no file is sent.
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { textFault } from './input-guard.ts';

/** What an export holds and what it is for, in words a data protection officer reads in the audit. */
export interface PersonalDataExport {
  what: string;
  why: string;
  /** A route answering a file only for some queries (a report as JSON or CSV): the query that asks for it. */
  fileWhen?: Record<string, string>;
}

/** The person's own reason for taking a file of personal data: a query parameter every export reads. */
export const reasonParam = {
  type: 'string',
  minLength: 3,
  maxLength: 500,
  pattern: '\\S',
  description: 'Why you are taking this file (kept in the audit with who and what)',
} as const;

/** The reason given, or a 400 naming /querystring/reason: a file of personal data never leaves without one. */
export function reasonOf(query: unknown): string {
  const reason = String((query as { reason?: unknown } | null)?.reason ?? '').trim();
  const fault =
    reason.length < 3 ? 'is required' : reason.length > 500 ? 'must be at most 500 characters' : textFault(reason);
  if (fault)
    throw new Problem(400, 'Bad request', 'Say why you are taking this file: it is kept in the audit.', [
      { path: '/querystring/reason', message: fault },
    ]);
  return reason;
}

type QuerySchema = {
  type?: string;
  additionalProperties?: boolean;
  properties?: Record<string, unknown>;
  required?: string[];
};

/** The route's query with `reason` added (required unless the file is asked for by only some queries). */
function withReason(query: QuerySchema | undefined, required: boolean): QuerySchema {
  const q: QuerySchema = query ?? { type: 'object', additionalProperties: false };
  return {
    ...q,
    properties: { ...(q.properties ?? {}), reason: reasonParam },
    // a GET's HEAD twin shares its schema: the reason is added once
    ...(required ? { required: [...(q.required ?? []).filter((r) => r !== 'reason'), 'reason'] } : {}),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    personalDataExport?: PersonalDataExport;
  }
}

/** Whether a route's schema says it answers a file of CSV. */
const answersCsv = (route: Pick<RouteOptions, 'schema'>) =>
  Object.values((route.schema?.response ?? {}) as Record<string, { content?: Record<string, unknown> }>).some((r) =>
    Object.keys(r?.content ?? {}).some((type) => type.startsWith('text/csv')),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The file name a reply gives its download, if any. */
const fileNameOf = (reply: FastifyReply) =>
  /filename="([^"]*)"/.exec(String(reply.getHeader('content-disposition') ?? ''))?.[1] ?? null;

/** Attach the audit to every personal-data export as it is declared (app.ts calls this from onRoute). */
export function auditExportsOn(route: RouteOptions, store: Store) {
  const declared = route.config?.personalDataExport;
  if (!declared) {
    if (answersCsv(route))
      throw new Error(`${route.method} ${route.url}: a CSV export declares config.personalDataExport (what and why)`);
    return;
  }
  // a new object: a route's query schema may be a constant other routes share
  if (route.schema)
    route.schema.querystring = withReason(route.schema.querystring as QuerySchema | undefined, !declared.fileWhen);
  const asksFile = (request: FastifyRequest) =>
    Object.entries(declared.fileWhen ?? {}).every(
      ([k, v]) => (request.query as Record<string, unknown> | undefined)?.[k] === v,
    );
  // the reason is checked first (before the query's other fields, so a refusal names it), and for a report that
  // answers a file only for some queries, only then
  const check = async (request: FastifyRequest) => {
    if (asksFile(request)) reasonOf(request.query);
  };
  route.preValidation = [check, ...[route.preValidation ?? []].flat()];
  const write = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 400 || !request.caller) return payload;
    const { reason, ...query } = (request.query ?? {}) as Record<string, unknown>;
    const params = (request.params ?? {}) as Record<string, string>;
    await store.forOrg(request.caller.orgId).audit.write({
      userId: request.caller.id,
      action: 'export',
      entity: 'export',
      // the young person or home the file is about, when its address names one
      entityId: UUID.test(params.id ?? '') ? params.id : null,
      detail: {
        what: declared.what,
        why: declared.why,
        reason: typeof reason === 'string' ? reason.trim() : null,
        route: `${request.method} ${request.routeOptions.url}`,
        params,
        query,
        fileName: fileNameOf(reply),
      },
    });
    return payload;
  };
  route.onSend = [...[route.onSend ?? []].flat(), write];
}
