// What a person types, kept on this device as they type, so a reload, a crashed tab or a flat battery loses at most
// the last half second. Sealed under the person's own key (offline/deviceDb.ts): a shared tablet keeps each person's
// drafts apart and unreadable to others. A draft goes once the server holds what it held. Decision 0661.
import { DRAFTS, personRange, run, seal, type Sealed, unseal } from '../offline/deviceDb.ts';
import { listQueued } from '../offline/sendQueue.ts';

export { wipePerson } from '../offline/deviceDb.ts';

/** What is kept of a form: its data, the version it was written against, and when it was kept (device time). */
export interface DeviceDraft {
  data: Record<string, unknown>;
  version: number;
  keptAt: string;
  /** the record's id (a new one's, made on the device: its create sent later keeps it) */
  recordId?: string;
}

const slot = (userId: string, form: string) => `${userId}|${form}`;

/** Where a form's draft is kept: a record by its id, a new one by its kind and whom it is about. */
export function formSlot(kind: string, at: { id?: string; youngPersonId?: string; homeId?: string; staffId?: string }) {
  return at.id
    ? `record|${kind}|${at.id}`
    : `new|${kind}|${at.youngPersonId ?? ''}|${at.homeId ?? ''}|${at.staffId ?? ''}`;
}

/** Keep a form's draft, sealed. */
export async function keepDraft(userId: string, form: string, draft: DeviceDraft): Promise<void> {
  const sealed = await seal(userId, draft);
  await run(DRAFTS, 'readwrite', (s) => s.put(sealed, slot(userId, form)));
}

/** The form's draft kept on this device, or null (none, or not readable with this person's key). */
export async function readDraft(userId: string, form: string): Promise<DeviceDraft | null> {
  const kept = await run<Sealed | undefined>(DRAFTS, 'readonly', (s) => s.get(slot(userId, form)));
  return unseal<DeviceDraft>(userId, kept);
}

/** Forget a form's draft (the server holds what it held, or the person discarded it). */
export async function dropDraft(userId: string, form: string): Promise<void> {
  await run(DRAFTS, 'readwrite', (s) => s.delete(slot(userId, form)));
}

/**
 * How many forms the person has on this device that the server does not hold yet: kept drafts, and writes waiting to
 * send whose form has no draft kept (a form both kept and queued counts once).
 */
export async function draftsWaiting(userId: string): Promise<number> {
  const drafts = new Set(await run<IDBValidKey[]>(DRAFTS, 'readonly', (s) => s.getAllKeys(personRange(userId))));
  const queued = await listQueued(userId);
  return drafts.size + queued.filter((w) => !w.draftSlots.some((f) => drafts.has(slot(userId, f)))).length;
}
