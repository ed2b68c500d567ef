// Transfers between homes (migration 036): the requests, and the move itself — the young person, their
// records, documents, open tasks, money and medication change home in the caller's transaction.
import type { Sql } from './db.ts';

export interface TransferRow {
  id: string;
  youngPersonId: string;
  youngPersonName: string;
  fromHomeId: string;
  fromHomeName: string;
  toHomeId: string;
  toHomeName: string;
  moveOn: string;
  reason: string;
  status: string;
  keyWorkerId: string | null;
  keyWorkerName: string | null;
  requestedBy: string;
  requestedByName: string;
  requestedAt: Date;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionNote: string | null;
  movedAt: Date | null;
  moveInRecordId: string | null;
  placementRecordId: string | null;
  version: number;
}

const COLUMNS = `t.id, t.young_person_id as "youngPersonId",
  coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name as "youngPersonName",
  t.from_home_id as "fromHomeId", fh.name as "fromHomeName", t.to_home_id as "toHomeId", th.name as "toHomeName",
  to_char(t.move_on, 'YYYY-MM-DD') as "moveOn", t.reason, t.status, t.key_worker_id as "keyWorkerId", k.name as "keyWorkerName",
  t.requested_by as "requestedBy", rq.name as "requestedByName", t.requested_at as "requestedAt",
  t.decided_by as "decidedBy", d.name as "decidedByName", t.decided_at as "decidedAt", t.decision_note as "decisionNote",
  t.moved_at as "movedAt", t.move_in_record_id as "moveInRecordId", t.placement_record_id as "placementRecordId", t.version`;
const FROM = `transfer_requests t join young_people y on y.id = t.young_person_id
  join homes fh on fh.id = t.from_home_id join homes th on th.id = t.to_home_id join users rq on rq.id = t.requested_by
  left join users k on k.id = t.key_worker_id left join users d on d.id = t.decided_by`;

/**
 * Rows about a young person that belong to the home they live in (their access follows the move): their
 * records, documents, own money (not the home's petty cash, whose balance stays the home's) and medication.
 */
const FOLLOW_THE_YOUNG_PERSON: { table: string; only?: string }[] = [
  { table: 'records' },
  { table: 'documents' },
  { table: 'account_entries', only: "ledger = 'young_person'" },
  { table: 'medication_stock' },
  { table: 'mar_entries' },
  { table: 'homely_remedy_doses' },
];

export function transferStore(sql: Sql, orgId: string) {
  const get = async (id: string, lock = false): Promise<TransferRow | null> => {
    const [row] = await sql.query<TransferRow>(
      `select ${COLUMNS} from ${FROM} where t.id = $1 and t.org_id = $2${lock ? ' for update of t' : ''}`,
      [id, orgId],
    );
    return row ?? null;
  };
  return {
    get,

    async insert(t: {
      youngPersonId: string;
      fromHomeId: string;
      toHomeId: string;
      moveOn: string;
      reason: string;
      requestedBy: string;
    }): Promise<string | null> {
      const rows = await sql.query<{ id: string }>(
        `insert into transfer_requests (org_id, young_person_id, from_home_id, to_home_id, move_on, reason, requested_by)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning id`,
        [orgId, t.youngPersonId, t.fromHomeId, t.toHomeId, t.moveOn, t.reason, t.requestedBy],
      );
      return rows[0]?.id ?? null; // null: this young person already has an open request
    },

    /** Requests sent from or received by these homes ('all': every home), newest first. */
    async list(f: {
      homeIds: string[] | 'all';
      direction: 'received' | 'sent' | 'all';
      youngPersonId?: string;
      status?: string;
      limit: number;
    }): Promise<TransferRow[]> {
      const where = ['t.org_id = $1'];
      const params: unknown[] = [orgId];
      const add = (clause: string, value: unknown) => {
        params.push(value);
        where.push(clause.replaceAll('?', `$${params.length}`));
      };
      if (f.homeIds !== 'all') {
        const side = {
          received: 't.to_home_id = any(?)',
          sent: 't.from_home_id = any(?)',
          all: '(t.to_home_id = any(?) or t.from_home_id = any(?))',
        }[f.direction];
        add(side, f.homeIds);
      }
      if (f.youngPersonId) add('t.young_person_id = ?', f.youngPersonId);
      if (f.status) add('t.status = ?', f.status);
      params.push(f.limit);
      return sql.query<TransferRow>(
        `select ${COLUMNS} from ${FROM} where ${where.join(' and ')} order by t.requested_at desc, t.id desc limit $${params.length}`,
        params,
      );
    },

    /** Change a request still at `version` (null: someone changed it first). */
    async change(
      id: string,
      version: number,
      patch: {
        status: string;
        decidedBy?: string;
        decisionNote?: string | null;
        keyWorkerId?: string | null;
        moveOn?: string;
      },
    ): Promise<boolean> {
      const rows = await sql.query(
        `update transfer_requests set status = $4, decided_by = coalesce($5, decided_by), decided_at = case when $5::uuid is null then decided_at else now() end,
                decision_note = coalesce($6, decision_note), key_worker_id = coalesce($7, key_worker_id), move_on = coalesce($8::date, move_on),
                version = version + 1
          where id = $1 and org_id = $2 and version = $3 returning id`,
        [
          id,
          orgId,
          version,
          patch.status,
          patch.decidedBy ?? null,
          patch.decisionNote ?? null,
          patch.keyWorkerId ?? null,
          patch.moveOn ?? null,
        ],
      );
      return rows.length > 0;
    },

    /**
     * The move: the young person's home, key worker and move-in date, and everything about them that a
     * home's access decides (records, documents, open tasks, money, medication) now the receiving home's.
     */
    async move(t: TransferRow): Promise<void> {
      await sql.query(
        `update young_people set home_id = $3, key_worker_id = $4, move_in_date = $5 where id = $1 and org_id = $2`,
        [t.youngPersonId, orgId, t.toHomeId, t.keyWorkerId, t.moveOn],
      );
      for (const { table, only } of FOLLOW_THE_YOUNG_PERSON) {
        await sql.query(
          `update ${table} set home_id = $3 where org_id = $1 and young_person_id = $2 and home_id is distinct from $3${only ? ` and ${only}` : ''}`,
          [orgId, t.youngPersonId, t.toHomeId],
        );
      }
      await sql.query(
        `update tasks set home_id = $3 where org_id = $1 and young_person_id = $2 and status = 'not_complete'`,
        [orgId, t.youngPersonId, t.toHomeId],
      );
    },

    async markMoved(id: string, ids: { moveInRecordId: string; placementRecordId: string }) {
      await sql.query(
        `update transfer_requests set status = 'moved', moved_at = now(), move_in_record_id = $3, placement_record_id = $4, version = version + 1
          where id = $1 and org_id = $2`,
        [id, orgId, ids.moveInRecordId, ids.placementRecordId],
      );
    },

    /** Who is told: the home's managers (else the directors), as everywhere else (home_managers). */
    async managersOf(homeId: string): Promise<string[]> {
      const rows = await sql.query<{ userId: string }>(
        `select user_id as "userId" from home_managers where org_id = $1 and home_id = $2`,
        [orgId, homeId],
      );
      return rows.map((r) => r.userId);
    },
  };
}

/** The transfer scan: accepted moves whose agreed date has come, in every organisation. */
export async function dueTransfers(sql: Sql, today: string): Promise<{ id: string; orgId: string }[]> {
  return sql.query(
    `select id, org_id as "orgId" from transfer_requests where status = 'accepted' and move_on <= $1 order by move_on, id`,
    [today],
  );
}
