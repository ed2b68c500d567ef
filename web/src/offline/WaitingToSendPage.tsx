// What this device holds for the person that the server does not yet: each write, when it was written, and where it
// stands (waiting, sending, needs you, not accepted). Nothing here is dropped without the person's choice.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '../lib/format.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState } from '../ui/States.tsx';
import { useSendQueue } from './queueRuntime.ts';
import { type QueuedWrite } from './sendQueue.ts';

function StateText({ item, sending }: { item: QueuedWrite; sending: boolean }) {
  if (item.state === 'needs-you')
    return (
      <>
        <p className="font-semibold text-danger">Needs you: a colleague saved this record after you wrote yours.</p>
        {item.problem?.detail && <p className="text-sm">{item.problem.detail}</p>}
        <Link to={`/sending/${item.recordId}`} className="btn-primary mt-2 inline-flex">
          Compare and choose
        </Link>
      </>
    );
  if (item.state === 'refused')
    return (
      <>
        <p className="font-semibold text-danger">Not accepted: {item.problem?.detail ?? item.problem?.title}</p>
        <p className="text-sm">It stays on this device; ask a manager of the home what to do with it.</p>
      </>
    );
  return <p>{sending ? 'Sending…' : item.submit ? 'Waiting to send and submit' : 'Waiting to send'}</p>;
}

export default function WaitingToSendPage() {
  const { items, online, sending, sendNow } = useSendQueue();
  const location = useLocation();
  const [flash] = useState((location.state as { flash?: string } | null)?.flash);
  return (
    <Page
      title="Waiting to send"
      subtitle="What you wrote on this device that the server does not hold yet, oldest first."
      actions={
        online && items.some((i) => i.state === 'waiting') ? (
          <button type="button" className="btn-secondary" onClick={sendNow}>
            Send now
          </button>
        ) : undefined
      }
    >
      {flash && (
        <p role="status" className="rounded-xl bg-accent-soft p-3">
          {flash}
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState title="Nothing waiting to send">Everything written on this device has been sent.</EmptyState>
      ) : (
        <ol className="space-y-3">
          {items.map((item) => (
            <li key={item.recordId} className="card space-y-1">
              <h2 className="font-semibold">
                {item.title}
                {item.isNew ? ' (new)' : ''}
              </h2>
              <p className="text-sm text-muted">Written on this device at {formatDateTime(item.writtenAt)}</p>
              <StateText item={item} sending={sending === item.recordId} />
            </li>
          ))}
        </ol>
      )}
    </Page>
  );
}
