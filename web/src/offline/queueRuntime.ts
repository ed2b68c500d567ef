// The signed-in person's send queue, one running machine per tab: started by the first screen that shows it (the
// banner, above every page), fed the browser's online and offline events and every change to the queue on this
// device. A module of its own, loaded after the first paint with the banner, so XState is not in the first script.
import { useSelector } from '@xstate/react';
import { type Actor, createActor } from 'xstate';
import { useMe } from '../session.tsx';
import { type QueueContext, sendQueueMachine } from './queueMachine.ts';
import { queueSignals } from './sendQueue.ts';

type QueueActor = Actor<typeof sendQueueMachine>;

let running: { userId: string; actor: QueueActor; stop: () => void } | null = null;

/** The person's queue, started on first use; another person signed in on this tab stops the last one's. */
function queueFor(userId: string): QueueActor {
  if (running?.userId === userId) return running.actor;
  running?.stop();
  const actor = createActor(sendQueueMachine, { input: { userId, online: navigator.onLine } });
  const online = () => actor.send({ type: 'ONLINE' });
  const offline = () => actor.send({ type: 'OFFLINE' });
  const changed = () => actor.send({ type: 'CHANGED' });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  queueSignals.addEventListener('changed', changed);
  actor.start();
  running = {
    userId,
    actor,
    stop: () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      queueSignals.removeEventListener('changed', changed);
      actor.stop();
    },
  };
  return actor;
}

/** What the queue holds and whether it is sending, for the banner and the list. */
export function useSendQueue(): Omit<QueueContext, 'userId'> & { sendNow: () => void } {
  const actor = queueFor(useMe().id);
  const items = useSelector(actor, (s) => s.context.items);
  const online = useSelector(actor, (s) => s.context.online);
  const held = useSelector(actor, (s) => s.context.held);
  const sending = useSelector(actor, (s) => s.context.sending);
  return { items, online, held, sending, sendNow: () => actor.send({ type: 'SEND_NOW' }) };
}
