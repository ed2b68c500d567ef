// The records behind one bar, point or slice: exactly those it counts (GET /api/charts/records).
import { useState } from 'react';
import { Link } from 'react-router';
import { resolveWording } from '../../../definitions/wording.ts';
import { apiGet, query } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { useSession } from '../session.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import type { Chart, ChartRow, ChartSubject, DrillItem } from './types.ts';

const OTHER = '__other__';

export function DrillPanel({
  chart,
  subject,
  row,
  category,
  onClose,
}: {
  chart: Chart;
  subject: ChartSubject;
  row: ChartRow;
  category?: string;
  onClose: () => void;
}) {
  const { homeType } = useSession();
  // count and status rows carry their group; on a grouped trend or needs chart, the category clicked is the group
  const key = row.drill.key ?? (category && category !== 'value' && category !== OTHER ? category : undefined);
  const groupBy = key !== undefined ? row.drill.groupBy : undefined;
  const params = {
    level: chart.level,
    metric: chart.metric.key,
    type: chart.type,
    home: subject.home,
    youngPerson: subject.youngPerson,
    staff: subject.staff,
    from: row.drill.from,
    to: row.drill.to,
    groupBy: key !== undefined ? groupBy : undefined,
    key,
  };
  const first = useApi<{ items: DrillItem[]; nextCursor: string | null }>(`/api/charts/records${query(params)}`);
  const [more, setMore] = useState<{ items: DrillItem[]; nextCursor: string | null } | null>(null);
  const items = [...(first.data?.items ?? []), ...(more?.items ?? [])];
  const cursor = more ? more.nextCursor : first.data?.nextCursor;
  const categoryLabel = chart.categories.find((c) => c.key === category)?.label;
  const title = [row.label, categoryLabel && categoryLabel !== chart.metric.label ? categoryLabel : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="rounded-lg border border-line bg-sunken p-3" aria-live="polite">
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold">Records behind: {title}</h4>
        <button type="button" className="btn-ghost min-h-[36px] px-3 py-1 text-sm" onClick={onClose}>
          Close
        </button>
      </div>
      {first.error ? <ErrorNotice error={first.error} onRetry={first.reload} /> : null}
      {first.loading ? <Loading label="Loading the records…" /> : null}
      {first.data && !items.length ? <EmptyState title="No records you can open here." /> : null}
      <ul className="mt-2 divide-y divide-line">
        {items.map((i) => (
          <li key={`${i.id}:${i.day}`} className="py-2">
            <Link to={i.link} className="link">
              {resolveWording(i.title, homeType)}
              {i.youngPersonName ? ` — ${i.youngPersonName}` : ''}
            </Link>
            <p className="text-sm text-muted">
              {[formatDate(i.day), i.homeName, i.statusLabel].filter(Boolean).join(' · ')}
            </p>
          </li>
        ))}
      </ul>
      {cursor ? (
        <button
          type="button"
          className="btn-secondary mt-2"
          onClick={async () => {
            const next = await apiGet<{ items: DrillItem[]; nextCursor: string | null }>(
              `/api/charts/records${query({ ...params, cursor })}`,
            );
            setMore({ items: [...(more?.items ?? []), ...next.items], nextCursor: next.nextCursor });
          }}
        >
          Show more
        </button>
      ) : null}
    </div>
  );
}
