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
  | { outcome: 'unreachable'; rebased?: RecordDto; tried?: NonNullable<QueuedWrite['tried']> }
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

/** The same JSON content, whatever the order of its keys. */
function sameContent(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameContent(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).filter((k) => (a as JsonObject)[k] !== undefined);
    const kb = Object.keys(b).filter((k) => (b as JsonObject)[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => sameContent((a as JsonObject)[k], (b as JsonObject)[k]));
  }
  return a === b;
}

/**
 * Content sent before whose answer never came goes again first under its own key (the server answers it once, or
 * makes it now): the version it made is the one the newer content is saved on.
 */
async function sendTried(item: QueuedWrite, progress: Progress): Promise<number> {
  if (item.isNew || !item.tried || item.tried.key === item.key) return item.baseVersion;
  progress.sending = item.tried;
  progress.rec = await updateRecord(item.kind, item.recordId, item.tried.data, item.baseVersion, item.tried.key);
  return progress.rec.version;
}

/** How far a send got: the earlier try the server answered, and the content on its way when it stopped. */
interface Progress {
  rec?: RecordDto;
  sending?: NonNullable<QueuedWrite['tried']>;
}

async function save(item: QueuedWrite, progress: Progress): Promise<RecordDto> {
  if (!item.isNew) {
    const base = await sendTried(item, progress);
    progress.sending = { key: item.key, data: item.data };
    return updateRecord(item.kind, item.recordId, item.data, base, item.key, item.writtenAt);
  }
  try {
    return await createRecord(
      item.kind,
      {
        id: item.recordId,
        youngPersonId: item.youngPersonId,
        homeId: item.youngPersonId ? undefined : item.homeId,
        ...(item.staffId ? { staffId: item.staffId } : {}),
        data: item.data,
      },
      item.writtenAt,
    );
  } catch (err) {
    // made by an earlier send whose answer was lost, then more was written: the rest is a change of it
    const problem = toProblem(err);
    if (problem.status !== 409 || !problem.errors.some((e) => e.path === '/id')) throw err;
    const made = await getRecord(item.kind, item.recordId);
    // the change of it was made too, its answer lost
    if (sameContent(made.data, item.data)) return made;
    return updateRecord(item.kind, made.id, item.data, made.version, item.key, item.writtenAt);
  }
}

export async function sendWrite(item: QueuedWrite): Promise<SendResult> {
  let saved: RecordDto | undefined;
  const progress: Progress = {};
  const submitted = async (rec: RecordDto): Promise<SendResult> => ({
    outcome: 'sent',
    record: item.submit
      ? await actOnRecord(item.kind, item.recordId, 'submit', rec.version, undefined, `${item.key}-submit`)
      : rec,
  });
  try {
    saved = await save(item, progress);
    return await submitted(saved);
  } catch (err) {
    const problem = toProblem(err);
    if (problem.status === 0 || problem.status >= 500 || problem.status === 429)
      return {
        outcome: 'unreachable',
        ...(progress.rec && !saved ? { rebased: progress.rec } : {}),
        ...(progress.sending && !saved ? { tried: progress.sending } : {}),
      };
    if (problem.status === 401) return { outcome: 'signed-out' };
    if (problem.status === 409 && !saved) {
      const current = await getRecord(item.kind, item.recordId).catch(() => null);
      // the server already holds exactly this (the person's own save, its answer lost under another key): done
      if (current && sameContent(current.data, item.data))
        return await submitted(current).catch((again: unknown) => ({
          outcome: 'refused' as const,
          problem: brief(toProblem(again)),
          saved: current,
        }));
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
