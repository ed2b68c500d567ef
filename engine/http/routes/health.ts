import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

export default async function healthRoutes(app: FastifyInstance, { store, jobsHealth }: AppDeps) {
  app.get('/api/health', { schema: { tags: ['system'], summary: 'Is the service, its database and its job queue up? (no login)' } }, async (_req, reply) => {
    let database = { ok: true, driver: store.db.driver as string, detail: 'reachable' };
    try { await store.ping(); } catch (err) { database = { ok: false, driver: store.db.driver, detail: (err as Error).message }; }
    const jobs = await jobsHealth();
    const status = database.ok ? (jobs.ok ? 'ok' : 'degraded') : 'down';
    return reply.code(database.ok ? 200 : 503).send({ status, database, jobs });
  });
}
