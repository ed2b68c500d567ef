// The accident book's RIDDOR steps (engine/premises/riddor.ts) as tasks for the home's managers: HSE told the same
// day (deaths, specified injuries, non-workers taken to hospital, dangerous occurrences) and the report by its
// deadline. Made when an accident is marked reportable with a category, re-timed if its date or category is
// corrected, completed ("… in time" / "… late (n days after it was due)") when "HSE told at" or "Reported to HSE
// on" is filled, cancelled if it is no longer reportable or is archived. Run for one record when it changes.
import { RIDDOR_PREFIX, type RiddorDeadline, riddorDeadlines, riddorOutcome } from '../../engine/premises/riddor.ts';
import { addDays, fromLocal, parseYmd, ukDate } from '../../engine/time/london.ts';
import type { WorkerDeps } from '../deps.ts';

export const ACCIDENT_KIND = 'accident';

/** A report by the end of the working day it is due (17:00 London); HSE told by the end of the day itself. */
const dueAtOf = (w: RiddorDeadline) => {
  const { year, month, day } = parseYmd(w.dueOn);
  return w.step === 'tell'
    ? fromLocal({ year, month, day, hour: 23, minute: 59 })
    : fromLocal({ year, month, day, hour: 17, minute: 0 });
};

const WORDING = {
  tell: {
    title: (day: string) => `Tell HSE today of the accident of ${day} (RIDDOR: by the quickest means)`,
    description:
      'RIDDOR 2013 Sch 1 para 1: a death, a specified injury to a member of staff, a child or visitor taken to ' +
      'hospital from the scene, or a dangerous occurrence is told to HSE without delay (phone for a death or a ' +
      'specified injury, or online), then reported within 10 days. Fill in "HSE told at" on the accident record.',
  },
  report: {
    title: (day: string, days: number) =>
      days === 0
        ? `Report the occupational disease diagnosed ${day} to HSE under RIDDOR (without delay)`
        : `Report the accident of ${day} to HSE under RIDDOR (within ${days} days)`,
    description:
      'RIDDOR 2013: report it at hse.gov.uk/riddor, then fill in "Reported to HSE on" and the HSE reference on the accident record.',
  },
};

export async function reviewAccident(d: WorkerDeps, orgId: string, recordId: string) {
  const out = { created: 0, completed: 0, cancelled: 0 };
  await d.store.transaction(orgId, async (s) => {
    const r = await s.records.get(recordId);
    if (!r || r.kind !== ACCIDENT_KIND) return;
    const wanted = riddorDeadlines({ id: r.id, archived: r.archivedAt !== null, data: r.data });
    const existing = (await s.tasks.forRecord(r.id)).filter((t) => t.naturalKey?.startsWith(RIDDOR_PREFIX));
    for (const task of existing.filter((t) => t.status === 'not_complete')) {
      const w = wanted.find((x) => x.naturalKey === task.naturalKey);
      if (!w || w.done) {
        if (w)
          await s.tasks.update(task.id, task.version, {
            description: `${riddorOutcome(w)}. ${task.description ?? ''}`.trim(),
          });
        await s.tasks.close(task.id, null, w ? 'completed' : 'cancelled', null);
        await s.audit.write({
          userId: null,
          action: w ? 'task.completed' : 'task.cancelled',
          entity: 'task',
          entityId: task.id,
          detail: {
            worker: 'riddor',
            reason: w ? (w.step === 'tell' ? 'HSE told' : 'reported to HSE') : 'no longer reportable',
            ...(w ? { daysLate: w.daysLate } : {}),
          },
        });
        out[w ? 'completed' : 'cancelled']++;
      } else if (new Date(task.dueAt).getTime() !== dueAtOf(w).getTime()) {
        await s.tasks.update(task.id, task.version, { dueAt: dueAtOf(w) });
      }
    }
    const missing = wanted.filter((w) => !w.done && !existing.some((t) => t.naturalKey === w.naturalKey));
    if (!missing.length) return;
    const managers = await s.people.managersOf(r.homeId);
    for (const w of missing) {
      const day = ukDate(addDays(w.dueOn, -w.days));
      const task = await s.tasks.insert({
        type: 'task further action',
        title: w.step === 'tell' ? WORDING.tell.title(day) : WORDING.report.title(day, w.days),
        description: WORDING[w.step].description,
        priority: 'high',
        dueAt: dueAtOf(w),
        assignedTo: managers,
        recordCategory: 'compliance/policy',
        recordId: r.id,
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
        detail: { worker: 'riddor', naturalKey: w.naturalKey },
      });
    }
  });
  return out;
}
