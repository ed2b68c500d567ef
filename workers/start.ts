// Start the workers: one BullMQ queue and worker per queue name, the schedules, the outbox relay.
// Never throws because Redis is down: connections retry in the background, schedules are
// registered once Redis answers, and the API keeps working meanwhile (/api/health says so).
import { Queue, Worker, type WorkerOptions } from 'bullmq';
import { loadDefinitionFiles } from '../engine/definitions/registry.ts';
import { kindCatalogue, LEADS } from '../engine/alerts/catalogue.ts';
import type { Store } from '../engine/store/index.ts';
import { consoleLog, type Log, type WorkerDeps } from './deps.ts';
import { processorFor } from './processors/index.ts';
import { CONCURRENCY, JOB_OPTIONS, QUEUES, SCHEDULES, TIME_ZONE, type QueueName } from './queues.ts';
import { relayOnce, startRelay } from './relay.ts';

export interface StartOptions {
  store: Store;
  redisUrl: string;
  prefix?: string;                 // BullMQ key prefix (tests use their own)
  now?: () => Date;                // injected clock (tests)
  log?: Log;
  schedules?: boolean;             // register the job schedulers (default yes)
  relay?: boolean;                 // run the outbox relay loop (default yes)
  relayIntervalMs?: number;
  queues?: QueueName[];            // which queues this process works (default all)
  worker?: Partial<WorkerOptions>; // e.g. lockDuration / stalledInterval in tests
}

/** Workers block on Redis: they need maxRetriesPerRequest null (BullMQ's rule). */
export const workerConnection = (url: string) => ({ url, maxRetriesPerRequest: null });
/** Producers fail fast while Redis is down (the caller retries), instead of queueing in memory. */
export const producerConnection = (url: string) => ({ url, maxRetriesPerRequest: null, enableOfflineQueue: false });

/** Alert wording and lead days from the record-kind definitions (the code's, not run-time edits). */
export async function workerCatalogue(): Promise<Pick<WorkerDeps, 'kinds' | 'leads'>> {
  const defs = await loadDefinitionFiles();
  const kws = defs.get('key-worker-session')?.alerts?.find((a) => a.alert === 'next_key_worker_session')?.leadDays;
  return { kinds: kindCatalogue(defs.values()), leads: { ...LEADS, keyWorkerSession: kws ?? LEADS.keyWorkerSession } };
}

export type Workers = Awaited<ReturnType<typeof startWorkers>>;

export async function startWorkers(opts: StartOptions) {
  const log = opts.log ?? consoleLog();
  const prefix = opts.prefix ?? 'bull';
  const deps: WorkerDeps = { store: opts.store, now: opts.now ?? (() => new Date()), log, ...(await workerCatalogue()) };

  // One report per outage, not one per reconnect attempt.
  let down = false;
  const failed = (where: string) => (err: Error) => {
    if (down) return;
    down = true;
    log.warn(`jobs unavailable: ${where}: ${err.message}; retrying in the background`);
  };
  const ok = () => { if (down) { down = false; log.info('job queue reachable again'); } };

  const names = Object.values(QUEUES) as QueueName[];
  const queues = Object.fromEntries(names.map((name) => {
    const q = new Queue(name, { connection: producerConnection(opts.redisUrl), prefix, defaultJobOptions: JOB_OPTIONS });
    q.on('error', failed(`queue ${name}`));
    return [name, q];
  })) as Record<QueueName, Queue>;

  const workers = (opts.queues ?? names).map((name) => {
    const w = new Worker(name, processorFor(name, deps, queues), {
      connection: workerConnection(opts.redisUrl), prefix, concurrency: CONCURRENCY[name], ...opts.worker,
    });
    w.on('error', failed(`worker ${name}`));
    w.on('failed', (job, err) => log.warn(`job failed: ${name}/${job?.name} ${job?.id}: ${err.message}`, { attempts: job?.attemptsMade }));
    return w;
  });

  // Schedules: registered once Redis answers, retried with back-off until then.
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const registered = new Promise<void>((resolve) => {
    const attempt = async (delay: number) => {
      if (closing) return resolve();
      try {
        for (const s of SCHEDULES) {
          await queues[s.queue].upsertJobScheduler(s.id, s.every ? { every: s.every } : { pattern: s.pattern, tz: TIME_ZONE },
            { name: 'scan', data: {}, opts: JOB_OPTIONS });
        }
        ok();
        resolve();
      } catch (err) {
        failed('registering schedules')(err as Error);
        retry = setTimeout(() => void attempt(Math.min(delay * 2, 30_000)), delay);
      }
    };
    if (opts.schedules === false) resolve(); else void attempt(1_000);
  });

  const relay = opts.relay === false ? null
    : startRelay(opts.store, queues[QUEUES.recordChanges], { intervalMs: opts.relayIntervalMs ?? 1_000, onError: failed('outbox relay'), onOk: ok });

  return {
    deps, queues, workers, registered,
    /** Relay one outbox batch now (tests, and for callers that want to skip the poll delay). */
    relayOnce: () => relayOnce(opts.store, queues[QUEUES.recordChanges]),
    /** Graceful: stop taking new jobs, let running ones finish (or be retried by another worker). */
    async close() {
      closing = true;
      clearTimeout(retry);
      await relay?.stop();
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all(Object.values(queues).map((q) => q.close()));
    },
  };
}

/** SIGTERM / SIGINT: close the workers, then whatever else the process holds. */
export function closeOnSignals(close: () => Promise<void>, log: Log) {
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: letting running jobs finish`);
    try { await close(); process.exit(0); } catch (err) { log.error(`shutdown failed: ${(err as Error).message}`); process.exit(1); }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
