// Accounts: the append-only money ledger, cash counts and budgets (migration 017), scoped to one
// organisation. There is no update or delete of an entry here: corrections are new entries.
import type { Sql } from './db.ts';

export interface EntryRow {
  id: string;
  seq: number;
  homeId: string;
  homeName: string;
  youngPersonId: string | null;
  youngPersonName: string | null;
  ledger: 'petty_cash' | 'young_person';
  pot: string | null;
  kind: 'entry' | 'top_up' | 'correction' | 'handover' | 'transfer';
  entryDate: string;
  direction: 'in' | 'out';
  amountPence: number;
  category: string;
  description: string;
  receiptDocumentId: string | null;
  reversesId: string | null;
  reversedById: string | null;
  acknowledged: boolean | null;
  notAcknowledgedReason: string | null;
  witnessId: string | null;
  witnessMethod: 'pin' | 'password' | null;
  witnessName: string | null;
  youngPersonSignature: string | null;
  transferId: string | null;
  noReceiptReason: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  advanceId: string | null;
  enteredBy: string;
  enteredByName: string;
  enteredAt: Date;
}
/** What a write names; the confirmations, transfer and approval are optional (most entries have none). */
export type NewEntry = Omit<
  EntryRow,
  | 'id'
  | 'seq'
  | 'homeName'
  | 'youngPersonName'
  | 'reversedById'
  | 'enteredByName'
  | 'enteredAt'
  | 'witnessName'
  | 'approvedByName'
  | Extras
> &
  Partial<Pick<EntryRow, Extras>>;
type Extras =
  | 'witnessId'
  | 'witnessMethod'
  | 'youngPersonSignature'
  | 'transferId'
  | 'noReceiptReason'
  | 'approvedBy'
  | 'advanceId';

/** A ledger line as an advance agreement's sums read it (engine/accounts/controls.ts advanceTotals). */
export interface AdvanceLine {
  id: string;
  ledger: 'petty_cash' | 'young_person';
  kind: EntryRow['kind'];
  direction: 'in' | 'out';
  amountPence: number;
  reversesId: string | null;
}

export interface CountRow {
  id: string;
  homeId: string;
  countedPence: number;
  expectedPence: number;
  discrepancyPence: number;
  upToSeq: number;
  reason: string | null;
  countedBy: string;
  countedByName: string;
  witnessId: string | null;
  witnessMethod: 'pin' | 'password' | null;
  witnessName: string | null;
  audit: boolean;
  countedAt: Date;
}

export interface EntryFilter {
  ledger: 'petty_cash' | 'young_person';
  homeIds?: string[] | 'all';
  youngPersonId?: string;
  from?: string;
  to?: string;
  category?: string;
  limit?: number;
}

const ENTRY = `e.id, e.seq::int8 as seq, e.home_id as "homeId", h.name as "homeName", e.young_person_id as "youngPersonId",
  case when y.id is null then null else coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name end as "youngPersonName",
  e.ledger, e.pot, e.kind, e.entry_date as "entryDate", e.direction, e.amount_pence::int8 as "amountPence", e.category, e.description,
  e.receipt_document_id as "receiptDocumentId", e.reverses_id as "reversesId", r.id as "reversedById",
  e.acknowledged, e.not_acknowledged_reason as "notAcknowledgedReason",
  e.witness_id as "witnessId", e.witness_method as "witnessMethod", wu.name as "witnessName",
  e.young_person_signature as "youngPersonSignature", e.transfer_id as "transferId",
  e.no_receipt_reason as "noReceiptReason", e.approved_by as "approvedBy", au.name as "approvedByName",
  e.advance_id as "advanceId",
  e.entered_by as "enteredBy", u.name as "enteredByName", e.entered_at as "enteredAt"`;
const FROM = `account_entries e join homes h on h.id = e.home_id join users u on u.id = e.entered_by
  left join young_people y on y.id = e.young_person_id left join account_entries r on r.reverses_id = e.id
  left join users wu on wu.id = e.witness_id left join users au on au.id = e.approved_by`;

/** The database refused money out that would leave an account below zero (migration 050's guard). */
export const isOverdraft = (err: unknown): boolean =>
  (err as { code?: string })?.code === '23514' &&
  /account_balance_not_negative/.test(
    `${(err as { constraint?: string }).constraint ?? ''} ${(err as { message?: string }).message ?? ''}`,
  );

/** int8 comes back as a string from node-postgres; amounts are well inside Number's exact range. */
const num = <T extends Record<string, unknown>>(row: T, keys: string[]): T => {
  for (const k of keys)
    if (row[k] !== null && row[k] !== undefined) (row as Record<string, unknown>)[k] = Number(row[k]);
  return row;
};
const entryOut = (r: EntryRow) =>
  num(r as unknown as Record<string, unknown>, ['seq', 'amountPence']) as unknown as EntryRow;

export function accountStore(sql: Sql, orgId: string) {
  const where = (f: EntryFilter, params: unknown[]) => {
    params.push(orgId, f.ledger);
    const parts = [`e.org_id = $1`, `e.ledger = $2`];
    if (f.homeIds && f.homeIds !== 'all') {
      params.push(f.homeIds);
      parts.push(`e.home_id = any($${params.length}::uuid[])`);
    }
    if (f.youngPersonId) {
      params.push(f.youngPersonId);
      parts.push(`e.young_person_id = $${params.length}`);
    }
    if (f.from) {
      params.push(f.from);
      parts.push(`e.entry_date >= $${params.length}::date`);
    }
    if (f.to) {
      params.push(f.to);
      parts.push(`e.entry_date <= $${params.length}::date`);
    }
    if (f.category) {
      params.push(f.category);
      parts.push(`e.category = $${params.length}`);
    }
    return parts.join(' and ');
  };
  return {
    async entry(id: string): Promise<EntryRow | null> {
      const [row] = await sql.query<EntryRow>(`select ${ENTRY} from ${FROM} where e.id = $1 and e.org_id = $2`, [
        id,
        orgId,
      ]);
      return row ? entryOut(row) : null;
    },
    /** Entries in the order written (seq), newest last; at most `limit` of the newest. */
    async entries(f: EntryFilter): Promise<EntryRow[]> {
      const params: unknown[] = [];
      const w = where(f, params);
      params.push(f.limit ?? 500);
      const rows = await sql.query<EntryRow>(
        `select * from (select ${ENTRY} from ${FROM} where ${w} order by e.seq desc limit $${params.length}) t order by seq`,
        params,
      );
      return rows.map(entryOut);
    },
    /**
     * A home's petty cash as the ledger screen shows it: the newest `limit` entries matching the filter, each
     * with the whole ledger's balance after it (a window over every entry of the home, so a month or a
     * category years back shows its true balances; one index range of the home's entries).
     */
    async pettyCashLedger(
      homeId: string,
      f: { from?: string; to?: string; category?: string; limit: number },
    ): Promise<(EntryRow & { balancePence: number })[]> {
      const rows = await sql.query<EntryRow & { balancePence: number }>(
        `select * from (
           select ${ENTRY}, sum(case when e.direction = 'in' then e.amount_pence else -e.amount_pence end) over (order by e.seq)::int8 as "balancePence"
             from ${FROM} where e.org_id = $1 and e.home_id = $2 and e.ledger = 'petty_cash') t
          where ($3::date is null or "entryDate" >= $3::date) and ($4::date is null or "entryDate" <= $4::date) and ($5::text is null or category = $5)
          order by seq desc limit $6`,
        [orgId, homeId, f.from ?? null, f.to ?? null, f.category ?? null, f.limit],
      );
      return rows.map(
        (r) =>
          num(r as unknown as Record<string, unknown>, [
            'seq',
            'amountPence',
            'balancePence',
          ]) as unknown as EntryRow & { balancePence: number },
      );
    },
    /** Scale data set: many entries at once, written in the order given (their seq follows it). */
    async bulkEntries(rows: (NewEntry & { id: string })[]): Promise<void> {
      if (!rows.length) return;
      await sql.query(
        `insert into account_entries (id, org_id, home_id, young_person_id, ledger, pot, kind, entry_date, direction, amount_pence, category,
           description, reverses_id, acknowledged, not_acknowledged_reason, entered_by, entered_at)
         select x.id, $1, x."homeId", x."youngPersonId", x.ledger, x.pot, x.kind, x."entryDate", x.direction, x."amountPence", x.category,
                x.description, x."reversesId", x.acknowledged, x."notAcknowledgedReason", x."enteredBy", x."entryDate"::date + time '18:00'
           from jsonb_to_recordset($2::jsonb) as x(id uuid, "homeId" uuid, "youngPersonId" uuid, ledger text, pot text, kind text,
                "entryDate" date, direction text, "amountPence" bigint, category text, description text, "reversesId" uuid, acknowledged boolean,
                "notAcknowledgedReason" text, "enteredBy" uuid, ord bigint)
          order by x.ord`,
        [orgId, JSON.stringify(rows.map((r, ord) => ({ ...r, ord })))],
      );
    },
    /**
     * Scale data set: counts at given times, each compared with the ledger as it stood then (entries dated up to that
     * day).
     */
    async bulkCounts(
      rows: { homeId: string; countedAt: string; shortPence: number; reason: string | null; countedBy: string }[],
    ): Promise<void> {
      if (!rows.length) return;
      await sql.query(
        `insert into cash_counts (org_id, home_id, counted_pence, expected_pence, discrepancy_pence, up_to_seq, reason, counted_by, counted_at)
         select $1, x."homeId", b.expected - x."shortPence", b.expected, -x."shortPence", b.up_to, x.reason, x."countedBy", x."countedAt"
           from jsonb_to_recordset($2::jsonb) as x("homeId" uuid, "countedAt" timestamptz, "shortPence" bigint, reason text, "countedBy" uuid)
           cross join lateral (
             select coalesce(sum(case when e.direction = 'in' then e.amount_pence else -e.amount_pence end), 0) as expected, coalesce(max(e.seq), 0) as up_to
               from account_entries e where e.org_id = $1 and e.home_id = x."homeId" and e.ledger = 'petty_cash'
                and e.entry_date <= (x."countedAt" at time zone 'Europe/London')::date) b`,
        [orgId, JSON.stringify(rows)],
      );
    },
    /** The sum of every entry of the filter written before `beforeSeq` (the opening balance of a page). */
    async balance(f: EntryFilter, beforeSeq?: number): Promise<number> {
      const params: unknown[] = [];
      let w = where(f, params);
      if (beforeSeq !== undefined) {
        params.push(beforeSeq);
        w += ` and e.seq < $${params.length}`;
      }
      const [row] = await sql.query<{ b: string | null; last: string | null }>(
        `select sum(case when e.direction = 'in' then e.amount_pence else -e.amount_pence end) as b, max(e.seq) as last
           from account_entries e where ${w}`,
        params,
      );
      return Number(row?.b ?? 0);
    },
    /** A home's petty cash balance and the last entry it includes (read in one statement, for a count). */
    async homeBalance(homeId: string): Promise<{ balancePence: number; lastSeq: number }> {
      const [row] = await sql.query<{ b: string | null; last: string | null }>(
        `select sum(case when direction = 'in' then amount_pence else -amount_pence end) as b, max(seq) as last
           from account_entries where org_id = $1 and home_id = $2 and ledger = 'petty_cash'`,
        [orgId, homeId],
      );
      return { balancePence: Number(row?.b ?? 0), lastSeq: Number(row?.last ?? 0) };
    },
    async insert(e: NewEntry): Promise<string> {
      const [{ id }] = await sql.query<{ id: string }>(
        `insert into account_entries (org_id, home_id, young_person_id, ledger, pot, kind, entry_date, direction, amount_pence, category,
           description, receipt_document_id, reverses_id, acknowledged, not_acknowledged_reason, entered_by,
           witness_id, witness_method, young_person_signature, transfer_id, no_receipt_reason, approved_by, advance_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
         returning id`,
        [
          orgId,
          e.homeId,
          e.youngPersonId,
          e.ledger,
          e.pot,
          e.kind,
          e.entryDate,
          e.direction,
          e.amountPence,
          e.category,
          e.description,
          e.receiptDocumentId,
          e.reversesId,
          e.acknowledged,
          e.notAcknowledgedReason,
          e.enteredBy,
          e.witnessId ?? null,
          e.witnessMethod ?? null,
          e.youngPersonSignature ?? null,
          e.transferId ?? null,
          e.noReceiptReason ?? null,
          e.approvedBy ?? null,
          e.advanceId ?? null,
        ],
      );
      return id;
    },
    /** The lines an advance agreement was paid or repaid by, and the corrections that reversed any of them. */
    async advanceLines(advanceId: string): Promise<AdvanceLine[]> {
      const rows = await sql.query<AdvanceLine>(
        `select e.id, e.ledger, e.kind, e.direction, e.amount_pence::int8 as "amountPence", e.reverses_id as "reversesId"
           from account_entries e
          where e.org_id = $1 and (e.advance_id = $2 or e.reverses_id in
            (select a.id from account_entries a where a.org_id = $1 and a.advance_id = $2))
          order by e.seq`,
        [orgId, advanceId],
      );
      return rows.map((r) => ({ ...r, amountPence: Number(r.amountPence) }));
    },
    /** The lines of one transfer, in the order written. */
    async transferLines(transferId: string): Promise<EntryRow[]> {
      const rows = await sql.query<EntryRow>(
        `select ${ENTRY} from ${FROM} where e.org_id = $1 and e.transfer_id = $2 and e.kind = 'transfer' order by e.seq`,
        [orgId, transferId],
      );
      return rows.map(entryOut);
    },
    /** The organisation's petty cash controls, or null where it has set none. */
    async controls(): Promise<{
      receiptThresholdPence: number;
      spendingLimitPence: number | null;
      countTolerancePence: number;
    } | null> {
      const [row] = await sql.query<{ r: string; l: string | null; t: string }>(
        `select receipt_threshold_pence as r, spending_limit_pence as l, count_tolerance_pence as t
           from petty_cash_controls where org_id = $1`,
        [orgId],
      );
      return row
        ? {
            receiptThresholdPence: Number(row.r),
            spendingLimitPence: row.l === null ? null : Number(row.l),
            countTolerancePence: Number(row.t),
          }
        : null;
    },
    async setControls(
      c: { receiptThresholdPence: number; spendingLimitPence: number | null; countTolerancePence: number },
      userId: string,
    ) {
      await sql.query(
        `insert into petty_cash_controls (org_id, receipt_threshold_pence, spending_limit_pence, count_tolerance_pence, updated_by)
         values ($1, $2, $3, $4, $5)
         on conflict (org_id) do update set receipt_threshold_pence = excluded.receipt_threshold_pence,
           spending_limit_pence = excluded.spending_limit_pence, count_tolerance_pence = excluded.count_tolerance_pence,
           updated_by = excluded.updated_by, updated_at = now()`,
        [orgId, c.receiptThresholdPence, c.spendingLimitPence, c.countTolerancePence, userId],
      );
    },
    /**
     * An account's balance (a home's petty cash, or one pot of a young person's), its row locked until the
     * transaction ends: the check and the write it guards see the same money, and a second withdrawal waits for
     * the first. Migration 050 keeps the row and refuses an overdraft whatever writes; no row yet holds nothing.
     */
    async lockedBalance(ledger: EntryRow['ledger'], ownerId: string, pot: string | null): Promise<number> {
      const [row] = await sql.query<{ b: string }>(
        `select balance_pence as b from account_balances where org_id = $1 and ledger = $2 and owner_id = $3 and pot = $4 for update`,
        [orgId, ledger, ownerId, pot ?? ''],
      );
      return Number(row?.b ?? 0);
    },
    /** Held until the transaction ends, so two hand-overs of one young person's money run one after the other. */
    async lockYoungPerson(id: string) {
      await sql.query(`select 1 from young_people where id = $1 and org_id = $2 for update`, [id, orgId]);
    },
    /** Is this document already a receipt of some entry? */
    async receiptUsed(documentId: string): Promise<boolean> {
      const rows = await sql.query(
        `select 1 from account_entries where org_id = $1 and receipt_document_id = $2 limit 1`,
        [orgId, documentId],
      );
      return rows.length > 0;
    },
    async insertCount(c: Omit<CountRow, 'id' | 'countedByName' | 'countedAt' | 'witnessName'>): Promise<string> {
      const [{ id }] = await sql.query<{ id: string }>(
        `insert into cash_counts (org_id, home_id, counted_pence, expected_pence, discrepancy_pence, up_to_seq, reason, counted_by,
           witness_id, witness_method, audit)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
        [
          orgId,
          c.homeId,
          c.countedPence,
          c.expectedPence,
          c.discrepancyPence,
          c.upToSeq,
          c.reason,
          c.countedBy,
          c.witnessId,
          c.witnessMethod,
          c.audit,
        ],
      );
      return id;
    },
    async counts(homeId: string, limit = 50): Promise<CountRow[]> {
      const rows = await sql.query<CountRow>(
        `select c.id, c.home_id as "homeId", c.counted_pence as "countedPence", c.expected_pence as "expectedPence",
                c.discrepancy_pence as "discrepancyPence", c.up_to_seq as "upToSeq", c.reason, c.counted_by as "countedBy",
                u.name as "countedByName", c.witness_id as "witnessId", c.witness_method as "witnessMethod",
                w.name as "witnessName", c.audit, c.counted_at as "countedAt"
           from cash_counts c join users u on u.id = c.counted_by left join users w on w.id = c.witness_id
          where c.org_id = $1 and c.home_id = $2 order by c.counted_at desc, c.id limit $3`,
        [orgId, homeId, limit],
      );
      return rows.map(
        (r) =>
          num(r as unknown as Record<string, unknown>, [
            'countedPence',
            'expectedPence',
            'discrepancyPence',
            'upToSeq',
          ]) as unknown as CountRow,
      );
    },
    /**
     * Money out of petty cash by home, category, young person and month (spending; top-ups and corrections excluded).
     */
    async spend(homeIds: string[] | 'all', from: string, to: string) {
      const rows = await sql.query<{
        homeId: string;
        homeName: string;
        category: string;
        youngPersonId: string | null;
        youngPersonName: string | null;
        month: string;
        pence: string;
      }>(
        `select e.home_id as "homeId", h.name as "homeName", e.category, e.young_person_id as "youngPersonId",
                case when y.id is null then null else coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name end as "youngPersonName",
                to_char(e.entry_date, 'YYYY-MM') as month,
                sum(case when e.direction = 'out' then e.amount_pence else -e.amount_pence end) as pence
           from account_entries e join homes h on h.id = e.home_id left join young_people y on y.id = e.young_person_id
          where e.org_id = $1 and e.ledger = 'petty_cash' and e.category <> 'top_up'
            and ($2::uuid[] is null or e.home_id = any($2::uuid[])) and e.entry_date between $3::date and $4::date
          group by 1, 2, 3, 4, 5, 6`,
        [orgId, homeIds === 'all' ? null : homeIds, from, to],
      );
      return rows.map((r) => ({ ...r, pence: Number(r.pence) }));
    },
    /**
     * The income tracker's sources: fee agreements and income changes (records), young people's stays, homes' places.
     */
    async incomeSources(homeIds: string[] | 'all') {
      const homes = homeIds === 'all' ? null : homeIds;
      const [records, stays, places] = await Promise.all([
        sql.query<{
          id: string;
          kind: string;
          definitionVersionId: number;
          youngPersonId: string;
          homeId: string;
          staffId: null;
          status: string;
          authorId: string;
          data: Record<string, unknown>;
        }>(
          `select id, kind, definition_version_id as "definitionVersionId", young_person_id as "youngPersonId", home_id as "homeId",
                  staff_id as "staffId", status, author_id as "authorId", data
             from records where org_id = $1 and kind in ('placement-fee', 'income-change') and archived_at is null
              and ($2::uuid[] is null or home_id = any($2::uuid[]))`,
          [orgId, homes],
        ),
        sql.query<{ id: string; homeId: string; name: string; movedIn: string | null; movedOut: string | null }>(
          `select id, home_id as "homeId", coalesce(preferred_name, first_name) || ' ' || last_name as name,
                  coalesce(move_in_date, (created_at at time zone 'Europe/London')::date) as "movedIn",
                  (archived_at at time zone 'Europe/London')::date as "movedOut"
             from young_people where org_id = $1 and ($2::uuid[] is null or home_id = any($2::uuid[]))`,
          [orgId, homes],
        ),
        sql.query<{ id: string; name: string; places: number | null }>(
          `select id, name, registered_places as places from homes where org_id = $1 and archived_at is null
              and ($2::uuid[] is null or id = any($2::uuid[])) order by name`,
          [orgId, homes],
        ),
      ]);
      return { records, stays, places };
    },
    async budgets(homeIds: string[] | 'all'): Promise<{ homeId: string; category: string; monthlyPence: number }[]> {
      const rows = await sql.query<{ homeId: string; category: string; monthlyPence: string }>(
        `select home_id as "homeId", category, monthly_pence as "monthlyPence" from account_budgets
          where org_id = $1 and ($2::uuid[] is null or home_id = any($2::uuid[])) order by home_id, category`,
        [orgId, homeIds === 'all' ? null : homeIds],
      );
      return rows.map((r) => ({ ...r, monthlyPence: Number(r.monthlyPence) }));
    },
    async setBudget(homeId: string, category: string, monthlyPence: number, userId: string) {
      await sql.query(
        `insert into account_budgets (org_id, home_id, category, monthly_pence, updated_by) values ($1, $2, $3, $4, $5)
         on conflict (org_id, home_id, category) do update set monthly_pence = excluded.monthly_pence, updated_by = excluded.updated_by, updated_at = now()`,
        [orgId, homeId, category, monthlyPence, userId],
      );
    },
  };
}
