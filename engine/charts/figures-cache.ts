// Chart figures kept per process. A figure is a sum over chart_counts, which only the chart worker and
// a rebuild write, and both announce it on `charts_changed` (the organisation's id) in the transaction
// that writes (engine/store/charts.ts), so the notification arrives once it is committed. A request first
// waits until every notification committed before it has been heard (one `select 1` on the listening
// session), so it never reads figures older than a change committed before it began; while that session
// is down nothing is kept or read, and a load that overlapped a notification is not kept.
import type { Listener, Store } from '../store/index.ts';

const MOST = 2_000; // figures kept per process; past that all are dropped and loaded again

export function figuresCache(store: Store) {
  const kept = new Map<string, Map<string, unknown>>(); // organisation → key → figures
  let size = 0;
  let heard = 0;
  let listener: Listener | null = null;
  // One `select 1` at a time on the listening session: a request waits for one sent after it arrived,
  // shared with every other request that arrived meanwhile.
  let running: Promise<void> | null = null,
    next: Promise<void> | null = null;
  const settle = (l: Listener): Promise<void> => {
    if (!running) {
      running = l.settled().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return settle(l);
      });
    return next;
  };
  const forget = (orgId?: string) => {
    heard++;
    if (orgId === undefined) {
      kept.clear();
      size = 0;
      return;
    }
    size -= kept.get(orgId)?.size ?? 0;
    kept.delete(orgId);
  };
  return {
    async start() {
      listener = await store.db.listen('charts_changed', { message: (orgId) => forget(orgId), down: () => forget() });
    },
    async close() {
      await listener?.close();
      listener = null;
      forget();
    },
    /** The figures under `key` for the organisation, loaded once until the organisation's charts change. */
    async get<T>(orgId: string, key: string, load: () => Promise<T>): Promise<T> {
      const l = listener;
      if (!l) return load();
      await settle(l);
      if (!l.live()) return load();
      const mine = kept.get(orgId);
      if (mine?.has(key)) return mine.get(key) as T;
      const before = heard;
      const value = await load();
      if (heard === before && l.live() && listener === l) {
        if (size >= MOST) forget();
        const m = kept.get(orgId) ?? new Map<string, unknown>();
        kept.set(orgId, m);
        m.set(key, value);
        size++;
      }
      return value;
    },
  };
}
export type FiguresCache = ReturnType<typeof figuresCache>;
