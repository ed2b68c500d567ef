// Recurring tasks: when a series' latest occurrence comes due (or is closed), the next one is
// created. Work comes from the database (series heads due now), so nothing is lost while Redis is
// down; the unique (series, occurrence number) makes a rerun or a second worker create it once.
import type { Queue } from 'bullmq';
import { occurrence, type RecurrenceRule } from '../../engine/tasks/recurrence.ts';
import type { WorkerDeps } from '../deps.ts';

/** Most occurrences one run catches up for one series (a long outage finishes on later runs). */
export const MAX_CATCH_UP = 60;

/** Create the occurrences due after this head, up to the first one still in the future. */
export async function advanceSeries({ store, now }: WorkerDeps, orgId: string, headId: string): Promise<number> {
  return store.transaction(orgId, async (s) => {
    let created = 0;
    let head = await s.tasks.get(headId);
    for (let i = 0; head && i < MAX_CATCH_UP; i++) {
      const rule = head.recurrence as RecurrenceRule | null;
      if (!rule || head.succeededAt || head.seriesId === null || head.occurrenceNo === null) break;
      if (head.status === 'not_complete' && new Date(head.dueAt) > now()) break;
      const n = head.occurrenceNo + 1;
      const next = occurrence(rule, n);
      if (!next) {
        await s.tasks.markSucceeded(head.id);
        break;
      } // the series has reached its end date
      const inserted = await s.tasks.insert({
        type: head.type,
        title: head.title,
        description: head.description,
        priority: head.priority,
        dueAt: next.dueAt,
        assignedTo: head.assignedTo,
        recordCategory: head.recordCategory,
        recordId: head.recordId,
        youngPersonId: head.youngPersonId,
        homeId: head.homeId,
        staffId: head.staffId,
        recurrence: { ...rule },
        seriesId: head.seriesId,
        occurrence: next.date,
        occurrenceNo: n,
        createdBy: head.createdBy,
      });
      if (inserted) {
        created++;
        await s.audit.write({
          userId: null,
          action: 'task.recur',
          entity: 'task',
          entityId: inserted.id,
          detail: { seriesId: head.seriesId, occurrenceNo: n, worker: 'recurrence' },
        });
      }
      await s.tasks.markSucceeded(head.id);
      head = inserted ?? (await s.tasks.occurrenceOf(head.seriesId, n));
    }
    return created;
  });
}

/** The scan: one `next` job per series head due now (deterministic job id), or do them here. */
export async function recurrenceScan(deps: WorkerDeps, queue?: Queue, limit = 5000) {
  const heads = await deps.store.scans.recurrenceHeads(deps.now(), limit);
  if (queue) {
    // Deterministic ids dedupe two scans in the same five minutes; the database dedupes the rest.
    const bucket = Math.floor(deps.now().getTime() / 300_000);
    await queue.addBulk(
      heads.map((h) => ({
        name: 'next',
        data: { orgId: h.orgId, taskId: h.id },
        opts: { jobId: `next-${h.id}-${bucket}` },
      })),
    );
    return { queued: heads.length, created: 0 };
  }
  let created = 0;
  for (const h of heads) created += await advanceSeries(deps, h.orgId, h.id);
  return { queued: 0, created };
}
