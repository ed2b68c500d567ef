// What goes with a transfer between homes beside its definition (definitions/young-person/home-transfer.ts): the
// rules the schema cannot hold — the receiving home is another open home of the organisation, the day has not
// passed, the key worker named on accepting works there, a decline or withdrawal says why, one open transfer per
// young person — and what follows in the write's transaction: the receiving home's managers get a task to decide,
// closed once it is decided or withdrawn. The move on the agreed day is the scan's (transfers.ts).
import { fieldReader } from '../definitions/field-reads.ts';
import type { KindHooks } from '../pipeline/types.ts';
import { conflict, invalid } from '../problem.ts';
import type { OrgStore, RecordRow } from '../store/index.ts';
import { londonDate, ukDate } from '../time/london.ts';

export const TRANSFER_KIND = 'home-transfer';
/** The field that dates a transfer (read by date like every request). */
export const TRANSFER_SPAN: [string, string] = ['moveOn', 'moveOn'];
export const OPEN_TRANSFER = ['requested', 'approved'];

export interface TransferData {
  toHomeId: string;
  moveOn: string;
  reason: string;
  keyWorkerId?: string;
  moveInRecordId?: string;
  placementRecordId?: string;
}
export const transferData = (data: Record<string, unknown>) => data as unknown as TransferData;

/** The receiving home a transfer names (absent when the caller has only the record's place, not its data). */
export const receivingHomeOf = (row: { data?: Record<string, unknown> }) =>
  typeof row.data?.toHomeId === 'string' ? row.data.toHomeId : null;

/** What the transfer rules, list and scan read of a transfer. */
export const fieldReads = fieldReader('Transfers between homes (who decides, the move on its day)', [
  { kind: TRANSFER_KIND, path: 'toHomeId', type: 'text', why: 'the receiving home, whose manager decides' },
  { kind: TRANSFER_KIND, path: 'moveOn', type: 'date', why: 'the day the young person moves' },
  { kind: TRANSFER_KIND, path: 'keyWorkerId', type: 'link to staff', why: 'the key worker at the receiving home' },
  { kind: TRANSFER_KIND, path: 'reason', type: 'text', why: 'told to the receiving home and kept on the placement' },
]);

/** The receiving home's task to decide, closed when it is decided or withdrawn. */
export const decideTaskKey = (id: string) => `transfer:${id}:decide`;

async function closeDecideTask(tx: OrgStore, id: string, status: 'completed' | 'cancelled', by: string) {
  const task = await tx.tasks.byNaturalKey(decideTaskKey(id));
  if (task && task.status === 'not_complete') await tx.tasks.close(task.id, null, status, by);
}

async function asked(tx: OrgStore, row: RecordRow, by: string) {
  // one open transfer per young person: held for the transaction, so two asked at once cannot both stand
  await tx.records.requests.holdSubject(TRANSFER_KIND, row.youngPersonId!);
  const open = await tx.records.requests.overlapping({
    kind: TRANSFER_KIND,
    span: TRANSFER_SPAN,
    youngPersonId: row.youngPersonId!,
    statuses: OPEN_TRANSFER,
    except: row.id,
    limit: 1,
  });
  if (open.length) throw conflict('This young person already has a transfer request open; cancel it first.');
  const t = transferData(row.data);
  const yp = (await tx.people.youngPerson(row.youngPersonId!))!;
  await tx.tasks.insert({
    type: 'cyp transfer checklist',
    title: `Transfer request: ${yp.preferredName ?? yp.firstName} ${yp.lastName} from ${yp.homeName}`,
    description: `Accept or decline the request to move on ${ukDate(t.moveOn)}. Reason: ${t.reason}`,
    priority: 'high',
    dueAt: new Date(`${t.moveOn}T09:00:00Z`),
    assignedTo: await tx.people.managersOf(t.toHomeId),
    recordCategory: 'transfer',
    youngPersonId: row.youngPersonId,
    homeId: t.toHomeId,
    naturalKey: decideTaskKey(row.id),
    createdBy: by,
  });
}

const past = (day: string, now: Date) => day < londonDate(now);

export const homeTransferHooks: KindHooks = {
  async beforeChange(ctx) {
    const t = transferData(ctx.data);
    if (ctx.action === 'create' || ctx.action === 'update') {
      // the key worker is named on accepting, and the records the move makes are the move's
      const { keyWorkerId: _k, moveInRecordId: _m, placementRecordId: _p, ...asked } = ctx.data;
      const to = await ctx.store.people.home(t.toHomeId);
      if (!to || to.archivedAt)
        throw invalid('The receiving home is not a home of your organisation.', [
          { path: '/toHomeId', message: 'is not a home of your organisation' },
        ]);
      if (to.id === ctx.place.homeId)
        throw invalid('The young person already lives in this home.', [
          { path: '/toHomeId', message: 'is the home they live in' },
        ]);
      if (past(t.moveOn, ctx.now))
        throw invalid('The move date has passed.', [{ path: '/moveOn', message: 'must be today or later' }]);
      return { data: { ...asked, reason: t.reason.trim() } };
    }
    if (ctx.action === 'approve') {
      const kw = t.keyWorkerId ? await ctx.store.people.user(t.keyWorkerId) : null;
      if (!kw || !kw.active || kw.role === 'young_person' || !kw.homeIds.includes(t.toHomeId))
        throw invalid('The key worker must be a member of staff of the receiving home.', [
          { path: '/keyWorkerId', message: 'is not a member of staff of the receiving home' },
        ]);
      const before = ctx.before ? transferData(ctx.before.data).moveOn : t.moveOn;
      if (t.moveOn !== before && past(t.moveOn, ctx.now))
        throw invalid('The move date has passed.', [{ path: '/moveOn', message: 'must be today or later' }]);
    }
    if ((ctx.action === 'reject' || ctx.action === 'cancel') && !ctx.reason?.trim())
      throw invalid(`Say why the transfer is ${ctx.action === 'reject' ? 'declined' : 'cancelled'}.`, [
        { path: '/reason', message: 'is required' },
      ]);
    return { data: ctx.data };
  },

  async afterChange({ action, row, tx, caller }) {
    if (action === 'create') await asked(tx, row, caller.id);
    else if (action === 'approve' || action === 'reject') await closeDecideTask(tx, row.id, 'completed', caller.id);
    else if (action === 'cancel') await closeDecideTask(tx, row.id, 'cancelled', caller.id);
  },
};
