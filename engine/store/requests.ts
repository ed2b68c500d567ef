// Requests — records of an approval kind (leave, overtime…) — read by the dates they span, with who decided
// or cancelled them and why, taken from their history (every step is a version: nothing is kept twice).
// The screens that draw them as a calendar, a balance or a rota need a date range, not a page by date.
import type { Sql } from './db.ts';
import { RECORD_VERSIONS } from './records.ts';

/** An approval step of a request's history: approve, reject or cancel. */
export interface RequestStep {
  action: 'approve' | 'reject' | 'cancel';
  by: string;
  byName: string;
  at: Date;
  reason: string | null;
}

export interface RequestRow {
  id: string;
  kind: string;
  staffId: string;
  staffName: string;
  homeId: string;
  homeName: string;
  /** always null: a request is about a member of staff (kept so a request is a record to access) */
  youngPersonId: string | null;
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
  homeIds?: string[];
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
       h.name as "homeName", r.young_person_id as "youngPersonId", r.status, r.version, r.data,
       r.author_id as "authorId", a.name as "authorName", r.created_at as "createdAt", r.updated_at as "updatedAt",
       (select coalesce(json_agg(json_build_object('action', v.action, 'by', v.changed_by, 'byName', u.name,
                 'at', v.changed_at, 'reason', v.reason) order by v.version), '[]')
          from ${RECORD_VERSIONS} v join users u on u.id = v.changed_by
         where v.record_id = r.id and v.org_id = r.org_id and v.action in ('approve', 'reject', 'cancel')) as steps
  from records r join users s on s.id = r.staff_id join homes h on h.id = r.home_id join users a on a.id = r.author_id
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
          `${requests()} and ($3::uuid is null or r.staff_id = $3) and ($4::uuid[] is null or r.home_id = any($4))
             and ($5::date is null or (r.data->>$10)::date >= $5) and ($6::date is null or (r.data->>$9)::date <= $6)
             and ($7::text[] is null or r.status = any($7)) and ($8::uuid is null or r.id <> $8)
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
          ],
        ),
      );
    },
  };
}
export type RequestStore = ReturnType<typeof requestStore>;
