// The device's own store (IndexedDB): what is kept of a person's writing on this device — drafts as they type, writes
// waiting to send, their shift pack — is sealed with AES-GCM under a key of theirs, stored here only wrapped and open
// in this tab's memory only (deviceKey.ts). A shared tablet keeps people apart by key and by slot (`userId|…`).
// Decisions 0661, 0721 and 1010.
import { dataKey, DeviceLocked, forgetKey, type KeptKey, type KeyStore } from './deviceKey.ts';

const DB = 'care-device';
export const KEYS = 'keys';
export const DRAFTS = 'drafts';
export const QUEUE = 'queue';
export const PACKS = 'packs';

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
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
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const req = make(tx.objectStore(store));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error ?? req.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The `keys` store as deviceKey.ts uses it: each person's salt and wrapped key. */
export const keyStore: KeyStore = {
  read: (userId) => run<KeptKey | CryptoKey | undefined>(KEYS, 'readonly', (s) => s.get(userId)),
  add: (userId, kept) =>
    run(KEYS, 'readwrite', (s) => s.add(kept, userId)).then(
      () => undefined,
      () => undefined,
    ),
  put: (userId, kept) => run(KEYS, 'readwrite', (s) => s.put(kept, userId)).then(() => undefined),
  reseal: async (userId, from, to) => {
    for (const store of [DRAFTS, QUEUE, PACKS]) {
      const range = store === PACKS ? IDBKeyRange.only(userId) : personRange(userId);
      const slots = await run<IDBValidKey[]>(store, 'readonly', (s) => s.getAllKeys(range));
      for (const slot of slots) {
        const kept = await run<Sealed | undefined>(store, 'readonly', (s) => s.get(slot));
        const value = kept && (await open(kept, from));
        if (value === null || value === undefined) continue;
        const sealed = await sealWith(value, to);
        await run(store, 'readwrite', (s) => s.put(sealed, slot));
      }
    }
  },
};

/** What is stored: the ciphertext and its IV, nothing readable. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  sealed: ArrayBuffer;
}

/** Seal a value for a person (a fresh 96-bit IV each time, as AES-GCM needs); DeviceLocked if their key is not open. */
export async function seal(userId: string, value: unknown): Promise<Sealed> {
  const key = await dataKey(keyStore, userId);
  if (!key) throw new DeviceLocked();
  return sealWith(value, key);
}

async function sealWith(value: unknown, key: CryptoKey): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  return { iv, sealed: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain) };
}

async function open<T>(kept: Sealed, key: CryptoKey): Promise<T | null> {
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: kept.iv }, key, kept.sealed);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return null;
  }
}

/** Open what was sealed for a person, or null (their key is gone or locked, or it was not theirs). */
export async function unseal<T>(userId: string, kept: Sealed | undefined): Promise<T | null> {
  if (!kept) return null;
  const key = await dataKey(keyStore, userId);
  return key ? open<T>(kept, key) : null;
}

/** Every slot of a person's in a store (`userId|…`). */
export const personRange = (userId: string) => IDBKeyRange.bound(`${userId}|`, `${userId}|\uffff`);

/** Signing out: the person's drafts, waiting writes, shift pack and key leave the device (nothing of theirs left). */
export async function wipePerson(userId: string): Promise<void> {
  await run(DRAFTS, 'readwrite', (s) => s.delete(personRange(userId)));
  await run(QUEUE, 'readwrite', (s) => s.delete(personRange(userId)));
  await run(PACKS, 'readwrite', (s) => s.delete(userId));
  await run(KEYS, 'readwrite', (s) => s.delete(userId));
  forgetKey(userId);
}
