// The outbox relay: messages written in the same transaction as a record change are handed to
// BullMQ only after that transaction commits (a rolled-back change left no row to relay).
// Rows are claimed with FOR UPDATE SKIP LOCKED, so two relays never send one row at once; the job
// id is derived from the row id, so a row sent twice (crash between add and mark) is one job.
// A message no worker would act on (recordChangeHandled) is marked relayed without becoming a job.
import type { Queue } from 'bullmq';
import type { Store } from '../engine/store/index.ts';
import { recordChangeHandled } from './processors/index.ts';

export const RELAY_BATCH = 200;
/** Relayed messages are kept a week (to look into what caused a job), then dropped by the relay. */
export const OUTBOX_KEEP_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60_000;
const PRUNE_BATCH = 10_000;

/** Drop what was relayed over a week ago, a batch at a time until none is left; the number dropped. */
export async function pruneOutbox(store: Store): Promise<number> {
  let dropped = 0;
  for (let n = PRUNE_BATCH; n === PRUNE_BATCH; dropped += n)
    n = await store.outbox.prune(OUTBOX_KEEP_DAYS, PRUNE_BATCH);
  return dropped;
}
const ADD_TIMEOUT_MS = 10_000;

/** Relay one batch; the number of messages handed over. */
export async function relayOnce(store: Store, queue: Queue, limit = RELAY_BATCH): Promise<number> {
  let claimed: number[] = [];
  try {
    return await store.outboxTransaction(async (o) => {
      const messages = await o.claim(limit);
      claimed = messages.map((m) => m.id);
      if (!messages.length) return 0;
      // Only messages some worker handles become jobs; the others are marked relayed all the same.
      const jobs = messages.filter((m) =>
        recordChangeHandled(m.topic, { ...m.payload, orgHasWebhooks: m.orgHasWebhooks }),
      );
      // Bounded: if Redis went away meanwhile, give the rows back (rollback) rather than hold them.
      const added = queue.addBulk(
        jobs.map((m) => ({
          name: m.topic,
          data: { ...m.payload, orgId: m.orgId, outboxId: m.id, orgHasWebhooks: m.orgHasWebhooks },
          opts: { jobId: `outbox-${m.id}` },
        })),
      );
      await Promise.race([
        added,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('the job queue did not answer in time')), ADD_TIMEOUT_MS).unref(),
        ),
      ]);
      await o.markRelayed(claimed);
      return messages.length;
    });
  } catch (err) {
    if (claimed.length) await store.outbox.markAttempt(claimed).catch(() => undefined);
    throw err;
  }
}

/** Relay in a loop until stopped; errors (Redis down) are reported once per outage and retried. */
export function startRelay(
  store: Store,
  queue: Queue,
  opts: { intervalMs: number; onError: (err: Error) => void; onOk: () => void },
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let prunedAt = 0;
  const tick = () => {
    running = (async () => {
      let sent = 0;
      try {
        sent = await relayOnce(store, queue);
        opts.onOk();
      } catch (err) {
        opts.onError(err as Error);
      }
      // the outbox would otherwise grow with every change ever made: pruned once an hour, when idle
      if (sent === 0 && Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneOutbox(store).catch((err) => opts.onError(err as Error));
      }
      // A full batch means more may be waiting: go again at once.
      if (!stopped) timer = setTimeout(tick, sent >= RELAY_BATCH ? 0 : opts.intervalMs);
    })();
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
