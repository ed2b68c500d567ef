// The rota (migration 023): shift patterns, shifts with their versions, sleep-in wake-ups and each member of
// staff's rota facts, scoped to one organisation. Nothing is deleted: a shift or a pattern is archived, and
// every version of a shift is kept in shift_revisions. Leave is read from the leave-request records.
import type { Sql } from './db.ts';

export interface PatternRow {
  id: string;
  homeId: string;
  name: string;
  startsAt: string;
  endsAt: string;
  shiftType: string;
  breakMinutes: number;
  minStaff: number;
  needsDriver: boolean;
  needsMedication: boolean;
  needsFirstAid: boolean;
  colour: string | null;
  sort: number;
  version: number;
  archivedAt: Date | null;
}
export type PatternInput = Omit<PatternRow, 'id' | 'homeId' | 'version' | 'archivedAt'>;

export interface ShiftRow {
  id: string;
  homeId: string;
  staffId: string | null;
  staffName: string | null;
  startsAt: Date;
  endsAt: Date;
  shiftType: string;
  breakMinutes: number;
  patternId: string | null;
  notes: string | null;
  clockedInAt: Date | null;
  clockedOutAt: Date | null;
  overrideReason: string | null;
  overrideBy: string | null;
  overrideByName: string | null;
  overrideWarnings: unknown;
  version: number;
  updatedAt: Date;
  archivedAt: Date | null;
  archiveReason: string | null;
}
export interface ShiftInput {
  homeId: string;
  staffId: string | null;
  startsAt: Date;
  endsAt: Date;
  shiftType: string;
  breakMinutes: number;
  patternId: string | null;
  notes: string | null;
  overrideReason?: string | null;
  overrideWarnings?: unknown;
}
export interface RotaPerson {
  id: string;
  name: string;
  jobTitle: string | null;
  dateOfBirth: string | null;
  showInRota: boolean;
  removed: boolean;
  optedOut48: boolean;
  nightWorker: boolean;
  /** A young worker's restricted period starts at 22:00 or, by contract, 23:00 (reg 6A). */
  restrictedFrom: 22 | 23;
  /** When employment began (the start date, else when the account was made): weekly rest's fortnights run from it. */
  startedOn: string;
  driver: boolean;
  medicationTrained: boolean;
  firstAider: boolean;
  /** May lead a shift (the person in charge on it). */
  shiftLeader: boolean;
  optedOutOn: string | null;
  /** The day notice withdrawing the opt-out was given, and the notice agreed (reg 5(2)). */
  optOutWithdrawnOn: string | null;
  optOutNoticeDays: number;
}
export interface WakeRow {
  id: string;
  shiftId: string;
  wokeAt: Date;
  backAt: Date | null;
  note: string | null;
  recordedByName: string;
}
export interface LeaveRow {
  id: string;
  staffId: string;
  startsOn: string;
  endsOn: string;
  leaveType: string;
  status: string;
  partDay: string | null;
}
/** A person's latest 48-hour opt-out agreement record, as the facts screen shows it. */
export interface OptOutAgreement {
  id: string;
  signedOn: string;
  noticeDays: number | null;
  signed: boolean;
  documents: number;
}
export interface FactsInput {
  optedOut48: boolean;
  optedOutOn: string | null;
  nightWorker: boolean;
  restrictedFrom?: 22 | 23;
  driver: boolean;
  medicationTrained: boolean;
  firstAider: boolean;
  shiftLeader?: boolean;
  optOutWithdrawnOn?: string | null;
  optOutNoticeDays?: number;
}

const PATTERN = `id, home_id as "homeId", name, to_char(starts_at, 'HH24:MI') as "startsAt", to_char(ends_at, 'HH24:MI') as "endsAt",
  shift_type as "shiftType", break_minutes as "breakMinutes", min_staff as "minStaff", needs_driver as "needsDriver",
  needs_medication as "needsMedication", needs_first_aid as "needsFirstAid", colour, sort, version, archived_at as "archivedAt"`;
const SHIFT = `s.id, s.home_id as "homeId", s.staff_id as "staffId", u.name as "staffName", s.starts_at as "startsAt", s.ends_at as "endsAt",
  s.shift_type as "shiftType", s.break_minutes as "breakMinutes", s.pattern_id as "patternId", s.notes,
  s.clocked_in_at as "clockedInAt", s.clocked_out_at as "clockedOutAt", s.override_reason as "overrideReason",
  s.override_by as "overrideBy", o.name as "overrideByName", s.override_warnings as "overrideWarnings", s.version,
  s.updated_at as "updatedAt", s.archived_at as "archivedAt", s.archive_reason as "archiveReason"`;
const SHIFT_FROM = `shifts s left join users u on u.id = s.staff_id left join users o on o.id = s.override_by`;
const FACTS = `coalesce(f.opted_out_48h, false) as "optedOut48", coalesce(f.night_worker, false) as "nightWorker",
  coalesce(f.restricted_from, 22)::int as "restrictedFrom",
  to_char(coalesce((to_jsonb(u) ->> 'start_date')::date, (u.created_at at time zone 'Europe/London')::date), 'YYYY-MM-DD') as "startedOn",
  coalesce(f.driver, false) as driver, coalesce(f.medication_trained, false) as "medicationTrained", coalesce(f.first_aider, false) as "firstAider",
  coalesce(f.shift_leader, false) as "shiftLeader", to_char(f.opted_out_on, 'YYYY-MM-DD') as "optedOutOn",
  to_char(f.opt_out_withdrawn_on, 'YYYY-MM-DD') as "optOutWithdrawnOn", coalesce(f.opt_out_notice_days, 7)::int as "optOutNoticeDays"`;

export function rotaStore(sql: Sql, orgId: string) {
  async function revise(id: string, action: string, by: string, reason: string | null) {
    await sql.query(
      `insert into shift_revisions (shift_id, version, org_id, action, data, reason, changed_by)
       select s.id, s.version, s.org_id, $3, to_jsonb(s) - 'org_id', $4, $5 from shifts s where s.org_id = $1 and s.id = $2`,
      [orgId, id, action, reason, by],
    );
  }
  return {
    async patterns(homeId: string, archived = false): Promise<PatternRow[]> {
      return sql.query<PatternRow>(
        `select ${PATTERN} from shift_patterns where org_id = $1 and home_id = $2
        and (archived_at is null) = $3 order by sort, starts_at, name`,
        [orgId, homeId, !archived],
      );
    },
    async pattern(id: string): Promise<PatternRow | null> {
      const [row] = await sql.query<PatternRow>(`select ${PATTERN} from shift_patterns where org_id = $1 and id = $2`, [
        orgId,
        id,
      ]);
      return row ?? null;
    },
    async insertPattern(homeId: string, p: PatternInput, by: string): Promise<PatternRow> {
      const [row] = await sql.query<PatternRow>(
        `insert into shift_patterns (org_id, home_id, name, starts_at, ends_at, shift_type, break_minutes, min_staff, needs_driver,
           needs_medication, needs_first_aid, colour, sort, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning ${PATTERN}`,
        [
          orgId,
          homeId,
          p.name,
          p.startsAt,
          p.endsAt,
          p.shiftType,
          p.breakMinutes,
          p.minStaff,
          p.needsDriver,
          p.needsMedication,
          p.needsFirstAid,
          p.colour,
          p.sort,
          by,
        ],
      );
      return row;
    },
    /** A new version of a pattern, only if `version` is still current (else null: stale). */
    async updatePattern(id: string, version: number, p: PatternInput): Promise<PatternRow | null> {
      const [row] = await sql.query<PatternRow>(
        `update shift_patterns set name = $4, starts_at = $5, ends_at = $6, shift_type = $7, break_minutes = $8, min_staff = $9,
           needs_driver = $10, needs_medication = $11, needs_first_aid = $12, colour = $13, sort = $14, version = version + 1, updated_at = now()
         where org_id = $1 and id = $2 and version = $3 and archived_at is null returning ${PATTERN}`,
        [
          orgId,
          id,
          version,
          p.name,
          p.startsAt,
          p.endsAt,
          p.shiftType,
          p.breakMinutes,
          p.minStaff,
          p.needsDriver,
          p.needsMedication,
          p.needsFirstAid,
          p.colour,
          p.sort,
        ],
      );
      return row ?? null;
    },
    async archivePattern(id: string, version: number): Promise<PatternRow | null> {
      const [row] = await sql.query<PatternRow>(
        `update shift_patterns set archived_at = now(), version = version + 1, updated_at = now()
          where org_id = $1 and id = $2 and version = $3 and archived_at is null returning ${PATTERN}`,
        [orgId, id, version],
      );
      return row ?? null;
    },

    /** A home's shifts starting in [from, to), not archived, in time order. */
    async shifts(homeId: string, from: Date, to: Date): Promise<ShiftRow[]> {
      return sql.query<ShiftRow>(
        `select ${SHIFT} from ${SHIFT_FROM}
        where s.org_id = $1 and s.home_id = $2 and s.archived_at is null and s.starts_at >= $3 and s.starts_at < $4
        order by s.starts_at, u.name nulls last, s.id`,
        [orgId, homeId, from, to],
      );
    },
    /** People's shifts in every home (the working-time check sees a person's whole week). */
    async staffShifts(staffIds: string[], from: Date, to: Date): Promise<ShiftRow[]> {
      if (!staffIds.length) return [];
      return sql.query<ShiftRow>(
        `select ${SHIFT} from ${SHIFT_FROM}
        where s.org_id = $1 and s.staff_id = any($2::uuid[]) and s.archived_at is null and s.starts_at >= $3 and s.starts_at < $4
        order by s.starts_at`,
        [orgId, staffIds, from, to],
      );
    },
    async shift(id: string): Promise<ShiftRow | null> {
      const [row] = await sql.query<ShiftRow>(`select ${SHIFT} from ${SHIFT_FROM} where s.org_id = $1 and s.id = $2`, [
        orgId,
        id,
      ]);
      return row ?? null;
    },
    async insertShift(s: ShiftInput, by: string): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `insert into shifts (org_id, home_id, staff_id, starts_at, ends_at, shift_type, break_minutes, pattern_id, notes,
           override_reason, override_by, override_warnings, created_by, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, case when $10::text is null then null else $12::uuid end, $11::jsonb, $12, $12)
         returning id`,
        [
          orgId,
          s.homeId,
          s.staffId,
          s.startsAt,
          s.endsAt,
          s.shiftType,
          s.breakMinutes,
          s.patternId,
          s.notes,
          s.overrideReason ?? null,
          s.overrideWarnings ? JSON.stringify(s.overrideWarnings) : null,
          by,
        ],
      );
      await revise(row.id, 'create', by, s.overrideReason ?? null);
      return row.id;
    },
    /** Many shifts at once (seeds: a believable month), each with its first version; no rules run. */
    async insertShifts(rows: ShiftInput[], by: string): Promise<number> {
      if (!rows.length) return 0;
      const col = <K extends keyof ShiftInput>(k: K) => rows.map((r) => r[k] ?? null);
      const ids = await sql.query<{ id: string }>(
        `insert into shifts (org_id, home_id, staff_id, starts_at, ends_at, shift_type, break_minutes, pattern_id, notes, created_by, updated_by)
         select $1, h, st, sa, ea, t, b, p, n, $10, $10
           from unnest($2::uuid[], $3::uuid[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::int[], $8::uuid[], $9::text[]) as x(h, st, sa, ea, t, b, p, n)
         returning id`,
        [
          orgId,
          col('homeId'),
          col('staffId'),
          col('startsAt'),
          col('endsAt'),
          col('shiftType'),
          col('breakMinutes'),
          col('patternId'),
          col('notes'),
          by,
        ],
      );
      await sql.query(
        `insert into shift_revisions (shift_id, version, org_id, action, data, changed_by)
        select s.id, 1, s.org_id, 'create', to_jsonb(s) - 'org_id', $3 from shifts s where s.org_id = $1 and s.id = any($2::uuid[])`,
        [orgId, ids.map((r) => r.id), by],
      );
      return ids.length;
    },
    /**
     * The scale data set (seeds/scale.ts): `days` of shifts from `from` for each home, set-based — each day two
     * earlies,
     * two lates and a waking night, the home's staff taken in turn. Returns how many were made.
     */
    async scaleShifts(
      homes: { homeId: string; staff: string[]; managerId: string }[],
      from: string,
      days: number,
    ): Promise<number> {
      const [row] = await sql.query<{ n: number }>(
        `with made as (
           insert into shifts (org_id, home_id, staff_id, starts_at, ends_at, shift_type, break_minutes, created_by, updated_by)
           select $1, h.home_id, h.staff[1 + ((d * 5 + s.slot) % array_length(h.staff, 1))],
                  (($2::date + d) + s.st) at time zone 'Europe/London',
                  (($2::date + d + case when s.et <= s.st then 1 else 0 end) + s.et) at time zone 'Europe/London',
                  s.t, 30, h.manager_id, h.manager_id
             from jsonb_to_recordset($3::jsonb) as h(home_id uuid, staff uuid[], manager_id uuid),
                  generate_series(0, $4::int - 1) as d,
                  (values (0, time '07:00', time '15:00', 'early'), (1, time '07:00', time '15:00', 'early'), (2, time '14:30', time '22:30', 'late'),
                          (3, time '14:30', time '22:30', 'late'), (4, time '22:00', time '07:30', 'waking_night')) as s(slot, st, et, t)
           returning 1)
         select count(*)::int as n from made`,
        [
          orgId,
          from,
          JSON.stringify(homes.map((h) => ({ home_id: h.homeId, staff: h.staff, manager_id: h.managerId }))),
          days,
        ],
      );
      return row.n;
    },
    /** Saves a new version if `version` is current; false when stale or archived. */
    async updateShift(
      id: string,
      version: number,
      s: ShiftInput,
      by: string,
      action = 'update',
      reason: string | null = null,
    ): Promise<boolean> {
      const rows = await sql.query(
        `update shifts set staff_id = $4, starts_at = $5, ends_at = $6, shift_type = $7, break_minutes = $8, pattern_id = $9, notes = $10,
           override_reason = $11, override_by = case when $11::text is null then null else $13::uuid end, override_warnings = $12::jsonb,
           version = version + 1, updated_by = $13, updated_at = now()
         where org_id = $1 and id = $2 and version = $3 and archived_at is null returning id`,
        [
          orgId,
          id,
          version,
          s.staffId,
          s.startsAt,
          s.endsAt,
          s.shiftType,
          s.breakMinutes,
          s.patternId,
          s.notes,
          s.overrideReason ?? null,
          s.overrideWarnings ? JSON.stringify(s.overrideWarnings) : null,
          by,
        ],
      );
      if (!rows.length) return false;
      await revise(id, action, by, reason ?? s.overrideReason ?? null);
      return true;
    },
    async setClock(
      id: string,
      version: number,
      clockedInAt: Date | null,
      clockedOutAt: Date | null,
      by: string,
      reason: string | null,
    ): Promise<boolean> {
      const rows = await sql.query(
        `update shifts set clocked_in_at = $4, clocked_out_at = $5, version = version + 1, updated_by = $6, updated_at = now()
          where org_id = $1 and id = $2 and version = $3 and archived_at is null returning id`,
        [orgId, id, version, clockedInAt, clockedOutAt, by],
      );
      if (!rows.length) return false;
      await revise(id, 'clock', by, reason);
      return true;
    },
    /** The manager's reason for saving despite warnings, and the warnings then (not a new version: the save's own). */
    async stampOverride(id: string, reason: string, warnings: unknown, by: string) {
      await sql.query(
        `update shifts set override_reason = $3, override_warnings = $4::jsonb, override_by = $5 where org_id = $1 and id = $2`,
        [orgId, id, reason, JSON.stringify(warnings), by],
      );
      await sql.query(
        `update shift_revisions set reason = $3 where org_id = $1 and shift_id = $2
        and version = (select version from shifts where org_id = $1 and id = $2)`,
        [orgId, id, reason],
      );
    },
    async archiveShift(id: string, version: number | null, by: string, reason: string | null): Promise<boolean> {
      const rows = await sql.query(
        `update shifts set archived_at = now(), archived_by = $4, archive_reason = $5, version = version + 1, updated_by = $4, updated_at = now()
          where org_id = $1 and id = $2 and ($3::int is null or version = $3) and archived_at is null returning id`,
        [orgId, id, version, by, reason],
      );
      if (!rows.length) return false;
      await revise(id, 'archive', by, reason);
      return true;
    },
    async revisions(id: string) {
      return sql.query<{
        version: number;
        action: string;
        data: Record<string, unknown>;
        reason: string | null;
        changedByName: string;
        changedAt: Date;
      }>(
        `select r.version, r.action, r.data, r.reason, u.name as "changedByName", r.changed_at as "changedAt"
           from shift_revisions r join users u on u.id = r.changed_by where r.org_id = $1 and r.shift_id = $2 order by r.version`,
        [orgId, id],
      );
    },

    async wakes(shiftIds: string[]): Promise<WakeRow[]> {
      if (!shiftIds.length) return [];
      return sql.query<WakeRow>(
        `select w.id, w.shift_id as "shiftId", w.woke_at as "wokeAt", w.back_at as "backAt", w.note, u.name as "recordedByName"
        from sleep_in_wakes w join users u on u.id = w.recorded_by where w.org_id = $1 and w.shift_id = any($2::uuid[]) order by w.woke_at`,
        [orgId, shiftIds],
      );
    },
    async insertWake(
      shiftId: string,
      wokeAt: Date,
      backAt: Date | null,
      note: string | null,
      by: string,
    ): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `insert into sleep_in_wakes (org_id, shift_id, woke_at, back_at, note, recorded_by)
        values ($1, $2, $3, $4, $5, $6) returning id`,
        [orgId, shiftId, wokeAt, backAt, note, by],
      );
      return row.id;
    },

    /**
     * The staff a home's rota shows: active people who work in the home, with showInRota, not removed from the
     * rota, and not removed from this home's rota; plus anyone with a shift there in the range (shown even if removed
     * since).
     */
    async rotaPeople(homeId: string, alsoIds: string[] = []): Promise<RotaPerson[]> {
      return sql.query<RotaPerson>(
        `select u.id, u.name, u.job_title as "jobTitle", to_char(u.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth", u.show_in_rota as "showInRota",
                (u.remove_from_rota or $2::uuid = any(u.remove_from_rota_homes) or not u.show_in_rota) as removed, ${FACTS}
           from users u left join staff_rota_facts f on f.user_id = u.id
          where u.org_id = $1 and u.role <> 'young_person' and (
                (u.active and u.show_in_rota and not u.remove_from_rota and not ($2::uuid = any(u.remove_from_rota_homes))
                  and exists (select 1 from user_homes h where h.user_id = u.id and h.home_id = $2))
             or u.id = any($3::uuid[]))
          order by u.name, u.id`,
        [orgId, homeId, alsoIds],
      );
    },
    /** People by id; `removed` says they are off the rota (everywhere, or at `homeId`). */
    async people(ids: string[], homeId: string | null = null): Promise<RotaPerson[]> {
      if (!ids.length) return [];
      return sql.query<RotaPerson>(
        `select u.id, u.name, u.job_title as "jobTitle", to_char(u.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth", u.show_in_rota as "showInRota",
                (u.remove_from_rota or not u.show_in_rota or coalesce($3::uuid = any(u.remove_from_rota_homes), false)) as removed, ${FACTS}
           from users u left join staff_rota_facts f on f.user_id = u.id where u.org_id = $1 and u.id = any($2::uuid[])`,
        [orgId, ids, homeId],
      );
    },
    /**
     * What these people's records show of the rota's skills (engine/rota/skills.ts): medication and first aid
     * courses attended, with their expiry, and driving licences with theirs (none at 12 points). Index
     * records_staff_kind_date; the course's skill is decided by skillOfCourse on the name.
     */
    async skillEvidence(
      ids: string[],
    ): Promise<{ staffId: string; kind: string; course: string; since: string | null; until: string | null }[]> {
      if (!ids.length) return [];
      const day = (path: string) =>
        `case when r.data ->> '${path}' ~ '^\\d{4}-\\d{2}-\\d{2}$' then r.data ->> '${path}' end`;
      return sql.query(
        `select r.staff_id as "staffId", r.kind, coalesce(r.data ->> 'course', '') as course,
                case when r.kind = 'training-record' then ${day('completedOn')} end as since, ${day('expiresOn')} as until
           from records r
          where r.org_id = $1 and r.staff_id = any($2::uuid[]) and r.archived_at is null and r.kind in ('training-record', 'driving-licence')
            and (r.kind = 'training-record' and r.data ->> 'course' ~* '(first[[:space:]-]*aid|medication|medicines)'
              or r.kind = 'driving-licence' and coalesce(case when r.data ->> 'points' ~ '^[0-9]+$' then (r.data ->> 'points')::int end, 0) < 12)`,
        [orgId, ids],
      );
    },
    /** Each person's latest night work health assessment: the day offered, else the day it is to be offered by. */
    async lastHealthOffers(ids: string[]): Promise<{ staffId: string; on: string }[]> {
      if (!ids.length) return [];
      return sql.query(
        `select r.staff_id as "staffId",
                max(coalesce(nullif(r.data ->> 'offeredOn', ''), r.data ->> 'offerBy')) as on
           from records r
          where r.org_id = $1 and r.kind = 'night-health-assessment' and r.archived_at is null
            and r.staff_id = any($2::uuid[])
          group by r.staff_id`,
        [orgId, ids],
      );
    },
    /** Each person's latest 48-hour opt-out agreement (engine/rota/opt-out.ts reads its fields). */
    async optOutAgreements(ids: string[]): Promise<(OptOutAgreement & { staffId: string })[]> {
      if (!ids.length) return [];
      return sql.query(
        `select distinct on (r.staff_id) r.staff_id as "staffId", r.id, r.data ->> 'signedOn' as "signedOn",
                case when r.data ->> 'noticeDays' ~ '^[0-9]+$' then (r.data ->> 'noticeDays')::int end as "noticeDays",
                coalesce(r.data ->> 'workerSignature', '') <> '' as signed,
                case when jsonb_typeof(r.data -> 'documents') = 'array' then jsonb_array_length(r.data -> 'documents')
                     else 0 end as documents
           from records r
          where r.org_id = $1 and r.kind = 'working-time-opt-out' and r.archived_at is null
            and r.staff_id = any($2::uuid[])
          order by r.staff_id, r.data ->> 'signedOn' desc nulls last, r.created_at desc`,
        [orgId, ids],
      );
    },
    async setFacts(userId: string, f: FactsInput, by: string) {
      await sql.query(
        `insert into staff_rota_facts (user_id, org_id, opted_out_48h, opted_out_on, night_worker, driver, medication_trained, first_aider, updated_by, restricted_from, shift_leader,
           opt_out_withdrawn_on, opt_out_notice_days)
         values ($2, $1, $3, $4, $5, $6, $7, $8, $9, coalesce($10::smallint, 22), coalesce($11::boolean, false), $12::date,
           coalesce($13::smallint, 7))
         on conflict (user_id) do update set opted_out_48h = $3, opted_out_on = $4, night_worker = $5, driver = $6, medication_trained = $7,
           first_aider = $8, updated_by = $9, updated_at = now(), restricted_from = coalesce($10::smallint, staff_rota_facts.restricted_from),
           shift_leader = coalesce($11::boolean, staff_rota_facts.shift_leader),
           opt_out_withdrawn_on = case when $14 then $12::date else staff_rota_facts.opt_out_withdrawn_on end,
           opt_out_notice_days = coalesce($13::smallint, staff_rota_facts.opt_out_notice_days)
           where staff_rota_facts.org_id = $1`,
        [
          orgId,
          userId,
          f.optedOut48,
          f.optedOutOn,
          f.nightWorker,
          f.driver,
          f.medicationTrained,
          f.firstAider,
          by,
          f.restrictedFrom ?? null,
          f.shiftLeader ?? null,
          f.optOutWithdrawnOn ?? null,
          f.optOutNoticeDays ?? null,
          f.optOutWithdrawnOn !== undefined,
        ],
      );
    },

    /** A person's showInRota flag (SPEC §6 rota flags per user). */
    async setShowInRota(userIds: string[], show: boolean) {
      await sql.query(`update users set show_in_rota = $3 where org_id = $1 and id = any($2::uuid[])`, [
        orgId,
        userIds,
        show,
      ]);
    },
    /**
     * What the working-time checker needs beyond shifts (decision 0430): approved leave of the kinds that make
     * excluded days, and approved overtime, of these people between two London dates.
     */
    async workingTimeFacts(
      staffIds: string[],
      fromDay: string,
      toDay: string,
    ): Promise<{
      leave: { staffId: string; startsOn: string; endsOn: string; leaveType: string }[];
      overtime: { staffId: string; date: string; minutes: number }[];
    }> {
      if (!staffIds.length) return { leave: [], overtime: [] };
      const [leave, overtime] = await Promise.all([
        sql.query<{ staffId: string; startsOn: string; endsOn: string; leaveType: string }>(
          `select staff_id as "staffId", data->>'startsOn' as "startsOn", data->>'endsOn' as "endsOn", data->>'leaveType' as "leaveType"
             from records where org_id = $1 and kind = 'leave-request' and archived_at is null and status = 'approved'
              and staff_id = any($2::uuid[]) and (data->>'startsOn')::date <= $4::date and (data->>'endsOn')::date >= $3::date`,
          [orgId, staffIds, fromDay, toDay],
        ),
        sql.query<{ staffId: string; date: string; minutes: number }>(
          `select staff_id as "staffId", data->>'workedOn' as date, (data->>'minutes')::int as minutes from records
            where org_id = $1 and kind = 'overtime-request' and archived_at is null and status = 'approved'
              and staff_id = any($2::uuid[]) and (data->>'workedOn')::date between $3::date and $4::date`,
          [orgId, staffIds, fromDay, toDay],
        ),
      ]);
      return { leave, overtime };
    },
    /** Requested and approved leave of these people overlapping [fromDay, toDay]: their leave-request records. */
    async leave(staffIds: string[], fromDay: string, toDay: string): Promise<LeaveRow[]> {
      if (!staffIds.length) return [];
      return sql.query<LeaveRow>(
        `select id, staff_id as "staffId", data->>'startsOn' as "startsOn", data->>'endsOn' as "endsOn",
                data->>'leaveType' as "leaveType", status, data->>'partDay' as "partDay"
           from records where org_id = $1 and kind = 'leave-request' and archived_at is null
            and staff_id = any($2::uuid[]) and status in ('requested', 'approved')
            and (data->>'startsOn')::date <= $4::date and (data->>'endsOn')::date >= $3::date
          order by data->>'startsOn'`,
        [orgId, staffIds, fromDay, toDay],
      );
    },
  };
}
export type RotaStore = ReturnType<typeof rotaStore>;
