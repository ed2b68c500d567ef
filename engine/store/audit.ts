// The activity audit: one row for every write, in the same transaction as the write. A record's
// own changes are its versions (records.ts), read here as audit entries rather than written twice.
import type { Sql } from './db.ts';
import { RECORD_VERSIONS } from './records.ts';

export interface AuditEntry {
  userId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  kind?: string | null;
  detail?: Record<string, unknown>;
}

export function auditStore(sql: Sql, orgId: string | null) {
  return {
    async write(e: AuditEntry) {
      await sql.query(
        `insert into activity_audit (org_id, user_id, action, entity, entity_id, kind, detail) values ($1, $2, $3, $4, $5, $6, $7)`,
        [orgId, e.userId, e.action, e.entity, e.entityId ?? null, e.kind ?? null, e.detail ?? {}],
      );
    },
    async forEntity(entityId: string) {
      return sql.query<{ action: string; userId: string; at: Date; detail: Record<string, unknown> }>(
        `select action, "userId", at, detail from (
           select id as seq, action, user_id as "userId", at, detail from activity_audit where entity_id = $1 and org_id is not distinct from $2
           union all
           select version, 'record.' || action, changed_by, changed_at, jsonb_strip_nulls(jsonb_build_object('version', version, 'status', status, 'reason', reason))
             from ${RECORD_VERSIONS} v where v.record_id = $1 and v.org_id = $2
         ) a order by at, seq`,
        [entityId, orgId],
      );
    },
    /** Who opened a young person's records, newest first, a page at a time (keyset on viewed_at, id). */
    async viewsOfYoungPerson(youngPersonId: string, limit: number, after?: { at: Date; id: string }) {
      return sql.query<{
        id: string;
        viewedAt: Date;
        userId: string;
        userName: string;
        jobTitle: string | null;
        role: string;
        recordId: string;
        kind: string;
        recordDate: Date | null;
      }>(
        `select v.id::text, v.viewed_at as "viewedAt", v.user_id as "userId", u.name as "userName", u.job_title as "jobTitle", u.role,
                v.record_id as "recordId", v.kind, r.record_date as "recordDate"
           from (select * from record_views
                  where org_id = $1 and young_person_id = $2 ${after ? 'and (viewed_at, id) < ($4::timestamptz, $5::bigint)' : ''}
                  order by viewed_at desc, id desc limit $3) v
           join users u on u.id = v.user_id
           left join records r on r.id = v.record_id and r.org_id = v.org_id
          order by v.viewed_at desc, v.id desc`,
        [orgId, youngPersonId, limit, ...(after ? [after.at, after.id] : [])],
      );
    },
  };
}

/** One opening of a record: who, which record (and whose, where), when. */
export interface RecordView {
  orgId: string;
  recordId: string;
  kind: string;
  youngPersonId: string | null;
  homeId: string | null;
  userId: string;
  viewedAt: Date;
}

// Every read of a record adds a row, on the hottest path there is; so views are not written by the
// read itself. They are queued in the process and written by one multi-row insert, away from the
// reader's answer: whatever arrives while one insert runs goes into the next (one statement, one commit,
// for all of them), so under load the cost per view is a fraction of a statement.
const INSERT_VIEWS = `insert into record_views (org_id, record_id, kind, young_person_id, home_id, user_id, viewed_at)
  select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::uuid[], $6::uuid[], $7::timestamptz[])`;
/** Most rows one insert writes; beyond this many waiting (the database down) the oldest are dropped, and said so. */
const BATCH = 1000,
  MAX_WAITING = 100_000;

export function recordViewLog(
  sql: Sql,
  onError: (err: unknown, dropped: number) => void = (err, dropped) =>
    console.error(`record views: could not write (${dropped} dropped)`, err),
) {
  let waiting: RecordView[] = [];
  let writing: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;

  async function writeAll() {
    while (waiting.length) {
      const batch = waiting.slice(0, BATCH);
      try {
        await sql.query(INSERT_VIEWS, [
          batch.map((v) => v.orgId),
          batch.map((v) => v.recordId),
          batch.map((v) => v.kind),
          batch.map((v) => v.youngPersonId),
          batch.map((v) => v.homeId),
          batch.map((v) => v.userId),
          batch.map((v) => v.viewedAt),
        ]);
        waiting = waiting.slice(batch.length);
      } catch (err) {
        // kept to try again in a second (a database restart); only a very long outage drops any
        const dropped = Math.max(0, waiting.length - MAX_WAITING);
        waiting = waiting.slice(dropped);
        onError(err, dropped);
        retry ??= setTimeout(() => {
          retry = null;
          void start();
        }, 1000).unref();
        return;
      }
    }
  }
  function start() {
    writing ??= writeAll().finally(() => {
      writing = null;
      if (waiting.length && !retry) void start();
    });
    return writing;
  }

  return {
    /** Queue a view; it is written within the next insert (started at once unless one is running). */
    add(view: RecordView) {
      waiting.push(view);
      if (!writing && !retry) setImmediate(start); // views of the same tick go in one insert
    },
    /** Resolves once every view queued before the call is written (or has failed once). */
    async flush() {
      while ((waiting.length || writing) && !retry) await (writing ?? start());
    },
    /** On shutdown: one last try; whatever still cannot be written is reported, not retried. */
    async close() {
      if (retry) {
        clearTimeout(retry);
        retry = null;
      }
      await this.flush();
      if (retry) {
        clearTimeout(retry);
        retry = null;
        onError(new Error('closing'), waiting.length);
        waiting = [];
      }
    },
  };
}
