// Where a finding opens: its record (under the young person, or the home's own screens), else its task.
import { recordPath as homeRecordPath } from '../home/places.ts';
import { recordPath as ypRecordPath } from '../lib/record-links.ts';

export function findingPath(r: {
  recordId: string | null;
  kind: string | null;
  youngPersonId: string | null;
  taskId?: string | null;
}): string | null {
  if (r.recordId && r.kind === 'young-person') return `/cyp/resident/${encodeURIComponent(r.recordId)}`;
  if (r.recordId && r.kind)
    return r.youngPersonId
      ? ypRecordPath({ kind: r.kind, id: r.recordId, youngPersonId: r.youngPersonId })
      : homeRecordPath(r.kind, r.recordId);
  return r.taskId ? `/dashboard/tasks/task?id=${encodeURIComponent(r.taskId)}` : null;
}
