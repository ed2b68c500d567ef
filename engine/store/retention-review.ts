// The retention review (decision 0770): what may have reached the end of its period, the legal holds on it, and its
// destruction, approved by a second director, carried out whole (the records, every row hung on them, the rows of
// every table about the young person, their files) and logged without its content.
import type { Db, Sql } from './db.ts';

export type RetentionSubject = 'young-person' | 'record';

export interface Hold {
  id: string;
  subjectType: RetentionSubject;
  subjectId: string;
  reason: string;
  placedBy: string;
  placedByName: string;
  placedAt: Date;
}

export interface Destruction {
  id: string;
  subjectType: RetentionSubject;
  subjectId: string;
  status: 'proposed' | 'destroyed' | 'withdrawn';
  what: Record<string, unknown>;
  retentionEndedOn: string;
  reason: string;
  proposedBy: string;
  proposedByName: string;
  proposedAt: Date;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
}

/** Tables whose rows stay when what they point at goes: the column is emptied instead (see destroyWhole). */
const KEPT = new Set([
  'users',
  'account_entries',
  'account_balances',
  'young_people',
  'activity_audit',
  'destructions',
  'retention_holds',
]);
const NAME = /^[a-z_][a-z0-9_]*$/;

interface ForeignKey {
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
  nullable: boolean;
}

const DESTRUCTION_COLUMNS = `d.id, d.subject_type as "subjectType", d.subject_id as "subjectId", d.status, d.what,
  d.retention_ended_on::text as "retentionEndedOn", d.reason, d.proposed_by as "proposedBy",
  p.name as "proposedByName", d.proposed_at as "proposedAt", d.decided_by as "decidedBy", x.name as "decidedByName",
  d.decided_at as "decidedAt"`;

export function retentionReviewStore(sql: Sql, orgId: string) {
  return {
    /** Young people who moved on, with their dates of birth and, per kind, their latest record's date. */
    async movedOnFiles() {
      return sql.query<{
        id: string;
        name: string;
        homeName: string;
        dateOfBirth: string | null;
        birthYear: number | null;
        archivedAt: Date;
        kinds: { kind: string; count: number; last: string }[] | null;
      }>(
        `select y.id, y.first_name || ' ' || y.last_name as name, h.name as "homeName",
                y.date_of_birth::text as "dateOfBirth", y.birth_year as "birthYear", y.archived_at as "archivedAt",
                (select jsonb_agg(jsonb_build_object('kind', k.kind, 'count', k.n, 'last', k.last))
                   from (select kind, count(*)::int as n, max(record_date)::date::text as last
                           from records r where r.org_id = y.org_id and r.young_person_id = y.id group by kind) k
                ) as kinds
           from young_people y join homes h on h.id = y.home_id
          where y.org_id = $1 and y.archived_at is not null
            and not exists (select 1 from destructions d where d.org_id = y.org_id and d.subject_type = 'young-person'
                              and d.subject_id = y.id and d.status = 'destroyed')
          order by y.archived_at, y.id`,
        [orgId],
      );
    },
    /** Records about no young person written before `before` (the shortest period's start): the home's and the
     *  organisation's, each reviewed alone. */
    async recordsBefore(before: string) {
      return sql.query<{ id: string; kind: string; recordDate: string; homeName: string | null }>(
        `select r.id, r.kind, r.record_date::date::text as "recordDate", h.name as "homeName"
           from records r left join homes h on h.id = r.home_id
          where r.org_id = $1 and r.young_person_id is null and r.record_date < $2::date
          order by r.record_date, r.id`,
        [orgId, before],
      );
    },
    async openHolds() {
      return sql.query<Hold>(
        `select h.id, h.subject_type as "subjectType", h.subject_id as "subjectId", h.reason,
                h.placed_by as "placedBy", u.name as "placedByName", h.placed_at as "placedAt"
           from retention_holds h join users u on u.id = h.placed_by
          where h.org_id = $1 and h.lifted_at is null order by h.placed_at`,
        [orgId],
      );
    },
    async placeHold(subjectType: RetentionSubject, subjectId: string, reason: string, by: string) {
      const [row] = await sql.query<{ id: string }>(
        `insert into retention_holds (org_id, subject_type, subject_id, reason, placed_by) values ($1, $2, $3, $4, $5)
         on conflict do nothing returning id`,
        [orgId, subjectType, subjectId, reason, by],
      );
      return row?.id ?? null;
    },
    async liftHold(id: string, reason: string, by: string) {
      const [row] = await sql.query<{ subjectType: RetentionSubject; subjectId: string }>(
        `update retention_holds set lifted_by = $3, lifted_at = now(), lift_reason = $4
          where id = $1 and org_id = $2 and lifted_at is null
          returning subject_type as "subjectType", subject_id as "subjectId"`,
        [id, orgId, by, reason],
      );
      return row ?? null;
    },
    async destructions(status?: Destruction['status']) {
      return sql.query<Destruction>(
        `select ${DESTRUCTION_COLUMNS}
           from destructions d join users p on p.id = d.proposed_by left join users x on x.id = d.decided_by
          where d.org_id = $1 and ($2::text is null or d.status = $2) order by d.proposed_at desc, d.id`,
        [orgId, status ?? null],
      );
    },
    async destruction(id: string) {
      const [row] = await sql.query<Destruction>(
        `select ${DESTRUCTION_COLUMNS}
           from destructions d join users p on p.id = d.proposed_by left join users x on x.id = d.decided_by
          where d.org_id = $1 and d.id = $2`,
        [orgId, id],
      );
      return row ?? null;
    },
    async propose(p: {
      subjectType: RetentionSubject;
      subjectId: string;
      what: Record<string, unknown>;
      endedOn: string;
      reason: string;
      by: string;
    }) {
      const [row] = await sql.query<{ id: string }>(
        `insert into destructions (org_id, subject_type, subject_id, what, retention_ended_on, reason, proposed_by)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning id`,
        [orgId, p.subjectType, p.subjectId, p.what, p.endedOn, p.reason, p.by],
      );
      return row?.id ?? null;
    },
    async withdraw(id: string, by: string) {
      const rows = await sql.query(
        `update destructions set status = 'withdrawn', decided_by = $3, decided_at = now()
          where id = $1 and org_id = $2 and status = 'proposed' returning id`,
        [id, orgId, by],
      );
      return rows.length > 0;
    },
  };
}

/** Every foreign key of the schema, child to parent, with its columns in order. */
async function foreignKeys(sql: Sql): Promise<ForeignKey[]> {
  return sql.query<ForeignKey>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
            array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as "childColumns",
            array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as "parentColumns",
            not exists (select 1 from unnest(c.conkey) k(n) join pg_attribute a on a.attrelid = c.conrelid
                         and a.attnum = k.n where a.attnotnull) as nullable
       from pg_constraint c
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
  );
}

/** Tables of the schema with a column of this name (the walk of the young person's rows). */
export async function tablesWithColumn(sql: Sql, column: string) {
  const rows = await sql.query<{ name: string; columns: string[] }>(
    `select c.table_name as name, array_agg(c2.column_name::text) as columns
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       join information_schema.columns c2 on c2.table_schema = c.table_schema and c2.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = $1 and t.table_type = 'BASE TABLE'
      group by c.table_name order by c.table_name`,
    [column],
  );
  return rows.filter((t) => NAME.test(t.name));
}

/**
 * Removes the rows `where` picks from `table` and, first, every row pointing at them, table by table through the
 * schema's foreign keys (a table added later is followed without a change here). Rows of a KEPT table keep their
 * place with the pointing column emptied; one that cannot be emptied stops the whole destruction. Counts by table.
 */
async function removeWithDependants(
  tx: Sql,
  keys: ForeignKey[],
  table: string,
  where: string,
  params: unknown[],
  removed: Record<string, number>,
  depth = 0,
) {
  if (depth > 8) throw new Error(`destruction: foreign keys from ${table} nest too deep`);
  for (const fk of keys.filter((k) => k.parent === table && k.child !== table)) {
    const pointing = `(${fk.childColumns.join(', ')}) in (select ${fk.parentColumns.join(', ')} from ${table} where ${where})`;
    if (KEPT.has(fk.child)) {
      // a composite key (id, org_id) empties its own column only: org_id stays, which the check still accepts
      const own = fk.childColumns.filter((c) => c !== 'org_id');
      if (!fk.nullable && own.length === fk.childColumns.length)
        throw new Error(`destruction: ${fk.child}.${own.join(',')} must keep pointing at ${table}`);
      await tx.query(`update ${fk.child} set ${own.map((c) => `${c} = null`).join(', ')} where ${pointing}`, params);
    } else await removeWithDependants(tx, keys, fk.child, pointing, params, removed, depth + 1);
  }
  const [{ n }] = await tx.query<{ n: string }>(
    `with gone as (delete from ${table} where ${where} returning 1) select count(*) as n from gone`,
    params,
  );
  if (Number(n)) removed[table] = (removed[table] ?? 0) + Number(n);
}

/**
 * Carries out an approved destruction in one transaction: the records, everything hung on them and every table's
 * rows about the young person go; the young person's own row (which the money ledger and their login point at) is
 * kept as a row with no name or details, and their login loses its name and address. The log row is marked in the
 * same transaction. Counts what went, by table.
 */
export async function destroyWhole(
  db: Db,
  orgId: string,
  d: { id: string; subjectType: RetentionSubject; subjectId: string; decidedBy: string },
) {
  return db.transaction(async (tx) => {
    const keys = await foreignKeys(tx);
    const removed: Record<string, number> = {};
    const params = [orgId, d.subjectId];
    if (d.subjectType === 'record') {
      await removeWithDependants(
        tx,
        keys,
        'records',
        'org_id = $1 and id = $2 and young_person_id is null',
        params,
        removed,
      );
    } else {
      await removeWithDependants(tx, keys, 'records', 'org_id = $1 and young_person_id = $2', params, removed);
      for (const t of await tablesWithColumn(tx, 'young_person_id')) {
        if (KEPT.has(t.name) || t.name === 'records') continue;
        const byOrg = t.columns.includes('org_id');
        const where = byOrg ? 'org_id = $1 and young_person_id = $2' : '$1::uuid is not null and young_person_id = $2';
        await removeWithDependants(tx, keys, t.name, where, params, removed);
      }
      // the dates that fall due about them (a passport, a review) name them by subject, not by a foreign key
      await removeWithDependants(
        tx,
        keys,
        'dated_items',
        `org_id = $1 and subject_kind = 'young_person' and subject_id = $2`,
        params,
        removed,
      );
      await tx.query(
        `update users set name = '[destroyed]', email = 'destroyed-' || id || '@destroyed.invalid',
                password_hash = null, pin_hash = null, date_of_birth = null, active = false,
                deactivated_at = coalesce(deactivated_at, now())
          where org_id = $1 and young_person_id = $2`,
        params,
      );
      await tx.query(
        `delete from sessions where user_id in (select id from users where org_id = $1 and young_person_id = $2)`,
        params,
      );
      await tx.query(
        `update young_people set first_name = '[destroyed]', last_name = '', preferred_name = null,
                date_of_birth = null, birth_year = null, gender = null, key_worker_id = null, move_in_date = null,
                own_login_kept_by = null, own_login_kept_at = null
          where org_id = $1 and id = $2`,
        params,
      );
    }
    const marked = await tx.query(
      `update destructions set status = 'destroyed', decided_by = $3, decided_at = now(),
              what = what || jsonb_build_object('rowsRemoved', $4::jsonb)
        where id = $1 and org_id = $2 and status = 'proposed' returning id`,
      [d.id, orgId, d.decidedBy, JSON.stringify(removed)],
    );
    if (!marked.length) throw new Error('destruction: the proposal was decided meanwhile');
    return removed;
  });
}
