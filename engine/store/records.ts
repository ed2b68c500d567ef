// Records, their revisions and sign-offs. Every query carries the caller's org_id.
import type { Sql } from './db.ts';
import { KNOWN_IDS } from './people.ts';
import { requestStore } from './requests.ts';
import type { RecordRow, RevisionRow, SignoffRow, SignoffRuleSnapshot } from './rows.ts';

/** A record's columns; its author's name and definition version may be given when already known. */
const recordColumns = (
  authorName = 'a.name',
  definitionVersion = 'dv.version',
  withData = true,
) => `r.id, r.org_id as "orgId", r.kind, r.definition_version_id as "definitionVersionId",
  ${definitionVersion} as "definitionVersion", r.young_person_id as "youngPersonId", r.home_id as "homeId",
  r.staff_id as "staffId", r.status, r.version, r.submission, r.signoff_rule as "signoffRule",
  r.author_id as "authorId", ${authorName} as "authorName", r.record_date as "recordDate", r.created_at as "createdAt",
  r.updated_at as "updatedAt", r.archived_at as "archivedAt"${withData ? ', r.data' : ''}`;
const RECORD_COLUMNS = recordColumns();
const RECORD_FROM = `records r join users a on a.id = r.author_id join definition_versions dv on dv.id = r.definition_version_id`;
const GET_RECORD = `select ${RECORD_COLUMNS} from ${RECORD_FROM} where r.id = $1 and r.org_id = $2`;

// Every record write sends an outbox message (for the workers, after commit) in the same statement,
// as a CTE over the written row `r`. `action` is an SQL expression (a literal or a parameter).
const act = (action: string) => (action.startsWith('$') ? `${action}::text` : `'${action}'`);
const OUTBOX_FROM_R = (action: string) =>
  `insert into outbox (org_id, topic, payload)
   select org_id, 'record.changed', jsonb_build_object('recordId', id, 'kind', kind, 'action', ${act(action)}, 'status', status, 'version', version) from r`;

/**
 * Every version of a record, oldest first: those replaced (record_revisions) and the newest (the
 * record's row). Rows written before migration 009 hold their newest version in both.
 */
export const RECORD_VERSIONS = `(
  select record_id, version, org_id, action, status, data, changed_by, changed_at, reason from record_revisions
  union all
  select id, version, org_id, coalesce(change_action, 'create'), status, data, coalesce(changed_by, author_id), updated_at, change_reason from records c
   where change_action is not null
)`;

// The two writes of every save, as constant texts: built once (not on every call), and a statement's
// prepared name is looked up by its text.
/**
 * Parameters: $1 org, $2–$10 the record, $11/$12 the staff and young people it names (JSON arrays), $13 author name,
 * $14 definition version, $15 the client's record id (or null), $16 its request's hash (a create sent again is
 * recognised by it: write_keys).
 */
const INSERT_RECORD = `with known as (
     select (${KNOWN_IDS('users', '$11')}) as staff, (${KNOWN_IDS('young_people', '$12')}) as young_people
   ), r as (
     insert into records (id, org_id, kind, definition_version_id, young_person_id, home_id, staff_id, author_id, record_date, data,
                          status, changed_by, change_action)
     select coalesce($15::uuid, uuid_v7()), $1::uuid, $2::text, $3::int, $4::uuid, $5::uuid, $6::uuid, $7::uuid, $8::timestamptz,
            $9::jsonb, $10::text, null, 'create'
       from known
      where cardinality(known.staff) = jsonb_array_length($11::jsonb) and cardinality(known.young_people) = jsonb_array_length($12::jsonb)
     returning id, org_id, kind, definition_version_id, young_person_id, home_id, staff_id, status, version, submission,
               signoff_rule, author_id, record_date, created_at, updated_at, archived_at
   ), ob as (${OUTBOX_FROM_R('create')}), wk as (
     insert into write_keys (org_id, user_id, key, record_id, version, action, request_hash)
     select org_id, author_id, id::text, id, version, 'create', $16::text from r where $16::text is not null
     on conflict do nothing
   )
   select ${recordColumns('$13::text', '$14::int', false)}, known.staff as "knownStaff", known.young_people as "knownYoungPeople"
     from known left join r on true`;
/** A record with the sign-offs that still count (signed, or awaited on its submission) as JSON. $1 id, $2 org. */
const RECORD_WITH_SIGNOFFS = `select ${RECORD_COLUMNS},
        (select coalesce(json_agg(json_build_object('id', s.id, 'recordId', s.record_id, 'submission', s.submission,
           'signerId', s.signer_id, 'signerName', u.name, 'step', s.step, 'requestedAt', s.requested_at,
           'signedAt', s.signed_at, 'closedAt', s.closed_at) order by s.step, s.signed_at nulls last, u.name), '[]')
           from signoffs s join users u on u.id = s.signer_id
          where s.record_id = r.id and s.org_id = r.org_id
            and (s.signed_at is not null or (s.submission = r.submission and s.closed_at is null))) as "signoffRows"
   from ${RECORD_FROM} where r.id = $1 and r.org_id = $2`;
/**
 * Parameters: $1 id, $2 org, $3 expected version, $4–$10 the change, $11 who, $12 the action, $13 why (reopen,
 * archive); $k and $k+1 the client's idempotency key and its request's hash (or null), kept with the change.
 */
const changeRecordCtes = (k: number) => `with r as (
   update records t set version = t.version + 1, updated_at = now(), changed_by = $11, change_action = $12, change_reason = $13,
     data = coalesce($4, t.data), status = coalesce($5, t.status), record_date = coalesce($6, t.record_date),
     submission = coalesce($7, t.submission),
     signoff_rule = case when $8::boolean then $9::jsonb else t.signoff_rule end,
     archived_at = case when $10::boolean is null then t.archived_at when $10 then now() else null end
   from records o
   where t.id = $1 and t.org_id = $2 and t.version = $3 and o.id = t.id and o.version = $3
   returning t.*, o.version as old_version, o.status as old_status, o.data as old_data, o.updated_at as old_at,
     coalesce(o.changed_by, o.author_id) as old_by, coalesce(o.change_action, 'create') as old_action, o.change_reason as old_reason
 ), kept as (
   insert into record_revisions (record_id, version, org_id, action, status, data, changed_by, changed_at, reason)
   select id, old_version, org_id, old_action, old_status, old_data, old_by, old_at, old_reason from r
   on conflict (record_id, version) do nothing
 ), ob as (${OUTBOX_FROM_R('$12')}), wk as (
   insert into write_keys (org_id, user_id, key, record_id, version, action, request_hash)
   select org_id, $11::uuid, $${k}::text, id, version, $12::text, $${k + 1}::text from r where $${k}::text is not null
   on conflict do nothing
 )`;
const CHANGE_RECORD = `${changeRecordCtes(14)}
 select ${RECORD_COLUMNS} from r join users a on a.id = r.author_id join definition_versions dv on dv.id = r.definition_version_id`;

/**
 * A keyset cursor's time as the database wrote it, to the microsecond: a JS Date keeps milliseconds, so a
 * row in the same millisecond as a page's last (but later within it) fell between pages.
 */
const MICROSECONDS = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A workflow step's change and its sign-off writes in ONE statement (submit asks for sign-offs, a
 * sign-off signs and may close the other managers' requests, a reopen closes what is awaited): no
 * transaction's begin and commit, and the record's sign-offs as they now stand come back with it.
 * A data-modifying CTE's rows are not in the statement's snapshot, so the answer is the snapshot's
 * sign-offs with those changed here replaced by what RETURNING gave. All are tied to `r`: a stale
 * version (no row) writes nothing.
 * Parameters: $1–$13 as CHANGE_RECORD; $14/$15 signers and steps to ask (arrays, on r's submission);
 * $16 who signs (or null); $17 close the other managers' awaited requests; $18 close every awaited one; $19/$20 the
 * idempotency key and hash.
 */
const SIGNOFF_COLUMNS = 'id, record_id, submission, signer_id, step, requested_at, signed_at, closed_at';
const CHANGE_RECORD_WITH_SIGNOFFS = `${changeRecordCtes(19)},
 asked as (
   insert into signoffs (org_id, record_id, submission, signer_id, step)
   select r.org_id, r.id, r.submission, x.signer, x.step from r cross join unnest($14::uuid[], $15::text[]) as x(signer, step)
   returning ${SIGNOFF_COLUMNS}
 ), signed as (
   update signoffs s set signed_at = now() from r
    where $16::uuid is not null and s.record_id = r.id and s.org_id = r.org_id and s.submission = r.submission
      and s.signer_id = $16::uuid and s.signed_at is null and s.closed_at is null
   returning ${SIGNOFF_COLUMNS.split(', ')
     .map((c) => `s.${c}`)
     .join(', ')}
 ), closed as (
   update signoffs s set closed_at = now() from r
    where s.record_id = r.id and s.org_id = r.org_id and s.signed_at is null and s.closed_at is null
      and ($18::boolean or ($17::boolean and s.submission = r.submission and s.step = 'manager' and s.signer_id is distinct from $16::uuid))
   returning s.id
 )
 select ${RECORD_COLUMNS},
        (select coalesce(json_agg(json_build_object('id', x.id, 'recordId', x.record_id, 'submission', x.submission,
           'signerId', x.signer_id, 'signerName', u.name, 'step', x.step, 'requestedAt', x.requested_at,
           'signedAt', x.signed_at, 'closedAt', x.closed_at) order by x.step, x.signed_at nulls last, u.name), '[]')
           from (select ${SIGNOFF_COLUMNS} from signoffs s
                  where s.record_id = r.id and s.org_id = r.org_id
                    and (s.signed_at is not null or (s.submission = r.submission and s.closed_at is null))
                    and s.id not in (select id from signed union all select id from closed)
                 union all select * from signed
                 union all select * from asked) x
           join users u on u.id = x.signer_id) as "signoffRows"
   from r join users a on a.id = r.author_id join definition_versions dv on dv.id = r.definition_version_id`;

/** What a workflow step writes to the record's sign-offs with its change (CHANGE_RECORD_WITH_SIGNOFFS). */
export interface SignoffWrites {
  /** ask these people, on the record's (new) submission */
  ask?: { userId: string; step: 'manager' | 'other' }[];
  /** this person signs the current submission; `closeOtherManagers` when that gives the manager step */
  sign?: { userId: string; closeOtherManagers: boolean };
  /** every request still awaited closes (a reopen); signatures given stay in the history */
  closeAwaited?: boolean;
}

export interface NewRecord {
  kind: string;
  definitionVersionId: number;
  youngPersonId: string | null;
  homeId: string | null;
  staffId: string | null;
  authorId: string;
  recordDate: Date;
  data: Record<string, unknown>;
  status: string;
  /** known to the caller already: returned as they are rather than joined again */
  authorName: string;
  definitionVersion: number;
  /** the client's own id for the record (a create sent again is known by it), and its request's hash */
  id?: string;
  requestHash?: string;
}

/** A client's idempotency key for a change, and its request's hash (write_keys). */
export interface WriteKey {
  key: string;
  hash: string;
}
/** A key already used: the change it made. */
export interface UsedWriteKey {
  recordId: string;
  version: number;
  action: string;
  hash: string;
  at: Date;
}

export interface RecordChange {
  data?: Record<string, unknown>;
  status?: string;
  recordDate?: Date;
  submission?: number;
  signoffRule?: SignoffRuleSnapshot | null;
  archived?: boolean;
  /** why (a reopen or an archive): kept with the version this change makes */
  reason?: string;
  /** the client's idempotency key: kept with the change in the same statement */
  writeKey?: WriteKey;
}

export interface RecordFilter {
  kind?: string; // absent = every kind in `kinds`
  kinds?: string[];
  youngPersonId?: string;
  homeId?: string;
  staffId?: string;
  status?: string | string[]; // several: any of them
  from?: Date;
  to?: Date;
  archived?: boolean;
  contains?: unknown[]; // what the data must contain (engine/records/filters.ts), each a jsonb @>
  homeIds: string[] | 'all'; // access scope: the homes the caller works in
  excludeYoungPeople: string[]; // access scope: young people the caller may not see
  onlyYoungPeople?: string[]; // access scope: only these young people's records (when set)
  orStaffId?: string; // access scope: records about this member of staff as well, in any home (one's own leave)
  orDataIn?: { field: string; values: string[] }; // access scope: records naming one of these homes (a transfer's)
  // keyset: strictly older than this (the time as the database wrote it, to the microsecond)
  cursor?: { at: string; id: string };
  /** record_date (default), or created_at: the newest written first (records_recent). */
  orderBy?: 'record_date' | 'created_at';
  limit: number;
}

export function recordStore(sql: Sql, orgId: string) {
  const get = async (id: string): Promise<RecordRow | null> => {
    const [row] = await sql.query<RecordRow>(GET_RECORD, [id, orgId]);
    return row ?? null;
  };

  const splitSignoffs = (rows: SignoffRow[], submission: number) => ({
    current: rows.filter((r) => r.submission === submission),
    signatures: rows.filter((r) => r.signedAt).sort((a, b) => +a.signedAt! - +b.signedAt!),
  });
  type SignoffJson = Omit<SignoffRow, 'requestedAt' | 'signedAt' | 'closedAt'> &
    Record<'requestedAt' | 'signedAt' | 'closedAt', string | null>;
  /**
   * A record row with its sign-offs as JSON (`signoffRows`) → the row, and its sign-offs as signoffsAndSignatures gives
   * them.
   */
  const withSignoffs = ({ signoffRows, ...row }: RecordRow & { signoffRows: SignoffJson[] }) => {
    const date = (v: string | null) => (v === null ? null : new Date(v));
    const signoffs = signoffRows.map((x) => ({
      ...x,
      requestedAt: date(x.requestedAt)!,
      signedAt: date(x.signedAt),
      closedAt: date(x.closedAt),
    }));
    return { row: row as RecordRow, signoffs: splitSignoffs(signoffs, row.submission) };
  };

  return {
    get,

    /** Records of an approval kind read by the dates they span (leave on a calendar, a balance, a rota). */
    requests: requestStore(sql, orgId),

    /** What the read rule needs to know of these records (not their data), in one query: a page's links. */
    async readFacts(
      ids: string[],
    ): Promise<
      Pick<RecordRow, 'id' | 'definitionVersionId' | 'youngPersonId' | 'homeId' | 'staffId' | 'status' | 'authorId'>[]
    > {
      if (!ids.length) return [];
      return sql.query(
        `select r.id, r.definition_version_id as "definitionVersionId", r.young_person_id as "youngPersonId", r.home_id as "homeId",
                r.staff_id as "staffId", r.status, r.author_id as "authorId"
           from records r where r.org_id = $1 and r.id = any($2::uuid[])`,
        [orgId, ids],
      );
    },

    /** A record with, in the same round trip, its sign-offs as signoffsAndSignatures gives them. */
    async getWithSignoffs(
      id: string,
    ): Promise<{ row: RecordRow; signoffs: { current: SignoffRow[]; signatures: SignoffRow[] } } | null> {
      const [found] = await sql.query<RecordRow & { signoffRows: SignoffJson[] }>(RECORD_WITH_SIGNOFFS, [id, orgId]);
      return found ? withSignoffs(found) : null;
    },

    /**
     * Insert a draft (its first version, made by its author: changed_by stays null) and its outbox
     * message in one statement: atomic without a transaction, one round trip on the hottest write. It is written only
     * if every person the
     * record names (`named`) is of this organisation; `known` says which are, so that when one is
     * not (row null) the caller can say which field is wrong — and nothing was written.
     * The row comes back with the data as given: jsonb keeps the same values (not the key order).
     */
    async insert(r: NewRecord, named: { staff: string[]; youngPeople: string[] } = { staff: [], youngPeople: [] }) {
      const [found] = await sql.query<RecordRow & { knownStaff: string[]; knownYoungPeople: string[] }>(INSERT_RECORD, [
        orgId,
        r.kind,
        r.definitionVersionId,
        r.youngPersonId,
        r.homeId,
        r.staffId,
        r.authorId,
        r.recordDate,
        r.data,
        r.status,
        JSON.stringify(named.staff),
        JSON.stringify(named.youngPeople),
        r.authorName,
        r.definitionVersion,
        r.id ?? null,
        r.id ? (r.requestHash ?? null) : null,
      ]);
      const { knownStaff, knownYoungPeople, ...row } = found;
      // the data just written is the caller's: not read back (and parsed again) from the database
      return {
        row: row.id ? ({ ...row, data: r.data } as RecordRow) : null,
        known: { staff: new Set(knownStaff), 'young-person': new Set(knownYoungPeople) },
      };
    },

    /** What a person's idempotency key (or a create's client id) was used for, if it was. */
    async writeKey(userId: string, key: string): Promise<UsedWriteKey | null> {
      const [row] = await sql.query<UsedWriteKey>(
        `select record_id as "recordId", version, action, request_hash as "hash", at
           from write_keys where org_id = $1 and user_id = $2 and key = $3`,
        [orgId, userId, key],
      );
      return row ?? null;
    },

    /** Who saved the record last and when, at which version: what a stale save is told. */
    /** A version written with no connection: the device's time it was written (received: now, the server's). */
    async noteWrittenOffline(id: string, version: number, userId: string, writtenAt: Date): Promise<void> {
      await sql.query(
        `insert into record_offline_writes (record_id, version, org_id, written_by, written_at)
         select id, $2, org_id, $4, $5 from records where id = $1 and org_id = $3
         on conflict (record_id, version) do nothing`,
        [id, version, orgId, userId, writtenAt],
      );
    },

    /** The latest version written with no connection, if any: device time written, server time received. */
    async lastOfflineWrite(id: string): Promise<{ version: number; writtenAt: Date; receivedAt: Date } | null> {
      const [row] = await sql.query<{ version: number; writtenAt: Date; receivedAt: Date }>(
        `select version, written_at as "writtenAt", received_at as "receivedAt" from record_offline_writes
          where record_id = $1 and org_id = $2 order by version desc limit 1`,
        [id, orgId],
      );
      return row ?? null;
    },

    async lastChange(id: string): Promise<{ by: string; byId: string; at: Date; version: number } | null> {
      const [row] = await sql.query<{ by: string; byId: string; at: Date; version: number }>(
        `select u.name as by, u.id as "byId", r.updated_at as at, r.version from records r
           join users u on u.id = coalesce(r.changed_by, r.author_id) and u.org_id = r.org_id
          where r.id = $1 and r.org_id = $2`,
        [id, orgId],
      );
      return row ?? null;
    },

    /**
     * Change a record if it is still at `expectedVersion`, keeping the version it replaces and
     * sending the outbox message in the same statement. Null = stale (someone saved first; nothing
     * written). `o` is the row as the statement found it: the version replaced (both must be at
     * `expectedVersion`, which a concurrent save would have moved on).
     */
    async change(
      id: string,
      expectedVersion: number,
      change: RecordChange,
      userId: string,
      action: string,
    ): Promise<RecordRow | null> {
      const [row] = await sql.query<RecordRow>(CHANGE_RECORD, [
        id,
        orgId,
        expectedVersion,
        change.data ?? null,
        change.status ?? null,
        change.recordDate ?? null,
        change.submission ?? null,
        change.signoffRule !== undefined,
        change.signoffRule ?? null,
        change.archived ?? null,
        userId,
        action,
        change.reason ?? null,
        change.writeKey?.key ?? null,
        change.writeKey?.hash ?? null,
      ]);
      return row ?? null;
    },

    /**
     * `change` and its sign-off writes in one statement; the sign-offs as they now stand come back with it. Null =
     * stale.
     */
    async changeWithSignoffs(
      id: string,
      expectedVersion: number,
      change: RecordChange,
      userId: string,
      action: string,
      writes: SignoffWrites,
    ) {
      const ask = writes.ask ?? [];
      const [row] = await sql.query<RecordRow & { signoffRows: SignoffJson[] }>(CHANGE_RECORD_WITH_SIGNOFFS, [
        id,
        orgId,
        expectedVersion,
        change.data ?? null,
        change.status ?? null,
        change.recordDate ?? null,
        change.submission ?? null,
        change.signoffRule !== undefined,
        change.signoffRule ?? null,
        change.archived ?? null,
        userId,
        action,
        change.reason ?? null,
        ask.map((a) => a.userId),
        ask.map((a) => a.step),
        writes.sign?.userId ?? null,
        writes.sign?.closeOtherManagers ?? false,
        writes.closeAwaited ?? false,
        change.writeKey?.key ?? null,
        change.writeKey?.hash ?? null,
      ]);
      return row ? withSignoffs(row) : null;
    },

    /** A page of records, each with its keyset position (`cursorAt`: the ordering time to the microsecond). */
    async list(f: RecordFilter): Promise<(RecordRow & { cursorAt: string })[]> {
      const where: string[] = ['r.org_id = $1'];
      const params: unknown[] = [orgId];
      const add = (clause: string, value: unknown) => {
        params.push(value);
        where.push(clause.replaceAll('?', `$${params.length}`));
      };
      if (f.kind) add('r.kind = ?', f.kind);
      else if (f.kinds) add('r.kind = any(?)', f.kinds);
      if (f.youngPersonId) add('r.young_person_id = ?', f.youngPersonId);
      if (f.homeId) add('r.home_id = ?', f.homeId);
      if (f.staffId) add('r.staff_id = ?', f.staffId);
      if (f.homeIds !== 'all') {
        params.push(f.homeIds);
        const either = [`r.home_id = any($${params.length})`];
        if (f.orStaffId) either.push(`r.staff_id = $${params.push(f.orStaffId)}`);
        if (f.orDataIn) {
          params.push(f.orDataIn.field, f.orDataIn.values);
          either.push(`r.data->>$${params.length - 1} = any($${params.length}::text[])`);
        }
        where.push(either.length > 1 ? `(${either.join(' or ')})` : either[0]);
      }
      if (f.excludeYoungPeople.length)
        add('(r.young_person_id is null or r.young_person_id <> all(?))', f.excludeYoungPeople);
      if (f.onlyYoungPeople) add('r.young_person_id = any(?)', f.onlyYoungPeople);
      if (typeof f.status === 'string') add('r.status = ?', f.status);
      else if (f.status?.length) add('r.status = any(?)', f.status);
      if (f.from) add('r.record_date >= ?', f.from);
      if (f.to) add('r.record_date < ?', f.to);
      for (const c of f.contains ?? []) add('r.data @> ?::jsonb', JSON.stringify(c));
      where.push(f.archived ? 'r.archived_at is not null' : 'r.archived_at is null');
      const order = f.orderBy === 'created_at' ? 'r.created_at' : 'r.record_date';
      if (f.cursor) {
        params.push(f.cursor.at, f.cursor.id);
        where.push(`(${order}, r.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
      }
      params.push(f.limit);
      // Limit first, on records alone, so the planner walks the (…, record_date desc, id desc) index
      // and stops after one page; the names are joined to that page only.
      return sql.query<RecordRow & { cursorAt: string }>(
        `select ${RECORD_COLUMNS}, ${MICROSECONDS(order)} as "cursorAt"
           from (select * from records r where ${where.join(' and ')} order by ${order} desc, r.id desc limit $${params.length}) r
           join users a on a.id = r.author_id join definition_versions dv on dv.id = r.definition_version_id
          order by ${order} desc, r.id desc`,
        params,
      );
    },

    async revisions(id: string): Promise<RevisionRow[]> {
      return sql.query<RevisionRow>(
        `select v.record_id as "recordId", v.version, v.action, v.status, v.data, v.changed_by as "changedBy",
                u.name as "changedByName", v.changed_at as "changedAt", v.reason
           from ${RECORD_VERSIONS} v join users u on u.id = v.changed_by
          where v.record_id = $1 and v.org_id = $2 order by v.version`,
        [id, orgId],
      );
    },

    /**
     * In one query: the sign-offs of the current submission that still count (signed, or awaited),
     * and every signature ever given on the record (reopening keeps them).
     */
    async signoffsAndSignatures(
      recordId: string,
      submission: number,
    ): Promise<{ current: SignoffRow[]; signatures: SignoffRow[] }> {
      const rows = await sql.query<SignoffRow>(
        `select s.id, s.record_id as "recordId", s.submission, s.signer_id as "signerId", u.name as "signerName", s.step,
                s.requested_at as "requestedAt", s.signed_at as "signedAt", s.closed_at as "closedAt"
           from signoffs s join users u on u.id = s.signer_id
          where s.record_id = $1 and s.org_id = $2 and (s.signed_at is not null or (s.submission = $3 and s.closed_at is null))
          order by s.step, s.signed_at nulls last, u.name`,
        [recordId, orgId, submission],
      );
      return splitSignoffs(rows, submission);
    },

    /**
     * A page of the records awaiting this person's sign-off, newest request first, and how many
     * await in all, counted up to `countUpTo` — in one round trip, read off signoffs_awaiting.
     */
    async awaitingSignoff(
      userId: string,
      limit: number,
      countUpTo: number,
      after?: { at: string; id: string },
      staffOnly = false,
    ) {
      // Two texts (first page, later pages) rather than "$4 is null or …", so each keeps one plan.
      // The HR slice (staffOnly): records about a member of staff, filtered here so a page is a full page.
      const staff = staffOnly
        ? 'and exists (select 1 from records sr where sr.id = s.record_id and sr.staff_id is not null)'
        : '';
      const rows = await sql.query<
        RecordRow & { requestedAt: Date; requestedAtKey: string; signoffId: string; total: number }
      >(
        `with page as (
           select s.id, s.record_id, s.requested_at from signoffs s
            where s.org_id = $1 and s.signer_id = $2 and s.signed_at is null and s.closed_at is null ${staff}
              ${after ? 'and (s.requested_at, s.id) < ($5::timestamptz, $6::uuid)' : ''}
            order by s.requested_at desc, s.id desc limit $3
         ), waiting as (
           select count(*)::int as total from (
             select 1 from signoffs s where s.org_id = $1 and s.signer_id = $2 and s.signed_at is null and s.closed_at is null ${staff} limit $4) w
         )
         select ${RECORD_COLUMNS}, p.requested_at as "requestedAt", ${MICROSECONDS('p.requested_at')} as "requestedAtKey", p.id as "signoffId", waiting.total
           from waiting left join (page p
             join records r on r.id = p.record_id and r.archived_at is null
             join users a on a.id = r.author_id join definition_versions dv on dv.id = r.definition_version_id) on true
          order by p.requested_at desc, p.id desc`,
        [orgId, userId, limit, countUpTo, ...(after ? [after.at, after.id] : [])],
      );
      return { total: rows[0].total, rows: rows.filter((r) => r.id !== null) };
    },

    /** What a submit needs in one round trip: the option's stored sign-off rule (if any) and signerCandidates. */
    async signoffFacts(
      option: string | null,
      homeId: string | null,
    ): Promise<{
      rule: { mode: 'none' | 'default' | 'custom'; users: string[] } | null;
      homeManagers: string[];
      directors: string[];
    }> {
      const [row] = await sql.query<{
        rule: { mode: 'none' | 'default' | 'custom'; users: string[] } | null;
        homeManagers: string[];
        directors: string[];
      }>(
        `select (select json_build_object('mode', mode, 'users', users) from signoff_rules where org_id = $1 and option = $3) as rule,
                coalesce((select array_agg(u.id order by u.id) from users u join user_homes uh on uh.user_id = u.id
                           where u.org_id = $1 and uh.home_id = $2 and u.is_manager and u.active), '{}') as "homeManagers",
                coalesce((select array_agg(id order by id) from users where org_id = $1 and role = 'director' and active), '{}') as directors`,
        [orgId, homeId, option],
      );
      return row;
    },

    async signoffRule(option: string): Promise<{ mode: 'none' | 'default' | 'custom'; users: string[] } | null> {
      const [row] = await sql.query<{ mode: 'none' | 'default' | 'custom'; users: string[] }>(
        `select mode, users from signoff_rules where org_id = $1 and option = $2`,
        [orgId, option],
      );
      return row ?? null;
    },

    async setSignoffRule(option: string, mode: string, users: string[], userId: string) {
      await sql.query(
        `insert into signoff_rules (org_id, option, mode, users, updated_by) values ($1, $2, $3, $4, $5)
         on conflict (org_id, option) do update set mode = excluded.mode, users = excluded.users,
           updated_by = excluded.updated_by, updated_at = now()`,
        [orgId, option, mode, users, userId],
      );
    },
  };
}
export type RecordStore = ReturnType<typeof recordStore>;
