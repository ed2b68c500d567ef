// SQL of the record deadlines (engine/deadlines): what other records say about a deadline (a risk assessment
// updated after an incident, a plan redone), and which records of a young person have deadline tasks still open.
import type { Sql } from './db.ts';

export function deadlineStore(sql: Sql, orgId: string) {
  return {
    /** The first save, on or after `after`, of a live record of `kinds` about the young person that is past its
     *  draft (an abandoned draft never meets a duty). */
    async firstWrittenAfter(youngPersonId: string, kinds: string[], after: Date): Promise<Date | null> {
      // every save: the record's creation and current version, and the versions kept in record_revisions
      const [row] = await sql.query<{ at: Date | null }>(
        `with live as (select id, created_at, updated_at from records
                        where org_id = $1 and young_person_id = $2 and kind = any($3::text[]) and archived_at is null
                          and status <> 'ongoing')
         select min(t) as at from (
           select created_at as t from live union all select updated_at from live
           union all select rr.changed_at from record_revisions rr join live on live.id = rr.record_id) saves
          where t >= $4`,
        [orgId, youngPersonId, kinds, after],
      );
      return row?.at ? new Date(row.at) : null;
    },
    /** When a newer live record of `kinds` about the young person, past its draft, was made after this one. */
    async supersededAt(
      youngPersonId: string,
      kinds: string[],
      recordId: string,
      createdAt: Date,
    ): Promise<Date | null> {
      const [row] = await sql.query<{ at: Date | null }>(
        `select min(r.created_at) as at from records r
          where r.org_id = $1 and r.young_person_id = $2 and r.kind = any($3::text[]) and r.id <> $4 and r.archived_at is null
            and r.status <> 'ongoing' and r.created_at > $5`,
        [orgId, youngPersonId, kinds, recordId, createdAt],
      );
      return row?.at ? new Date(row.at) : null;
    },
    /** Records about the young person with a deadline task still open (another record may now meet it). */
    async recordsWithOpenDeadlines(youngPersonId: string, exceptRecordId: string): Promise<string[]> {
      const rows = await sql.query<{ id: string }>(
        `select distinct record_id as id from tasks where org_id = $1 and young_person_id = $2 and status = 'not_complete'
            and natural_key like 'duty:%' and record_id is not null and record_id <> $3`,
        [orgId, youngPersonId, exceptRecordId],
      );
      return rows.map((r) => r.id);
    },
  };
}

/**
 * Across organisations, for the catch-up scan: live records of `kinds` written since `since` that have no deadline
 * task yet (a lost job, or records from before the rules), and records with a deadline task still open (another
 * record may have met it). At most `limit`, oldest first.
 */
export async function deadlineCandidates(
  sql: Sql,
  kinds: string[],
  since: Date,
  limit: number,
): Promise<{ orgId: string; id: string }[]> {
  return sql.query<{ orgId: string; id: string }>(
    `(select r.org_id as "orgId", r.id from records r
       where r.kind = any($1::text[]) and r.archived_at is null and r.young_person_id is not null and r.updated_at >= $2
         and not exists (select 1 from tasks t where t.record_id = r.id and t.natural_key like 'duty:%')
       order by r.updated_at limit $3)
     union
     (select distinct t.org_id, t.record_id from tasks t
       where t.status = 'not_complete' and t.natural_key like 'duty:%' and t.record_id is not null limit $3)`,
    [kinds, since, limit],
  );
}
