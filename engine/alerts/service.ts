// Alerts for people: my alerts, read one, mark read (one, or in bulk where the organisation
// allows it), and alerts written by hand (Create New Alert / Edit Alert Details).
import { randomUUID } from 'node:crypto';
import { alertKinds, recordCategories } from '../../definitions/lists/index.ts';
import { type Caller, decideAlert, decideAlertSend, decideBulk } from '../access/index.ts';
import type { FieldError } from '../definitions/ajv.ts';
import { isStorableInstant, isUuid } from '../definitions/formats.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { conflict, forbidden, invalid, notFound, Problem } from '../problem.ts';
import { withoutUnreadableRecords } from '../records/readable.ts';
import { visibleSubjects } from '../records/references.ts';
import type { AlertPatch, AlertRow, OrgStore, Store } from '../store/index.ts';

export interface AlertInput {
  kind: string;
  recordCategory?: string;
  title: string;
  body?: string | null;
  dueOn?: string | null;
  forUsers: string[];
  youngPersonId?: string | null;
  homeId?: string | null;
  staffId?: string | null;
}
export type AlertEdit = Partial<Omit<AlertInput, 'youngPersonId' | 'homeId' | 'staffId'>> & { version: number };

const KINDS = new Set(alertKinds.items.map((i) => i.value as string));
const CATEGORIES = new Set(recordCategories.items.map((i) => i.value as string));

function checkFields(input: Partial<AlertInput>): FieldError[] {
  const errors: FieldError[] = [];
  if (input.kind !== undefined && !KINDS.has(input.kind))
    errors.push({ path: '/kind', message: 'is not an alert kind (list alertKinds)' });
  if (input.recordCategory !== undefined && !CATEGORIES.has(input.recordCategory))
    errors.push({ path: '/recordCategory', message: 'is not a record category (list recordCategories)' });
  if (input.title !== undefined && !input.title.trim()) errors.push({ path: '/title', message: 'is required' });
  if (input.dueOn && !/^\d{4}-\d{2}-\d{2}$/.test(input.dueOn))
    errors.push({ path: '/dueOn', message: 'must be a date (YYYY-MM-DD)' });
  if (input.forUsers !== undefined && !input.forUsers.length)
    errors.push({ path: '/forUsers', message: 'must name at least one person' });
  return errors;
}

/** Alerts written by hand can be edited and archived; those the system raised cannot. */
const isManual = (a: Pick<AlertRow, 'naturalKey'>) => a.naturalKey.startsWith('manual:');

/**
 * SPEC §3 "alert read": whoever wrote an alert by hand is told as each recipient reads it, in one alert per alert that
 * counts the readers (decision 0811), so an alert sent to a whole team does not flood its writer.
 */
async function tellRead(s: Pick<OrgStore, 'alerts'>, c: Caller, ids: string[]) {
  for (const id of ids) {
    const a = await s.alerts.get(id, c.id);
    if (!a || !isManual(a) || !a.createdBy || a.createdBy === c.id) continue;
    await s.alerts.raiseGrouped(
      {
        kind: 'alert_read',
        recordCategory: a.recordCategory,
        title: `${c.name} read your alert "${a.title}"`,
        homeId: a.homeId,
        naturalKey: `alert_read:${a.id}`,
        createdBy: c.id,
      },
      [a.createdBy],
      `{n} people have read your alert "${a.title}"`,
    );
  }
}

export function alertOut(a: AlertRow, c: Caller) {
  const facts = { recipients: a.recipients.map((r) => r.id), createdBy: a.createdBy };
  const actions: string[] = [];
  if (decideAlert(c, facts, 'mark-read').ok && !a.readAt) actions.push('mark-read');
  if (isManual(a) && decideAlert(c, facts, 'edit').ok) actions.push('edit', a.archivedAt ? 'unarchive' : 'archive');
  return {
    id: a.id,
    kind: a.kind,
    recordCategory: a.recordCategory,
    title: a.title,
    body: a.body,
    dueOn: a.dueOn,
    recordId: a.recordId,
    youngPersonId: a.youngPersonId,
    homeId: a.homeId,
    staffId: a.staffId,
    taskId: a.taskId,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    archivedAt: a.archivedAt,
    readAt: a.readAt,
    system: !isManual(a),
    createdBy: a.createdBy,
    version: a.version,
    recipients: a.recipients,
    actions,
  };
}

const encodeCursor = (a: AlertRow) =>
  Buffer.from(JSON.stringify([new Date(a.createdAt).toISOString(), a.id])).toString('base64url');
function decodeCursor(cursor: string) {
  try {
    const [d, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    const createdAt = new Date(d);
    if (!isStorableInstant(d) || !isUuid(id)) throw new Error();
    return { createdAt, id };
  } catch {
    throw new Problem(400, 'Bad request', 'The cursor is not one this API gave out.', [
      { path: '/cursor', message: 'is not valid' },
    ]);
  }
}

export function alertService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  async function load(c: Caller, id: string, want: 'read' | 'mark-read' | 'edit') {
    const alert = await store.forOrg(c.orgId).alerts.get(id, c.id);
    if (!alert) throw notFound('The alert');
    const verdict = decideAlert(c, { recipients: alert.recipients.map((r) => r.id), createdBy: alert.createdBy }, want);
    if (!verdict.ok) throw verdict.status === 404 ? notFound('The alert') : forbidden(verdict.reason);
    return alert;
  }

  async function checkRecipients(c: Caller, ids: string[]) {
    const users = await store.forOrg(c.orgId).people.users({ ids });
    const errors = ids.flatMap((id, i) =>
      users.some((u) => u.id === id) ? [] : [{ path: `/forUsers/${i}`, message: 'is not an active member of staff' }],
    );
    if (errors.length) throw invalid('Some people cannot be sent this alert.', errors);
    const verdict = decideAlertSend(c, users);
    if (!verdict.ok) throw forbidden(verdict.reason);
  }

  async function bulkAllowed(c: Caller) {
    const org = await store.forOrg(c.orgId).people.organisation();
    return decideBulk(org?.settings ?? {}, 'bulkReadAlerts');
  }

  return {
    async mine(c: Caller, q: { unread?: boolean; kind?: string; limit?: number; cursor?: string; slice?: 'hr' }) {
      const s = store.forOrg(c.orgId);
      const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
      const rows = await s.alerts.listFor(c.id, {
        unread: q.unread,
        kind: q.kind,
        hrSlice: q.slice === 'hr',
        limit: limit + 1,
        cursor: q.cursor ? decodeCursor(q.cursor) : undefined,
      });
      const page = rows.slice(0, limit);
      return {
        items: await withoutUnreadableRecords(
          { store, registry },
          c,
          page.map((a) => alertOut(a, c)),
        ),
        unread: await s.alerts.unreadCount(c.id),
        bulkRead: (await bulkAllowed(c)).ok,
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
      };
    },

    async read(c: Caller, id: string) {
      // an alert names its record only to those the read rule lets see it (records/readable.ts)
      return (await withoutUnreadableRecords({ store, registry }, c, [alertOut(await load(c, id, 'read'), c)]))[0];
    },

    async create(c: Caller, input: AlertInput) {
      const errors = checkFields(input);
      if (errors.length) throw invalid('Some fields are not valid.', errors);
      const forUsers = [...new Set(input.forUsers)];
      // what the alert is about: ids the caller may see, else 422 (the same whether not theirs or not there)
      await visibleSubjects(c, store.forOrg(c.orgId), registry, input);
      await checkRecipients(c, forUsers);
      const id = await store.transaction(c.orgId, (s) =>
        s.alerts.raise(
          {
            kind: input.kind,
            recordCategory: input.recordCategory ?? 'other',
            title: input.title.trim(),
            body: input.body ?? null,
            dueOn: input.dueOn ?? null,
            youngPersonId: input.youngPersonId ?? null,
            homeId: input.homeId ?? null,
            staffId: input.staffId ?? null,
            naturalKey: `manual:${randomUUID()}`,
            createdBy: c.id,
          },
          forUsers,
        ),
      );
      return alertOut((await store.forOrg(c.orgId).alerts.get(id!, c.id))!, c);
    },

    async update(c: Caller, id: string, input: AlertEdit) {
      const alert = await load(c, id, 'edit');
      if (!isManual(alert)) throw conflict('This alert was raised by the system and cannot be edited.');
      if (alert.version !== input.version)
        throw conflict(
          `This alert was changed by someone else (you had version ${input.version}, it is now ${alert.version}). Reload it first.`,
        );
      const errors = checkFields(input);
      if (errors.length) throw invalid('Some fields are not valid.', errors);
      // Recipients can be added; nobody is taken off an alert they may already have read.
      const added = (input.forUsers ?? []).filter((u) => !alert.recipients.some((r) => r.id === u));
      if (added.length) await checkRecipients(c, added);
      const patch: AlertPatch = {
        kind: input.kind,
        recordCategory: input.recordCategory,
        title: input.title?.trim(),
        body: input.body,
        dueOn: input.dueOn,
      };
      await store.transaction(c.orgId, async (s) => {
        if (!(await s.alerts.update(id, input.version, patch)))
          throw conflict('This alert was changed by someone else. Reload it first.');
        await s.alerts.addRecipients(id, added);
        await s.audit.write({ userId: c.id, action: 'alert.update', entity: 'alert', entityId: id, detail: { added } });
      });
      return alertOut((await store.forOrg(c.orgId).alerts.get(id, c.id))!, c);
    },

    async archive(c: Caller, id: string, version: number, archived: boolean) {
      const alert = await load(c, id, 'edit');
      if (!isManual(alert)) throw conflict('This alert was raised by the system; mark it read instead.');
      if (!!alert.archivedAt === archived)
        throw conflict(archived ? 'This alert is already archived.' : 'This alert is not archived.');
      await store.transaction(c.orgId, async (s) => {
        if (!(await s.alerts.archive(id, version, archived)))
          throw conflict('This alert was changed by someone else. Reload it first.');
        await s.audit.write({
          userId: c.id,
          action: archived ? 'alert.archive' : 'alert.unarchive',
          entity: 'alert',
          entityId: id,
        });
      });
      return alertOut((await store.forOrg(c.orgId).alerts.get(id, c.id))!, c);
    },

    async markRead(c: Caller, id: string) {
      await load(c, id, 'mark-read');
      await store.transaction(c.orgId, async (s) => {
        const done = await s.alerts.markRead(c.id, [id]);
        if (done.length) await s.audit.write({ userId: c.id, action: 'alert.read', entity: 'alert', entityId: id });
        await tellRead(s, c, done);
      });
      return (
        await withoutUnreadableRecords({ store, registry }, c, [
          alertOut((await store.forOrg(c.orgId).alerts.get(id, c.id))!, c),
        ])
      )[0];
    },

    /** Mark many (or all) of my alerts read, only where the organisation allows bulk reading. */
    async markManyRead(c: Caller, ids: string[] | null) {
      const verdict = await bulkAllowed(c);
      if (!verdict.ok) throw forbidden(verdict.reason);
      const read = await store.transaction(c.orgId, async (s) => {
        const done = await s.alerts.markRead(c.id, ids);
        await s.audit.write({
          userId: c.id,
          action: 'alert.bulk-read',
          entity: 'alert',
          detail: { count: done.length, ids: done },
        });
        await tellRead(s, c, done);
        return done;
      });
      return { read: read.length, ids: read };
    },
  };
}
export type AlertService = ReturnType<typeof alertService>;
