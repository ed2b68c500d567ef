// Chart figures kept per process (engine/charts/figures-cache.ts): kept until a notification for the
// organisation, never kept from a load that overlapped one or while the listening session is down, and
// each read waits for a `select 1` sent after it arrived — one at a time on the listening session.
import { describe, expect, it } from 'vitest';
import { figuresCache } from '../../engine/charts/figures-cache.ts';
import type { ListenHandlers } from '../../engine/store/db.ts';
import type { Store } from '../../engine/store/index.ts';

function fakeStore() {
  let handlers: ListenHandlers | null = null;
  let live = true,
    inFlight = 0,
    most = 0,
    sent = 0;
  const pending: (() => void)[] = [];
  const listener = {
    live: () => live,
    sessionPid: () => null,
    async close() {},
    settled() {
      sent++;
      inFlight++;
      most = Math.max(most, inFlight);
      return new Promise<void>((resolve) =>
        pending.push(() => {
          inFlight--;
          resolve();
        }),
      );
    },
  };
  const store = {
    db: {
      listen: async (_c: string, on: ListenHandlers) => {
        handlers = on;
        return listener;
      },
    },
  } as unknown as Store;
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return {
    store,
    tick,
    notify: (orgId: string) => handlers!.message(orgId),
    down: () => {
      live = false;
      handlers!.down();
    },
    up: () => {
      live = true;
    },
    /** Answer the `select 1` sent first. */
    answer: async () => {
      pending.shift()!();
      await tick();
    },
    stats: () => ({ sent, most, waiting: pending.length }),
  };
}

/** Answer every settle until `p` resolves. */
async function settleAll(f: ReturnType<typeof fakeStore>, p: Promise<unknown>) {
  let done = false;
  void p.then(() => {
    done = true;
  });
  for (let i = 0; i < 20 && !done; i++) {
    await f.tick();
    if (f.stats().waiting) await f.answer();
  }
  return p;
}

describe('chart figures kept per process', () => {
  it('loads once until the organisation is notified, and keeps organisations apart', async () => {
    const f = fakeStore();
    const cache = figuresCache(f.store);
    await cache.start();
    let loads = 0;
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    expect(await settleAll(f, cache.get('org-a', 'k', load('a1')))).toBe('a1');
    expect(await settleAll(f, cache.get('org-a', 'k', load('a2')))).toBe('a1');
    expect(await settleAll(f, cache.get('org-b', 'k', load('b1')))).toBe('b1');
    f.notify('org-a');
    expect(await settleAll(f, cache.get('org-a', 'k', load('a3')))).toBe('a3');
    expect(await settleAll(f, cache.get('org-b', 'k', load('b2')))).toBe('b1');
    expect(loads).toBe(3); // a1, b1, a3
  });

  it('keeps nothing from a load that overlapped a notification, nor while the listening session is down', async () => {
    const f = fakeStore();
    const cache = figuresCache(f.store);
    await cache.start();
    const overlapped = cache.get('org-a', 'k', async () => {
      f.notify('org-a');
      return 'old';
    });
    expect(await settleAll(f, overlapped)).toBe('old');
    expect(
      await settleAll(
        f,
        cache.get('org-a', 'k', async () => 'new'),
      ),
    ).toBe('new');
    f.down();
    expect(
      await settleAll(
        f,
        cache.get('org-a', 'k', async () => 'while down'),
      ),
    ).toBe('while down');
    expect(
      await settleAll(
        f,
        cache.get('org-a', 'k', async () => 'still down'),
      ),
    ).toBe('still down');
    f.up();
    expect(
      await settleAll(
        f,
        cache.get('org-a', 'k', async () => 'back'),
      ),
    ).toBe('back');
    expect(
      await settleAll(
        f,
        cache.get('org-a', 'k', async () => 'not read'),
      ),
    ).toBe('back');
  });

  it('waits for a select 1 sent after the request arrived, one at a time, shared by those waiting', async () => {
    const f = fakeStore();
    const cache = figuresCache(f.store);
    await cache.start();
    let first = false;
    const a = cache
      .get('org-a', 'a', async () => 'a')
      .then(() => {
        first = true;
      });
    await f.tick();
    expect(f.stats()).toEqual({ sent: 1, most: 1, waiting: 1 });
    // three more arrive while the first select 1 is out: none is sent yet, and none may use the first
    let later = 0;
    const more = ['b', 'c', 'd'].map((k) =>
      cache
        .get('org-a', k, async () => k)
        .then(() => {
          later++;
        }),
    );
    await f.tick();
    expect(f.stats()).toEqual({ sent: 1, most: 1, waiting: 1 });
    await f.answer();
    expect(first).toBe(true);
    expect(later).toBe(0);
    expect(f.stats()).toEqual({ sent: 2, most: 1, waiting: 1 }); // one more, for the three
    await f.answer();
    await Promise.all([a, ...more]);
    expect(later).toBe(3);
    expect(f.stats().sent).toBe(2);
  });
});
