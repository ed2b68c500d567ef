// Writes waiting on this device to be sent: a record created, saved or submitted with no connection, one item per
// record, sealed under the person's key like their drafts. Each keeps the record's own id and an Idempotency-Key
// for its content, so however often it is sent the server makes one record and one change. Items are sent in the
// order they were first queued (queueMachine.ts) and leave only once the server holds them. Decision 0721.
import type { JsonObject } from '../rjsf/index.ts';
import { personRange, QUEUE, run, seal, type Sealed, unseal } from './deviceDb.ts';

/** Where a record stands in the queue. */
export type QueueState = 'waiting' | 'needs-you' | 'refused';

export interface QueuedWrite {
  /** the record's id (for a new record, the one made on this device) */
  recordId: string;
  kind: string;
  /** the kind's title, for the banner and the list ("Daily log") */
  title: string;
  /** the server may not hold it yet: sent as a create under recordId */
  isNew: boolean;
  youngPersonId?: string;
  homeId?: string;
  staffId?: string;
  data: JsonObject;
  /** the version it was written against, and what the record held then (what the comparison calls "it was") */
  baseVersion: number;
  baseData: JsonObject;
  /** the Idempotency-Key of this content: a new one whenever the content changes */
  key: string;
  /**
   * Content sent (by the editor or the queue) whose answer never came: the server may hold it. Sent again under its
   * own key before newer content, so the server answers it once, and the newer content goes on the version it made
   * (not a "needs you" against the person's own lost save).
   */
  tried?: { key: string; data: JsonObject };
  /** submit once saved */
  submit: boolean;
  /** device time: first written, and last changed */
  queuedAt: string;
  writtenAt: string;
  state: QueueState;
  /** why it was refused, or what the colleague's save was (needs-you) */
  problem?: { status: number; title: string; detail?: string };
  theirs?: { version: number; data: JsonObject; changedBy?: string; changedAt?: string };
  /** the form's drafts on this device, dropped once the server holds what was queued */
  draftSlots: string[];
}

const slot = (userId: string, recordId: string) => `${userId}|${recordId}`;

/** Every write the person has waiting, oldest first. */
export async function listQueued(userId: string): Promise<QueuedWrite[]> {
  const kept = await run<Sealed[]>(QUEUE, 'readonly', (s) => s.getAll(personRange(userId)));
  const items = await Promise.all(kept.map((k) => unseal<QueuedWrite>(userId, k)));
  return items.filter((i): i is QueuedWrite => !!i).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function readQueued(userId: string, recordId: string): Promise<QueuedWrite | null> {
  const kept = await run<Sealed | undefined>(QUEUE, 'readonly', (s) => s.get(slot(userId, recordId)));
  return unseal<QueuedWrite>(userId, kept);
}

export async function putQueued(userId: string, item: QueuedWrite): Promise<void> {
  const sealed = await seal(userId, item);
  await run(QUEUE, 'readwrite', (s) => s.put(sealed, slot(userId, item.recordId)));
  queueSignals.dispatchEvent(new Event('changed'));
}

export async function dropQueued(userId: string, recordId: string): Promise<void> {
  await run(QUEUE, 'readwrite', (s) => s.delete(slot(userId, recordId)));
  queueSignals.dispatchEvent(new Event('changed'));
}

/** What the editor hands over: the record's content now, and where it stands. */
export type WriteToQueue = Omit<
  QueuedWrite,
  'key' | 'tried' | 'queuedAt' | 'writtenAt' | 'state' | 'problem' | 'theirs'
> & {
  /** the editor's own try of this content, whose answer never came (its key is this content's key) */
  tried?: { key: string };
};

/**
 * Queue a write, or change the one waiting for the same record: the newest content is sent against the version the
 * first was written on (nothing was sent since), under a new key because the content is new.
 */
export async function queueWrite(userId: string, write: WriteToQueue): Promise<QueuedWrite> {
  const now = new Date().toISOString();
  const before = await readQueued(userId, write.recordId);
  const { tried, ...rest } = write;
  const item: QueuedWrite = before
    ? {
        ...before,
        // the editor's try after the item was queued: it may have reached the server
        ...(tried ? { tried: { key: tried.key, data: write.data } } : {}),
        data: write.data,
        submit: before.submit || write.submit,
        key: crypto.randomUUID(),
        writtenAt: now,
        draftSlots: [...new Set([...before.draftSlots, ...write.draftSlots])],
      }
    : {
        ...rest,
        key: tried?.key ?? crypto.randomUUID(),
        ...(tried ? { tried: { key: tried.key, data: write.data } } : {}),
        queuedAt: now,
        writtenAt: now,
        state: 'waiting',
      };
  await putQueued(userId, item);
  return item;
}

/**
 * Changes in the queue ('changed') and what became of a sent item ('sent', 'needs-you', 'refused': a QueueOutcome),
 * for the send machine and an editor still open on the record.
 */
export const queueSignals = new EventTarget();

export class QueueOutcome extends Event {
  constructor(
    type: 'sent' | 'needs-you' | 'refused',
    readonly recordId: string,
    readonly detail: { record?: unknown; item?: QueuedWrite },
  ) {
    super(type);
  }
}
