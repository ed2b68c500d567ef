// Medication (migration 018): MAR entries, each medicine's stock balance and its movements, scoped to one
// organisation. A MAR entry and a stock movement are never updated or deleted, except that a PRN entry's
// effect is filled in later.
import { effectiveTranscription, type Transcription } from '../medication/transcription.ts';
import type { Sql } from './db.ts';

/**
 * A medicine as the MAR uses it: `data` and `version` are the checked instruction (transcription.ts), the current
 * version's when only fields the MAR does not show changed; `transcription` says what waits for a check.
 */
export interface PrescriptionRow {
  id: string;
  version: number;
  youngPersonId: string;
  homeId: string;
  data: Record<string, unknown>;
  archivedAt: Date | null;
  transcription: Omit<Transcription, 'data' | 'version'> & {
    currentVersion: number;
    currentData: Record<string, unknown>;
    checkedBy: string | null;
    checkedByName: string | null;
    checkedAt: Date | null;
    against: string | null;
  };
}
interface RawPrescription extends Omit<PrescriptionRow, 'transcription'> {
  checkedVersion: number | null;
  checkedData: Record<string, unknown> | null;
  checkedBy: string | null;
  checkedByName: string | null;
  checkedAt: Date | null;
  against: string | null;
}
const PRESCRIPTION = `r.id, r.version, r.young_person_id as "youngPersonId", r.home_id as "homeId", r.data,
  r.archived_at as "archivedAt", c.version as "checkedVersion", c.data as "checkedData", c.checked_by as "checkedBy",
  cu.name as "checkedByName", c.checked_at as "checkedAt", c.against`;
const PRESCRIPTION_FROM = `records r
  left join lateral (select * from medication_transcription_checks c
                      where c.org_id = r.org_id and c.medication_id = r.id order by c.version desc limit 1) c on true
  left join users cu on cu.id = c.checked_by`;
function prescriptionOut(r: RawPrescription): PrescriptionRow {
  const { checkedVersion, checkedData, checkedBy, checkedByName, checkedAt, against, ...row } = r;
  const t = effectiveTranscription(
    { version: row.version, data: row.data },
    checkedVersion === null ? null : { version: checkedVersion, data: checkedData ?? {} },
  );
  return {
    ...row,
    data: t.data,
    version: t.version ?? row.version,
    transcription: {
      state: t.state,
      pending: t.pending,
      currentVersion: row.version,
      currentData: row.data,
      checkedBy,
      checkedByName,
      checkedAt,
      against,
    },
  };
}
export interface MarEntryRow {
  id: string;
  homeId: string;
  youngPersonId: string;
  medicationId: string;
  medicationVersion: number;
  prn: boolean;
  scheduledAt: Date;
  outcome: string;
  givenAt: Date | null;
  doseGiven: string | null;
  quantity: number | null;
  reason: string | null;
  prnReason: string | null;
  effect: string | null;
  effectCheckedAt: Date | null;
  recordedBy: string;
  recordedByName: string;
  witnessId: string | null;
  witnessName: string | null;
  recordedAt: Date;
}
export type NewMarEntry = Omit<
  MarEntryRow,
  'id' | 'recordedByName' | 'witnessName' | 'recordedAt' | 'effect' | 'effectCheckedAt'
>;
export interface StockMoveRow {
  id: string;
  seq: number;
  medicationId: string;
  youngPersonId: string;
  kind: string;
  quantity: number;
  balanceAfter: number;
  batch: string | null;
  expiry: string | null;
  reason: string | null;
  note: string | null;
  counted: number | null;
  marEntryId: string | null;
  byId: string;
  byName: string;
  witnessId: string | null;
  witnessName: string | null;
  at: Date;
  /** received from, returned to, sent out with, brought back by */
  party: string | null;
  /** the line a correction corrects, and its number in the register */
  correctsId: string | null;
  correctsSeq: number | null;
}
export type NewStockMove = Omit<
  StockMoveRow,
  'id' | 'seq' | 'byName' | 'witnessName' | 'at' | 'party' | 'correctsId' | 'correctsSeq'
> & { homeId: string; party?: string | null; correctsId?: string | null };

export interface CompetencyRow {
  staffId: string;
  kind: string;
  status: string;
  course: string;
  completedOn: string | null;
  expiresOn: string | null;
  assessedOn: string | null;
  outcome: string | null;
  assessorId: string | null;
  needsSecondChecker: boolean;
  signedBy: string | null;
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const ENTRY = `e.id, e.home_id as "homeId", e.young_person_id as "youngPersonId", e.medication_id as "medicationId",
  e.medication_version as "medicationVersion", e.prn, e.scheduled_at as "scheduledAt", e.outcome, e.given_at as "givenAt",
  e.dose_given as "doseGiven", e.quantity, e.reason, e.prn_reason as "prnReason", e.effect, e.effect_checked_at as "effectCheckedAt",
  e.recorded_by as "recordedBy", u.name as "recordedByName", e.witness_id as "witnessId", w.name as "witnessName", e.recorded_at as "recordedAt"`;
const ENTRY_FROM = `mar_entries e join users u on u.id = e.recorded_by left join users w on w.id = e.witness_id`;
const entryOut = (r: MarEntryRow): MarEntryRow => ({ ...r, quantity: n(r.quantity) });
const MOVE = `m.id, m.seq::int8 as seq, m.medication_id as "medicationId", m.young_person_id as "youngPersonId", m.kind, m.quantity,
  m.balance_after as "balanceAfter", m.batch, m.expiry, m.reason, m.note, m.counted, m.mar_entry_id as "marEntryId",
  m.by_id as "byId", u.name as "byName", m.witness_id as "witnessId", w.name as "witnessName", m.at, m.party,
  m.corrects_id as "correctsId", cm.seq::int8 as "correctsSeq"`;
const MOVE_FROM = `medication_stock_moves m join users u on u.id = m.by_id left join users w on w.id = m.witness_id
  left join medication_stock_moves cm on cm.id = m.corrects_id`;
const moveOut = (r: StockMoveRow): StockMoveRow => ({
  ...r,
  seq: Number(r.seq),
  quantity: Number(r.quantity),
  balanceAfter: Number(r.balanceAfter),
  counted: n(r.counted) as number | null,
  correctsSeq: n(r.correctsSeq) as number | null,
});

/** Organisations with the MAR turned on and not suspended: the medication scan's one query across organisations. */
export async function marOrganisations(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ id: string }>(
    `select id from organisations where suspended_at is null and (settings -> 'toggles' ->> 'mar') = 'true' order by id`,
  );
  return rows.map((r) => r.id);
}

export function medicationStore(sql: Sql, orgId: string) {
  return {
    // ——— for the medication scan (workers/processors/medication.ts) ———
    /** Every medicine's balance in the organisation, with its newest receipt (the restock task's key). */
    async stockState(): Promise<
      { medicationId: string; balance: number; outWith: number; lastReceivedSeq: number | null }[]
    > {
      // outWith: sent out with the young person since it last came back (home leave, school), not used up
      const rows = await sql.query<{
        medicationId: string;
        balance: string;
        outWith: string | null;
        lastReceivedSeq: string | null;
      }>(
        `select s.medication_id as "medicationId", s.balance,
                (select max(m.seq) from medication_stock_moves m where m.org_id = s.org_id and m.medication_id = s.medication_id and m.kind = 'received') as "lastReceivedSeq",
                (select -sum(m.quantity) from medication_stock_moves m
                  where m.org_id = s.org_id and m.medication_id = s.medication_id and m.kind = 'sent_out'
                    and m.seq > coalesce((select max(b.seq) from medication_stock_moves b where b.org_id = s.org_id
                                           and b.medication_id = s.medication_id and b.kind = 'back_in'), 0)) as "outWith"
           from medication_stock s where s.org_id = $1`,
        [orgId],
      );
      return rows.map((r) => ({
        medicationId: r.medicationId,
        balance: Number(r.balance),
        outWith: Number(r.outWith ?? 0),
        lastReceivedSeq: r.lastReceivedSeq === null ? null : Number(r.lastReceivedSeq),
      }));
    },
    /** Received batches with an expiry up to `until`, of medicines with stock left. */
    async batchesExpiring(
      until: string,
    ): Promise<{ id: string; medicationId: string; batch: string | null; expiry: string }[]> {
      return sql.query(
        `select m.id, m.medication_id as "medicationId", m.batch, to_char(m.expiry, 'YYYY-MM-DD') as expiry
           from medication_stock_moves m join medication_stock s on s.medication_id = m.medication_id and s.org_id = m.org_id
          where m.org_id = $1 and m.kind = 'received' and m.expiry is not null and m.expiry <= $2 and s.balance > 0`,
        [orgId, until],
      );
    },
    /** The home's first-aid and homely-remedy items (medical inventory records) expiring up to `until`. */
    async medicalItemsExpiring(until: string): Promise<{ id: string; homeId: string; item: string; expiry: string }[]> {
      return sql.query(
        `select id, home_id as "homeId", data ->> 'item' as item, data ->> 'expiry' as expiry from records
          where org_id = $1 and kind = 'medical-inventory' and archived_at is null and home_id is not null
            and data ->> 'expiry' ~ '^\\d{4}-\\d{2}-\\d{2}$' and data ->> 'expiry' <= $2`,
        [orgId, until],
      );
    },
    /**
     * The mar chart's figures (SPEC §9): MAR entries scheduled between two London days (to exclusive), per bucket
     * and group, with how many were given on time (given or self-administered within the window; a PRN dose given
     * counts as on time). Status: completed (on time), overdue (given late), unadministered (not given).
     */
    async marFigures(
      f: {
        from: string;
        to: string;
        homeIds?: string[];
        youngPersonId?: string;
        excludeYoungPeople: string[];
        windowMinutes: number;
      },
      bucket: 'none' | 'week' | 'month',
      group: 'none' | 'status' | 'cyp' | 'medicine' | 'regularity' | 'home',
    ): Promise<{ bucket: string; grp: string; n: number; onTime: number }[]> {
      const b = {
        none: `''`,
        week: `date_trunc('week', day)::date::text`,
        month: `date_trunc('month', day)::date::text`,
      }[bucket];
      const g = {
        none: `''`,
        status: 'status',
        cyp: 'young_person_id::text',
        medicine: `coalesce(medicine, '')`,
        regularity: `case when prn then 'prn' else 'regular' end`,
        home: 'home_id::text',
      }[group];
      return sql.query(
        `with e as (
           select e.home_id, e.young_person_id, e.prn, (e.scheduled_at at time zone 'Europe/London')::date as day,
                  case when e.outcome not in ('given', 'self_administered') then 'unadministered'
                       when e.prn or coalesce(e.given_at, e.recorded_at) <= e.scheduled_at + make_interval(mins => $7::int) then 'completed'
                       else 'overdue' end as status,
                  ${group === 'medicine' ? `(select r.data ->> 'name' from records r where r.id = e.medication_id and r.org_id = e.org_id)` : 'null::text'} as medicine
             from mar_entries e
            where e.org_id = $1 and e.scheduled_at >= ($2::date::timestamp at time zone 'Europe/London') and e.scheduled_at < ($3::date::timestamp at time zone 'Europe/London')
              and ($4::uuid[] is null or e.home_id = any($4)) and ($5::uuid is null or e.young_person_id = $5) and not (e.young_person_id = any($6::uuid[]))
         )
         select ${b} as bucket, ${g} as grp, count(*)::int as n, (count(*) filter (where status = 'completed'))::int as "onTime" from e group by 1, 2`,
        [orgId, f.from, f.to, f.homeIds ?? null, f.youngPersonId ?? null, f.excludeYoungPeople, f.windowMinutes],
      );
    },
    /** Open system tasks whose natural key starts with a prefix. */
    async openTasks(prefix: string): Promise<{ id: string; naturalKey: string }[]> {
      return sql.query(
        `select id, natural_key as "naturalKey" from tasks where org_id = $1 and status = 'not_complete' and natural_key like $2`,
        [orgId, `${prefix.replace(/[%_\\]/g, '\\$&')}%`],
      );
    },

    /** A young person's (or a home's) medicines, current and previous, not archived. */
    async prescriptions(f: {
      youngPersonId?: string;
      homeId?: string;
      withUnchecked?: boolean;
    }): Promise<PrescriptionRow[]> {
      const rows = await sql.query<RawPrescription>(
        `select ${PRESCRIPTION}
           from ${PRESCRIPTION_FROM} where r.org_id = $1 and r.kind = 'medication' and r.archived_at is null
            and ($2::uuid is null or r.young_person_id = $2) and ($3::uuid is null or r.home_id = $3)
          order by r.record_date desc, r.id`,
        [orgId, f.youngPersonId ?? null, f.homeId ?? null],
      );
      // a medicine never checked has no doses due: only those asking to show it as waiting see it
      return rows.map(prescriptionOut).filter((p) => f.withUnchecked || p.transcription.state !== 'new_awaiting_check');
    },
    async prescription(id: string): Promise<PrescriptionRow | null> {
      const [row] = await sql.query<RawPrescription>(
        `select ${PRESCRIPTION} from ${PRESCRIPTION_FROM} where r.org_id = $1 and r.id = $2 and r.kind = 'medication'`,
        [orgId, id],
      );
      return row ? prescriptionOut(row) : null;
    },
    /** Everyone who wrote a version of a medicine after a version (all who wrote it when `after` is null). */
    async transcribers(id: string, after: number | null): Promise<string[]> {
      const rows = await sql.query<{ userId: string }>(
        `select coalesce(changed_by, author_id) as "userId" from records where org_id = $1 and id = $2 and version > $3
         union select changed_by from record_revisions where org_id = $1 and record_id = $2 and version > $3`,
        [orgId, id, after ?? 0],
      );
      return rows.map((r) => r.userId);
    },
    /** A version checked against the label or prescription (never updated: a later check is a new row). */
    async insertCheck(c: {
      medicationId: string;
      version: number;
      data: Record<string, unknown>;
      checkedBy: string;
      against: string;
      note: string | null;
    }): Promise<boolean> {
      const rows = await sql.query(
        `insert into medication_transcription_checks (org_id, medication_id, version, data, checked_by, against, note)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning version`,
        [orgId, c.medicationId, c.version, JSON.stringify(c.data), c.checkedBy, c.against, c.note],
      );
      return rows.length === 1;
    },
    /** The newest health profile's allergies (shown wherever medication is). */
    /**
     * The medication competency evidence of some members of staff: their medication courses (training records) and
     * observed assessments, each with who completed it (the current version's change when that was the submit, else
     * the latest submit in its history).
     */
    async competencyEvidence(staffIds: string[]): Promise<CompetencyRow[]> {
      if (!staffIds.length) return [];
      const rows = await sql.query<CompetencyRow & { needsSecondChecker: boolean | null }>(
        `select r.staff_id as "staffId", r.kind, r.status, coalesce(r.data ->> 'course', '') as course,
                r.data ->> 'completedOn' as "completedOn", r.data ->> 'expiresOn' as "expiresOn",
                r.data ->> 'assessedOn' as "assessedOn", r.data ->> 'outcome' as outcome, r.data ->> 'assessor' as "assessorId",
                (r.data ->> 'needsSecondChecker') = 'true' as "needsSecondChecker",
                case when r.change_action = 'submit' then r.changed_by
                  else (select rv.changed_by from record_revisions rv where rv.record_id = r.id and rv.action = 'submit'
                         order by rv.version desc limit 1) end as "signedBy"
           from records r
          where r.org_id = $1 and r.staff_id = any($2::uuid[]) and r.archived_at is null
            and (r.kind = 'medication-competency'
              or r.kind = 'training-record' and r.data ->> 'course' ~* '(medication|medicines)')`,
        [orgId, staffIds],
      );
      return rows.map((r) => ({ ...r, needsSecondChecker: r.needsSecondChecker === true }));
    },
    async healthProfile(youngPersonId: string): Promise<Record<string, unknown> | null> {
      const [row] = await sql.query<{ data: Record<string, unknown> }>(
        `select data from records where org_id = $1 and young_person_id = $2 and kind = 'health-profile' and archived_at is null
          order by record_date desc, id desc limit 1`,
        [orgId, youngPersonId],
      );
      return row?.data ?? null;
    },
    async entries(f: { youngPersonId?: string; homeId?: string; from: Date; to: Date }): Promise<MarEntryRow[]> {
      const rows = await sql.query<MarEntryRow>(
        `select ${ENTRY} from ${ENTRY_FROM}
          where e.org_id = $1 and ${f.youngPersonId ? 'e.young_person_id = $2' : 'e.home_id = $2'}
            and e.scheduled_at >= $3 and e.scheduled_at < $4 order by e.scheduled_at, e.recorded_at`,
        [orgId, f.youngPersonId ?? f.homeId, f.from, f.to],
      );
      return rows.map(entryOut);
    },
    async entry(id: string): Promise<MarEntryRow | null> {
      const [row] = await sql.query<MarEntryRow>(
        `select ${ENTRY} from ${ENTRY_FROM} where e.org_id = $1 and e.id = $2`,
        [orgId, id],
      );
      return row ? entryOut(row) : null;
    },
    async scheduledEntry(medicationId: string, scheduledAt: Date): Promise<MarEntryRow | null> {
      const [row] = await sql.query<MarEntryRow>(
        `select ${ENTRY} from ${ENTRY_FROM} where e.org_id = $1 and e.medication_id = $2 and e.scheduled_at = $3 and not e.prn`,
        [orgId, medicationId, scheduledAt],
      );
      return row ? entryOut(row) : null;
    },
    /** When PRN doses of a medicine were given between two instants. */
    async prnGiven(medicationId: string, from: Date, to: Date): Promise<Date[]> {
      const rows = await sql.query<{ at: Date }>(
        `select scheduled_at as at from mar_entries where org_id = $1 and medication_id = $2 and prn and outcome = 'given'
            and scheduled_at > $3 and scheduled_at < $4`,
        [orgId, medicationId, from, to],
      );
      return rows.map((r) => new Date(r.at));
    },
    async insertEntry(e: NewMarEntry): Promise<string> {
      const [{ id }] = await sql.query<{ id: string }>(
        `insert into mar_entries (org_id, home_id, young_person_id, medication_id, medication_version, prn, scheduled_at, outcome, given_at,
           dose_given, quantity, reason, prn_reason, recorded_by, witness_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
        [
          orgId,
          e.homeId,
          e.youngPersonId,
          e.medicationId,
          e.medicationVersion,
          e.prn,
          e.scheduledAt,
          e.outcome,
          e.givenAt,
          e.doseGiven,
          e.quantity,
          e.reason,
          e.prnReason,
          e.recordedBy,
          e.witnessId,
        ],
      );
      return id;
    },
    /** A PRN dose's effect, recorded once. False when it was already recorded. */
    async setEffect(id: string, effect: string, by: string): Promise<boolean> {
      const rows = await sql.query(
        `update mar_entries set effect = $3, effect_checked_at = now(), effect_by = $4
          where org_id = $1 and id = $2 and prn and effect is null returning id`,
        [orgId, id, effect, by],
      );
      return rows.length > 0;
    },

    /**
     * The medicine's stock row, locked until the transaction ends (doses and movements of one medicine run one at a
     * time).
     */
    async lockStock(medicationId: string): Promise<{ balance: number } | null> {
      const [row] = await sql.query<{ balance: string }>(
        `select balance from medication_stock where org_id = $1 and medication_id = $2 for update`,
        [orgId, medicationId],
      );
      return row ? { balance: Number(row.balance) } : null;
    },
    async openStock(p: { medicationId: string; homeId: string; youngPersonId: string }) {
      await sql.query(
        `insert into medication_stock (medication_id, org_id, home_id, young_person_id) values ($1, $2, $3, $4) on conflict (medication_id) do nothing`,
        [p.medicationId, orgId, p.homeId, p.youngPersonId],
      );
    },
    async setBalance(medicationId: string, balance: number) {
      await sql.query(
        `update medication_stock set balance = $3, updated_at = now() where org_id = $1 and medication_id = $2`,
        [orgId, medicationId, balance],
      );
    },
    async insertMove(m: NewStockMove): Promise<string> {
      const [{ id }] = await sql.query<{ id: string }>(
        `insert into medication_stock_moves (org_id, home_id, young_person_id, medication_id, kind, quantity, balance_after, batch, expiry,
           reason, note, counted, mar_entry_id, by_id, witness_id, party, corrects_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning id`,
        [
          orgId,
          m.homeId,
          m.youngPersonId,
          m.medicationId,
          m.kind,
          m.quantity,
          m.balanceAfter,
          m.batch,
          m.expiry,
          m.reason,
          m.note,
          m.counted,
          m.marEntryId,
          m.byId,
          m.witnessId,
          m.party ?? null,
          m.correctsId ?? null,
        ],
      );
      return id;
    },
    /** Balances of a young person's (or a home's) medicines. */
    async balances(f: {
      youngPersonId?: string;
      homeId?: string;
    }): Promise<{ medicationId: string; youngPersonId: string; balance: number; updatedAt: Date }[]> {
      const rows = await sql.query<{ medicationId: string; youngPersonId: string; balance: string; updatedAt: Date }>(
        `select medication_id as "medicationId", young_person_id as "youngPersonId", balance, updated_at as "updatedAt" from medication_stock
          where org_id = $1 and ${f.youngPersonId ? 'young_person_id = $2' : 'home_id = $2'}`,
        [orgId, f.youngPersonId ?? f.homeId],
      );
      return rows.map((r) => ({ ...r, balance: Number(r.balance) }));
    },
    /** One movement by id, in this organisation. */
    async move(id: string): Promise<StockMoveRow | null> {
      const rows = await sql.query<StockMoveRow>(`select ${MOVE} from ${MOVE_FROM} where m.org_id = $1 and m.id = $2`, [
        orgId,
        id,
      ]);
      return rows.length ? moveOut(rows[0]) : null;
    },
    /** Movements newest first: of one medicine, or every medicine of a young person. */
    /** A home's controlled-drug register lines, oldest first (the bound book's order), of the medicines named. */
    async registerLines(medicationIds: string[]): Promise<StockMoveRow[]> {
      if (!medicationIds.length) return [];
      const rows = await sql.query<StockMoveRow>(
        `select ${MOVE} from ${MOVE_FROM} where m.org_id = $1 and m.medication_id = any($2::uuid[]) order by m.seq`,
        [orgId, medicationIds],
      );
      return rows.map(moveOut);
    },
    /** A home's medicines temperature readings read in [from, to) (the record's date is its reading's time). */
    async temperatureReadings(homeId: string, from: Date, to: Date): Promise<Record<string, unknown>[]> {
      const rows = await sql.query<{ data: Record<string, unknown> }>(
        `select data from records
          where org_id = $1 and home_id = $2 and kind = 'medicines-temperature' and archived_at is null
            and record_date >= $3 and record_date < $4`,
        [orgId, homeId, from, to],
      );
      return rows.map((r) => r.data);
    },
    /** How much of a medicine is out with the young person: sent out since it last came back. */
    async outWith(medicationId: string): Promise<number> {
      const [r] = await sql.query<{ out: string | null }>(
        `select -sum(quantity) as out from medication_stock_moves
          where org_id = $1 and medication_id = $2 and kind = 'sent_out'
            and seq > coalesce((select max(seq) from medication_stock_moves
                                 where org_id = $1 and medication_id = $2 and kind = 'back_in'), 0)`,
        [orgId, medicationId],
      );
      return Number(r?.out ?? 0);
    },
    async moves(f: { medicationId?: string; youngPersonId?: string; limit?: number }): Promise<StockMoveRow[]> {
      const rows = await sql.query<StockMoveRow>(
        `select ${MOVE} from ${MOVE_FROM}
          where m.org_id = $1 and ${f.medicationId ? 'm.medication_id = $2' : 'm.young_person_id = $2'}
          order by m.seq desc limit $3`,
        [orgId, f.medicationId ?? f.youngPersonId, f.limit ?? 500],
      );
      return rows.map(moveOut);
    },
  };
}
