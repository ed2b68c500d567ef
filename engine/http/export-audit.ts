// Every export of personal data is in the activity audit: who, what and why (UK GDPR art. 5(2), accountability). A
// route answering CSV declares what it exports and why in its config; start-up refuses one that does not, so a new
// export cannot leave the audit. The row is written before the file leaves: if it cannot be, no file is sent.
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Store } from '../store/index.ts';

/** What an export holds and what it is for, in words a data protection officer reads in the audit. */
export interface PersonalDataExport {
  what: string;
  why: string;
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
  const write = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 400 || !request.caller) return payload;
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
        route: `${request.method} ${request.routeOptions.url}`,
        params,
        query: request.query ?? {},
        fileName: fileNameOf(reply),
      },
    });
    return payload;
  };
  route.onSend = [...[route.onSend ?? []].flat(), write];
}
