// Views, complaints and feedback: when a young person logs one from their own login, the home's managers
// are told at once (an alert) and given the task of answering it; complaints carry their timescales as
// tasks (engine/duties/rules/complaint-deadlines.ts). Run for one record when it changes (through the outbox).
import {
  COMPLAINT_PREFIX,
  complaintDeadlines,
  type ComplaintRow,
  describe,
} from '../../engine/duties/rules/complaint-deadlines.ts';
import type { OrgStore } from '../../engine/store/index.ts';
import { londonDate } from '../../engine/time/london.ts';
import type { WorkerDeps } from '../deps.ts';

export const COMPLAINT_KIND = 'complaint-feedback';

/** The record as the rules see it: who logged it (their own login or staff) and whose it is. */
async function complaintRow(
  s: OrgStore,
  recordId: string,
): Promise<(ComplaintRow & { homeId: string | null; youngPersonId: string | null; submission: number }) | null> {
  const r = await s.records.get(recordId);
  if (!r || r.kind !== COMPLAINT_KIND) return null;
  const author = await s.people.user(r.authorId);
  const yp = r.youngPersonId ? await s.people.youngPerson(r.youngPersonId) : null;
  return {
    id: r.id,
    status: r.status,
    archivedAt: r.archivedAt,
    recordDate: r.recordDate,
    data: r.data,
    homeId: r.homeId,
    youngPersonId: r.youngPersonId,
    submission: r.submission,
    byYoungPerson: author?.role === 'young_person',
    youngPersonName: yp ? `${yp.preferredName ?? yp.firstName} ${yp.lastName}` : null,
  };
}

/** Alert the managers of a young person's own submission, and make, re-time or close the deadline tasks. */
export async function reviewComplaint(d: WorkerDeps, orgId: string, recordId: string) {
  const out = { alerted: 0, created: 0, completed: 0, cancelled: 0 };
  await d.store.transaction(orgId, async (s) => {
    const r = await complaintRow(s, recordId);
    if (!r) return;
    const wanted = complaintDeadlines(r);
    const existing = (await s.tasks.forRecord(r.id)).filter((t) => t.naturalKey?.startsWith(COMPLAINT_PREFIX));
    for (const task of existing.filter((t) => t.status === 'not_complete')) {
      const w = wanted.find((x) => x.naturalKey === task.naturalKey);
      if (!w || w.done) {
        // another worker closed it first
        if (!(await s.tasks.close(task.id, null, w ? 'completed' : 'cancelled', null))) continue;
        await s.audit.write({
          userId: null,
          action: w ? 'task.completed' : 'task.cancelled',
          entity: 'task',
          entityId: task.id,
          detail: { worker: 'complaints', reason: w ? 'the record shows it done' : 'it no longer applies' },
        });
        out[w ? 'completed' : 'cancelled']++;
      } else if (new Date(task.dueAt).getTime() !== w.dueAt.getTime()) {
        await s.tasks.update(task.id, task.version, { dueAt: w.dueAt }); // the date it was received was corrected
      }
    }
    const submitted = r.status !== 'ongoing' && !r.archivedAt;
    const missing = wanted.filter((w) => !w.done && !existing.some((t) => t.naturalKey === w.naturalKey));
    if (!missing.length && !(submitted && r.byYoungPerson)) return;
    const managers = await s.people.managersOf(r.homeId);
    if (submitted && r.byYoungPerson) {
      // once per submission: a young person who writes again after a reopen is heard again
      const id = await s.alerts.raise(
        {
          kind: 'feedback_created',
          recordCategory: 'feedback',
          title: `${r.youngPersonName ?? 'A young person'} has logged ${describe(r).replace(/^.*'s /, 'a ')}`,
          body: 'Logged from their own login. Read it, write the response under "Response and outcome" and sign it off; they will see the response on their own page.',
          recordId: r.id,
          youngPersonId: r.youngPersonId,
          homeId: r.homeId,
          dueOn: londonDate(d.now()),
          naturalKey: `yp_feedback:${r.id}:${r.submission}`,
          createdBy: null,
        },
        managers,
      );
      if (id) out.alerted++;
    }
    for (const w of missing) {
      const task = await s.tasks.insert({
        type: 'feedback action',
        title: w.title,
        description: w.description,
        priority: 'high',
        dueAt: w.dueAt,
        assignedTo: managers,
        recordCategory: 'feedback',
        recordId: r.id,
        youngPersonId: r.youngPersonId,
        homeId: r.homeId,
        naturalKey: w.naturalKey,
        createdBy: null,
      });
      if (!task) continue; // another worker made it first
      out.created++;
      await s.audit.write({
        userId: null,
        action: 'task.create',
        entity: 'task',
        entityId: task.id,
        detail: { worker: 'complaints', naturalKey: w.naturalKey },
      });
    }
  });
  return out;
}
