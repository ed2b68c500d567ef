// Where a record lives in the app: under its young person when it has one, so the profile stays in view.
import type { RecordSummary } from '../types.ts';

export function recordPath(r: Pick<RecordSummary, 'kind' | 'id' | 'youngPersonId'>): string {
  const kind = encodeURIComponent(r.kind);
  const id = encodeURIComponent(r.id);
  return r.youngPersonId
    ? `/cyp/resident/${encodeURIComponent(r.youngPersonId)}/records/${kind}/${id}`
    : `/records/${kind}/${id}`;
}
