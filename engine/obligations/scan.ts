// The obligations scan: for every declared duty and every subject it applies to, keep exactly one
// open system task from `leadDays` before it is due until a record (or named source) meets it; then
// close it saying whether it was done in time. Everything is decided by rules.ts from what the
// store reads in a few set-based statements; reruns and concurrent scans change nothing twice
// (natural keys on insert; closing only what is still open).
import { allObligations } from '../../definitions/obligations.ts';
import { type HomeType, resolveWording } from '../../definitions/wording.ts';
import type { Store } from '../store/index.ts';
import { fromLocal, parseYmd } from '../time/london.ts';
import { policyInterval } from './policies.ts';
import { naturalKey, type OpenTask, plan, unitOf } from './rules.ts';
import { type NewObligationTask, obligationStore, type SubjectRow } from './store.ts';
import type { Obligation } from './types.ts';

export interface ScanResult {
  created: number;
  completed: number;
  cancelled: number;
}

/** Tasks are due at the end of the working day (17:00 London), as the complaint timescales are. */
export function dueAtOf(dueOn: string): Date {
  return fromLocal({ ...parseYmd(dueOn), hour: 17, minute: 0 });
}

/** The task's record category: its type when that is one, else by subject. */
const CATEGORY_BY_SUBJECT = { staff: 'hr', home: 'compliance/policy', 'young-person': 'profile' } as const;

function title(ob: Obligation, s: SubjectRow): string {
  const type = (s.homeType ?? 'children_home') as HomeType;
  return resolveWording(ob.title, type).replaceAll('{name}', s.name);
}

function newTask(ob: Obligation, s: SubjectRow, dueOn: string, categories: Set<string>): NewObligationTask {
  return {
    orgId: s.orgId,
    naturalKey: naturalKey(ob.key, s.subjectId, dueOn),
    type: ob.taskType,
    title: title(ob, s),
    description: resolveWording(ob.description, (s.homeType ?? 'children_home') as HomeType),
    recordCategory: ob.recordCategory ?? (categories.has(ob.taskType) ? ob.taskType : CATEGORY_BY_SUBJECT[ob.subject]),
    dueAt: dueAtOf(dueOn),
    assignedTo: s.assignees,
    homeId: s.homeId,
    staffId: ob.subject === 'staff' ? s.subjectId : null,
    youngPersonId: ob.subject === 'young-person' ? s.subjectId : null,
  };
}

/** One obligation across every organisation. */
export async function scanObligation(
  store: Store,
  ob: Obligation,
  today: string,
  categories: Set<string>,
): Promise<ScanResult> {
  const os = obligationStore(store.db);
  let subjects: SubjectRow[];
  let open;
  // a policy duty's interval is each subject's (their home's policy, probation): worked out before its open tasks
  const every = new Map<SubjectRow, Obligation['every']>();
  if (ob.policy) {
    subjects = await os.subjects(ob);
    for (const s of subjects) every.set(s, policyInterval(ob.policy, s, today));
    const days = subjects.map((s) => ({ orgId: s.orgId, subjectId: s.subjectId, days: unitOf(every.get(s)!).n }));
    open = await os.openTasks(ob, today, days);
  } else [subjects, open] = await Promise.all([os.subjects(ob), os.openTasks(ob, today)]);
  const tasksOf = new Map<string, (OpenTask & { orgId: string })[]>();
  for (const t of open) {
    const k = `${t.orgId}:${t.subjectId}`;
    tasksOf.set(k, [...(tasksOf.get(k) ?? []), t]);
  }
  const inserts: NewObligationTask[] = [];
  const closes: { orgId: string; id: string; note: string | null }[] = [];
  for (const s of subjects) {
    const k = `${s.orgId}:${s.subjectId}`;
    const tasks = tasksOf.get(k) ?? [];
    tasksOf.delete(k);
    const own = every.get(s);
    const p = plan(own ? { ...ob, every: own } : ob, {
      applies: true,
      anchorOn: s.anchorOn,
      lastMet: s.lastMet,
      today,
      tasks,
    });
    if (p.open && !tasks.some((t) => t.dueOn === p.open)) inserts.push(newTask(ob, s, p.open, categories));
    for (const c of p.complete) closes.push({ orgId: s.orgId, id: c.id, note: c.note });
    for (const id of p.cancel) closes.push({ orgId: s.orgId, id, note: null });
  }
  // Open tasks whose subject no longer applies (left, moved out, archived home, duty switched off).
  for (const tasks of tasksOf.values()) {
    const p = plan(ob, { applies: false, anchorOn: today, lastMet: null, today, tasks });
    for (const c of p.complete) closes.push({ orgId: tasks[0].orgId, id: c.id, note: c.note });
    for (const id of p.cancel) closes.push({ orgId: tasks[0].orgId, id, note: null });
  }
  const out: ScanResult = { created: await os.insertTasks(inserts, 'obligations'), completed: 0, cancelled: 0 };
  for (const c of closes) {
    const done = await store.transaction(c.orgId, async (s) => {
      const task = await s.tasks.get(c.id);
      if (!task || task.status !== 'not_complete') return false;
      // Say how it was met on the task itself, then close it the way every system task closes.
      if (
        c.note &&
        !(await s.tasks.update(task.id, task.version, {
          description: [task.description, `${c.note}.`].filter(Boolean).join('\n\n'),
        }))
      )
        return false;
      if (!(await s.tasks.close(task.id, null, c.note ? 'completed' : 'cancelled', null))) return false;
      await s.audit.write({
        userId: null,
        action: c.note ? 'task.completed' : 'task.cancelled',
        entity: 'task',
        entityId: task.id,
        detail: { worker: 'obligations', obligation: ob.key, reason: c.note ?? 'it no longer applies' },
      });
      return true;
    });
    if (done) out[c.note ? 'completed' : 'cancelled']++;
  }
  return out;
}

/** Every declared obligation (or those given), one after another. */
export async function scanObligations(
  store: Store,
  today: string,
  categories: Set<string>,
  obligations: Obligation[] = allObligations,
) {
  const total: ScanResult & { obligations: number } = {
    obligations: obligations.length,
    created: 0,
    completed: 0,
    cancelled: 0,
  };
  for (const ob of obligations) {
    const r = await scanObligation(store, ob, today, categories);
    total.created += r.created;
    total.completed += r.completed;
    total.cancelled += r.cancelled;
  }
  return total;
}
