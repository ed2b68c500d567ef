// What each request would otherwise look up again: who is signed in and whether their session still
// runs (migration 012: ending one notifies too), and where a young person lives
// (their home decides who may see and write their records). Each API process keeps these until the
// database says they may have changed: migration 008 notifies on commit of any change to a person,
// their homes, their organisation's suspension or a young person's home, by any path. While that
// channel is down nothing is kept, and a load that overlapped a notification is not kept either (it
// may have read the old row).
// It also keeps each organisation's row (its settings, toggles and features) and each home's (its type
// decides a form's fields and wording), which every save read again although they change rarely;
// migration 042 notifies on commit of any change to either.
// It also keeps which people a form may name: ids the database has said are this organisation's staff
// or young people. Those rows are never deleted nor moved to another organisation, so an id once
// found stays good; all are forgotten anyway whenever any change to people is heard.
import type { RefKind } from '../records/references.ts';
import type { HomeRow, Listener, OrganisationRow, PlacementRow, SessionRow, Store, UserRow } from '../store/index.ts';

const KEEP_MS = 10 * 60_000; // a backstop: reload now and then even when nothing was said
const MOST = 20_000; // entries kept per kind per process (a large group's whole staff)

export function rememberedAccess(store: Store) {
  const callers = new Map<string, { value: UserRow; at: number }>();
  const placements = new Map<string, { value: PlacementRow; at: number }>();
  const sessions = new Map<string, { value: SessionRow; at: number }>();
  const homes = new Map<string, { value: HomeRow; at: number }>();
  const organisations = new Map<string, { value: OrganisationRow & { orgId: string }; at: number }>();
  const named = new Map<string, Set<string>>(); // `${orgId} ${kind}` → ids found of that organisation
  let namedCount = 0;
  const forgetNamed = () => {
    named.clear();
    namedCount = 0;
  };
  let heard = 0;
  let listener: Listener | null = null;

  function forget(payload: string) {
    heard++;
    // a session ended changes no one's access nor who is of the organisation
    if (payload.startsWith('session:')) {
      sessions.delete(payload.slice(8));
      return;
    }
    // nor does a home's or an organisation's own row (their type, name, settings and toggles)
    if (payload.startsWith('home:')) {
      homes.delete(payload.slice(5));
      return;
    }
    if (payload.startsWith('organisation:')) {
      organisations.delete(payload.slice(13));
      return;
    }
    forgetNamed();
    if (payload.startsWith('yp:')) placements.delete(payload.slice(3));
    else if (payload.startsWith('org:')) {
      const orgId = payload.slice(4);
      for (const [id, k] of callers) if (k.value.orgId === orgId) callers.delete(id);
    } else callers.delete(payload);
  }

  /** The kept value if still good, else load it (and keep it if nothing was heard meanwhile). */
  async function recall<T extends { orgId: string }>(
    kept: Map<string, { value: T; at: number }>,
    orgId: string,
    id: string,
    load: () => Promise<T | null>,
  ) {
    const live = listener?.live() ?? false;
    const hit = kept.get(id);
    if (live && hit && hit.value.orgId === orgId && Date.now() - hit.at < KEEP_MS) return hit.value;
    const before = heard;
    const value = await load();
    if (value && live && listener!.live() && heard === before) {
      if (kept.size >= MOST) kept.clear();
      kept.set(id, { value, at: Date.now() });
    }
    return value;
  }

  return {
    async start() {
      listener = await store.db.listen('access_changed', {
        message: forget,
        down: () => {
          heard++;
          callers.clear();
          placements.clear();
          sessions.clear();
          homes.clear();
          organisations.clear();
          forgetNamed();
        },
      });
    },
    /** The person behind a session, as the database has them now. */
    user: (orgId: string, id: string) => recall(callers, orgId, id, () => store.forOrg(orgId).people.user(id)),
    /** The session a cookie names, while it runs (null: ended, expired or not of this organisation). */
    session: (orgId: string, id: string) => recall(sessions, orgId, id, () => store.forOrg(orgId).sessions.live(id)),
    /** Where a young person of this organisation lives (null: not one of theirs). */
    placement: (orgId: string, id: string) =>
      recall(placements, orgId, id, () => store.forOrg(orgId).people.placement(id)),
    /** A home of this organisation (null: not one of theirs). Kept objects are shared: never change them. */
    home: (orgId: string, id: string) => recall(homes, orgId, id, () => store.forOrg(orgId).people.home(id)),
    /** The organisation's own row: its settings, toggles and features. Shared: never change it. */
    organisation: (orgId: string) =>
      recall(organisations, orgId, orgId, async () => {
        const row = await store.forOrg(orgId).people.organisation();
        return row && { ...row, orgId: row.id };
      }),
    /** People a form names, once found to be of the organisation. */
    named: {
      /** Taken before a lookup: what it finds is kept only if nothing was heard meanwhile. */
      mark: () => heard,
      known: (orgId: string, kind: RefKind, id: string) => named.get(`${orgId} ${kind}`)?.has(id) ?? false,
      learn(orgId: string, kind: RefKind, ids: Iterable<string>, mark: number) {
        if (!(listener?.live() ?? false) || heard !== mark) return;
        const key = `${orgId} ${kind}`;
        let set = named.get(key);
        if (!set) named.set(key, (set = new Set()));
        for (const id of ids)
          if (!set.has(id)) {
            set.add(id);
            namedCount++;
          }
        if (namedCount > MOST * 5) forgetNamed();
      },
    },
    /** Whether changes are being heard (while not, every request looks everything up). */
    live: () => listener?.live() ?? false,
    listenerPid: () => listener?.sessionPid() ?? null,
    /** Resolves once every change committed before the call has been heard (tests, after plain SQL). */
    settled: () => listener?.settled() ?? Promise.resolve(),
    async close() {
      await listener?.close();
    },
  };
}
export type RememberedAccess = ReturnType<typeof rememberedAccess>;
