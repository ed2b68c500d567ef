// Pay rates as gross pay reads them: the current version of each `pay-rate` record (definitions/staff/pay-rate.ts)
// that is not archived, per member of staff. The amounts stay text here; engine/pay parses them into pence.
import type { Sql } from './db.ts';

export interface PayRateRecord {
  id: string;
  staffId: string;
  data: Record<string, unknown>;
}

export function payStore(sql: Sql, orgId: string) {
  return {
    /** Dates of birth (YYYY-MM-DD) of these people, for the minimum wage band of their age. */
    async birthDates(staffIds: string[]): Promise<Map<string, string | null>> {
      const rows = await sql.query<{ id: string; dob: string | null }>(
        `select id, to_char(date_of_birth, 'YYYY-MM-DD') as dob from users where org_id = $1 and id = any($2::uuid[])`,
        [orgId, staffIds],
      );
      return new Map(rows.map((r) => [r.id, r.dob]));
    },
    async rates(staffIds: string[] | null): Promise<PayRateRecord[]> {
      return sql.query<PayRateRecord>(
        `select r.id, r.staff_id as "staffId", r.data from records r
         where r.org_id = $1 and r.kind = 'pay-rate' and r.archived_at is null and r.staff_id is not null
           and ($2::uuid[] is null or r.staff_id = any($2))
         order by r.staff_id, r.record_date`,
        [orgId, staffIds],
      );
    },
  };
}
