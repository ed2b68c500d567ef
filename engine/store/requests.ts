// Requests — records of an approval kind (leave, overtime…) — read by the dates they span, with who decided
// or cancelled them and why, taken from their history (every step is a version: nothing is kept twice).
// The screens that draw them as a calendar, a balance or a rota need a date range, not a page by date.
import type { Sql } from './db.ts';
import { RECORD_VERSIONS } from './records.ts';

/** An approval step of a request's history: approve, reject or cancel (or the engine's move of a transfer). */
export interface RequestStep {
  action: 'approve' | 'reject' | 'cancel' | 'move';
  by: string;
  byName: string;
  at: Date;
  reason: string | null;
}

export interface RequestRow {
  id: string;
  kind: string;
  /** the member of staff a request is about (leave, overtime), or null (a young person's transfer) */
  staffId: string;
  staffName: string;
  homeId: string;
  homeName: string;
  /** the young person a request is about (a transfer between homes), else null */
  youngPersonId: string | null;
  youngPersonName: string | null;
  status: string;
  version: number;
  data: Record<string, unknown>;
  authorId: string;
  authorName: string;
  createdAt: Date;
  updatedAt: Date;
  steps: RequestStep[];
}

export interface RequestFilter {
  kind: string;
  /** the data fields holding the first and last day (the same field for a one-day request) */
  span: [string, string];
  staffId?: string;
  youngPersonId?: string;
  homeIds?: string[];
  /**
   * Which home `homeIds` is matched against: the record's own (default), the home a data field names (a transfer's
   * receiving home), or either.
   */
  homeSide?: { field: string; side: 'record' | 'field' | 'either' };
  /** overlapping [from, to] (calendar dates) */
  from?: string;
  to?: string;
  statuses?: string[];
  /** leave this one out (a request compared with the others) */
  except?: string;
  limit?: number;
}

/** Built when first asked: records.ts (RECORD_VERSIONS) imports this module. */
const requests = () => `select r.id, r.kind, r.staff_id as "staffId", s.name as "staffName", r.home_id as "homeId",
       h.name as "homeName", r.young_person_id as "youngPersonId",
       coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name as "youngPersonName", r.status, r.version, r.data,
       r.author_id as "authorId", a.name as "authorName", r.created_at as "createdAt", r.updated_at as "updatedAt",
       (select coalesce(json_agg(json_build_object('action', v.action, 'by', v.changed_by, 'byName', u.name,
                 'at', v.changed_at, 'reason', v.reason) order by v.version), '[]')
          from ${RECORD_VERSIONS} v join users u on u.id = v.changed_by
         where v.record_id = r.id and v.org_id = r.org_id and v.action in ('approve', 'reject', 'cancel', 'move'))
         as steps
  from records r left join users s on s.id = r.staff_id left join young_people y on y.id = r.young_person_id
  join homes h on h.id = r.home_id join users a on a.id = r.author_id
 where r.org_id = $1 and r.kind = $2 and r.archived_at is null`;

const asDates = (rows: (Omit<RequestRow, 'steps'> & { steps: (Omit<RequestStep, 'at'> & { at: string })[] })[]) =>
  rows.map((r) => ({ ...r, steps: r.steps.map((s) => ({ ...s, at: new Date(s.at) })) }) as RequestRow);

export function requestStore(sql: Sql, orgId: string) {
  return {
    async get(kind: string, id: string): Promise<RequestRow | null> {
      const [row] = asDates(await sql.query(`${requests()} and r.id = $3`, [orgId, kind, id]));
      return row ?? null;
    },

    /** Requests overlapping [from, to], by person or home and status, the latest first day first. */
    async overlapping(f: RequestFilter): Promise<RequestRow[]> {
      return asDates(
        await sql.query(
          `${requests()} and ($3::uuid is null or r.staff_id = $3)
             and ($4::uuid[] is null or ($13 <> 'field' and r.home_id = any($4))
                  or ($13 <> 'record' and (r.data->>$14)::uuid = any($4)))
             and ($5::date is null or (r.data->>$10)::date >= $5) and ($6::date is null or (r.data->>$9)::date <= $6)
             and ($7::text[] is null or r.status = any($7)) and ($8::uuid is null or r.id <> $8)
             and ($12::uuid is null or r.young_person_id = $12)
           order by r.data->>$9 desc, r.id desc limit $11`,
          [
            orgId,
            f.kind,
            f.staffId ?? null,
            f.homeIds ?? null,
            f.from ?? null,
            f.to ?? null,
            f.statuses ?? null,
            f.except ?? null,
            f.span[0],
            f.span[1],
            f.limit ?? 200,
            f.youngPersonId ?? null,
            f.homeSide?.side ?? 'record',
            f.homeSide?.field ?? '',
          ],
        ),
      );
    },

    /**
     * Held until the transaction ends: one request at a time about this subject and kind (no two open transfers of
     * one young person, whatever races).
     */
    async holdSubject(kind: string, subjectId: string) {
      await sql.query(`select pg_advisory_xact_lock(hashtext($1))`, [`${orgId}:${kind}:${subjectId}`]);
    },
  };
}

/** Requests in this status whose day (a data field) has come, in every organisation: what a scan acts on. */
export async function dueRequests(
  sql: Sql,
  f: { kind: string; field: string; status: string; today: string },
): Promise<{ id: string; orgId: string }[]> {
  return sql.query(
    `select id, org_id as "orgId" from records
      where kind = $1 and status = $3 and archived_at is null and (data->>$2)::date <= $4
      order by (data->>$2)::date, id`,
    [f.kind, f.field, f.status, f.today],
  );
}
export type RequestStore = ReturnType<typeof requestStore>;
