// Pay rates as gross pay reads them: the current version of each `pay-rate` record (definitions/staff/pay-rate.ts)
// that is not archived, per member of staff. The amounts stay text here; engine/pay parses them into pence.
import type { Figures, ReferenceKind, ReferenceRow, SeedRow } from '../pay/reference-rates.ts';
import type { Sql } from './db.ts';

/** A row of the organisation's pay reference table as stored, with who added it and when. */
export interface StoredReferenceRow extends ReferenceRow {
  createdBy: string | null;
  createdByName: string | null;
  createdAt: Date;
}
export interface NewReferenceRow {
  kind: ReferenceKind;
  appliesFrom: string;
  figures: Figures;
  source: string;
  checked: boolean;
}

export interface PayRateRecord {
  id: string;
  staffId: string;
  data: Record<string, unknown>;
}

/**
 * Write the shipped rows (engine/pay/reference-rates.ts SEED_ROWS) each organisation — or one — does not hold yet,
 * each once by its seed key: at start-up after the migrations, and when an organisation is made. A row a release adds
 * to the constants reaches every organisation; a shipped row a director corrected stays, corrected.
 */
export async function seedReferenceRows(sql: Sql, rows: readonly SeedRow[], orgId: string | null = null) {
  await sql.query(
    `insert into pay_reference_rows (org_id, kind, applies_from, figures, source, checked, seed_key)
     select o.id, r.kind, r.applies_from::date, r.figures, r.source, r.checked, r.seed_key
     from organisations o
     cross join jsonb_to_recordset($1::jsonb)
       as r(kind text, applies_from text, figures jsonb, source text, checked boolean, seed_key text)
     where $2::uuid is null or o.id = $2
     on conflict (org_id, seed_key) where seed_key is not null do nothing`,
    [
      JSON.stringify(
        rows.map((r) => ({
          kind: r.kind,
          applies_from: r.appliesFrom,
          figures: r.figures,
          source: r.source,
          checked: r.checked,
          seed_key: r.seedKey,
        })),
      ),
      orgId,
    ],
  );
}

export function payStore(sql: Sql, orgId: string) {
  return {
    /** Every row, corrected ones too, oldest first. */
    async referenceRows(): Promise<StoredReferenceRow[]> {
      return sql.query<StoredReferenceRow>(
        `select r.id, r.kind, to_char(r.applies_from, 'YYYY-MM-DD') as "appliesFrom", r.figures, r.source, r.checked,
                r.seed_key as "seedKey", r.corrects, r.reason, r.created_by as "createdBy",
                u.name as "createdByName", r.created_at as "createdAt"
         from pay_reference_rows r left join users u on u.id = r.created_by and u.org_id = r.org_id
         where r.org_id = $1 order by r.kind, r.applies_from, r.created_at, r.id`,
        [orgId],
      );
    },
    /** Add a row; a correction names the row it corrects. Null when that row was corrected already. */
    async insertReferenceRow(
      row: NewReferenceRow,
      by: string,
      correction: { corrects: string; reason: string } | null = null,
    ): Promise<string | null> {
      const [made] = await sql.query<{ id: string }>(
        `insert into pay_reference_rows (org_id, kind, applies_from, figures, source, checked, corrects, reason, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (corrects) where corrects is not null do nothing
         returning id`,
        [
          orgId,
          row.kind,
          row.appliesFrom,
          JSON.stringify(row.figures),
          row.source,
          row.checked,
          correction?.corrects ?? null,
          correction?.reason ?? null,
          by,
        ],
      );
      return made?.id ?? null;
    },
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
