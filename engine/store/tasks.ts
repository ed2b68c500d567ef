// Tasks: one-off, recurring (a series of occurrences) and system tasks (natural key). Every query
// carries the caller's org_id.
import type { Sql } from './db.ts';
import type { TaskRow } from './rows.ts';

export const TASK_COLUMNS = `t.id, t.org_id as "orgId", t.type, t.title, t.description, t.priority, t.status,
  t.due_at as "dueAt", t.assigned_to as "assignedTo", t.record_category as "recordCategory", t.record_id as "recordId",
  t.young_person_id as "youngPersonId", t.home_id as "homeId", t.staff_id as "staffId", t.recurrence,
  t.series_id as "seriesId", t.occurrence, t.occurrence_no as "occurrenceNo", t.succeeded_at as "succeededAt",
  t.natural_key as "naturalKey", t.version, t.created_by as "createdBy", t.created_at as "createdAt",
  t.updated_at as "updatedAt", t.completed_at as "completedAt", t.completed_by as "completedBy",
  t.cancelled_at as "cancelledAt", t.cancelled_by as "cancelledBy",
  coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name) from users u
             where u.id = any(t.assigned_to)), '[]'::json) as assignees,
  (select name from users c where c.id = t.created_by) as "createdByName",
  (select name from homes h where h.id = t.home_id) as "homeName",
  (select coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name from young_people y where y.id = t.young_person_id) as "youngPersonName"`;

export interface NewTask {
  id?: string; // a series' first occurrence names the series by its own id
  type: string;
  title: string;
  description?: string | null;
  priority: string;
  dueAt: Date;
  assignedTo: string[];
  recordCategory: string;
  recordId?: string | null;
  youngPersonId?: string | null;
  homeId?: string | null;
  staffId?: string | null;
  recurrence?: Record<string, unknown> | null;
  seriesId?: string | null;
  occurrence?: string | null;
  occurrenceNo?: number | null;
  naturalKey?: string | null;
  createdBy: string | null;
}

export type TaskPatch = Partial<
  Pick<
    NewTask,
    | 'type'
    | 'title'
    | 'description'
    | 'priority'
    | 'dueAt'
    | 'assignedTo'
    | 'recordCategory'
    | 'recurrence'
    | 'occurrence'
  >
> & { seriesId?: string | null; occurrenceNo?: number | null };

export interface TaskFilter {
  assignee?: string;
  homeId?: string;
  status?: string;
  from?: Date;
  to?: Date;
  homeIds?: string[] | 'all'; // access scope for a home's tasks
  /** The HR slice: HR record categories, or about a member of staff. */
  hrSlice?: boolean;
  /** Tasks about young people (/cyp/tasks). */
  cypSlice?: boolean;
  limit: number;
  cursor?: { dueAt: string; id: string }; // the time as the database wrote it, to the microsecond
}

/** Record categories (SPEC §3) that make up the HR slice of tasks and alerts. */
export const HR_CATEGORIES = `'hr', 'appraisal', 'supervision', 'disciplinary action'`;

const PATCH_COLUMNS: Record<keyof TaskPatch, string> = {
  type: 'type',
  title: 'title',
  description: 'description',
  priority: 'priority',
  dueAt: 'due_at',
  assignedTo: 'assigned_to',
  recordCategory: 'record_category',
  recurrence: 'recurrence',
  occurrence: 'occurrence',
  seriesId: 'series_id',
  occurrenceNo: 'occurrence_no',
};

export function taskStore(sql: Sql, orgId: string) {
  const get = async (id: string): Promise<TaskRow | null> => {
    const [row] = await sql.query<TaskRow>(`select ${TASK_COLUMNS} from tasks t where t.id = $1 and t.org_id = $2`, [
      id,
      orgId,
    ]);
    return row ?? null;
  };
  return {
    get,

    /**
     * Insert a task. With a natural key or a series position, a second insert of the same task
     * (a rerun, another worker) does nothing and returns null.
     */
    async insert(t: NewTask): Promise<TaskRow | null> {
      const rows = await sql.query<{ id: string }>(
        `insert into tasks (id, org_id, type, title, description, priority, due_at, assigned_to, record_category, record_id,
            young_person_id, home_id, staff_id, recurrence, series_id, occurrence, occurrence_no, natural_key, created_by)
         values (coalesce($19::uuid, gen_random_uuid()), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
         on conflict do nothing returning id`,
        [
          orgId,
          t.type,
          t.title,
          t.description ?? null,
          t.priority,
          t.dueAt,
          t.assignedTo,
          t.recordCategory,
          t.recordId ?? null,
          t.youngPersonId ?? null,
          t.homeId ?? null,
          t.staffId ?? null,
          t.recurrence ?? null,
          t.seriesId ?? null,
          t.occurrence ?? null,
          t.occurrenceNo ?? null,
          t.naturalKey ?? null,
          t.createdBy,
          t.id ?? null,
        ],
      );
      return rows.length ? get(rows[0].id) : null;
    },

    async byNaturalKey(key: string): Promise<TaskRow | null> {
      const [row] = await sql.query<TaskRow>(
        `select ${TASK_COLUMNS} from tasks t where t.org_id = $1 and t.natural_key = $2`,
        [orgId, key],
      );
      return row ?? null;
    },

    async forRecord(recordId: string): Promise<TaskRow[]> {
      return sql.query<TaskRow>(
        `select ${TASK_COLUMNS} from tasks t where t.org_id = $1 and t.record_id = $2 order by t.due_at`,
        [orgId, recordId],
      );
    },

    /** Tasks due first (then by id), keyset paged. */
    async list(f: TaskFilter): Promise<(TaskRow & { cursorAt: string })[]> {
      const where = ['t.org_id = $1'];
      const params: unknown[] = [orgId];
      const add = (clause: string, value: unknown) => {
        params.push(value);
        where.push(clause.replaceAll('?', `$${params.length}`));
      };
      if (f.assignee) add('t.assigned_to @> array[?::uuid]', f.assignee);
      if (f.homeId) add('t.home_id = ?', f.homeId);
      if (f.homeIds && f.homeIds !== 'all') add('t.home_id = any(?::uuid[])', f.homeIds);
      if (f.status) add('t.status = ?', f.status);
      if (f.hrSlice) where.push(`(t.record_category in (${HR_CATEGORIES}) or t.staff_id is not null)`);
      if (f.cypSlice) where.push('t.young_person_id is not null');
      if (f.from) add('t.due_at >= ?', f.from);
      if (f.to) add('t.due_at < ?', f.to);
      if (f.cursor) {
        params.push(f.cursor.dueAt, f.cursor.id);
        where.push(`(t.due_at, t.id) > ($${params.length - 1}::timestamptz, $${params.length})`);
      }
      params.push(f.limit);
      // each row's keyset position to the microsecond (a JS Date keeps milliseconds: a page could come round again)
      return sql.query<TaskRow & { cursorAt: string }>(
        `select ${TASK_COLUMNS}, to_char(t.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt"
        from tasks t where ${where.join(' and ')} order by t.due_at, t.id limit $${params.length}`,
        params,
      );
    },

    /** Change an open task still at `expectedVersion`; null when stale or no longer open. */
    async update(id: string, expectedVersion: number, patch: TaskPatch): Promise<TaskRow | null> {
      const sets: string[] = [];
      const params: unknown[] = [id, orgId, expectedVersion];
      for (const [key, column] of Object.entries(PATCH_COLUMNS) as [keyof TaskPatch, string][]) {
        if (patch[key] === undefined) continue;
        params.push(patch[key]);
        sets.push(`${column} = $${params.length}`);
      }
      const rows = await sql.query<{ id: string }>(
        `update tasks set ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
          where id = $1 and org_id = $2 and version = $3 and status = 'not_complete' returning id`,
        params,
      );
      return rows.length ? get(id) : null;
    },

    /**
     * Close an open task (completed, cancelled or rejected by the young person). `expectedVersion`
     * null (workers) closes whatever the version; null back when it was not open (or stale).
     */
    async close(
      id: string,
      expectedVersion: number | null,
      status: 'completed' | 'cancelled' | 'rejected_by_yp',
      userId: string | null,
    ): Promise<TaskRow | null> {
      const rows = await sql.query<{ id: string }>(
        `update tasks set status = $4, version = version + 1, updated_at = now(),
            completed_at = case when $4 = 'cancelled' then completed_at else now() end,
            completed_by = case when $4 = 'cancelled' then completed_by else $5::uuid end,
            cancelled_at = case when $4 = 'cancelled' then now() else cancelled_at end,
            cancelled_by = case when $4 = 'cancelled' then $5::uuid else cancelled_by end
          where id = $1 and org_id = $2 and ($3::int is null or version = $3) and status = 'not_complete' returning id`,
        [id, orgId, expectedVersion, status, userId],
      );
      if (!rows.length) return null;
      // the task's own alerts (assigned, statutory deadline) are done with it: nobody is left an unread reminder
      await sql.query(
        `update alert_recipients r set read_at = now() from alerts a
          where a.id = r.alert_id and a.org_id = $2 and a.task_id = $1 and r.read_at is null`,
        [id, orgId],
      );
      return get(id);
    },

    /** The series has moved past this occurrence (its successor exists, or the series ended). */
    async markSucceeded(id: string) {
      await sql.query(`update tasks set succeeded_at = now() where id = $1 and org_id = $2 and succeeded_at is null`, [
        id,
        orgId,
      ]);
    },

    async occurrenceOf(seriesId: string, occurrenceNo: number): Promise<TaskRow | null> {
      const [row] = await sql.query<TaskRow>(
        `select ${TASK_COLUMNS} from tasks t where t.org_id = $1 and t.series_id = $2 and t.occurrence_no = $3`,
        [orgId, seriesId, occurrenceNo],
      );
      return row ?? null;
    },
  };
}
