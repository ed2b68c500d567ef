// What a person types, kept on this device as they type, so a reload, a crashed tab or a flat battery loses at most
// the last half second. Encrypted with AES-GCM under a key of that person's (a non-extractable WebCrypto key held in
// IndexedDB, never readable by script): a shared tablet keeps each person's drafts apart and unreadable to others.
// A draft goes once the server holds what it held. Decision 0661.

const DB = 'care-device';
const KEYS = 'keys';
const DRAFTS = 'drafts';

/** What is kept of a form: its data, the version it was written against, and when it was kept (device time). */
export interface DeviceDraft {
  data: Record<string, unknown>;
  version: number;
  keptAt: string;
  /** the record's id (a new one's, made on the device: its create sent later keeps it) */
  recordId?: string;
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(KEYS);
      req.result.createObjectStore(DRAFTS);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opening;
}

/** One request in its own transaction, as a promise (resolved once the transaction has committed). */
async function run<T>(store: string, mode: IDBTransactionMode, make: (s: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const req = make(tx.objectStore(store));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error ?? req.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The person's key, made on first use; non-extractable, so its bytes never reach script. */
async function keyOf(userId: string): Promise<CryptoKey> {
  const found = await run<CryptoKey | undefined>(KEYS, 'readonly', (s) => s.get(userId));
  if (found) return found;
  const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  // two tabs may make one at once: the first kept wins, and both use it
  await run(KEYS, 'readwrite', (s) => s.add(made, userId)).catch(() => undefined);
  return (await run<CryptoKey | undefined>(KEYS, 'readonly', (s) => s.get(userId))) ?? made;
}

const slot = (userId: string, form: string) => `${userId}|${form}`;

/** Where a form's draft is kept: a record by its id, a new one by its kind and whom it is about. */
export function formSlot(kind: string, at: { id?: string; youngPersonId?: string; homeId?: string; staffId?: string }) {
  return at.id
    ? `record|${kind}|${at.id}`
    : `new|${kind}|${at.youngPersonId ?? ''}|${at.homeId ?? ''}|${at.staffId ?? ''}`;
}

/** Keep a form's draft, encrypted (a fresh 96-bit IV each time, as AES-GCM needs). */
export async function keepDraft(userId: string, form: string, draft: DeviceDraft): Promise<void> {
  const key = await keyOf(userId);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(draft));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  await run(DRAFTS, 'readwrite', (s) => s.put({ iv, sealed }, slot(userId, form)));
}

/** The form's draft kept on this device, or null (none, or not readable with this person's key). */
export async function readDraft(userId: string, form: string): Promise<DeviceDraft | null> {
  const kept = await run<{ iv: Uint8Array<ArrayBuffer>; sealed: ArrayBuffer } | undefined>(DRAFTS, 'readonly', (s) =>
    s.get(slot(userId, form)),
  );
  if (!kept) return null;
  const key = await run<CryptoKey | undefined>(KEYS, 'readonly', (s) => s.get(userId));
  if (!key) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: kept.iv }, key, kept.sealed);
    return JSON.parse(new TextDecoder().decode(plain)) as DeviceDraft;
  } catch {
    return null;
  }
}

/** Forget a form's draft (the server holds what it held, or the person discarded it). */
export async function dropDraft(userId: string, form: string): Promise<void> {
  await run(DRAFTS, 'readwrite', (s) => s.delete(slot(userId, form)));
}

/** How many forms the person has kept on this device that the server does not hold yet. */
export async function draftsWaiting(userId: string): Promise<number> {
  const range = IDBKeyRange.bound(`${userId}|`, `${userId}|\uffff`);
  return run<number>(DRAFTS, 'readonly', (s) => s.count(range));
}

/** Signing out: the person's drafts and their key leave the device (nothing of theirs readable or decryptable). */
export async function wipePerson(userId: string): Promise<void> {
  const range = IDBKeyRange.bound(`${userId}|`, `${userId}|\uffff`);
  await run(DRAFTS, 'readwrite', (s) => s.delete(range));
  await run(KEYS, 'readwrite', (s) => s.delete(userId));
}
