// Transfers between homes (SPEC §2 /cyp/transfer-request, received, /cyp/transfer-requests): a manager of the
// young person's home asks; a manager of the receiving home accepts (naming the key worker there) or declines;
// on the agreed date the transfer scan moves them (moveDueTransfers), all in one transaction.
import { areaLevel, type Caller, homeScope, isManagerFor, worksIn } from '../access/index.ts';
import { conflict, forbidden, invalid, notFound } from '../problem.ts';
import type { OrgStore, Store } from '../store/index.ts';
import { dueTransfers, type TransferRow } from '../store/transfers.ts';
import { addDays, londonDate, ukDate } from '../time/london.ts';
import { initialStatus } from '../workflow/index.ts';

export interface TransferInput {
  youngPersonId: string;
  toHomeId: string;
  moveOn: string;
  reason: string;
}
export type Direction = 'received' | 'sent' | 'all';

/** What the sending and receiving homes are asked to do once the young person has moved. */
const SENDING_TASK =
  'Hand over: send on belongings, money, medication and anything still kept for them, and close what is left open';
const PLACEMENT_TYPE: Record<string, string> = {
  children_home: 'childrens_home',
  support_accomodation_for_older_children: 'supported_accommodation',
};

export function transferService({ store, now = () => new Date() }: { store: Store; now?: () => Date }) {
  async function load(caller: Caller, id: string) {
    const t = await store.forOrg(caller.orgId).transfers.get(id);
    if (!t) throw notFound('The transfer request');
    if (!worksIn(caller, t.fromHomeId) && !worksIn(caller, t.toHomeId))
      throw forbidden('This transfer is between homes you do not work in.');
    return t;
  }

  function needsYoungPeopleArea(caller: Caller) {
    if (areaLevel(caller, 'cyp') === 'none') throw forbidden('You need access to the "cyp" area.');
  }

  /** A request still at the version the caller saw, in a status that allows the step. */
  function expect(t: TransferRow, version: number, statuses: string[], step: string) {
    if (!statuses.includes(t.status)) throw conflict(`This request is ${t.status}; it cannot be ${step}.`);
    if (t.version !== version) throw conflict('Someone changed this request since you opened it; reload it.');
  }

  const decideTask = (id: string) => `transfer:${id}:decide`;
  async function closeDecideTask(s: OrgStore, id: string, by: string) {
    const task = await s.tasks.byNaturalKey(decideTask(id));
    if (task && task.status === 'not_complete') await s.tasks.close(task.id, null, 'completed', by);
  }

  return {
    get: load,

    async list(caller: Caller, direction: Direction, q: { youngPersonId?: string; status?: string } = {}) {
      needsYoungPeopleArea(caller);
      return store.forOrg(caller.orgId).transfers.list({ homeIds: homeScope(caller), direction, ...q, limit: 200 });
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

    async request(caller: Caller, input: TransferInput) {
      needsYoungPeopleArea(caller);
      const s = store.forOrg(caller.orgId);
      const yp = await s.people.youngPerson(input.youngPersonId);
      if (!yp)
        throw invalid('The young person is not one of your organisation.', [
          { path: '/youngPersonId', message: 'is not a young person of your organisation' },
        ]);
      if (!isManagerFor(caller, yp.homeId))
        throw forbidden("Only a manager of the young person's home can ask for a transfer.");
      if (yp.archivedAt) throw conflict('This young person is archived.');
      const to = await s.people.home(input.toHomeId);
      if (!to || to.archivedAt)
        throw invalid('The receiving home is not a home of your organisation.', [
          { path: '/toHomeId', message: 'is not a home of your organisation' },
        ]);
      if (to.id === yp.homeId)
        throw invalid('The young person already lives in this home.', [
          { path: '/toHomeId', message: 'is the home they live in' },
        ]);
      if (input.moveOn < londonDate(now()))
        throw invalid('The move date has passed.', [{ path: '/moveOn', message: 'must be today or later' }]);
      return store.transaction(caller.orgId, async (tx) => {
        const id = await tx.transfers.insert({ ...input, fromHomeId: yp.homeId, requestedBy: caller.id });
        if (!id) throw conflict('This young person already has a transfer request open; cancel it first.');
        await tx.tasks.insert({
          type: 'cyp transfer checklist',
          title: `Transfer request: ${yp.preferredName ?? yp.firstName} ${yp.lastName} from ${yp.homeName}`,
          description: `Accept or decline the request to move on ${ukDate(input.moveOn)}. Reason: ${input.reason}`,
          priority: 'high',
          dueAt: new Date(`${input.moveOn}T09:00:00Z`),
          assignedTo: await tx.transfers.managersOf(to.id),
          recordCategory: 'transfer',
          youngPersonId: yp.id,
          homeId: to.id,
          naturalKey: decideTask(id),
          createdBy: caller.id,
        });
        await tx.audit.write({
          userId: caller.id,
          action: 'transfer.request',
          entity: 'transfer',
          entityId: id,
          detail: { ...input, fromHomeId: yp.homeId },
        });
        return (await tx.transfers.get(id))!;
      });
    },

    /** The receiving home's manager agrees, naming the key worker there (and may settle the date). */
    async accept(
      caller: Caller,
      id: string,
      input: { version: number; keyWorkerId: string; moveOn?: string; note?: string },
    ) {
      const t = await load(caller, id);
      if (!isManagerFor(caller, t.toHomeId))
        throw forbidden('Only a manager of the receiving home can accept this transfer.');
      expect(t, input.version, ['requested'], 'accepted');
      const kw = await store.forOrg(caller.orgId).people.user(input.keyWorkerId);
      if (!kw || !kw.active || kw.role === 'young_person' || !kw.homeIds.includes(t.toHomeId)) {
        throw invalid('The key worker must be a member of staff of the receiving home.', [
          { path: '/keyWorkerId', message: 'is not a member of staff of the receiving home' },
        ]);
      }
      if (input.moveOn && input.moveOn < londonDate(now()))
        throw invalid('The move date has passed.', [{ path: '/moveOn', message: 'must be today or later' }]);
      return store.transaction(caller.orgId, async (tx) => {
        if (
          !(await tx.transfers.change(id, input.version, {
            status: 'accepted',
            decidedBy: caller.id,
            decisionNote: input.note ?? null,
            keyWorkerId: kw.id,
            moveOn: input.moveOn,
          }))
        ) {
          throw conflict('Someone changed this request since you opened it; reload it.');
        }
        await closeDecideTask(tx, id, caller.id);
        await tx.audit.write({
          userId: caller.id,
          action: 'transfer.accept',
          entity: 'transfer',
          entityId: id,
          detail: { keyWorkerId: kw.id, moveOn: input.moveOn ?? t.moveOn },
        });
        return (await tx.transfers.get(id))!;
      });
    },

    async decline(caller: Caller, id: string, input: { version: number; note: string }) {
      const t = await load(caller, id);
      if (!isManagerFor(caller, t.toHomeId))
        throw forbidden('Only a manager of the receiving home can decline this transfer.');
      expect(t, input.version, ['requested'], 'declined');
      if (!input.note.trim())
        throw invalid('Say why the transfer is declined.', [{ path: '/note', message: 'is required' }]);
      return store.transaction(caller.orgId, async (tx) => {
        if (
          !(await tx.transfers.change(id, input.version, {
            status: 'declined',
            decidedBy: caller.id,
            decisionNote: input.note,
          }))
        )
          throw conflict('Someone changed this request since you opened it; reload it.');
        await closeDecideTask(tx, id, caller.id);
        await tx.audit.write({
          userId: caller.id,
          action: 'transfer.decline',
          entity: 'transfer',
          entityId: id,
          detail: { note: input.note },
        });
        return (await tx.transfers.get(id))!;
      });
    },

    /** The sending home withdraws a request (before the move). */
    async cancel(caller: Caller, id: string, input: { version: number; note: string }) {
      const t = await load(caller, id);
      if (!isManagerFor(caller, t.fromHomeId))
        throw forbidden('Only a manager of the sending home can cancel this transfer.');
      expect(t, input.version, ['requested', 'accepted'], 'cancelled');
      if (!input.note.trim())
        throw invalid('Say why the transfer is cancelled.', [{ path: '/note', message: 'is required' }]);
      return store.transaction(caller.orgId, async (tx) => {
        if (!(await tx.transfers.change(id, input.version, { status: 'cancelled', decisionNote: input.note })))
          throw conflict('Someone changed this request since you opened it; reload it.');
        const task = await tx.tasks.byNaturalKey(decideTask(id));
        if (task && task.status === 'not_complete') await tx.tasks.close(task.id, null, 'cancelled', caller.id);
        await tx.audit.write({
          userId: caller.id,
          action: 'transfer.cancel',
          entity: 'transfer',
          entityId: id,
          detail: { note: input.note },
        });
        return (await tx.transfers.get(id))!;
      });
    },
  };
}

/**
 * The move, for every accepted transfer whose date has come (the transfer scan; `today` a London date).
 * Each is one transaction: the young person, their records' access and key worker change home; the home
 * left becomes a placement-history record; a draft move-in is made with the organisation's Move-In Checklist
 * (/defaults/checklist); both homes' managers get a task. A young person archived meanwhile is not moved.
 */
export async function moveDueTransfers(store: Store, today: string): Promise<{ moved: string[]; cancelled: string[] }> {
  const moved: string[] = [];
  const cancelled: string[] = [];
  for (const due of await dueTransfers(store.db, today)) {
    // read before the transaction: PGlite has one connection, so nothing may be asked outside it meanwhile
    const versions = {
      placement: (await store.definitions.latest('placement-history', due.orgId))!,
      moveIn: (await store.definitions.latest('move-in', due.orgId))!,
    };
    const outcome = await store.transaction(due.orgId, async (s) => {
      const t = await s.transfers.get(due.id, true);
      if (!t || t.status !== 'accepted') return null; // another scan got there first
      const yp = (await s.people.youngPerson(t.youngPersonId))!;
      if (yp.archivedAt || yp.homeId !== t.fromHomeId) {
        await s.transfers.change(t.id, t.version, {
          status: 'cancelled',
          decisionNote: 'Not moved: the young person had left the sending home before the agreed date.',
        });
        return 'cancelled' as const;
      }
      await moveOne(s, t, yp, versions);
      return 'moved' as const;
    });
    if (outcome === 'moved') moved.push(due.id);
    if (outcome === 'cancelled') cancelled.push(due.id);
  }
  return { moved, cancelled };
}

type Version = NonNullable<Awaited<ReturnType<Store['definitions']['latest']>>>;

async function moveOne(
  s: OrgStore,
  t: TransferRow,
  yp: NonNullable<Awaited<ReturnType<OrgStore['people']['youngPerson']>>>,
  versions: { placement: Version; moveIn: Version },
) {
  const from = (await s.people.home(t.fromHomeId))!;
  const org = await s.people.organisation();
  const author = { id: t.decidedBy!, name: t.decidedByName! };
  await s.transfers.move(t);
  const insert = async (version: Version, data: Record<string, unknown>, date: string) => {
    const { row } = await s.records.insert({
      kind: version.kind,
      definitionVersionId: version.id,
      definitionVersion: version.version,
      youngPersonId: t.youngPersonId,
      homeId: t.toHomeId,
      staffId: null,
      authorId: author.id,
      authorName: author.name,
      status: initialStatus((version.definition as { workflow: string }).workflow),
      recordDate: new Date(date),
      data,
    });
    return row!.id;
  };
  const placementRecordId = await insert(
    versions.placement,
    {
      asAt: t.moveOn,
      source: `Transfer from ${from.name} to ${t.toHomeName}`,
      placements: [
        {
          provider: from.name,
          type: PLACEMENT_TYPE[from.type] ?? 'childrens_home',
          from: yp.moveInDate ?? londonDate(t.requestedAt),
          to: t.moveOn,
          reasonForEnding: 'planned_move',
          endingDetail: t.reason,
        },
      ],
    },
    t.moveOn,
  );
  const checklist = ((org?.settings as { moveInChecklist?: string[] } | undefined)?.moveInChecklist ?? []).map(
    (item) => ({ item, done: false }),
  );
  const moveInRecordId = await insert(
    versions.moveIn,
    {
      arrivalDate: t.moveOn,
      arrivedFrom: from.name,
      keyWorker: t.keyWorkerId,
      checklist,
    },
    t.moveOn,
  );
  await s.transfers.markMoved(t.id, { moveInRecordId, placementRecordId });
  const name = `${yp.preferredName ?? yp.firstName} ${yp.lastName}`;
  const due = new Date(`${addDays(t.moveOn, 1)}T17:00:00Z`);
  await s.tasks.insert({
    type: 'cyp move in checklist',
    title: `Move-in checklist: ${name} arrived from ${from.name}`,
    description: `Complete the move-in record (its checklist is the organisation's Move-In Checklist). Key worker: ${t.keyWorkerName ?? 'not named'}.`,
    priority: 'high',
    dueAt: due,
    assignedTo: await s.transfers.managersOf(t.toHomeId),
    recordCategory: 'move-in',
    recordId: moveInRecordId,
    youngPersonId: t.youngPersonId,
    homeId: t.toHomeId,
    naturalKey: `transfer:${t.id}:arrived`,
    createdBy: null,
  });
  await s.tasks.insert({
    type: 'cyp transfer checklist',
    title: `${name} has moved to ${t.toHomeName}`,
    description: SENDING_TASK,
    priority: 'medium',
    dueAt: due,
    assignedTo: await s.transfers.managersOf(t.fromHomeId),
    recordCategory: 'transfer',
    youngPersonId: t.youngPersonId,
    homeId: t.fromHomeId,
    naturalKey: `transfer:${t.id}:left`,
    createdBy: null,
  });
  await s.audit.write({
    userId: null,
    action: 'transfer.move',
    entity: 'transfer',
    entityId: t.id,
    detail: {
      youngPersonId: t.youngPersonId,
      fromHomeId: t.fromHomeId,
      toHomeId: t.toHomeId,
      keyWorkerId: t.keyWorkerId,
      moveInRecordId,
      placementRecordId,
    },
  });
  await s.outbox.add('young-person.changed', { youngPersonId: t.youngPersonId, action: 'transfer' });
}
