// Tasks: set, edit, complete, cancel and list them. Asks engine/access who may, checks the SPEC
// lists' keys, and writes through engine/store in one transaction with its audit entry.
import { randomUUID } from 'node:crypto';
import { eventTaskTypes, priorities, recordCategories } from '../../definitions/lists/index.ts';
import {
  type Caller,
  decideHomeTasks,
  decideTask,
  decideTaskAssign,
  isYoungPersonLogin,
  type TaskAction,
  taskActions,
} from '../access/index.ts';
import type { FieldError } from '../definitions/ajv.ts';
import { isStorableInstant, isUuid } from '../definitions/formats.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { conflict, forbidden, invalid, notFound, Problem } from '../problem.ts';
import { withoutUnreadableRecords } from '../records/readable.ts';
import { visibleSubjects } from '../records/references.ts';
import type { OrgStore, Store, TaskPatch, TaskRow } from '../store/index.ts';
import { londonDate } from '../time/london.ts';
import { checkRecurrence, type RecurrenceInput, type RecurrenceRule, ruleFrom } from './recurrence.ts';

export interface TaskInput {
  type: string;
  title: string;
  description?: string | null;
  priority?: string;
  dueAt: string;
  assignedTo?: string[];
  recordCategory?: string;
  recordId?: string | null;
  youngPersonId?: string | null;
  homeId?: string | null;
  staffId?: string | null;
  recurrence?: RecurrenceInput | null;
}
export type TaskEdit = Partial<Omit<TaskInput, 'recordId' | 'youngPersonId' | 'homeId' | 'staffId'>> & {
  version: number;
};

const keysOf = (l: { items: readonly { value: string }[] }) => new Set(l.items.map((i) => i.value));
const TYPES = keysOf(eventTaskTypes);
const PRIORITIES = keysOf(priorities);
const CATEGORIES = keysOf(recordCategories);

/** Reference-list keys, the due time and the repeat: every fault with its path. */
function checkFields(input: Partial<TaskInput>): FieldError[] {
  const errors: FieldError[] = [];
  if (input.type !== undefined && !TYPES.has(input.type))
    errors.push({ path: '/type', message: 'is not an event/task type (list eventTaskTypes)' });
  if (input.priority !== undefined && !PRIORITIES.has(input.priority))
    errors.push({ path: '/priority', message: 'must be high, medium or low' });
  if (input.recordCategory !== undefined && !CATEGORIES.has(input.recordCategory))
    errors.push({ path: '/recordCategory', message: 'is not a record category (list recordCategories)' });
  if (input.title !== undefined && !input.title.trim()) errors.push({ path: '/title', message: 'is required' });
  if (input.dueAt !== undefined && Number.isNaN(new Date(input.dueAt).getTime()))
    errors.push({ path: '/dueAt', message: 'must be a date and time' });
  if (input.recurrence) {
    errors.push(...checkRecurrence(input.recurrence));
    if (input.recurrence.until && input.dueAt && input.recurrence.until < londonDate(new Date(input.dueAt))) {
      errors.push({ path: '/recurrence/until', message: 'is before the first occurrence' });
    }
  }
  return errors;
}

/** Task types kept in one home type only (a Reg 44 visit: children's homes), by value. */
const TYPE_HOMES = new Map<string, string[]>(
  eventTaskTypes.items.flatMap((i): [string, string[]][] =>
    'homeTypes' in i && Array.isArray(i.homeTypes) ? [[i.value, i.homeTypes as string[]]] : [],
  ),
);

/** A type the task's home does not have (SA reg 32 has no monthly independent visitor): one error at /type. */
async function checkTypeForHome(s: OrgStore, homeId: string | null, type: string | undefined): Promise<void> {
  const only = type ? TYPE_HOMES.get(type) : undefined;
  if (!only || !homeId) return;
  const home = await s.people.home(homeId);
  if (home && !only.includes(home.type))
    throw invalid('Some fields are not valid.', [{ path: '/type', message: 'is not kept in this type of home' }]);
}

/** The same repeat as stored (anchor aside)? */
function sameRule(a: RecurrenceRule | null, b: RecurrenceInput | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return (
    a.freq === b.freq &&
    a.interval === (b.interval ?? 1) &&
    (a.unit ?? null) === (b.freq === 'custom' ? (b.unit ?? null) : null) &&
    (a.until ?? null) === (b.until ?? null)
  );
}

export function taskOut(t: TaskRow, c: Caller) {
  const rule = t.recurrence as RecurrenceRule | null;
  return {
    id: t.id,
    type: t.type,
    title: t.title,
    description: t.description,
    priority: t.priority,
    status: t.status,
    dueAt: t.dueAt,
    assignedTo: t.assignedTo,
    assignees: t.assignees,
    recordCategory: t.recordCategory,
    recordId: t.recordId,
    youngPersonId: t.youngPersonId,
    youngPersonName: t.youngPersonName,
    homeId: t.homeId,
    homeName: t.homeName,
    staffId: t.staffId,
    recurrence: rule
      ? { freq: rule.freq, interval: rule.interval, unit: rule.unit ?? null, until: rule.until ?? null }
      : null,
    seriesId: t.seriesId,
    occurrence: t.occurrence,
    occurrenceNo: t.occurrenceNo,
    system: t.naturalKey !== null,
    version: t.version,
    createdBy: t.createdBy,
    createdByName: t.createdByName,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    completedAt: t.completedAt,
    completedBy: t.completedBy,
    cancelledAt: t.cancelledAt,
    cancelledBy: t.cancelledBy,
    actions: taskActions(c, t),
  };
}

const encodeCursor = (t: { cursorAt: string; id: string }) =>
  Buffer.from(JSON.stringify([t.cursorAt, t.id])).toString('base64url');
function decodeCursor(cursor: string): { dueAt: string; id: string } {
  try {
    const [dueAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    if (!isStorableInstant(dueAt) || !isUuid(id)) throw new Error();
    return { dueAt, id };
  } catch {
    throw new Problem(400, 'Bad request', 'The cursor is not one this API gave out.', [
      { path: '/cursor', message: 'is not valid' },
    ]);
  }
}

export function taskService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  async function load(c: Caller, id: string, want: TaskAction) {
    const s = store.forOrg(c.orgId);
    const task = await s.tasks.get(id);
    if (!task) throw notFound('The task');
    const verdict = decideTask(c, task, want);
    if (!verdict.ok) throw verdict.status === 404 ? notFound('The task') : forbidden(verdict.reason);
    return { task, s };
  }

  /** Who may be given tasks in this home: active people of the organisation who work there (or directors). */
  async function checkAssignees(s: OrgStore, homeId: string | null, ids: string[]): Promise<void> {
    const users = await s.people.users({ ids });
    const errors: FieldError[] = [];
    ids.forEach((id, i) => {
      const u = users.find((x) => x.id === id);
      if (!u) errors.push({ path: `/assignedTo/${i}`, message: 'is not an active member of staff' });
      else if (homeId && u.role !== 'director' && !u.homeIds.includes(homeId))
        errors.push({ path: `/assignedTo/${i}`, message: 'does not work in this home' });
    });
    if (errors.length) throw invalid('Some people cannot be given this task.', errors);
  }

  /**
   * Where the task belongs: from its record or young person, else the home given. Each id named
   * must be one the caller may see (422 otherwise); a young person's own login sets tasks about
   * themselves only.
   */
  async function placeOf(c: Caller, s: OrgStore, input: TaskInput) {
    const named = { ...input, youngPersonId: input.youngPersonId ?? (isYoungPersonLogin(c) ? c.youngPersonId : null) };
    const { record, youngPerson } = await visibleSubjects(c, s, registry, named);
    let homeId = input.homeId ?? null;
    let youngPersonId = named.youngPersonId ?? null;
    if (record) {
      homeId = record.homeId;
      youngPersonId = youngPersonId ?? record.youngPersonId;
    }
    const yp = youngPerson ?? (youngPersonId ? await s.people.youngPerson(youngPersonId) : null);
    if (yp) {
      if (homeId && homeId !== yp.homeId)
        throw invalid("The task's home is not the young person's home.", [
          { path: '/homeId', message: "is not the young person's home" },
        ]);
      homeId = yp.homeId;
    }
    return { homeId, youngPersonId, recordId: record?.id ?? null, staffId: input.staffId ?? null };
  }

  /** "Task assigned" alerts for people newly given a task (not the person who gave it). */
  async function alertAssigned(s: OrgStore, c: Caller, task: TaskRow, people: string[]) {
    for (const userId of people.filter((u) => u !== c.id)) {
      await s.alerts.raise(
        {
          kind: 'task_assigned',
          recordCategory: task.recordCategory,
          title: `${c.name} gave you a task: ${task.title}`,
          taskId: task.id,
          homeId: task.homeId,
          youngPersonId: task.youngPersonId,
          recordId: task.recordId,
          dueOn: londonDate(new Date(task.dueAt)),
          naturalKey: `task_assigned:${task.id}:${userId}`,
          createdBy: c.id,
        },
        [userId],
      );
    }
  }

  async function close(c: Caller, id: string, version: number, status: 'completed' | 'cancelled' | 'rejected_by_yp') {
    const { task } = await load(c, id, status === 'cancelled' ? 'cancel' : 'complete');
    if (task.naturalKey)
      throw conflict('This task closes by itself when its record shows it was done; update the record instead.');
    if (task.status !== 'not_complete') throw conflict(`This task is already ${task.status.replaceAll('_', ' ')}.`);
    if (task.version !== version)
      throw conflict(
        `This task was changed by someone else (you had version ${version}, it is now ${task.version}). Reload it first.`,
      );
    if (status === 'rejected_by_yp' && !task.youngPersonId)
      throw conflict('Only a task about a young person can be rejected by them.');
    const next = await store.transaction(c.orgId, async (s) => {
      const row = await s.tasks.close(id, version, status, c.id);
      if (!row) throw conflict('This task was changed by someone else. Reload it first.');
      await s.audit.write({
        userId: c.id,
        action: `task.${status}`,
        entity: 'task',
        entityId: id,
        detail: { version: row.version },
      });
      if (status !== 'cancelled' && task.createdBy && task.createdBy !== c.id) {
        await s.alerts.raise(
          {
            kind: 'task_completed',
            recordCategory: task.recordCategory,
            title: `${c.name} closed the task: ${task.title}`,
            taskId: id,
            homeId: task.homeId,
            youngPersonId: task.youngPersonId,
            naturalKey: `task_completed:${id}`,
            createdBy: c.id,
          },
          [task.createdBy],
        );
      }
      return row;
    });
    return (await withoutUnreadableRecords({ store, registry }, c, [taskOut(next, c)]))[0];
  }

  return {
    async create(c: Caller, input: TaskInput) {
      const errors = checkFields(input);
      if (errors.length) throw invalid('Some fields are not valid.', errors);
      const s = store.forOrg(c.orgId);
      const place = await placeOf(c, s, input);
      await checkTypeForHome(s, place.homeId, input.type);
      const assignedTo = [...new Set(input.assignedTo?.length ? input.assignedTo : [c.id])];
      const verdict = decideTaskAssign(c, place.homeId, assignedTo);
      if (!verdict.ok) throw forbidden(verdict.reason);
      await checkAssignees(s, place.homeId, assignedTo);
      const dueAt = new Date(input.dueAt);
      const id = randomUUID();
      const series = input.recurrence
        ? {
            recurrence: { ...ruleFrom(input.recurrence, dueAt, 0) },
            seriesId: id,
            occurrenceNo: 0,
            occurrence: londonDate(dueAt),
          }
        : {};
      const task = await store.transaction(c.orgId, async (tx) => {
        const row = (await tx.tasks.insert({
          id,
          type: input.type,
          title: input.title.trim(),
          description: input.description ?? null,
          priority: input.priority ?? 'medium',
          dueAt,
          assignedTo,
          recordCategory: input.recordCategory ?? 'task',
          ...place,
          ...series,
          createdBy: c.id,
        }))!;
        await tx.audit.write({
          userId: c.id,
          action: 'task.create',
          entity: 'task',
          entityId: id,
          detail: { assignedTo, recurring: !!input.recurrence },
        });
        await alertAssigned(tx, c, row, assignedTo);
        return row;
      });
      return taskOut(task, c);
    },

    async read(c: Caller, id: string) {
      // a task names its record only to those the read rule lets see it (records/readable.ts)
      return (
        await withoutUnreadableRecords({ store, registry }, c, [taskOut((await load(c, id, 'read')).task, c)])
      )[0];
    },

    async update(c: Caller, id: string, input: TaskEdit) {
      const { task } = await load(c, id, 'edit');
      if (task.naturalKey)
        throw conflict(
          'This task was raised by the system from a record; it closes when the record shows it was done.',
        );
      if (task.status !== 'not_complete')
        throw conflict(`A task that is ${task.status.replaceAll('_', ' ')} cannot be edited.`);
      if (task.version !== input.version)
        throw conflict(
          `This task was changed by someone else (you had version ${input.version}, it is now ${task.version}). Reload it first.`,
        );
      const errors = checkFields({ ...input, dueAt: input.dueAt ?? new Date(task.dueAt).toISOString() });
      if (errors.length) throw invalid('Some fields are not valid.', errors);
      await checkTypeForHome(store.forOrg(c.orgId), task.homeId, input.type);
      const patch: TaskPatch = {
        type: input.type,
        title: input.title?.trim(),
        description: input.description,
        priority: input.priority,
        recordCategory: input.recordCategory,
        dueAt: input.dueAt ? new Date(input.dueAt) : undefined,
      };
      const added = input.assignedTo ? input.assignedTo.filter((u) => !task.assignedTo.includes(u)) : [];
      if (input.assignedTo) {
        if (!input.assignedTo.length)
          throw invalid('Give the task to someone.', [
            { path: '/assignedTo', message: 'must name at least one person' },
          ]);
        const verdict = decideTaskAssign(c, task.homeId, added.length ? added : [c.id]);
        if (!verdict.ok) throw forbidden(verdict.reason);
        await checkAssignees(store.forOrg(c.orgId), task.homeId, input.assignedTo);
        patch.assignedTo = [...new Set(input.assignedTo)];
      }
      // The repeat is changed on the latest occurrence: earlier ones already have their successor.
      const current = task.recurrence as RecurrenceRule | null;
      const changesRule = input.recurrence !== undefined && !sameRule(current, input.recurrence);
      if (changesRule && task.succeededAt) throw conflict('Change the repeat on the latest occurrence of this series.');
      if (!task.succeededAt && (changesRule || (current && input.dueAt))) {
        const wanted = input.recurrence === undefined ? current : input.recurrence;
        const dueAt = patch.dueAt ?? new Date(task.dueAt);
        if (wanted) {
          patch.recurrence = { ...ruleFrom(wanted, dueAt, task.occurrenceNo ?? 0) };
          patch.seriesId = task.seriesId ?? task.id;
          patch.occurrenceNo = task.occurrenceNo ?? 0;
        } else {
          patch.recurrence = null; // the series stops here; its earlier occurrences stay
        }
      }
      if (patch.dueAt) patch.occurrence = task.seriesId || patch.seriesId ? londonDate(patch.dueAt) : undefined;
      const next = await store.transaction(c.orgId, async (tx) => {
        const row = await tx.tasks.update(id, input.version, patch);
        if (!row) throw conflict('This task was changed by someone else. Reload it first.');
        await tx.audit.write({
          userId: c.id,
          action: 'task.update',
          entity: 'task',
          entityId: id,
          detail: {
            version: row.version,
            fields: Object.keys(patch).filter((k) => patch[k as keyof TaskPatch] !== undefined),
          },
        });
        await alertAssigned(tx, c, row, added);
        return row;
      });
      return (await withoutUnreadableRecords({ store, registry }, c, [taskOut(next, c)]))[0];
    },

    complete: (c: Caller, id: string, version: number) => close(c, id, version, 'completed'),
    cancel: (c: Caller, id: string, version: number) => close(c, id, version, 'cancelled'),
    rejectedByYoungPerson: (c: Caller, id: string, version: number) => close(c, id, version, 'rejected_by_yp'),

    /** My tasks, soonest due first. */
    async mine(c: Caller, q: { status?: string; limit?: number; cursor?: string; slice?: 'hr' | 'cyp' }) {
      const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
      const rows = await store.forOrg(c.orgId).tasks.list({
        assignee: c.id,
        status: q.status,
        hrSlice: q.slice === 'hr',
        cypSlice: q.slice === 'cyp',
        limit: limit + 1,
        cursor: q.cursor ? decodeCursor(q.cursor) : undefined,
      });
      const page = rows.slice(0, limit);
      return {
        items: await withoutUnreadableRecords(
          { store, registry },
          c,
          page.map((t) => taskOut(t, c)),
        ),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
      };
    },

    /** A home's tasks, soonest due first. */
    async forHome(
      c: Caller,
      homeId: string,
      q: { status?: string; limit?: number; cursor?: string; slice?: 'hr' | 'cyp' },
    ) {
      const verdict = decideHomeTasks(c, homeId);
      if (!verdict.ok) throw forbidden(verdict.reason);
      const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
      const rows = await store.forOrg(c.orgId).tasks.list({
        homeId,
        status: q.status,
        hrSlice: q.slice === 'hr',
        cypSlice: q.slice === 'cyp',
        limit: limit + 1,
        cursor: q.cursor ? decodeCursor(q.cursor) : undefined,
      });
      const page = rows.slice(0, limit);
      return {
        items: await withoutUnreadableRecords(
          { store, registry },
          c,
          page.map((t) => taskOut(t, c)),
        ),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
      };
    },
  };
}
export type TaskService = ReturnType<typeof taskService>;
