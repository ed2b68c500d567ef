// Start the workers: one BullMQ queue and worker per queue name, the schedules, the outbox relay.
// Never throws because Redis is down: the queues are built once Redis answers a ping (retried in
// the background with back-off, reported once), so a dead Redis costs no hung clients or log
// floods, and the API keeps working meanwhile (/api/health says jobs are unavailable). Nothing is
// lost while waiting: the scans find what is due from the database and the outbox keeps its rows.
import { Queue, Worker, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { kindCatalogue, LEADS } from '../engine/alerts/catalogue.ts';
import { loadDefinitionFiles } from '../engine/definitions/registry.ts';
import { databaseIdentity, derivedJobsPrefix, PrefixHeldElsewhere, prefixHold } from '../engine/jobs/deployment.ts';
import { CONCURRENCY, JOB_OPTIONS, type QueueName, QUEUES, SCHEDULES, TIME_ZONE } from '../engine/jobs/queues.ts';
import type { MailSettings } from '../engine/mail/settings.ts';
import type { Store } from '../engine/store/index.ts';
import { isDatabaseUnavailable } from '../engine/store/unavailable.ts';
import { consoleLog, type Log, type WorkerDeps } from './deps.ts';
import { processorFor } from './processors/index.ts';
import { relayOnce, startRelay } from './relay.ts';

export interface StartOptions {
  store: Store;
  redisUrl: string;
  prefix?: string; // BullMQ key prefix (JOBS_PREFIX); absent or empty, derived from the database
  now?: () => Date; // injected clock (tests)
  log?: Log;
  schedules?: boolean; // register the job schedulers (default yes)
  relay?: boolean; // run the outbox relay loop (default yes)
  relayIntervalMs?: number;
  scheduleCheckMs?: number; // how often the schedules are checked for and re-created (default 1 min)
  queues?: QueueName[]; // which queues this process works (default all)
  worker?: Partial<WorkerOptions>; // e.g. lockDuration / stalledInterval in tests
  graceMs?: number; // how long shutdown waits for running jobs (default 30 s)
  prefixRefreshMs?: number; // how often the hold on the prefix is renewed (default 10 s; tests)
  mail?: MailSettings; // email: SMTP server, sender, the app's public address
}

/** Workers block on Redis: they need maxRetriesPerRequest null (BullMQ's rule). */
export const workerConnection = (url: string) => ({ url, maxRetriesPerRequest: null });
/** Producers fail fast while Redis is down (the caller retries), instead of queueing in memory. */
export const producerConnection = (url: string) => ({ url, maxRetriesPerRequest: null, enableOfflineQueue: false });

/** Does Redis answer, within a second? */
export async function redisAnswers(url: string): Promise<Error | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (err) {
    return err as Error;
  } finally {
    redis.disconnect();
  }
}

/** Resolve true if `p` settles within `ms`, false if not (it is left to settle on its own). */
const within = (p: Promise<unknown>, ms: number) =>
  new Promise<boolean>((resolve) => {
    const t = setTimeout(() => resolve(false), ms);
    p.then(
      () => {
        clearTimeout(t);
        resolve(true);
      },
      () => {
        clearTimeout(t);
        resolve(true);
      },
    );
  });

/** Alert wording and lead days from the record-kind definitions (the code's, not run-time edits). */
export async function workerCatalogue(): Promise<Pick<WorkerDeps, 'kinds' | 'leads'>> {
  const defs = await loadDefinitionFiles();
  const kws = defs.get('key-worker-session')?.alerts?.find((a) => a.alert === 'next_key_worker_session')?.leadDays;
  return { kinds: kindCatalogue(defs.values()), leads: { ...LEADS, keyWorkerSession: kws ?? LEADS.keyWorkerSession } };
}

export type Workers = Awaited<ReturnType<typeof startWorkers>>;

export async function startWorkers(opts: StartOptions) {
  const log = opts.log ?? consoleLog();
  const identity = await databaseIdentity(opts.store.db);
  const prefix = opts.prefix || derivedJobsPrefix(identity);
  // a hold lost while running stops this process taking jobs (stopTakingJobs, below)
  let prefixLost: PrefixHeldElsewhere | null = null;
  const hold = prefixHold(
    opts.redisUrl,
    prefix,
    identity,
    { warn: (m) => log.warn(m), lost: (err) => void stopTakingJobs(err) },
    { refreshMs: opts.prefixRefreshMs },
  );
  let held = false;
  const deps: WorkerDeps = {
    store: opts.store,
    now: opts.now ?? (() => new Date()),
    log,
    mail: opts.mail,
    ...(await workerCatalogue()),
  };
  const names = Object.values(QUEUES) as QueueName[];

  // One report per outage, not one per reconnect attempt.
  let down = false;
  const failed = (where: string) => (err: Error) => {
    if (down) return;
    down = true;
    log.warn(`jobs unavailable: ${where}: ${err.message}; retrying in the background`);
  };
  const ok = () => {
    if (down) {
      down = false;
      log.info('job queue reachable again');
    }
  };
  // The relay also fails while the database is out of reach: said as such, once per outage.
  let databaseDown = false;
  const relayFailed = (err: Error) => {
    if (!isDatabaseUnavailable(err)) return failed('outbox relay')(err);
    if (!databaseDown) {
      databaseDown = true;
      log.warn(`outbox relay waiting: ${err.message}; retrying`);
    }
  };
  const relayOk = () => {
    if (databaseDown) {
      databaseDown = false;
      log.info('outbox relay: database reachable again');
    }
    ok();
  };

  const queues = {} as Record<QueueName, Queue>;
  const workers: Worker[] = [];
  let relay: ReturnType<typeof startRelay> | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  function build() {
    for (const name of names) {
      // named (as BullMQ names its workers' connections), so an operator's CLIENT LIST says whose it is
      const q = new Queue(name, {
        connection: { ...producerConnection(opts.redisUrl), connectionName: `${prefix}:${name}:producer` },
        prefix,
        defaultJobOptions: JOB_OPTIONS,
      });
      q.on('error', failed(`queue ${name}`));
      queues[name] = q;
    }
    for (const name of opts.queues ?? names) {
      const w = new Worker(name, processorFor(name, deps, queues), {
        connection: workerConnection(opts.redisUrl),
        prefix,
        concurrency: CONCURRENCY[name],
        ...opts.worker,
      });
      w.on('error', failed(`worker ${name}`));
      w.on('failed', (job, err) =>
        log.warn(`job failed: ${name}/${job?.name} ${job?.id}: ${err.message}`, { attempts: job?.attemptsMade }),
      );
      workers.push(w);
    }
    if (opts.relay !== false) {
      relay = startRelay(opts.store, queues[QUEUES.recordChanges], {
        intervalMs: opts.relayIntervalMs ?? 1_000,
        onError: relayFailed,
        onOk: relayOk,
      });
    }
  }

  async function registerSchedules(which = SCHEDULES) {
    const hour = Math.floor(Date.now() / 3_600_000);
    for (const s of which) {
      await queues[s.queue].upsertJobScheduler(
        s.id,
        s.every ? { every: s.every } : { pattern: s.pattern, tz: TIME_ZONE },
        { name: 'scan', data: { schedule: s.id }, opts: JOB_OPTIONS },
      );
      // Catch up now rather than at the next hour (a fresh start, or Redis back after an outage);
      // one such run per schedule and hour however many processes start.
      await queues[s.queue].add('scan', {}, { jobId: `catch-up-${s.id}-${hour}` });
    }
  }

  /**
   * Register again any schedule Redis no longer holds (it restarted empty, failed over to an empty
   * replica, or was flushed): a ping answers, but no scan would run until the next deploy. Runs on a
   * timer and whenever the queue's connection is ready again; the ids of those re-created.
   */
  let checking: Promise<string[]> | null = null;
  function ensureSchedules(): Promise<string[]> {
    checking ??= (async () => {
      const missing = [];
      for (const s of SCHEDULES) if (!(await queues[s.queue].getJobScheduler(s.id))) missing.push(s);
      if (missing.length) {
        log.warn(`job schedules missing from Redis, registering them again: ${missing.map((s) => s.id).join(', ')}`);
        await registerSchedules(missing);
      }
      return missing.map((s) => s.id);
    })().finally(() => {
      checking = null;
    });
    return checking;
  }
  let checkTimer: NodeJS.Timeout | undefined;
  let recheck: NodeJS.Timeout | undefined;
  function watchSchedules() {
    // A check that fails (Redis still down, or some queues' connections not back yet) is tried again soon.
    const check = (delay = 1_000) => {
      if (closing) return;
      clearTimeout(recheck);
      ensureSchedules().then(ok, (err) => {
        failed('checking schedules')(err);
        clearTimeout(recheck);
        if (!closing) recheck = setTimeout(() => check(Math.min(delay * 2, 30_000)), delay);
      });
    };
    checkTimer = setInterval(() => check(), opts.scheduleCheckMs ?? 60_000);
    // ioredis says 'ready' on every reconnect: a restarted Redis is seen at once, not at the next tick.
    for (const q of Object.values(queues)) q.getBackend().on('ready', () => check());
  }

  let markConnected!: () => void;
  const connected = new Promise<void>((resolve) => {
    markConnected = resolve;
  });
  let markRegistered!: () => void;
  const registered = new Promise<void>((resolve) => {
    markRegistered = resolve;
  });

  /** A later try that finds the prefix held elsewhere stops trying (the first one refuses the start). */
  function retryLater(delay: number) {
    attempt(Math.min(delay * 2, 30_000)).catch((err: Error) => log.error(`workers not started: ${err.message}`));
  }

  /** Build everything once Redis answers; until then try again with back-off. */
  async function attempt(delay: number): Promise<void> {
    if (closing) return;
    const err = await redisAnswers(opts.redisUrl);
    if (closing) return;
    if (err) {
      failed('Redis cannot be reached')(err);
      retry = setTimeout(() => retryLater(delay), delay);
      return;
    }
    if (!held) {
      try {
        await hold.take();
        held = true;
      } catch (e) {
        // another deployment's queues: refuse rather than run its jobs against this database
        if (e instanceof PrefixHeldElsewhere) throw e;
        failed('holding the job queue prefix')(e as Error);
        retry = setTimeout(() => retryLater(delay), delay);
        return;
      }
    }
    if (!workers.length && !Object.keys(queues).length) build();
    markConnected();
    if (opts.schedules === false) {
      ok();
      markRegistered();
      return;
    }
    try {
      await registerSchedules();
      ok();
      markRegistered();
      if (!checkTimer) watchSchedules();
    } catch (e) {
      failed('registering schedules')(e as Error);
      retry = setTimeout(() => retryLater(delay), delay);
    }
  }
  await attempt(1_000);

  return {
    deps,
    queues,
    workers,
    /** Resolves once Redis answered and the queues exist; `registered` once the schedules are in. */
    connected,
    registered,
    /** Relay one outbox batch now (tests, and callers that want to skip the poll delay). */
    relayOnce: () => relayOnce(opts.store, queues[QUEUES.recordChanges]),
    /** Check the schedules now and re-create any missing (the timer does this every minute). */
    ensureSchedules,
    /** Why this process stopped taking jobs while running (another deployment took the prefix), else null. */
    get stoppedBecause() {
      return prefixLost;
    },
    /** Graceful: stop taking new jobs and let running ones finish (bounded), else they are retried elsewhere. */
    async close() {
      await stopWorking();
      await within(hold.release(), 5_000);
    },
  };

  async function stopWorking() {
    closing = true;
    clearTimeout(retry);
    clearInterval(checkTimer);
    clearTimeout(recheck);
    await relay?.stop();
    await Promise.all(
      workers.map(async (w) => {
        if (!(await within(w.close(), opts.graceMs ?? 30_000))) await within(w.close(true), 5_000);
      }),
    );
    await Promise.all(Object.values(queues).map((q) => within(q.close(), 5_000)));
  }

  /**
   * Another database's workers hold the prefix now (ours lapsed: a pause, or Redis restarted empty, and they took
   * it): its jobs would run against this database, and the relay would hand this database's changes to its workers.
   * Stop both; the process (and the API beside it) stays up, and /api/health says whose the queues are.
   */
  async function stopTakingJobs(err: PrefixHeldElsewhere) {
    if (prefixLost || closing) return;
    prefixLost = err;
    log.error(
      `job queue prefix ${prefix} lost while running: ${err.message} ` +
        'This process has stopped taking jobs (workers, outbox relay and schedules closed) so that it runs no ' +
        "other database's jobs; no background jobs run for this deployment until it is restarted with its own prefix.",
    );
    try {
      await stopWorking();
    } catch (e) {
      log.error(`stopping the workers after losing the job queue prefix: ${(e as Error).message}`);
    }
  }
}

/** SIGTERM / SIGINT: close the workers, then whatever else the process holds. */
export function closeOnSignals(close: () => Promise<void>, log: Log) {
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: letting running jobs finish`);
    try {
      await close();
      process.exit(0);
    } catch (err) {
      log.error(`shutdown failed: ${(err as Error).message}`);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
