// Heavy reads on the read replica, and read-your-writes for the people using the app (decision 0940). A route
// declares `config: { replica: true }`; its handler runs in a replica context (engine/store/replica.ts). After any
// request that may have written, a signed-in browser is given the primary's WAL position in a short cookie, and its
// replica reads wait for the replica to pass it — whichever API process or machine answers: nothing is remembered
// in a process. Callers without the session cookie (API tokens) are answered by the primary.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db } from '../store/db.ts';
import { readsFromReplica } from '../store/replica.ts';
import { SESSION_COOKIE } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A heavy read (a chart, a list, a report, a search) the read replica may answer. */
    replica?: boolean;
  }
}

export const WRITTEN_COOKIE = 'written';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function installReplicaReads(app: FastifyInstance, db: Db, maxLagMs: number) {
  if (!db.replica) return;
  const replica = db.replica;
  app.addHook('onRoute', (route) => {
    if (!route.config?.replica) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      if (!request.cookies[SESSION_COOKIE]) return handler.call(this, request, reply);
      return readsFromReplica(request.cookies[WRITTEN_COOKIE] ?? null, () => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });
  // Past the longest lag the replica is used at, the replica has either replayed the write or is not used at all.
  const maxAge = Math.ceil(maxLagMs / 1000) + 1;
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || !request.cookies[SESSION_COOKIE]) return payload;
    try {
      reply.setCookie(WRITTEN_COOKIE, await replica.writtenLsn(), {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge,
      });
    } catch {
      // the primary is out of reach: this request wrote nothing, or has already answered 503
    }
    return payload;
  });
}
