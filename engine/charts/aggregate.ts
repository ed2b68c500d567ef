// Keeping the chart aggregates: what the chart-aggregation worker does with each message. Each call is
// one transaction; each is idempotent (a repeated or out-of-order message changes nothing).
import type { Store } from '../store/index.ts';
import { CHART_SOURCE_ROWS, CHARTED_KINDS } from './model.ts';

/** A record changed (created, edited, moved through workflow, archived or restored). */
export async function applyRecordChange(store: Store, orgId: string, recordId: string, kind?: string) {
  if (kind && !CHARTED_KINDS.has(kind)) return { outcome: 'not charted' as const, changed: 0 };
  return store.transaction(orgId, (s) => s.charts.applyRecord(recordId, CHART_SOURCE_ROWS));
}

/** A young person was added, changed, moved out or came back: their stay (occupancy). */
export async function applyYoungPersonChange(store: Store, orgId: string, youngPersonId: string) {
  await store.transaction(orgId, (s) => s.charts.applyStay(youngPersonId));
  return { outcome: 'applied' as const };
}

/** Recompute one organisation's aggregates from its records, from scratch. */
export async function rebuildCharts(store: Store, orgId: string, analyze = true) {
  const started = Date.now();
  const counts = await store.transaction(orgId, (s) => s.charts.rebuild(CHART_SOURCE_ROWS));
  if (analyze) await store.charts.analyze();
  return { orgId, ...counts, ms: Date.now() - started };
}

/** Every organisation (the nightly rebuild, and after a deploy that changed definitions/charts.ts). */
export async function rebuildAllCharts(store: Store) {
  const done = [];
  for (const orgId of await store.charts.organisations()) done.push(await rebuildCharts(store, orgId, false));
  await store.charts.analyze();
  return { organisations: done.length, records: done.reduce((n, d) => n + d.records, 0) };
}
