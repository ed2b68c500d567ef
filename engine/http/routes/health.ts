import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';

/** A database that does not answer within this long is reported down (a probe must not hang). */
const DATABASE_WAIT_MS = 2000;

export default async function healthRoutes(app: FastifyInstance, { store, jobsHealth }: AppDeps) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        security: [],
        summary: 'Is the service, its database, its job queue and the scheduled scans up? (no login)',
        // down is the same report, not a problem: monitors read one shape whatever the answer
        answers: [
          {
            status: 503,
            description: 'Down: the database cannot be reached (the same report), so a load balancer stops sending',
            type: 'application/json',
          },
        ],
      },
    },
    async (_req, reply) => {
      let database = { ok: true, driver: store.db.driver as string, detail: 'reachable' };
      try {
        await new Promise<void>((resolve, reject) => {
          const t = setTimeout(
            () => reject(new Error(`no answer within ${DATABASE_WAIT_MS / 1000} s`)),
            DATABASE_WAIT_MS,
          );
          store
            .ping()
            .then(resolve, reject)
            .finally(() => clearTimeout(t));
        });
      } catch (err) {
        database = { ok: false, driver: store.db.driver, detail: `unreachable: ${(err as Error).message}` };
      }
      const { schedules, ...jobs } = await jobsHealth();
      // down: nothing can be read or saved (503, so a load balancer stops sending). degraded: records work,
      // but background work (alerts, reminders, deadlines, charts) waits until jobs and schedules are back.
      const status = !database.ok ? 'down' : jobs.ok && schedules.ok ? 'ok' : 'degraded';
      return reply.code(database.ok ? 200 : 503).send({ status, database, jobs, schedules });
    },
  );
}
