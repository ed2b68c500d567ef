// The send queue as a state machine (XState, as STACK.md names it for workflows in the page): it reads what waits,
// sends the oldest waiting item when there is a connection, one at a time, and goes on until none is left; with no
// connection, or a server that does not answer, it waits for the browser to say the network is back (or tries again
// after a while). An item that needs the person or was refused stays, and the rest are still sent. Decision 0721.
import { assign, fromPromise, setup } from 'xstate';
import { dropDraft } from '../records/deviceDrafts.ts';
import {
  dropQueued,
  listQueued,
  putQueued,
  type QueuedWrite,
  QueueOutcome,
  queueSignals,
  readQueued,
} from './sendQueue.ts';
import { type SendResult, sendWrite } from './sendWrite.ts';

/** With a connection the browser believes in but a server that did not answer, try again after this. */
export const RETRY_MS = 20_000;

export interface QueueContext {
  userId: string;
  items: QueuedWrite[];
  /** the browser says there is a network */
  online: boolean;
  /** the last send found no server (or no session): wait for a sign of change before sending again */
  held: 'unreachable' | 'signed-out' | null;
  /** the item being sent now */
  sending: string | null;
}

export type QueueEvent = { type: 'ONLINE' } | { type: 'OFFLINE' } | { type: 'CHANGED' } | { type: 'SEND_NOW' };

/** Apply what the server answered to the item on the device, and tell an editor still open on the record. */
async function settle(userId: string, item: QueuedWrite, result: SendResult): Promise<void> {
  if (result.outcome === 'signed-out') return;
  // the form may have added to the item while it was on its way (a new key): that newer content must stay
  const now = (await readQueued(userId, item.recordId)) ?? item;
  if (result.outcome === 'unreachable') {
    // what was on its way may have arrived: the next send tries it again under its key first (a new record's create
    // is recognised by its id); an earlier try the server answered is the version the rest now goes on
    const rebased = result.rebased;
    await putQueued(userId, {
      ...now,
      ...(result.tried ? { tried: result.tried } : {}),
      ...(rebased ? { baseVersion: rebased.version, baseData: rebased.data as QueuedWrite['data'] } : {}),
    });
    return;
  }
  const overtaken = now.key !== item.key;
  if (result.outcome === 'sent') {
    const rec = result.record;
    if (overtaken)
      await putQueued(userId, {
        ...now,
        isNew: false,
        baseVersion: rec.version,
        baseData: rec.data as QueuedWrite['data'],
        // the server answered what was tried: only the newer content is left to send
        tried: undefined,
        submit: now.submit && !item.submit,
      });
    else {
      await dropQueued(userId, item.recordId);
      await Promise.all(item.draftSlots.map((s) => dropDraft(userId, s).catch(() => undefined)));
    }
    queueSignals.dispatchEvent(new QueueOutcome('sent', item.recordId, { record: rec }));
    return;
  }
  const saved = result.outcome === 'refused' ? result.saved : undefined;
  const next: QueuedWrite = {
    ...now,
    state: result.outcome,
    problem: result.problem,
    ...(result.outcome === 'needs-you' ? { theirs: result.theirs } : {}),
    // saved, then refused its submit: what stays is the submit, on the version now held
    ...(saved ? { isNew: false, baseVersion: saved.version, baseData: saved.data as QueuedWrite['data'] } : {}),
  };
  await putQueued(userId, next);
  queueSignals.dispatchEvent(new QueueOutcome(result.outcome, item.recordId, { item: next }));
}

function oneTabAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request(name, work) : work();
}

const waiting = (c: QueueContext) => c.items.filter((i) => i.state === 'waiting');

export const sendQueueMachine = setup({
  types: {
    context: {} as QueueContext,
    events: {} as QueueEvent,
    input: {} as { userId: string; online: boolean },
  },
  actors: {
    read: fromPromise<QueuedWrite[], { userId: string }>(({ input }) => listQueued(input.userId)),
    sendOldest: fromPromise<SendResult | null, { userId: string; item: QueuedWrite }>(({ input }) =>
      // one tab sends at a time (two tabs open on one device share the queue); the item is read again inside the
      // lock, as the other tab may have sent it meanwhile
      oneTabAtATime(`care-send-queue|${input.userId}`, async () => {
        const item = await readQueued(input.userId, input.item.recordId);
        if (item?.state !== 'waiting') return null;
        const result = await sendWrite(item);
        await settle(input.userId, item, result);
        return result;
      }),
    ),
  },
  guards: {
    maySend: ({ context }) => context.online && !context.held && waiting(context).length > 0,
  },
}).createMachine({
  id: 'sendQueue',
  context: ({ input }) => ({ userId: input.userId, items: [], online: input.online, held: null, sending: null }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'read',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'deciding', actions: assign({ items: ({ event }) => event.output }) },
        onError: 'idle',
      },
      on: {
        ONLINE: { actions: assign({ online: true, held: null }) },
        OFFLINE: { actions: assign({ online: false }) },
        // read again once this read is done: what changed may not be in it
        CHANGED: { target: 'reading', reenter: true },
      },
    },
    deciding: { always: [{ guard: 'maySend', target: 'sending' }, { target: 'idle' }] },
    idle: {
      on: {
        ONLINE: { target: 'reading', actions: assign({ online: true, held: null }) },
        OFFLINE: { actions: assign({ online: false }) },
        // a new write is a reason to try the server again at once
        CHANGED: { target: 'reading', actions: assign({ held: null }) },
        SEND_NOW: { target: 'reading', actions: assign({ held: null }) },
      },
      after: {
        [RETRY_MS]: {
          guard: ({ context }) => context.held === 'unreachable',
          target: 'reading',
          actions: assign({ held: null }),
        },
      },
    },
    sending: {
      entry: assign({ sending: ({ context }) => waiting(context)[0].recordId }),
      exit: assign({ sending: null }),
      invoke: {
        src: 'sendOldest',
        input: ({ context }) => ({ userId: context.userId, item: waiting(context)[0] }),
        onDone: {
          target: 'reading',
          actions: assign({
            held: ({ event }) =>
              event.output?.outcome === 'unreachable' || event.output?.outcome === 'signed-out'
                ? event.output.outcome
                : null,
          }),
        },
        onError: { target: 'reading', actions: assign({ held: 'unreachable' }) },
      },
      // one send at a time: a change or a network event while one is out is read when it comes back
      on: {
        ONLINE: { actions: assign({ online: true }) },
        OFFLINE: { actions: assign({ online: false }) },
      },
    },
  },
});
