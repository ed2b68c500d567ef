// Above every page: whether there is a connection and what waits on this device to be sent ("Offline — 3 records
// waiting to send"), what needs the person, and a link to the list. Nothing shows while online with nothing waiting.
import { Link, useLocation } from 'react-router';
import { useSendQueue } from './queueRuntime.ts';
import { plural } from './queueWording.ts';

export default function SendQueueBanner() {
  const { items, online, held, sending } = useSendQueue();
  const { pathname } = useLocation();
  const waiting = items.filter((i) => i.state === 'waiting').length;
  const needsYou = items.filter((i) => i.state === 'needs-you').length;
  const refused = items.filter((i) => i.state === 'refused').length;
  if (online && items.length === 0) return null;

  const lead = !online
    ? `Offline — ${waiting ? `${plural(waiting, 'record')} waiting to send` : 'what you write is kept on this device'}`
    : held === 'signed-out'
      ? `${plural(waiting, 'record')} waiting to send: sign in again to send them`
      : sending
        ? `Sending ${plural(waiting, 'record')}…`
        : waiting
          ? `${plural(waiting, 'record')} waiting to send`
          : '';
  return (
    <div
      role="status"
      aria-label="Sending from this device"
      className="mb-4 rounded-xl border-2 border-amber-500 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      {lead && <p className="font-semibold">{lead}</p>}
      {!online && (
        <p className="mt-1 text-sm">
          Records are sent when the connection is back. Medicines cannot be recorded offline: use the home&apos;s paper
          MAR backup.
        </p>
      )}
      {needsYou > 0 && (
        <p className="mt-1 font-semibold">
          {plural(needsYou, 'record')} {needsYou === 1 ? 'needs' : 'need'} you: a colleague saved it first.
        </p>
      )}
      {refused > 0 && (
        <p className="mt-1 font-semibold">
          {plural(refused, 'record')} {refused === 1 ? 'was' : 'were'} not accepted.
        </p>
      )}
      {items.length > 0 && pathname !== '/sending' && (
        <Link to="/sending" className="mt-1 inline-block underline">
          See what is waiting
        </Link>
      )}
    </div>
  );
}
