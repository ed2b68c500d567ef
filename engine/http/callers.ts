// Who is signed in, remembered between requests. Reloading the person on every request cost each
// request a database round trip; instead each API process keeps them until the database says their
// access may have changed: migration 008 notifies on commit of any change to a person, their homes
// or their organisation's suspension, by any path. While that channel is down nothing is kept, and a
// load that overlapped a notification is not kept either (it may have read the old row).
import type { Listener, Store, UserRow } from '../store/index.ts';

const KEEP_MS = 10 * 60_000;  // a backstop: reload now and then even when nothing was said
const MOST = 20_000;          // people kept per process (a large group's whole staff)

export function callerMemory(store: Store) {
  const kept = new Map<string, { user: UserRow; at: number }>();
  let heard = 0;
  let listener: Listener | null = null;

  function forget(payload: string) {
    heard++;
    if (!payload.startsWith('org:')) { kept.delete(payload); return; }
    const orgId = payload.slice(4);
    for (const [id, k] of kept) if (k.user.orgId === orgId) kept.delete(id);
  }

  return {
    async start() {
      listener = await store.db.listen('caller_changed', { message: forget, down: () => { heard++; kept.clear(); } });
    },
    /** The person behind a session, as the database has them now. */
    async user(orgId: string, id: string): Promise<UserRow | null> {
      const live = listener?.live() ?? false;
      const hit = kept.get(id);
      if (live && hit && hit.user.orgId === orgId && Date.now() - hit.at < KEEP_MS) return hit.user;
      const before = heard;
      const user = await store.forOrg(orgId).people.user(id);
      if (user && live && listener!.live() && heard === before) {
        if (kept.size >= MOST) kept.clear();
        kept.set(id, { user, at: Date.now() });
      }
      return user;
    },
    /** Whether changes are being heard (while not, every request reloads its person). */
    live: () => listener?.live() ?? false,
    listenerPid: () => listener?.sessionPid() ?? null,
    /** Resolves once every change committed before the call has been heard (tests, after plain SQL). */
    settled: () => listener?.settled() ?? Promise.resolve(),
    async close() { await listener?.close(); },
  };
}
export type CallerMemory = ReturnType<typeof callerMemory>;
