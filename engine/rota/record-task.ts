// The one task a rota-made record keeps open for the home's managers (compensatory rest owed, a night work health
// assessment to offer): opened with the record, closed when the record says it is done, cancelled when archived.
import { dutyOf } from '../../definitions/duties/index.ts';
import type { HookContext } from '../pipeline/types.ts';
import type { OrgStore, RecordRow } from '../store/index.ts';

export type RecordTaskState = 'open' | 'met' | 'withdrawn';

/** Opens, completes or cancels the record's task by its natural key; `due` is the London day it falls due. */
export async function syncRecordTask(
  ctx: HookContext & { row: RecordRow; tx: OrgStore },
  t: { key: string; state: RecordTaskState; duty: string; dueAt: (today: string) => Date },
) {
  const { row, tx, caller } = ctx;
  const open = await tx.tasks.byNaturalKey(t.key);
  if (open && open.status === 'not_complete' && t.state !== 'open') {
    await tx.tasks.close(open.id, null, t.state === 'met' ? 'completed' : 'cancelled', caller.id);
    return;
  }
  if (open || t.state !== 'open' || !row.staffId) return;
  const duty = dutyOf(t.duty);
  const homes = row.homeId ? [{ homeId: row.homeId }] : await tx.staff.registeredManagers(row.staffId);
  const assignees = [...new Set((await Promise.all(homes.map((h) => tx.people.managersOf(h.homeId)))).flat())];
  const name = (await tx.people.user(row.staffId))?.name ?? 'A member of staff';
  await tx.tasks.insert({
    type: duty.taskType,
    title: duty.wording.title.replace('{name}', name),
    description: duty.wording.description,
    priority: duty.priority,
    dueAt: t.dueAt(new Date().toISOString().slice(0, 10)),
    assignedTo: assignees,
    recordCategory: duty.category ?? 'hr',
    recordId: row.id,
    staffId: row.staffId,
    homeId: homes[0]?.homeId ?? null,
    naturalKey: t.key,
    createdBy: caller.id,
  });
}
