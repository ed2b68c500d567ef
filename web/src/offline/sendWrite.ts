// Sending one waiting write as the editor would have online: a create under the record's own id, a save against the
// version it was written on, a submit after it, each with its key, so a send repeated after a lost answer is answered
// once. The server checks permission, validation and version as for any write. What it answers decides the item.
import { toProblem } from '../records/problems.ts';
import { actOnRecord, createRecord, getRecord, updateRecord } from '../records/requests.ts';
import type { RecordDto } from '../records/types.ts';
import type { JsonObject } from '../rjsf/index.ts';
import type { QueuedWrite } from './sendQueue.ts';

export type SendResult =
  /** the server holds it (and submitted it, if asked) */
  | { outcome: 'sent'; record: RecordDto }
  /** no connection, or the server did not answer: try again later, the item unchanged */
  | { outcome: 'unreachable' }
  /** the session has gone: keep it, send after the person signs in again */
  | { outcome: 'signed-out' }
  /** a colleague saved the record since it was written: the person chooses (comparison screen) */
  | { outcome: 'needs-you'; theirs: NonNullable<QueuedWrite['theirs']>; problem: QueuedWrite['problem'] }
  /** refused as it stands (permission changed, not valid): kept and shown, never dropped */
  | { outcome: 'refused'; problem: NonNullable<QueuedWrite['problem']>; saved?: RecordDto };

const brief = (p: { status: number; title: string; detail?: string }) => ({
  status: p.status,
  title: p.title,
  ...(p.detail ? { detail: p.detail } : {}),
});

async function save(item: QueuedWrite): Promise<RecordDto> {
  if (!item.isNew) return updateRecord(item.kind, item.recordId, item.data, item.baseVersion, item.key);
  try {
    return await createRecord(item.kind, {
      id: item.recordId,
      youngPersonId: item.youngPersonId,
      homeId: item.youngPersonId ? undefined : item.homeId,
      ...(item.staffId ? { staffId: item.staffId } : {}),
      data: item.data,
    });
  } catch (err) {
    // made by an earlier send whose answer was lost, then more was written: the rest is a change of it
    const problem = toProblem(err);
    if (problem.status !== 409 || !problem.errors.some((e) => e.path === '/id')) throw err;
    const made = await getRecord(item.kind, item.recordId);
    return updateRecord(item.kind, made.id, item.data, made.version, item.key);
  }
}

export async function sendWrite(item: QueuedWrite): Promise<SendResult> {
  let saved: RecordDto | undefined;
  try {
    saved = await save(item);
    const record = item.submit
      ? await actOnRecord(item.kind, item.recordId, 'submit', saved.version, undefined, `${item.key}-submit`)
      : saved;
    return { outcome: 'sent', record };
  } catch (err) {
    const problem = toProblem(err);
    if (problem.status === 0 || problem.status >= 500 || problem.status === 429) return { outcome: 'unreachable' };
    if (problem.status === 401) return { outcome: 'signed-out' };
    if (problem.status === 409 && !saved) {
      const current = await getRecord(item.kind, item.recordId).catch(() => null);
      if (current)
        return {
          outcome: 'needs-you',
          problem: brief(problem),
          theirs: { version: current.version, data: current.data as JsonObject },
        };
    }
    return { outcome: 'refused', problem: brief(problem), ...(saved ? { saved } : {}) };
  }
}
