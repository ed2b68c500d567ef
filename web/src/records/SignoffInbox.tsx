// Records awaiting my sign-off (GET /api/signoffs/inbox): kind, young person or home, author, date, status.
// Links go to /records/:kind/:id (no profile prefix). `compact` is the dashboard's short version.
// When the organisation allows bulk sign-off (`bulkSignoff`), a manager ticks several and signs them at once:
// each is re-checked by the engine and answers for itself, so a refusal names its record and the rest go on.
import { useState } from 'react';
import { Link } from 'react-router';
import { apiGet } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { displayName } from '../lib/format.ts';
import { useMe, useWording } from '../session.tsx';
import type { HomeRef, RecordSummary, YoungPerson } from '../types.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { useApi } from '../use-api.ts';
import { topRecordPath } from './paths.ts';
import { bulkSignOff } from './requests.ts';

type InboxItem = RecordSummary & { title?: string; requestedAt?: string };
interface InboxPage {
  items: InboxItem[];
  total: number;
  totalIsAtLeast: boolean;
  nextCursor: string | null;
  bulkSignoff?: boolean;
}
type BulkOutcome = { signed: number; refused: { name: string; detail: string }[] };

const COMPACT_LIMIT = 5;

export function SignoffInbox({ compact = false }: { compact?: boolean }) {
  const word = useWording();
  const inbox = useApi<InboxPage>('/api/signoffs/inbox');
  // Further pages, fetched on "Show more" (a manager back from leave may have hundreds waiting)
  const [more, setMore] = useState<{
    items: InboxItem[];
    nextCursor: string | null;
    loading?: boolean;
    failed?: boolean;
  }>({ items: [], nextCursor: null });
  // names for the young people's records; someone who cannot open young people (HR) is not asked to
  const people = useApi<YoungPerson[]>(useMe().abilities.organisation.youngPeople ? '/api/young-people' : null);
  const homes = useApi<HomeRef[]>('/api/homes');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome>();

  if (inbox.error) return <ErrorNotice error={inbox.error} onRetry={inbox.reload} />;
  if (!inbox.data) return <Loading label="Loading sign-offs…" />;
  const items = [...inbox.data.items, ...more.items];
  if (items.length === 0) return <EmptyState title="Nothing is waiting for your sign-off" />;
  const total = inbox.data.total;
  const totalText = `${total.toLocaleString('en-GB')}${inbox.data.totalIsAtLeast ? ' or more' : ''}`;
  const cursor = more.items.length ? more.nextCursor : inbox.data.nextCursor;
  const showMore = async () => {
    setMore((m) => ({ ...m, loading: true, failed: false }));
    try {
      const page = await apiGet<InboxPage>(`/api/signoffs/inbox?cursor=${encodeURIComponent(cursor!)}`);
      setMore((m) => ({ items: [...m.items, ...page.items], nextCursor: page.nextCursor }));
    } catch {
      setMore((m) => ({ ...m, loading: false, failed: true }));
    }
  };

  const whoOrWhere = (r: InboxItem) => {
    const yp = r.youngPersonId ? people.data?.find((p) => p.id === r.youngPersonId) : undefined;
    if (yp) return displayName(yp);
    return homes.data?.find((h) => h.id === r.homeId)?.name ?? '';
  };
  const linkName = (r: InboxItem) =>
    [word(r.title ?? r.kind), whoOrWhere(r), formatDate(r.recordDate ?? r.createdAt)].filter(Boolean).join(', ');
  const shown = compact ? items.slice(0, COMPACT_LIMIT) : items;
  const bulk = !compact && Boolean(inbox.data.bulkSignoff);
  const picked = items.filter((r) => chosen.has(r.id));
  const toggle = (id: string, on: boolean) =>
    setChosen((c) => {
      const n = new Set(c);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  const signChosen = async () => {
    const res = await bulkSignOff(picked.map((r) => ({ kind: r.kind, id: r.id, version: r.version })));
    const byId = new Map(items.map((r) => [r.id, r]));
    setOutcome({
      signed: res.signed,
      refused: res.results
        .filter((x) => !x.ok)
        .map((x) => ({ name: byId.get(x.id) ? linkName(byId.get(x.id)!) : x.id, detail: x.detail ?? 'Refused' })),
    });
    setConfirming(false);
    setChosen(new Set());
    setMore({ items: [], nextCursor: null });
    inbox.reload();
  };

  if (compact) {
    return (
      <div>
        <ul className="divide-y divide-line">
          {shown.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={topRecordPath(r.kind, r.id)} className="link" aria-label={linkName(r)}>
                {word(r.title ?? r.kind)}
                {whoOrWhere(r) ? `: ${whoOrWhere(r)}` : ''}
              </Link>
              <span className="text-sm text-muted">{formatDate(r.recordDate ?? r.createdAt)}</span>
            </li>
          ))}
        </ul>
        {total > COMPACT_LIMIT && (
          <p className="mt-2 text-sm text-muted">
            {inbox.data.totalIsAtLeast
              ? `${totalText} are waiting.`
              : `and ${(total - COMPACT_LIMIT).toLocaleString('en-GB')} more.`}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="overflow-x-auto">
      <p className="mb-2 text-sm text-muted">
        Showing {items.length.toLocaleString('en-GB')} of {totalText} waiting, newest request first.
      </p>
      {outcome && (
        <div role="status" className="card mb-3">
          <p className="font-medium">
            Signed off {outcome.signed} record{outcome.signed === 1 ? '' : 's'}.
            {outcome.refused.length ? ` ${outcome.refused.length} could not be signed off:` : ''}
          </p>
          {outcome.refused.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {outcome.refused.map((x) => (
                <li key={x.name}>
                  {x.name}: {x.detail}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {bulk && (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={picked.length === 0}
            onClick={() => setConfirming(true)}
          >
            Sign off selected ({picked.length})
          </button>
          <ConfirmDialog
            open={confirming}
            title={`Sign off ${picked.length} record${picked.length === 1 ? '' : 's'}?`}
            confirmLabel="Sign off"
            onConfirm={signChosen}
            onClose={() => setConfirming(false)}
          >
            <p>
              Your name and the time go on each as having checked it. Each is checked again first; any that cannot be
              signed are named.
            </p>
            <ul className="list-disc pl-5">
              {picked.map((r) => (
                <li key={r.id}>{linkName(r)}</li>
              ))}
            </ul>
          </ConfirmDialog>
        </div>
      )}
      <table className="stack-table w-full text-left text-sm">
        <caption className="sr-only">Records waiting for your sign-off</caption>
        <thead className="border-b border-line">
          <tr>
            {bulk && (
              <th scope="col" className="px-2 py-2 font-semibold">
                <span className="sr-only">Select</span>
              </th>
            )}
            <th scope="col" className="px-2 py-2 font-semibold">
              Record
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              Young person or home
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              Written by
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.id} className="border-b border-line last:border-0">
              {bulk && (
                <td className="px-2 py-2">
                  <input
                    type="checkbox"
                    className="h-5 w-5"
                    aria-label={`Select ${linkName(r)}`}
                    checked={chosen.has(r.id)}
                    onChange={(e) => toggle(r.id, e.target.checked)}
                  />
                </td>
              )}
              <td className="px-2 py-2">
                {/* Several rows say "Daily log": the link's accessible name says which one. */}
                <Link to={topRecordPath(r.kind, r.id)} className="link" aria-label={linkName(r)}>
                  {word(r.title ?? r.kind)}
                </Link>
              </td>
              <td className="px-2 py-2" data-label="For">
                {whoOrWhere(r)}
              </td>
              <td className="px-2 py-2" data-label="Written by">
                {r.authorName}
              </td>
              <td className="px-2 py-2" data-label="Date">
                {formatDate(r.recordDate ?? r.createdAt)}
              </td>
              <td className="px-2 py-2" data-label="Status">
                <StatusBadge status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {cursor && (
        <div className="mt-3">
          <button type="button" className="btn-secondary" onClick={() => void showMore()} disabled={more.loading}>
            {more.loading ? 'Loading…' : 'Show more'}
          </button>
          {more.failed && (
            <p role="alert" className="mt-1 text-sm text-danger">
              The next page could not be loaded. Try again.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
