// The accident book's RIDDOR deadline (engine/premises/riddor.ts) as a task for the home's managers: made
// when an accident is marked reportable with a category, re-timed if its date or category is corrected,
// completed ("Reported in time" / "Reported late (n days after it was due)") when "Reported to HSE on" is
// filled, cancelled if it is no longer reportable or is archived. Run for one record when it changes.
import { riddorDeadline, riddorOutcome, RIDDOR_PREFIX } from '../../engine/premises/riddor.ts';
import { fromLocal, londonDate, parseYmd, ukDate } from '../../engine/time/london.ts';
import type { WorkerDeps } from '../deps.ts';

export const ACCIDENT_KIND = 'accident';

/** The end of the working day the report is due by, London time. */
const dueAtOf = (dueOn: string) => {
  const { year, month, day } = parseYmd(dueOn);
  return fromLocal({ year, month, day, hour: 17, minute: 0 });
};

export async function reviewAccident(d: WorkerDeps, orgId: string, recordId: string) {
  const out = { created: 0, completed: 0, cancelled: 0 };
  await d.store.transaction(orgId, async (s) => {
    const r = await s.records.get(recordId);
    if (!r || r.kind !== ACCIDENT_KIND) return;
    const wanted = riddorDeadline({ id: r.id, archived: r.archivedAt !== null, data: r.data });
    const existing = (await s.tasks.forRecord(r.id)).filter((t) => t.naturalKey?.startsWith(RIDDOR_PREFIX));
    for (const task of existing.filter((t) => t.status === 'not_complete')) {
      if (!wanted || wanted.done) {
        if (wanted)
          await s.tasks.update(task.id, task.version, {
            description: `${riddorOutcome(wanted)}. ${task.description ?? ''}`.trim(),
          });
        await s.tasks.close(task.id, null, wanted ? 'completed' : 'cancelled', null);
        await s.audit.write({
          userId: null,
          action: wanted ? 'task.completed' : 'task.cancelled',
          entity: 'task',
          entityId: task.id,
          detail: {
            worker: 'riddor',
            reason: wanted ? 'reported to HSE' : 'no longer reportable',
            ...(wanted ? { daysLate: wanted.daysLate } : {}),
          },
        });
        out[wanted ? 'completed' : 'cancelled']++;
      } else if (new Date(task.dueAt).getTime() !== dueAtOf(wanted.dueOn).getTime()) {
        await s.tasks.update(task.id, task.version, { dueAt: dueAtOf(wanted.dueOn) });
      }
    }
    if (!wanted || wanted.done || existing.length) return;
    const managers = await s.people.managersOf(r.homeId);
    const task = await s.tasks.insert({
      type: 'task further action',
      title: `Report the accident of ${ukDate(londonDate(new Date(String(r.data.occurredAt))))} to HSE under RIDDOR (within ${wanted.days} days)`,
      description:
        'RIDDOR 2013: report it at hse.gov.uk/riddor, then fill in "Reported to HSE on" and the HSE reference on the accident record.',
      priority: 'high',
      dueAt: dueAtOf(wanted.dueOn),
      assignedTo: managers,
      recordCategory: 'compliance/policy',
      recordId: r.id,
      homeId: r.homeId,
      naturalKey: wanted.naturalKey,
      createdBy: null,
    });
    if (!task) return; // another worker made it first
    out.created++;
    await s.audit.write({
      userId: null,
      action: 'task.create',
      entity: 'task',
      entityId: task.id,
      detail: { worker: 'riddor', naturalKey: wanted.naturalKey },
    });
  });
  return out;
}
