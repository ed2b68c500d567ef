// Keep a record's deadline tasks in step with its data (run by the record-changes worker after every write):
// a task opened as soon as the event is recorded, due by the rule; completed when met, saying whether in time
// or how late; re-timed when the start is corrected; a review date moved later completes the old one (the plan
// was reviewed) and opens the next; cancelled when the event is no longer recorded or the record is archived.
// A write to one record can meet another's deadline (a risk assessment updated after an incident), so the
// young person's other records with open deadlines are brought into step too.
import { allDeadlines } from '../../definitions/deadlines.ts';
import { auditStore } from '../store/audit.ts';
import { deadlineCandidates, deadlineStore } from '../store/deadlines.ts';
import type { Store } from '../store/index.ts';
import { peopleStore } from '../store/people.ts';
import { recordStore } from '../store/records.ts';
import { taskStore } from '../store/tasks.ts';
import {
  applicable,
  DEADLINE_TASK_PREFIX,
  type DeadlineRecord,
  deadlinesOf,
  outcomeOf,
  readPath,
  type Written,
} from './rules.ts';
import type { RecordDeadline } from './types.ts';

export interface SyncResult {
  created: number;
  completed: number;
  cancelled: number;
  moved: number;
}

const watched = (rules: RecordDeadline[]) => new Set(rules.flatMap((r) => r.kinds));
const metByKinds = (rules: RecordDeadline[]) =>
  new Set(rules.flatMap((r) => r.met.flatMap((m) => ('kinds' in m ? m.kinds : []))));

/** Does a write of this kind concern any deadline (its own, or another record's that it may meet)? */
export function concernsDeadlines(kind: string, rules = allDeadlines): boolean {
  return watched(rules).has(kind) || metByKinds(rules).has(kind);
}

export async function syncDeadlines(
  store: Store,
  orgId: string,
  recordId: string,
  rules = allDeadlines,
): Promise<SyncResult> {
  const out: SyncResult = { created: 0, completed: 0, cancelled: 0, moved: 0 };
  const others = await store.db.transaction(async (tx) => {
    const records = recordStore(tx, orgId);
    const r = await records.get(recordId);
    if (!r || !r.youngPersonId) return [];
    if (watched(rules).has(r.kind)) await syncOne(tx, orgId, r.id, rules, out);
    // another record's deadline may be met by this one (a later save of a linked or named kind)
    return concernsDeadlines(r.kind, rules)
      ? deadlineStore(tx, orgId).recordsWithOpenDeadlines(r.youngPersonId, r.id)
      : [];
  });
  for (const id of others) await store.db.transaction((tx) => syncOne(tx, orgId, id, rules, out));
  return out;
}

type Tx = Parameters<Parameters<Store['db']['transaction']>[0]>[0];

async function syncOne(tx: Tx, orgId: string, recordId: string, rules: RecordDeadline[], out: SyncResult) {
  const records = recordStore(tx, orgId);
  const people = peopleStore(tx, orgId);
  const tasks = taskStore(tx, orgId);
  const audit = auditStore(tx, orgId);
  const ds = deadlineStore(tx, orgId);
  const r = await records.get(recordId);
  if (!r || !r.youngPersonId) return;
  const home = r.homeId ? await people.home(r.homeId) : null;
  const yp = await people.youngPerson(r.youngPersonId);
  const row: DeadlineRecord = {
    id: r.id,
    kind: r.kind,
    status: r.status,
    submission: r.submission,
    archivedAt: r.archivedAt,
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
    homeType: home?.type ?? 'children_home',
    data: r.data,
    youngPersonName: yp ? `${yp.preferredName ?? yp.firstName} ${yp.lastName}` : 'the young person',
  };
  const written: Written = new Map();
  for (const { rule, start } of applicable(rules, row)) {
    const kinds = rule.met.flatMap((m) => ('kinds' in m ? m.kinds : []));
    if (!kinds.length) continue;
    written.set(
      rule.key,
      rule.within.onTheDate
        ? await ds.supersededAt(r.youngPersonId, kinds, r.id, row.createdAt)
        : await ds.firstWrittenAfter(r.youngPersonId, kinds, start),
    );
  }
  // records a rule reads through a link (a follow-up's safeguarding concern), when ours and about the same young person
  written.linked = new Map();
  for (const { rule } of applicable(rules, row)) {
    for (const m of rule.met) {
      const id = 'via' in m && m.via ? readPath(r.data, m.via) : null;
      const linked = typeof id === 'string' ? await records.get(id).catch(() => null) : null;
      if (linked && linked.youngPersonId === r.youngPersonId) written.linked.set(linked.id, linked.data);
    }
  }
  const wanted = deadlinesOf(rules, row, written);
  const existing = (await tasks.forRecord(r.id)).filter((t) => t.naturalKey?.startsWith(DEADLINE_TASK_PREFIX));
  const ruleOf = (key: string) => key.slice(DEADLINE_TASK_PREFIX.length).split(':')[0];
  for (const task of existing.filter((t) => t.status === 'not_complete')) {
    const w = wanted.find((x) => x.naturalKey === task.naturalKey);
    const redated = !w && wanted.find((x) => x.rule.within.onTheDate && x.rule.key === ruleOf(task.naturalKey!));
    // a review date moved later: the review was done (at this save); moved earlier, it is simply re-dated
    const reviewedAt = redated && redated.dueAt.getTime() > new Date(task.dueAt).getTime() ? row.updatedAt : null;
    const doneAt = w?.doneAt ?? reviewedAt;
    if (w && !w.doneAt) {
      if (new Date(task.dueAt).getTime() !== w.dueAt.getTime()) {
        await tasks.update(task.id, task.version, { dueAt: w.dueAt });
        out.moved++;
      }
      continue;
    }
    const note = doneAt ? outcomeOf(new Date(task.dueAt), doneAt) : null;
    if (note) await tasks.update(task.id, task.version, { description: `${note}. ${task.description ?? ''}`.trim() });
    await tasks.close(task.id, null, doneAt ? 'completed' : 'cancelled', null);
    await audit.write({
      userId: null,
      action: doneAt ? 'task.completed' : 'task.cancelled',
      entity: 'task',
      entityId: task.id,
      detail: {
        rule: ruleOf(task.naturalKey!),
        reason: doneAt ? 'the records show it done' : 'the record no longer asks for it',
        outcome: note,
      },
    });
    out[doneAt ? 'completed' : 'cancelled']++;
  }
  const missing = wanted.filter((w) => !w.doneAt && !existing.some((t) => t.naturalKey === w.naturalKey));
  if (!missing.length) return;
  const managers = await people.managersOf(r.homeId);
  for (const w of missing) {
    const task = await tasks.insert({
      type: w.rule.taskType,
      title: w.title,
      description: w.description,
      priority: w.rule.priority,
      dueAt: w.dueAt,
      assignedTo: managers,
      recordCategory: w.rule.category,
      recordId: r.id,
      youngPersonId: r.youngPersonId,
      homeId: r.homeId,
      naturalKey: w.naturalKey,
      createdBy: null,
    });
    if (!task) continue; // another worker made it first
    out.created++;
    await audit.write({
      userId: null,
      action: 'task.create',
      entity: 'task',
      entityId: task.id,
      detail: { rule: w.rule.key, naturalKey: w.naturalKey },
    });
  }
}

/** How far back the catch-up scan looks for records without their deadline tasks. */
export const CATCH_UP_DAYS = 2;
const SCAN_LIMIT = 2000;

/** The safety net (run with the obligations scan): a record whose change was never relayed still gets its tasks, and
 *  an open deadline is re-checked against what other records now say. */
export async function deadlineScan(store: Store, now: Date, rules = allDeadlines): Promise<SyncResult> {
  const out: SyncResult = { created: 0, completed: 0, cancelled: 0, moved: 0 };
  const kinds = [...watched(rules)];
  for (const c of await deadlineCandidates(
    store.db,
    kinds,
    new Date(now.getTime() - CATCH_UP_DAYS * 86_400_000),
    SCAN_LIMIT,
  )) {
    await store.db.transaction((tx) => syncOne(tx, c.orgId, c.id, rules, out));
  }
  return out;
}
