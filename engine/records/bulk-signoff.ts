// Bulk sign-off from the sign-off inbox: each item goes through the record service's own
// `act(..., 'sign-off', ...)` — its permission check, version check, audit and outbox — so a bulk
// action can do nothing a single sign-off could not (DESIGN §5, frappe#16678). Each item reports
// its own result; one refusal does not stop the rest.
import { type Caller, decideBulk } from '../access/index.ts';
import { forbidden, Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import type { RecordService } from './service.ts';

export interface BulkItem {
  kind: string;
  id: string;
  version: number;
}

export async function bulkSignoff(
  { store, records }: { store: Store; records: RecordService },
  c: Caller,
  items: BulkItem[],
) {
  const org = await store.forOrg(c.orgId).people.organisation();
  const verdict = decideBulk(org?.settings ?? {}, 'bulkSignoff');
  if (!verdict.ok) throw forbidden(verdict.reason);
  const results = [];
  for (const item of items) {
    try {
      const r = await records.act(c, item.kind, item.id, 'sign-off', item.version);
      results.push({
        kind: item.kind,
        id: item.id,
        ok: true,
        status: 200,
        record: { status: r.status, statusLabel: r.statusLabel, version: r.version },
      });
    } catch (err) {
      if (!(err instanceof Problem)) throw err;
      results.push({
        kind: item.kind,
        id: item.id,
        ok: false,
        status: err.status,
        title: err.title,
        detail: err.detail ?? err.title,
        ...(err.errors ? { errors: err.errors } : {}),
      });
    }
  }
  return { signed: results.filter((r) => r.ok).length, refused: results.filter((r) => !r.ok).length, results };
}
