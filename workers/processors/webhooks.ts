// Webhooks: a relayed record change becomes one delivery row per subscription that wants its event
// (the row's natural key — outbox message and event — makes a rerun raise nothing twice), and each
// delivery is a job of the `webhooks` queue: POSTed signed (engine/developer/signature.ts), retried
// with exponential back-off by BullMQ, every attempt written to the delivery log.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Job, Queue } from 'bullmq';
import { EVENT_VALUES, eventsOf, payloadOf, type RecordChange } from '../../engine/developer/events.ts';
import { sign, SIGNATURE_HEADER } from '../../engine/developer/signature.ts';
import {
  guardedLookup,
  localTargetsAllowed,
  NOT_PUBLIC,
  NOT_PUBLIC_RULE,
  privateTargetsAllowed,
  targetProblem,
} from '../../engine/developer/targets.ts';
import { restrictiveIntervention } from '../../engine/duties/rules/incident-deadlines.ts';
import type { WorkerDeps } from '../deps.ts';

/** 8 attempts, 1 minute doubling: the last about two hours after the first (WEBHOOK_RETRY_DELAY_MS in tests). */
export const WEBHOOK_ATTEMPTS = 8;
const retryDelayMs = () => Number(process.env.WEBHOOK_RETRY_DELAY_MS ?? 60_000);
const TIMEOUT_MS = 10_000;
const KEEP_ERROR = 500;

/** Queue the deliveries (job id from the delivery, so one added twice is one job). */
async function queueDeliveries(queue: Queue, orgId: string, ids: string[]) {
  if (!ids.length) return;
  await queue.addBulk(
    ids.map((deliveryId) => ({
      name: 'deliver',
      data: { orgId, deliveryId },
      opts: {
        jobId: `webhook-${deliveryId}`,
        attempts: WEBHOOK_ATTEMPTS,
        backoff: { type: 'exponential', delay: retryDelayMs() },
      },
    })),
  );
}

/** A relayed record change: its events, to the subscriptions that want them. */
export async function fanOutWebhooks(deps: WorkerDeps, queue: Queue, job: Job) {
  const orgId = job.data.orgId as string;
  // the relay said, in the statement that claimed the message, that the organisation has no webhook:
  // no query per record change (a job relayed before it said so still asks)
  if (job.data.orgHasWebhooks === false) return 0;
  const s = deps.store.forOrg(orgId);
  const subscriptions = await s.developer.webhooks.wanting(EVENT_VALUES);
  if (!subscriptions.length) return 0;
  const change = job.data as RecordChange;
  const wanted = new Set(subscriptions.flatMap((w) => w.events));
  const restraint = async () =>
    restrictiveIntervention({ data: (await s.records.getWithSignoffs(change.recordId))?.row.data ?? {} } as never);
  const events = await eventsOf(change, restraint, wanted);
  const at = deps.now();
  const rows = events.flatMap((event) =>
    subscriptions
      .filter((w) => w.events.includes(event))
      .map((w) => ({
        webhookId: w.id,
        event,
        eventKey: `outbox-${job.data.outboxId ?? job.id}:${event}`,
        payload: payloadOf(event, orgId, at, change),
      })),
  );
  const ids = await s.developer.webhooks.enqueue(rows);
  await queueDeliveries(queue, orgId, ids);
  return ids.length;
}

/** A delivery made by the API (a ping), relayed from the outbox. */
export const queuePing = (queue: Queue, job: Job) => queueDeliveries(queue, job.data.orgId, [job.data.deliveryId]);

/** `refused`: the name resolved to an address that is not public (said without the address). */
interface Answer {
  status: number | null;
  error: string | null;
  refused?: boolean;
}

/** POST the body; the receiver's status, or why there was none. No redirects are followed. */
function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
  allowLocal: boolean,
): Promise<Answer> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        timeout: TIMEOUT_MS,
        lookup: guardedLookup(allowPrivate, allowLocal) as never,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'CareRecords-Webhooks/1',
        },
      },
      (res) => {
        res.resume(); // the answer's body is not needed, only its status
        res.on('end', () => resolve({ status: res.statusCode ?? null, error: null }));
        res.on('error', (err) => resolve({ status: res.statusCode ?? null, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(
        err.code === 'EPRIVATE'
          ? { status: null, error: NOT_PUBLIC, refused: true }
          : { status: null, error: err.message },
      ),
    );
    req.end(body);
  });
}

/** One attempt at one delivery; throws (so BullMQ retries) unless the receiver answered 2xx. */
export function webhookDelivery(deps: WorkerDeps) {
  return async (job: Job) => {
    const s = deps.store.forOrg(job.data.orgId);
    const d = await s.developer.webhooks.delivery(job.data.deliveryId);
    if (!d || d.status === 'delivered' || d.status === 'failed') return { skipped: d?.status ?? 'gone' };
    const allowPrivate = privateTargetsAllowed();
    const allowLocal = localTargetsAllowed();
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    let answer: Answer;
    const why = !d.active ? 'the subscription is switched off' : targetProblem(d.url, allowPrivate, allowLocal);
    let refused = why;
    if (why) answer = { status: null, error: why === NOT_PUBLIC_RULE ? NOT_PUBLIC : `not sent: ${why}` };
    else {
      const body = JSON.stringify({ id: d.id, ...d.payload });
      const timestamp = Math.floor(deps.now().getTime() / 1000);
      answer = await post(
        d.url,
        body,
        {
          [SIGNATURE_HEADER]: sign(d.secret, timestamp, body),
          'care-records-event': d.event,
          'care-records-delivery': d.id,
        },
        allowPrivate,
        allowLocal,
      );
      if (answer.refused) refused = NOT_PUBLIC; // not retried: the name points inside
    }
    const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const error = ok ? null : (answer.error ?? `the receiver answered ${answer.status}`).slice(0, KEEP_ERROR);
    await s.developer.webhooks.attempted(d.id, {
      status: ok ? 'delivered' : last || refused ? 'failed' : 'retrying',
      responseCode: answer.status,
      error,
    });
    if (refused) return { failed: refused }; // nothing to retry: it would be refused again
    if (!ok) throw new Error(`webhook ${d.id}: ${error}`);
    return { delivered: d.id, status: answer.status };
  };
}
