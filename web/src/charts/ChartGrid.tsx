// The charts of one subject (organisation, home, young person) for every live metric this person may
// read, and the metrics still waiting for their records, said plainly rather than drawn empty.
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { ChartCard } from './ChartCard.tsx';
import type { ChartsModel, ChartSubject, ChartType, Period } from './types.ts';

export function ChartGrid({
  subject,
  period,
  only,
  initialType,
  showWaiting = true,
}: {
  subject: ChartSubject;
  period: Period;
  only?: string[];
  initialType?: ChartType;
  showWaiting?: boolean;
}) {
  const model = useApi<ChartsModel>('/api/charts/metrics');
  if (model.error) return <ErrorNotice error={model.error} onRetry={model.reload} />;
  if (!model.data) return <Loading label="Loading charts…" />;
  const atLevel = model.data.metrics.filter((m) => m.levels.includes(subject.level) && (!only || only.includes(m.key)));
  const live = atLevel.filter((m) => m.live && m.readable);
  const waiting = atLevel.filter((m) => !m.live);
  const key = JSON.stringify(subject);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 xl:grid-cols-2">
        {live.map((m) => (
          <ChartCard key={`${m.key}:${key}`} metric={m} subject={subject} period={period} initialType={initialType} />
        ))}
      </div>
      {showWaiting && waiting.length ? (
        <details className="card">
          <summary className="cursor-pointer font-medium">Not charted yet ({waiting.length})</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
            {waiting.map((m) => (
              <li key={m.key}>
                <span className="font-medium text-ink">{m.label}</span>: waits for {m.waitingFor}.
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
