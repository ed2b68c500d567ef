// The signed-in person's send queue, running for as long as the frame is open: the browser's online and offline
// events and every change to the queue on this device reach the machine; screens read its state through hooks.
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useMe } from '../session.tsx';
import { type QueueContext, sendQueueMachine } from './queueMachine.ts';
import { queueSignals } from './sendQueue.ts';

type QueueActor = ActorRefFrom<typeof sendQueueMachine>;

const SendQueueContext = createContext<QueueActor | null>(null);

function PersonQueue({ userId, children }: { userId: string; children: ReactNode }) {
  const actor = useActorRef(sendQueueMachine, { input: { userId, online: navigator.onLine } });
  useEffect(() => {
    const online = () => actor.send({ type: 'ONLINE' });
    const offline = () => actor.send({ type: 'OFFLINE' });
    const changed = () => actor.send({ type: 'CHANGED' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    queueSignals.addEventListener('changed', changed);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      queueSignals.removeEventListener('changed', changed);
    };
  }, [actor]);
  return <SendQueueContext.Provider value={actor}>{children}</SendQueueContext.Provider>;
}

/** One queue per person: another person signing in on this tab gets their own. */
export function SendQueueProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  return (
    <PersonQueue key={me.id} userId={me.id}>
      {children}
    </PersonQueue>
  );
}

function useQueueActor(): QueueActor {
  const actor = useContext(SendQueueContext);
  if (!actor) throw new Error('useSendQueue outside SendQueueProvider');
  return actor;
}

/** What the queue holds and whether it is sending, for the banner and the list. */
export function useSendQueue(): Omit<QueueContext, 'userId'> & { sendNow: () => void } {
  const actor = useQueueActor();
  const items = useSelector(actor, (s) => s.context.items);
  const online = useSelector(actor, (s) => s.context.online);
  const held = useSelector(actor, (s) => s.context.held);
  const sending = useSelector(actor, (s) => s.context.sending);
  return { items, online, held, sending, sendNow: () => actor.send({ type: 'SEND_NOW' }) };
}
