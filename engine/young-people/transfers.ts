// Transfers between homes (SPEC §2 /cyp/transfer-request, received, /cyp/transfer-requests) as the transfer screens
// read them. A transfer is a record of the home-transfer kind: every step goes through the one pipeline (the
// kind's access and hooks, validation, one statement with its version, audit and outbox); this module names the
// kind, shapes the answers in the screens' words (accepted, declined), and makes the move on the agreed day
// (moveDueTransfers, the transfer scan), all of it in one transaction.
import { areaLevel, type Caller, homeScope } from '../access/index.ts';
import { kindAccessOf } from '../access/kinds.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { requestActions } from '../pipeline/approval.ts';
import { forbidden, notFound } from '../problem.ts';
import type { RecordService } from '../records/service.ts';
import type { OrgStore, Store } from '../store/index.ts';
import { dueRequests, type RequestRow } from '../store/requests.ts';
import { addDays, londonDate } from '../time/london.ts';
import { engineStep, initialStatus } from '../workflow/index.ts';
import { TRANSFER_KIND, TRANSFER_SPAN, transferData } from './transfer-hooks.ts';

export interface TransferInput {
  youngPersonId: string;
  toHomeId: string;
  moveOn: string;
  reason: string;
}
export type Direction = 'received' | 'sent' | 'all';

/** The screens' words for the approval statuses (a transfer is accepted or declined, then moved). */
const SHOWN: Record<string, string> = { approved: 'accepted', rejected: 'declined' };
const STORED: Record<string, string> = { accepted: 'approved', declined: 'rejected' };
export const TRANSFER_STATUSES = ['requested', 'accepted', 'declined', 'cancelled', 'moved'] as const;

/** What the sending and receiving homes are asked to do once the young person has moved. */
const SENDING_TASK =
  'Hand over: send on belongings, money, medication and anything still kept for them, and close what is left open';
const PLACEMENT_TYPE: Record<string, string> = {
  children_home: 'childrens_home',
  support_accomodation_for_older_children: 'supported_accommodation',
};

/** A transfer record as the screens read it: who decided and why, and when it moved, from its history. */
export function transferOf(r: RequestRow, names: { homes: Map<string, string>; staff: Record<string, string> }) {
  const t = transferData(r.data);
  const decided = r.steps.filter((s) => s.action === 'approve' || s.action === 'reject').at(-1);
  const said = r.steps.filter((s) => s.action !== 'move' && s.reason).at(-1);
  const moved = r.steps.find((s) => s.action === 'move');
  return {
    id: r.id,
    youngPersonId: r.youngPersonId!,
    youngPersonName: r.youngPersonName!,
    fromHomeId: r.homeId,
    fromHomeName: r.homeName,
    toHomeId: t.toHomeId,
    toHomeName: names.homes.get(t.toHomeId) ?? '',
    moveOn: t.moveOn,
    reason: t.reason,
    status: SHOWN[r.status] ?? r.status,
    keyWorkerId: t.keyWorkerId ?? null,
    keyWorkerName: t.keyWorkerId ? (names.staff[t.keyWorkerId] ?? null) : null,
    requestedBy: r.authorId,
    requestedByName: r.authorName,
    requestedAt: r.createdAt,
    decidedBy: decided?.by ?? null,
    decidedByName: decided?.byName ?? null,
    decidedAt: decided?.at ?? null,
    decisionNote: said?.reason ?? null,
    movedAt: moved?.at ?? null,
    moveInRecordId: t.moveInRecordId ?? null,
    placementRecordId: t.placementRecordId ?? null,
    version: r.version,
  };
}

export function transferService({
  store,
  registry,
  records,
  now = () => new Date(),
}: {
  store: Store;
  registry: DefinitionRegistry;
  records: RecordService;
  now?: () => Date;
}) {
  const requests = (c: Caller) => store.forOrg(c.orgId).records.requests;

  function needsYoungPeopleArea(caller: Caller) {
    if (areaLevel(caller, 'cyp') === 'none') throw forbidden('You need access to the "cyp" area.');
  }

  /** The requests with the homes' and key workers' names, and what the person acting may do with each now. */
  async function shown(c: Caller, rows: RequestRow[]) {
    const s = store.forOrg(c.orgId);
    const def = (await registry.latest(TRANSFER_KIND, c.orgId))!.def;
    const keyWorkers = rows.map((r) => transferData(r.data).keyWorkerId).filter((id): id is string => !!id);
    const [homes, staff] = await Promise.all([s.people.homes(), s.people.staffNames([...new Set(keyWorkers)])]);
    const names = { homes: new Map(homes.map((h) => [h.id, h.name])), staff };
    return rows.map((r) => ({ ...transferOf(r, names), actions: requestActions(c, def, r, now()) }));
  }

  async function get(c: Caller, id: string) {
    await records.read(c, TRANSFER_KIND, id); // the read rule (404 or 403), and the opening kept
    const row = await requests(c).get(TRANSFER_KIND, id);
    if (!row) throw notFound('The transfer request');
    return (await shown(c, [row]))[0];
  }

  /** A step taken against the version the screen had (a stale one is 409). */
  async function step(
    c: Caller,
    id: string,
    action: 'approve' | 'reject' | 'cancel',
    version: number,
    note: string | undefined,
    patch?: Record<string, unknown>,
  ) {
    await records.act(c, TRANSFER_KIND, id, action, version, note?.trim() || undefined, undefined, patch);
    return get(c, id);
  }

  return {
    get,

    async list(caller: Caller, direction: Direction, q: { youngPersonId?: string; status?: string } = {}) {
      needsYoungPeopleArea(caller);
      const homes = homeScope(caller);
      const side = direction === 'received' ? 'field' : direction === 'sent' ? 'record' : 'either';
      const rows = await requests(caller).overlapping({
        kind: TRANSFER_KIND,
        span: TRANSFER_SPAN,
        homeIds: homes === 'all' ? undefined : homes,
        homeSide: { field: 'toHomeId', side },
        youngPersonId: q.youngPersonId,
        statuses: q.status ? [STORED[q.status] ?? q.status] : undefined,
        limit: 200,
      });
      return shown(caller, rows);
    },

    /** The organisation's Move-In Checklist (/defaults/checklist), which a new move-in record starts with. */
    async moveInChecklist(caller: Caller) {
      needsYoungPeopleArea(caller);
      const org = await store.forOrg(caller.orgId).people.organisation();
      return { items: (org?.settings as { moveInChecklist?: string[] } | undefined)?.moveInChecklist ?? [] };
    },

    /** Where a young person may move: the organisation's open homes (names only; any of them may be asked). */
    async destinations(caller: Caller) {
      needsYoungPeopleArea(caller);
      const homes = await store.forOrg(caller.orgId).people.homes();
      return homes.filter((h) => !h.archivedAt).map((h) => ({ id: h.id, name: h.name, type: h.type }));
    },

    /**
     * The young people the caller may ask a transfer for: the kind's own create access, asked of each young person
     * of the caller's homes (the ask screen offers these; creating one asks it again).
     */
    async askable(caller: Caller) {
      needsYoungPeopleArea(caller);
      const access = kindAccessOf(TRANSFER_KIND)!;
      const yps = await store.forOrg(caller.orgId).people.youngPeople({ homeIds: homeScope(caller) });
      return yps
        .filter((y) => !y.archivedAt)
        .filter((y) => access.create(caller, { homeId: y.homeId, youngPersonId: y.id, staffId: null }, []).ok)
        .map((y) => ({ youngPersonId: y.id }));
    },

    /** A manager of the young person's home asks (the kind's access and hooks: the homes, the day, one open). */
    async request(caller: Caller, input: TransferInput) {
      needsYoungPeopleArea(caller);
      const { youngPersonId, toHomeId, moveOn, reason } = input;
      const made = await records.create(caller, TRANSFER_KIND, { youngPersonId, data: { toHomeId, moveOn, reason } });
      return get(caller, made.id);
    },

    /** The receiving home's manager agrees, naming the key worker there (and may settle the date). */
    accept: (c: Caller, id: string, input: { version: number; keyWorkerId: string; moveOn?: string; note?: string }) =>
      step(c, id, 'approve', input.version, input.note, {
        keyWorkerId: input.keyWorkerId,
        ...(input.moveOn ? { moveOn: input.moveOn } : {}),
      }),

    decline: (c: Caller, id: string, input: { version: number; note: string }) =>
      step(c, id, 'reject', input.version, input.note),

    /** The sending home withdraws a request (before the move). */
    cancel: (c: Caller, id: string, input: { version: number; note: string }) =>
      step(c, id, 'cancel', input.version, input.note),
  };
}

type Version = NonNullable<Awaited<ReturnType<Store['definitions']['latest']>>>;

/**
 * The move, for every accepted transfer whose date has come (the transfer scan; `today` a London date). Each is one
 * transaction: the young person, their records' access and key worker change home; the home left becomes a
 * placement-history record; a draft move-in is made with the organisation's Move-In Checklist (/defaults/checklist);
 * both homes' managers get a task; the transfer's own step `move` (status moved) is its last version. A young person
 * archived or gone elsewhere meanwhile is not moved: the transfer is cancelled, saying why.
 */
export async function moveDueTransfers(store: Store, today: string): Promise<{ moved: string[]; cancelled: string[] }> {
  const moved: string[] = [];
  const cancelled: string[] = [];
  const due = await dueRequests(store.db, { kind: TRANSFER_KIND, field: 'moveOn', status: 'approved', today });
  for (const { id, orgId } of due) {
    // read before the transaction: PGlite has one connection, so nothing may be asked outside it meanwhile
    const versions = {
      placement: (await store.definitions.latest('placement-history', orgId))!,
      moveIn: (await store.definitions.latest('move-in', orgId))!,
    };
    const outcome = await store.transaction(orgId, async (s) => {
      const first = await s.records.requests.get(TRANSFER_KIND, id);
      if (!first) return null;
      await s.records.requests.holdSubject(TRANSFER_KIND, first.youngPersonId!); // another scan waits here
      const r = await s.records.requests.get(TRANSFER_KIND, id);
      if (!r || !engineStep('approval', r.status, 'MOVE')) return null; // another scan got there first
      // the steps the engine takes are written on the word of whoever accepted the transfer
      const by = r.steps.filter((x) => x.action === 'approve').at(-1)!;
      const yp = (await s.people.youngPerson(r.youngPersonId!))!;
      if (yp.archivedAt || yp.homeId !== r.homeId) {
        const reason = 'Not moved: the young person had left the sending home before the agreed date.';
        const done = await s.records.change(r.id, r.version, { status: 'cancelled', reason }, by.by, 'cancel');
        return done ? ('cancelled' as const) : null;
      }
      await moveOne(s, r, yp, { id: by.by, name: by.byName }, versions);
      return 'moved' as const;
    });
    if (outcome === 'moved') moved.push(id);
    if (outcome === 'cancelled') cancelled.push(id);
  }
  return { moved, cancelled };
}

async function moveOne(
  s: OrgStore,
  r: RequestRow,
  yp: NonNullable<Awaited<ReturnType<OrgStore['people']['youngPerson']>>>,
  author: { id: string; name: string },
  versions: { placement: Version; moveIn: Version },
) {
  const t = transferData(r.data);
  const to = (await s.people.home(t.toHomeId))!;
  const fromType = (await s.people.home(r.homeId))?.type ?? 'children_home';
  const org = await s.people.organisation();
  const keyWorker = t.keyWorkerId ? await s.people.user(t.keyWorkerId) : null;
  await s.people.moveYoungPerson({
    id: yp.id,
    toHomeId: to.id,
    keyWorkerId: t.keyWorkerId ?? null,
    moveOn: t.moveOn,
    keep: [TRANSFER_KIND],
  });
  const insert = async (version: Version, data: Record<string, unknown>) => {
    const { row } = await s.records.insert({
      kind: version.kind,
      definitionVersionId: version.id,
      definitionVersion: version.version,
      youngPersonId: yp.id,
      homeId: to.id,
      staffId: null,
      authorId: author.id,
      authorName: author.name,
      status: initialStatus((version.definition as { workflow: string }).workflow),
      recordDate: new Date(t.moveOn),
      data,
    });
    return row!.id;
  };
  const placementRecordId = await insert(versions.placement, {
    asAt: t.moveOn,
    source: `Transfer from ${r.homeName} to ${to.name}`,
    placements: [
      {
        provider: r.homeName,
        type: PLACEMENT_TYPE[fromType] ?? 'childrens_home',
        from: yp.moveInDate ?? londonDate(r.createdAt),
        to: t.moveOn,
        reasonForEnding: 'planned_move',
        endingDetail: t.reason,
      },
    ],
  });
  const checklist = ((org?.settings as { moveInChecklist?: string[] } | undefined)?.moveInChecklist ?? []).map(
    (item) => ({ item, done: false }),
  );
  const moveInRecordId = await insert(versions.moveIn, {
    arrivalDate: t.moveOn,
    arrivedFrom: r.homeName,
    keyWorker: t.keyWorkerId,
    checklist,
  });
  const done = await s.records.change(
    r.id,
    r.version,
    { status: 'moved', data: { ...r.data, moveInRecordId, placementRecordId } },
    author.id,
    'move',
  );
  if (!done) throw new Error(`transfer ${r.id} changed while it was being moved`);
  const name = yp.preferredName ? `${yp.preferredName} ${yp.lastName}` : `${yp.firstName} ${yp.lastName}`;
  const dueAt = new Date(`${addDays(t.moveOn, 1)}T17:00:00Z`);
  await s.tasks.insert({
    type: 'cyp move in checklist',
    title: `Move-in checklist: ${name} arrived from ${r.homeName}`,
    description: `Complete the move-in record (its checklist is the organisation's Move-In Checklist). Key worker: ${keyWorker?.name ?? 'not named'}.`,
    priority: 'high',
    dueAt,
    assignedTo: await s.people.managersOf(to.id),
    recordCategory: 'move-in',
    recordId: moveInRecordId,
    youngPersonId: yp.id,
    homeId: to.id,
    naturalKey: `transfer:${r.id}:arrived`,
    createdBy: null,
  });
  await s.tasks.insert({
    type: 'cyp transfer checklist',
    title: `${name} has moved to ${to.name}`,
    description: SENDING_TASK,
    priority: 'medium',
    dueAt,
    assignedTo: await s.people.managersOf(r.homeId),
    recordCategory: 'transfer',
    youngPersonId: yp.id,
    homeId: r.homeId,
    naturalKey: `transfer:${r.id}:left`,
    createdBy: null,
  });
  await s.audit.write({
    userId: null,
    action: 'transfer.move',
    entity: 'transfer',
    entityId: r.id,
    detail: {
      youngPersonId: yp.id,
      fromHomeId: r.homeId,
      toHomeId: to.id,
      keyWorkerId: t.keyWorkerId ?? null,
      moveInRecordId,
      placementRecordId,
    },
  });
  await s.outbox.add('young-person.changed', { youngPersonId: yp.id, action: 'transfer' });
}
