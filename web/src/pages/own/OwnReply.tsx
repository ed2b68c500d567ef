// One thing a young person told us, with our reply once a manager has written it (they see
// the response on their own page, not only staff).
import { formatDate } from '../../lib/format.ts';
import type { ReferenceList } from '../../types.ts';
import { useApi } from '../../use-api.ts';

interface Told {
  status: string;
  data: {
    summary?: string;
    outcome?: { result?: string; response?: string; respondedAt?: string; actionTaken?: string };
  };
  staffNames?: Record<string, string>;
}

export function OwnReply({ kind, id, heading }: { kind: string; id: string; heading: string }) {
  const rec = useApi<Told>(`/api/records/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`);
  const outcomes = useApi<ReferenceList>('/api/lists/feedbackOutcomes');
  const o = rec.data?.data.outcome;
  const answered = !!o?.response;
  const result = outcomes.data?.items.find((i) => i.value === o?.result)?.label;
  return (
    <article className="space-y-1 rounded-lg border border-line p-3" aria-label={heading}>
      <h4 className="font-semibold">{heading}</h4>
      {rec.data?.data.summary ? <p className="text-muted">“{rec.data.data.summary}”</p> : null}
      {!rec.data ? null : answered ? (
        <div className="space-y-1">
          <p>
            <span className="font-semibold">Our reply{o?.respondedAt ? ` (${formatDate(o.respondedAt)})` : ''}:</span>{' '}
            {o!.response}
          </p>
          {result ? (
            <p>
              <span className="font-semibold">Outcome:</span> {result}
            </p>
          ) : null}
          {o?.actionTaken ? (
            <p>
              <span className="font-semibold">What we did:</span> {o.actionTaken}
            </p>
          ) : null}
        </div>
      ) : (
        <p>A manager has it and will reply to you.</p>
      )}
    </article>
  );
}
