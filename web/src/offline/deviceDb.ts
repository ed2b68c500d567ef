// The device's own store (IndexedDB) and each person's key: what is kept of a person's writing on this device —
// drafts as they type, writes waiting to send — is sealed with AES-GCM under a key of theirs, a non-extractable
// WebCrypto key held here (script can use it, never read its bytes). A shared tablet keeps people apart by key and
// by slot (`userId|…`). Decisions 0661 and 0721.

const DB = 'care-device';
export const KEYS = 'keys';
export const DRAFTS = 'drafts';
export const QUEUE = 'queue';
export const PACKS = 'packs';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    // version 2 adds the send queue, 3 the shift pack; what a device kept under an older version stays
    const req = indexedDB.open(DB, 3);
    req.onupgradeneeded = () => {
      for (const store of [KEYS, DRAFTS, QUEUE, PACKS])
        if (!req.result.objectStoreNames.contains(store)) req.result.createObjectStore(store);
    };
    req.onsuccess = () => {
      // another tab's newer version of the app upgrades the store: this tab lets it, and opens afresh next time
      req.result.onversionchange = () => {
        req.result.close();
        opening = null;
      };
      resolve(req.result);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opening;
}

/** One request in its own transaction, as a promise (resolved once the transaction has committed). */
export async function run<T>(store: string, mode: IDBTransactionMode, make: (s: IDBObjectStore) => IDBRequest<T>) {
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

/** What is stored: the ciphertext and its IV, nothing readable. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  sealed: ArrayBuffer;
}

/** Seal a value for a person (a fresh 96-bit IV each time, as AES-GCM needs). */
export async function seal(userId: string, value: unknown): Promise<Sealed> {
  const key = await keyOf(userId);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  return { iv, sealed: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain) };
}

/** Open what was sealed for a person, or null (their key is gone, or it was not theirs). */
export async function unseal<T>(userId: string, kept: Sealed | undefined): Promise<T | null> {
  if (!kept) return null;
  const key = await run<CryptoKey | undefined>(KEYS, 'readonly', (s) => s.get(userId));
  if (!key) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: kept.iv }, key, kept.sealed);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return null;
  }
}

/** Every slot of a person's in a store (`userId|…`). */
export const personRange = (userId: string) => IDBKeyRange.bound(`${userId}|`, `${userId}|\uffff`);

/** Signing out: the person's drafts, waiting writes, shift pack and key leave the device (nothing of theirs left). */
export async function wipePerson(userId: string): Promise<void> {
  await run(DRAFTS, 'readwrite', (s) => s.delete(personRange(userId)));
  await run(QUEUE, 'readwrite', (s) => s.delete(personRange(userId)));
  await run(PACKS, 'readwrite', (s) => s.delete(userId));
  await run(KEYS, 'readwrite', (s) => s.delete(userId));
}
