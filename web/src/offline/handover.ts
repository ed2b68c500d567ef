// A session ended elsewhere (revoked, a new password, deactivated), met at the device's next contact: what the person
// had not sent — writes waiting in the queue and forms kept as drafts — is handed to the server under the ended
// session, kept for the home's managers and marked as queued on a device, then the person's data and key leave the
// device. Only a tab that holds the key open can read them: another (reloaded since) leaves them locked, wrapped, for
// the person's password. Decision 1011.
import { mayWriteOffline } from '../../../definitions/offline-kinds.ts';
import { apiPost } from '../api.ts';
import { DRAFTS, personRange, run, type Sealed, unseal, wipePerson } from './deviceDb.ts';
import { forgetKey, heldKey } from './deviceKey.ts';
import { listQueued } from './sendQueue.ts';

interface Handed {
  recordId: string;
  kind: string;
  youngPersonId?: string;
  homeId?: string;
  data: Record<string, unknown>;
  queuedAt: string;
  writtenAt: string;
}

/** Forms kept as drafts that no queued write carries: their slot names the kind and whom (deviceDrafts.ts). */
async function draftsToHand(userId: string, queued: Set<string>): Promise<Handed[]> {
  const slots = await run<IDBValidKey[]>(DRAFTS, 'readonly', (s) => s.getAllKeys(personRange(userId)));
  const out: Handed[] = [];
  for (const slot of slots) {
    const [, form, kind, a, b] = String(slot).split('|');
    if (!mayWriteOffline(kind)) continue;
    const kept = await run<Sealed | undefined>(DRAFTS, 'readonly', (s) => s.get(slot));
    const draft = await unseal<{ data: Record<string, unknown>; keptAt: string; recordId?: string }>(userId, kept);
    const recordId = form === 'record' ? a : draft?.recordId;
    if (!draft || !recordId || queued.has(recordId)) continue;
    out.push({
      recordId,
      kind,
      ...(form === 'new' && a ? { youngPersonId: a } : {}),
      ...(form === 'new' && !a && b ? { homeId: b } : {}),
      data: draft.data,
      queuedAt: draft.keptAt,
      writtenAt: draft.keptAt,
    });
  }
  return out;
}

export async function handOverAndWipe(userId: string): Promise<void> {
  if (!(await heldKey(userId))) return forgetKey(userId);
  const queued = await listQueued(userId);
  const items: Handed[] = [
    ...queued.map((q): Handed => ({
      recordId: q.recordId,
      kind: q.kind,
      ...(q.youngPersonId ? { youngPersonId: q.youngPersonId } : q.homeId ? { homeId: q.homeId } : {}),
      data: q.data,
      queuedAt: q.queuedAt,
      writtenAt: q.writtenAt,
    })),
    ...(await draftsToHand(userId, new Set(queued.map((q) => q.recordId)))),
  ];
  const toHand = items.filter((i) => mayWriteOffline(i.kind) && (i.youngPersonId ?? i.homeId));
  try {
    for (let i = 0; i < toHand.length; i += 100)
      await apiPost('/api/auth/offline-handover', { items: toHand.slice(i, i + 100) }, { redirectOn401: false });
  } catch {
    // not received (no connection, past the window): kept, wrapped, and this tab lets go of the key
    return forgetKey(userId);
  }
  await wipePerson(userId);
}
