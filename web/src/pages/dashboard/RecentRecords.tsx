// Recent records in my homes (GET /api/records?recent=1), newest first.
import { Link } from 'react-router';
import { resolveWording } from '../../../../definitions/wording.ts';
import { displayName, formatDateTime } from '../../lib/format.ts';
import { recordPath } from '../../lib/record-links.ts';
import { useSession } from '../../session.tsx';
import type { DefinitionSummary, RecordSummary, YoungPerson } from '../../types.ts';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { useApi } from '../../use-api.ts';

export function RecentRecords({ definitions }: { definitions: DefinitionSummary[] | undefined }) {
  const { me, homeType } = useSession();
  const { data, error, loading, reload } = useApi<{ items: RecordSummary[] }>('/api/records?recent=true&limit=20');
  // Young people in all my homes, to name whom each record is about; not asked by someone who cannot open them (HR)
  const people = useApi<YoungPerson[]>(me?.abilities.organisation.youngPeople ? '/api/young-people' : null);
  const nameOf = (id: string | null) => {
    const yp = id ? people.data?.find((p) => p.id === id) : undefined;
    return yp ? displayName(yp) : null;
  };
  // The summary may carry its title (with wording tokens); else take it from the definition.
  // Word it for the record's own home: a director's list mixes children's homes and supported accommodation.
  const titleOf = (r: RecordSummary) => {
    const type = me?.homes.find((h) => h.id === r.homeId)?.type ?? homeType;
    return resolveWording(r.title ?? definitions?.find((d) => d.kind === r.kind)?.title ?? r.kind, type);
  };

  if (loading && !data) return <Loading label="Loading recent records…" />;
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  const items = data?.items ?? [];
  if (items.length === 0) return <EmptyState title="No recent records in your homes." />;

  return (
    <ul className="divide-y divide-line">
      {items.map((r) => (
        <li key={`${r.kind}:${r.id}`} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <Link to={recordPath(r)} className="link">
              {titleOf(r)}
              {nameOf(r.youngPersonId) ? ` — ${nameOf(r.youngPersonId)}` : ''}
            </Link>
            <p className="text-sm text-muted">
              {r.authorName} · {formatDateTime(r.recordDate ?? r.updatedAt)}
            </p>
          </div>
          <StatusBadge status={r.status} />
        </li>
      ))}
    </ul>
  );
}
