// Each person's data key on this device (what seals their drafts, queue and shift pack: deviceDb.ts) is kept only
// wrapped (AES-KW): under the server's key for this person and device, which only their live session is given, and
// under a key derived from their password (PBKDF2-SHA-256, 600,000 iterations, a salt per person and device). The
// unwrapped key lives in this tab's memory only. Online, a reload opens it with the server's key; offline, with the
// password (an SSO-only person has none: they reconnect). A session ended elsewhere gets no server key, and the page
// drops the key at that contact. A PIN is a screen lock, never a key. Decisions 0722 and 1010.
import { apiPost } from '../api.ts';

/** How a person's key is kept in the `keys` store: the salt and the wrapped copies, nothing usable alone. */
export interface KeptKey {
  salt: Uint8Array<ArrayBuffer>;
  byServer?: ArrayBuffer;
  byPassword?: ArrayBuffer;
}

export const PBKDF2_ITERATIONS = 600_000;
const DATA_KEY = { name: 'AES-GCM', length: 256 } as const;
const KW = { name: 'AES-KW', length: 256 } as const;

export interface KeyStore {
  read: (userId: string) => Promise<KeptKey | CryptoKey | undefined>;
  /** keep a new key unless one is kept already (two tabs making one at once: the first kept wins) */
  add: (userId: string, kept: KeptKey) => Promise<void>;
  put: (userId: string, kept: KeptKey) => Promise<void>;
  /** what a device sealed under its old stored device key, sealed again under the new key (then the old goes) */
  reseal: (userId: string, from: CryptoKey, to: CryptoKey) => Promise<void>;
}

/** The keys open in this tab (a promise while one is being opened or made). */
const open = new Map<string, Promise<CryptoKey | null>>();

export class DeviceLocked extends Error {
  constructor() {
    super('What this device keeps for you is locked: sign in online, or unlock it with your password');
    this.name = 'DeviceLocked';
  }
}

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const fromB64url = (s: string) =>
  Uint8Array.from(atob(s.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

async function serverWrapKey(salt: Uint8Array): Promise<CryptoKey> {
  const { key } = await apiPost<{ key: string }>(
    '/api/auth/device-key',
    { device: b64url(salt) },
    { redirectOn401: false, timeoutMs: 15_000 },
  );
  return crypto.subtle.importKey('raw', fromB64url(key), KW, false, ['wrapKey', 'unwrapKey']);
}

async function passwordWrapKey(password: string, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PBKDF2_ITERATIONS },
    base,
    KW,
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

const unwrap = (wrapped: ArrayBuffer, by: CryptoKey, extractable: boolean) =>
  crypto.subtle.unwrapKey('raw', wrapped, by, 'AES-KW', DATA_KEY, extractable, ['encrypt', 'decrypt']);

/**
 * The data key with the server's help (online, a live session): opened from its server copy, or made when the person
 * has none here. `extractable` only to wrap it again (a new password), never kept so. Null: no server, no session.
 */
async function withServer(
  store: KeyStore,
  userId: string,
  extractable: boolean,
  made = false,
): Promise<CryptoKey | null> {
  const kept = await store.read(userId);
  if (kept && !(kept instanceof CryptoKey) && kept.byServer) {
    const wrapKey = await serverWrapKey(kept.salt).catch(() => null);
    if (!wrapKey) return null;
    return unwrap(kept.byServer, wrapKey, extractable).catch(() => null);
  }
  if (made) return null;
  // none here yet: a new key, its server copy kept (a device key kept by an older version: its data sealed anew)
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const wrapKey = await serverWrapKey(salt).catch(() => null);
  if (!wrapKey) return null;
  const key = (await crypto.subtle.generateKey(DATA_KEY, true, ['encrypt', 'decrypt'])) as CryptoKey;
  const byServer = await crypto.subtle.wrapKey('raw', key, wrapKey, 'AES-KW');
  if (kept instanceof CryptoKey) {
    await store.reseal(userId, kept, key);
    await store.put(userId, { salt, byServer });
  } else await store.add(userId, { salt, byServer });
  return withServer(store, userId, extractable, true);
}

/** The person's key if this tab has it open, or can open it with the server; else null (locked). */
export function dataKey(store: KeyStore, userId: string): Promise<CryptoKey | null> {
  const opening = open.get(userId);
  if (opening) return opening;
  const now = withServer(store, userId, false).catch(() => null);
  open.set(userId, now);
  // not opened (offline, no session): asked again next time, not remembered as locked
  void now.then((k) => {
    if (!k && open.get(userId) === now) open.delete(userId);
  });
  return now;
}

/**
 * Signed in with a password (online): the key is opened (or made) with the server's help and wrapped under the
 * password too, so an offline reload can open it. Done in the background; the key is usable meanwhile.
 */
export async function keepWithPassword(store: KeyStore, userId: string, password: string): Promise<void> {
  if (!(await dataKey(store, userId))) return;
  const key = await withServer(store, userId, true);
  const kept = await store.read(userId);
  if (!key || !kept || kept instanceof CryptoKey) return;
  const byPassword = await crypto.subtle.wrapKey('raw', key, await passwordWrapKey(password, kept.salt), 'AES-KW');
  await store.put(userId, { ...kept, byPassword });
}

/** Whether the person's key here can be opened offline by their password (false: SSO only, or nothing kept). */
export async function unlocksByPassword(store: KeyStore, userId: string): Promise<boolean> {
  const kept = await store.read(userId);
  return !!kept && !(kept instanceof CryptoKey) && !!kept.byPassword;
}

/** Offline: open the key with the password. False when the password does not open it (AES-KW checks integrity). */
export async function unlockWithPassword(store: KeyStore, userId: string, password: string): Promise<boolean> {
  const kept = await store.read(userId);
  if (!kept || kept instanceof CryptoKey || !kept.byPassword) return false;
  try {
    const key = await unwrap(kept.byPassword, await passwordWrapKey(password, kept.salt), false);
    open.set(userId, Promise.resolve(key));
    return true;
  } catch {
    return false;
  }
}

/** The key leaves this tab's memory (signed out, or the session ended elsewhere). */
export function forgetKey(userId: string): void {
  open.delete(userId);
}
