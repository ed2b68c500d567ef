// Alerts and who they are for. An alert's natural key (what, for which record or person, for which
// due date) is unique per organisation, so raising it again — a rerun, a second worker — does nothing.
import type { Sql } from './db.ts';
import type { AlertRow } from './rows.ts';
import { HR_CATEGORIES } from './tasks.ts';

const ALERT_COLUMNS = `a.id, a.org_id as "orgId", a.kind, a.record_category as "recordCategory", a.title, a.body,
  a.record_id as "recordId", a.young_person_id as "youngPersonId", a.home_id as "homeId", a.staff_id as "staffId",
  a.task_id as "taskId", a.dated_item_id as "datedItemId", a.due_on as "dueOn", a.natural_key as "naturalKey",
  a.version, a.created_by as "createdBy", a.created_at as "createdAt", a.updated_at as "updatedAt", a.archived_at as "archivedAt",
  coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'readAt', r.read_at) order by u.name)
              from alert_recipients r join users u on u.id = r.user_id where r.alert_id = a.id), '[]'::json) as recipients`;

export interface NewAlert {
  kind: string;
  recordCategory: string;
  title: string;
  body?: string | null;
  recordId?: string | null;
  youngPersonId?: string | null;
  homeId?: string | null;
  staffId?: string | null;
  taskId?: string | null;
  datedItemId?: string | null;
  dueOn?: string | null;
  naturalKey: string;
  createdBy: string | null;
}

export type AlertPatch = Partial<Pick<NewAlert, 'kind' | 'recordCategory' | 'title' | 'body' | 'dueOn'>>;
const PATCH_COLUMNS: Record<keyof AlertPatch, string> = {
  kind: 'kind',
  recordCategory: 'record_category',
  title: 'title',
  body: 'body',
  dueOn: 'due_on',
};

export function alertStore(sql: Sql, orgId: string) {
  const addRecipients = async (alertId: string, users: string[]) => {
    if (!users.length) return;
    await sql.query(
      `insert into alert_recipients (alert_id, user_id, org_id) select $1, u, $2 from unnest($3::uuid[]) u on conflict do nothing`,
      [alertId, orgId, [...new Set(users)]],
    );
  };
  return {
    /**
     * Raise an alert for these people, once: the id when it is new, null when an alert with this
     * natural key exists already (its recipients are left as they were).
     */
    async raise(a: NewAlert, recipients: string[]): Promise<string | null> {
      const rows = await sql.query<{ id: string }>(
        `insert into alerts (org_id, kind, record_category, title, body, record_id, young_person_id, home_id, staff_id, task_id,
            dated_item_id, due_on, natural_key, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         on conflict (org_id, natural_key) do nothing returning id`,
        [
          orgId,
          a.kind,
          a.recordCategory,
          a.title,
          a.body ?? null,
          a.recordId ?? null,
          a.youngPersonId ?? null,
          a.homeId ?? null,
          a.staffId ?? null,
          a.taskId ?? null,
          a.datedItemId ?? null,
          a.dueOn ?? null,
          a.naturalKey,
          a.createdBy,
        ],
      );
      if (!rows.length) return null;
      await addRecipients(rows[0].id, recipients);
      await sql.query(
        `insert into activity_audit (org_id, user_id, action, entity, entity_id, kind, detail) values ($1, $2, 'alert.raise', 'alert', $3, $4, $5)`,
        [orgId, a.createdBy, rows[0].id, a.kind, { naturalKey: a.naturalKey, recipients }],
      );
      return rows[0].id;
    },

    addRecipients,

    /**
     * Raise an alert, or, when one with this natural key exists (the same thing, the same home, the same hour),
     * count one more into it: its title becomes `manyTitle` with {n} the new count, and it is unread again for each
     * recipient. The id, and whether it was new.
     */
    async raiseGrouped(a: NewAlert, recipients: string[], manyTitle: string): Promise<{ id: string; isNew: boolean }> {
      const [row] = await sql.query<{ id: string; isNew: boolean }>(
        `insert into alerts (org_id, kind, record_category, title, body, record_id, young_person_id, home_id, natural_key,
            created_by, due_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (org_id, natural_key) do update
           set grouped = alerts.grouped + 1, title = replace($12, '{n}', (alerts.grouped + 1)::text),
               record_id = null, young_person_id = null, body = null, updated_at = now()
         returning id, (xmax = 0) as "isNew"`,
        [
          orgId,
          a.kind,
          a.recordCategory,
          a.title,
          a.body ?? null,
          a.recordId ?? null,
          a.youngPersonId ?? null,
          a.homeId ?? null,
          a.naturalKey,
          a.createdBy,
          a.dueOn ?? null,
          manyTitle,
        ],
      );
      await addRecipients(row.id, recipients);
      if (!row.isNew)
        await sql.query(
          `update alert_recipients set read_at = null where alert_id = $1 and user_id = any($2::uuid[])`,
          [row.id, recipients],
        );
      else
        await sql.query(
          `insert into activity_audit (org_id, user_id, action, entity, entity_id, kind, detail) values ($1, $2, 'alert.raise', 'alert', $3, $4, $5)`,
          [orgId, a.createdBy, row.id, a.kind, { naturalKey: a.naturalKey, recipients }],
        );
      return row;
    },

    /** One alert, with the asking person's read time. */
    async get(id: string, userId: string): Promise<AlertRow | null> {
      const [row] = await sql.query<AlertRow>(
        `select ${ALERT_COLUMNS}, (select read_at from alert_recipients r where r.alert_id = a.id and r.user_id = $3) as "readAt"
           from alerts a where a.id = $1 and a.org_id = $2`,
        [id, orgId, userId],
      );
      return row ?? null;
    },

    async byNaturalKey(key: string): Promise<AlertRow | null> {
      const [row] = await sql.query<AlertRow>(
        `select ${ALERT_COLUMNS}, null as "readAt" from alerts a where a.org_id = $1 and a.natural_key = $2`,
        [orgId, key],
      );
      return row ?? null;
    },

    /** A person's alerts, newest first (keyset paged); archived ones left out. */
    async listFor(
      userId: string,
      f: {
        unread?: boolean;
        kind?: string;
        hrSlice?: boolean;
        limit: number;
        cursor?: { createdAt: Date; id: string };
      },
    ): Promise<AlertRow[]> {
      const params: unknown[] = [orgId, userId, f.unread ?? false, f.kind ?? null, f.limit];
      let cursor = '';
      if (f.cursor) {
        params.push(f.cursor.createdAt, f.cursor.id);
        cursor = `and (a.created_at, a.id) < ($6, $7)`;
      }
      return sql.query<AlertRow>(
        `select ${ALERT_COLUMNS}, r.read_at as "readAt"
           from alert_recipients r join alerts a on a.id = r.alert_id
          where r.org_id = $1 and r.user_id = $2 and a.archived_at is null
            and (not $3::boolean or r.read_at is null) and ($4::text is null or a.kind = $4) ${cursor}
            ${f.hrSlice ? `and (a.record_category in (${HR_CATEGORIES}) or a.staff_id is not null)` : ''}
          order by a.created_at desc, a.id desc limit $5`,
        params,
      );
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await sql.query<{ n: number }>(
        `select count(*)::int as n from alert_recipients r join alerts a on a.id = r.alert_id
          where r.org_id = $1 and r.user_id = $2 and r.read_at is null and a.archived_at is null`,
        [orgId, userId],
      );
      return row.n;
    },

    /** Mark read for one person; the ids that were unread (all of theirs when `ids` is null). */
    async markRead(userId: string, ids: string[] | null): Promise<string[]> {
      const rows = await sql.query<{ id: string }>(
        `update alert_recipients r set read_at = now() from alerts a
          where a.id = r.alert_id and r.org_id = $1 and r.user_id = $2 and r.read_at is null and a.archived_at is null
            and ($3::uuid[] is null or r.alert_id = any($3)) returning r.alert_id as id`,
        [orgId, userId, ids],
      );
      return rows.map((r) => r.id);
    },

    /** Edit an alert still at `expectedVersion`; null when stale. */
    async update(id: string, expectedVersion: number, patch: AlertPatch): Promise<boolean> {
      const sets: string[] = [];
      const params: unknown[] = [id, orgId, expectedVersion];
      for (const [key, column] of Object.entries(PATCH_COLUMNS) as [keyof AlertPatch, string][]) {
        if (patch[key] === undefined) continue;
        params.push(patch[key]);
        sets.push(`${column} = $${params.length}`);
      }
      const rows = await sql.query(
        `update alerts set ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
         where id = $1 and org_id = $2 and version = $3 returning id`,
        params,
      );
      return rows.length > 0;
    },

    async archive(id: string, expectedVersion: number, archived: boolean): Promise<boolean> {
      const rows = await sql.query(
        `update alerts set archived_at = case when $4 then now() else null end, version = version + 1, updated_at = now()
         where id = $1 and org_id = $2 and version = $3 returning id`,
        [id, orgId, expectedVersion, archived],
      );
      return rows.length > 0;
    },
  };
}
