// The shift pack on the device: what a shift needs to open and write its forms with no connection (the signed-in
// person, their home's young people's ids and names, staff names, the forms written offline, the on-call number),
// sealed under the person's key (deviceDb.ts) and refreshed whenever the server answers. It is read only when the
// network fails, to answer the few reads those forms make; never chronology, health, medicines or history, and the
// service worker never caches the API. Decision 0910.
import type { RecordDefinition } from '../records/types.ts';
import type { HomeRef, HomeType, Me, StaffMember, YoungPerson } from '../types.ts';
import { keyStore, PACKS, run, seal, type Sealed, unseal } from './deviceDb.ts';
import { unlocksByPassword } from './deviceKey.ts';

/** As GET /api/shift-pack answers it. */
export interface ShiftPack {
  issuedAt: string;
  home: HomeRef & { onCallPhone: string | null };
  youngPeople: Pick<YoungPerson, 'id' | 'firstName' | 'lastName' | 'preferredName'>[];
  staff: { id: string; name: string }[];
  definitions: RecordDefinition[];
}

/** What the device keeps for the person: the pack, and who they are (their own /api/auth/me). */
export interface KeptPack {
  me: Me;
  pack: ShiftPack;
}

/** The slot naming whose pack answers offline: the person signed in last on this browser (an id, nothing more). */
const CURRENT = 'current';

let kept: Promise<KeptPack | null> | null = null;

/** Keep a freshly fetched pack for the person, sealed, and make it the one read offline. */
export async function keepShiftPack(me: Me, pack: ShiftPack): Promise<void> {
  const sealed = await seal(me.id, { me, pack } satisfies KeptPack);
  await run(PACKS, 'readwrite', (s) => s.put(sealed, me.id));
  await run(PACKS, 'readwrite', (s) => s.put(me.id, CURRENT));
  kept = Promise.resolve({ me, pack });
}

/** Nothing is to be read offline for this person (signed out, or the server keeps no pack for them). */
export async function dropShiftPack(userId: string): Promise<void> {
  await run(PACKS, 'readwrite', (s) => s.delete(userId));
  const current = await run<unknown>(PACKS, 'readonly', (s) => s.get(CURRENT));
  if (current === userId) await run(PACKS, 'readwrite', (s) => s.delete(CURRENT));
  kept = null;
}

/** The pack of the person signed in last here, opened with their key; null when there is none or it cannot open. */
export function readShiftPack(): Promise<KeptPack | null> {
  const reading = (kept ??= (async () => {
    const userId = await run<unknown>(PACKS, 'readonly', (s) => s.get(CURRENT));
    if (typeof userId !== 'string') return null;
    const sealed = await run<Sealed | undefined>(PACKS, 'readonly', (s) => s.get(userId));
    return unseal<KeptPack>(userId, sealed);
  })().catch(() => null));
  // not opened (the person's key locked): read again once it is unlocked
  void reading.then((pack) => {
    if (!pack && kept === reading) kept = null;
  });
  return reading;
}

/**
 * Offline, the pack here that cannot be opened: whose it is, and whether their password opens it (false: they sign in
 * only by single sign-on, and must reconnect). Null: no pack kept, so nothing to unlock.
 */
export async function lockedPack(): Promise<{ userId: string; byPassword: boolean } | null> {
  const userId = await run<unknown>(PACKS, 'readonly', (s) => s.get(CURRENT));
  if (typeof userId !== 'string') return null;
  if (!(await run<Sealed | undefined>(PACKS, 'readonly', (s) => s.get(userId)))) return null;
  if (await readShiftPack()) return null;
  return { userId, byPassword: await unlocksByPassword(keyStore, userId) };
}

/** A young person as the pack knows them: the name and home only, and said to be so (no age, key worker…). */
function youngPersonOf(pack: ShiftPack, y: ShiftPack['youngPeople'][number]): YoungPerson {
  return {
    ...y,
    dateOfBirth: null,
    birthYear: null,
    gender: null,
    homeId: pack.home.id,
    homeName: pack.home.name,
    keyWorkerId: null,
    keyWorkerName: null,
    moveInDate: null,
    archivedAt: null,
    fromShiftPack: true,
  };
}

/**
 * The answer a GET would have had, from the pack, when the network failed: only the reads a form written offline
 * makes (who I am, the forms, the home's young people and staff); undefined for anything else, which fails as before.
 */
export function answerFromPack({ me, pack }: KeptPack, path: string): unknown {
  const url = new URL(path, 'http://offline.invalid');
  const q = url.searchParams;
  const home = q.get('home');
  if (home && home !== pack.home.id) return undefined;
  const p = url.pathname;
  if (p === '/api/auth/me') return me;
  if (p === '/api/homes') return [{ ...pack.home, address: null, archivedAt: null }];
  if (p === '/api/definitions') return pack.definitions;
  if (p === '/api/young-people') return pack.youngPeople.map((y) => youngPersonOf(pack, y));
  if (p === '/api/staff')
    return pack.staff.map((s) => ({ ...s, jobTitle: null, homeIds: [pack.home.id] }) as Partial<StaffMember>);
  const kind = /^\/api\/definitions\/([^/]+)$/.exec(p)?.[1];
  if (kind) {
    const def = pack.definitions.find((d) => d.kind === decodeURIComponent(kind));
    const version = q.get('version');
    const homeType = q.get('homeType') as HomeType | null;
    if (!def || (version && Number(version) !== def.version) || (homeType && homeType !== pack.home.type)) return;
    return def;
  }
  const ypId = /^\/api\/young-people\/([^/]+)$/.exec(p)?.[1];
  const yp = ypId && pack.youngPeople.find((y) => y.id === ypId);
  return yp ? youngPersonOf(pack, yp) : undefined;
}

/** The reader api.ts asks when the network fails: the pack of the person signed in last here, if it answers. */
export async function readOffline(path: string): Promise<unknown> {
  const kept = await readShiftPack();
  return kept ? answerFromPack(kept, path) : undefined;
}

/**
 * Fetch the person's pack for their home and keep it (called whenever the server answers: sign-in, a page load, the
 * connection back). A refusal (not staff on shift there, no forms to write offline) leaves nothing on the device.
 */
export async function refreshShiftPack(me: Me, homeId: string, fetchPack: () => Promise<ShiftPack>): Promise<void> {
  let pack: ShiftPack;
  try {
    pack = await fetchPack();
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 403 || status === 404) await dropShiftPack(me.id);
    return; // no connection, or the server failing: the pack kept stays until it can be refreshed
  }
  if (pack.definitions.length) await keepShiftPack(me, pack);
  else await dropShiftPack(me.id);
}
