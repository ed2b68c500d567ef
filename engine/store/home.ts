// The home area's queries: records of several kinds for one home (the home logs timeline, the checks
// table, Annex A's sources), the home's young people with their stays, its task figures, and the Annex A entries
// (migration 025). Every query is held to the organisation.
import { fieldReader } from '../definitions/field-reads.ts';
import type { Sql } from './db.ts';

export const fieldReads = fieldReader('Annex A: when each child left, and the staff list', [
  {
    kind: 'transfer-request',
    path: 'actualDate',
    type: 'date',
    why: 'a leaver is dated by the day they moved out, not the day their record was archived',
  },
  { kind: 'qualification', path: 'level', type: 'choice', why: "the staff list's qualifications" },
  { kind: 'qualification', path: 'name', type: 'text', why: "the staff list's qualifications" },
  { kind: 'qualification', path: 'status', type: 'choice', why: "the staff list's qualifications" },
]);

export interface HomeRecordRow {
  id: string;
  kind: string;
  definitionVersionId: number;
  status: string;
  homeId: string | null;
  youngPersonId: string | null;
  staffId: string | null;
  authorId: string;
  authorName: string | null;
  version: number;
  recordDate: Date;
  archivedAt: Date | null;
  data: Record<string, unknown>;
}

export interface HomeStay {
  id: string;
  name: string;
  moveInDate: string | null;
  createdAt: Date;
  archivedAt: Date | null;
  /** The actual move date of the stay's move-out record (archiving is an office action, often later). */
  leftOn: string | null;
}

export interface AnnexEntryRow {
  id: string;
  item: string;
  youngPersonId: string | null;
  value: string | null;
  reason: string | null;
  setBy: string;
  setByName: string | null;
  setAt: Date;
}

const RECORD_COLUMNS = `r.id, r.kind, r.definition_version_id as "definitionVersionId", r.status, r.home_id as "homeId",
  r.young_person_id as "youngPersonId", r.staff_id as "staffId", r.author_id as "authorId", r.version,
  (select u.name from users u where u.id = r.author_id and u.org_id = r.org_id) as "authorName",
  r.record_date as "recordDate", r.archived_at as "archivedAt", r.data`;

export function homeStore(sql: Sql, orgId: string) {
  return {
    /**
     * Records of these kinds about this home (or its young people), newest first, keyset paged by (record_date, id).
     */
    async records(q: {
      homeId: string;
      kinds: string[];
      from?: Date;
      to?: Date;
      before?: { at: Date; id: string };
      limit: number;
    }): Promise<HomeRecordRow[]> {
      if (!q.kinds.length) return [];
      const params: unknown[] = [orgId, q.homeId, q.kinds];
      const where = ['r.org_id = $1', 'r.home_id = $2', 'r.kind = any($3::text[])', 'r.archived_at is null'];
      const add = (clause: string, ...values: unknown[]) => {
        let c = clause;
        for (const v of values) {
          params.push(v);
          c = c.replace('?', `$${params.length}`);
        }
        where.push(c);
      };
      if (q.from) add('r.record_date >= ?', q.from);
      if (q.to) add('r.record_date < ?', q.to);
      if (q.before) add('(r.record_date, r.id) < (?, ?::uuid)', q.before.at, q.before.id);
      params.push(q.limit);
      return sql.query<HomeRecordRow>(
        `select ${RECORD_COLUMNS} from records r where ${where.join(' and ')} order by r.record_date desc, r.id desc limit $${params.length}`,
        params,
      );
    },

    /** The qualification records of these staff, oldest first, by person (Annex A's staff list). */
    async staffQualifications(staffIds: string[]): Promise<Map<string, Record<string, unknown>[]>> {
      const rows = staffIds.length
        ? await sql.query<{ staffId: string; data: Record<string, unknown> }>(
            `select r.staff_id as "staffId", r.data from records r
              where r.org_id = $1 and r.staff_id = any($2::uuid[]) and r.kind = 'qualification'
                and r.archived_at is null order by r.record_date, r.id`,
            [orgId, staffIds],
          )
        : [];
      const out = new Map<string, Record<string, unknown>[]>();
      for (const r of rows) out.set(r.staffId, [...(out.get(r.staffId) ?? []), r.data]);
      return out;
    },

    /** Everyone who has lived in the home: their move-in (or, without one, when they were added) and archiving. */
    async stays(homeId: string): Promise<HomeStay[]> {
      return sql.query<HomeStay>(
        `select y.id, coalesce(nullif(y.preferred_name, ''), y.first_name) || ' ' || y.last_name as name,
                y.move_in_date::text as "moveInDate", y.created_at as "createdAt", y.archived_at as "archivedAt",
                (select max(t.data ->> 'actualDate') from records t
                  where t.org_id = y.org_id and t.young_person_id = y.id and t.kind = 'transfer-request'
                    and t.archived_at is null and t.data ->> 'actualDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$') as "leftOn"
           from young_people y where y.org_id = $1 and y.home_id = $2 order by y.last_name, y.first_name, y.id`,
        [orgId, homeId],
      );
    },

    async registeredPlaces(homeId: string): Promise<number | null> {
      const [row] = await sql.query<{ places: number | null }>(
        `select registered_places as places from homes where id = $1 and org_id = $2`,
        [homeId, orgId],
      );
      return row?.places ?? null;
    },

    /**
     * Open tasks of the home, and how many of them are past due; recurring duties' tasks (duty:…, about no record)
     * apart.
     */
    async taskFigures(
      homeId: string,
      now: Date,
    ): Promise<{ open: number; overdue: number; obligationsOverdue: number }> {
      const [row] = await sql.query<{ open: string; overdue: string; obligations: string }>(
        `select count(*) as open, count(*) filter (where due_at < $3) as overdue,
                count(*) filter (where due_at < $3 and natural_key like 'duty:%' and record_id is null) as obligations
           from tasks where org_id = $1 and home_id = $2 and status = 'not_complete'`,
        [orgId, homeId, now],
      );
      return {
        open: Number(row?.open ?? 0),
        overdue: Number(row?.overdue ?? 0),
        obligationsOverdue: Number(row?.obligations ?? 0),
      };
    },

    /** Every Annex A entry of the home, newest first (the first per item and young person is in force). */
    async annexEntries(homeId: string): Promise<AnnexEntryRow[]> {
      return sql.query<AnnexEntryRow>(
        `select a.id::text, a.item, a.young_person_id as "youngPersonId", a.value, a.reason, a.set_by as "setBy",
                (select u.name from users u where u.id = a.set_by and u.org_id = a.org_id) as "setByName", a.set_at as "setAt"
           from annex_a_entries a where a.org_id = $1 and a.home_id = $2 order by a.set_at desc, a.id desc`,
        [orgId, homeId],
      );
    },

    async addAnnexEntries(
      homeId: string,
      setBy: string,
      entries: { item: string; youngPersonId: string | null; value: string | null; reason: string | null }[],
    ) {
      if (!entries.length) return;
      await sql.query(
        `insert into annex_a_entries (org_id, home_id, item, young_person_id, value, reason, set_by)
         select $1, $2, e.item, e.yp, e.value, e.reason, $3
           from jsonb_to_recordset($4::jsonb) as e(item text, yp uuid, value text, reason text)`,
        [
          orgId,
          homeId,
          setBy,
          JSON.stringify(entries.map((e) => ({ item: e.item, yp: e.youngPersonId, value: e.value, reason: e.reason }))),
        ],
      );
    },
  };
}
