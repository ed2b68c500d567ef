// Staff: the employees list with compliance at a glance, worked out in one statement (each
// person's newest contract, DBS, right to work, references, training, supervision and appraisal are
// lateral look-ups on records_staff_kind_date, never a query per person), applications made into
// employees (staff_hires), and the activity on staff records. Every query carries the org_id.
import { supervisionWeeks } from '../staff/supervision-policy.ts';
import { supervisionInputs } from '../staff/supervision-sql.ts';
import { addDays } from '../time/london.ts';
import type { Sql } from './db.ts';
import { registeredManagersFor } from './registered-managers.ts';

export type Compliance = 'ok' | 'due_soon' | 'overdue' | 'missing';

export interface EmployeeRow {
  id: string;
  name: string;
  email: string;
  role: string;
  isManager: boolean;
  jobTitle: string | null;
  active: boolean;
  homeIds: string[];
  startDate: string | null;
  contractType: string | null;
  agencyName: string | null;
  agencyProfileReceived: boolean | null;
  hoursPerWeek: number | null;
  leftOn: string | null;
  dbs: Compliance;
  dbsNextCheckDue: string | null;
  rightToWork: Compliance;
  rightToWorkEnds: string | null;
  references: Compliance;
  referencesVerified: number;
  training: Compliance;
  trainingExpired: number;
  trainingDueSoon: number;
  supervision: Compliance;
  supervisionDue: string | null;
  appraisal: Compliance;
  appraisalDue: string | null;
  shiftsWorked: number | null;
}

export interface EmployeeFilter {
  homeIds: string[] | 'all';
  homeId?: string;
  role?: string;
  status?: 'active' | 'left' | 'all';
  compliance?: 'attention' | 'ok';
  agency?: boolean;
  today: string;
  /** One person (the staff profile's header): the same row, without working out everyone else's. */
  staffId?: string;
}

/** The newest live record of a kind for the person, as a lateral join's body. */
const newest = (kind: string, alias: string) => `left join lateral (select r.data, r.record_date from records r
  where r.org_id = $1 and r.staff_id = u.id and r.kind = '${kind}' and r.archived_at is null
  order by r.record_date desc, r.id desc limit 1) ${alias} on true`;

/** A due date's state on `today`, as `dated` says it in SQL: past → overdue, within `soon` days → due soon. */
const stateOn = (due: string, today: string, soon: number): Compliance =>
  due < today ? 'overdue' : due < addDays(today, soon) ? 'due_soon' : 'ok';
const compliant = (e: EmployeeRow) =>
  e.dbs === 'ok' &&
  e.rightToWork === 'ok' &&
  e.references === 'ok' &&
  e.training === 'ok' &&
  e.supervision !== 'overdue' &&
  e.appraisal !== 'overdue';

/** A dated item's state on $2 (today): past → overdue, within `soon` days → due soon. */
const dated = (expr: string, soon: number, whenNone: Compliance) =>
  `case when ${expr} is null then '${whenNone}' when ${expr} < $2::date then 'overdue'
        when ${expr} < $2::date + ${soon} then 'due_soon' else 'ok' end`;

export function staffStore(sql: Sql, orgId: string) {
  return {
    async employees(f: EmployeeFilter): Promise<EmployeeRow[]> {
      const [{ rota }] = await sql.query<{ rota: boolean }>(`select to_regclass('shifts') is not null as rota`);
      const shifts = rota
        ? `(select count(*)::int from shifts sh where sh.org_id = $1 and sh.staff_id = u.id and sh.archived_at is null and sh.starts_at < now())`
        : 'null::int';
      const rows = await sql.query<
        Omit<EmployeeRow, 'supervision' | 'supervisionDue'> & {
          supervisedSince: string | null;
          supervisionAnchor: string;
        }
      >(
        `select * from (
          select u.id, u.name, u.email, u.role, u.is_manager as "isManager", u.job_title as "jobTitle", u.active,
            coalesce((select array_agg(uh.home_id order by uh.home_id) from user_homes uh where uh.user_id = u.id), '{}') as "homeIds",
            coalesce(c.data->>'startDate', to_char(u.created_at at time zone 'Europe/London', 'YYYY-MM-DD')) as "startDate",
            c.data->>'contractType' as "contractType", c.data->>'agencyName' as "agencyName",
            (c.data->>'agencyProfileReceived')::boolean as "agencyProfileReceived", (c.data->>'hoursPerWeek')::numeric::float8 as "hoursPerWeek",
            to_char(u.deactivated_at at time zone 'Europe/London', 'YYYY-MM-DD') as "leftOn",
            ${dated(`(d.data->>'nextCheckDue')::date`, 30, 'missing')} as dbs, d.data->>'nextCheckDue' as "dbsNextCheckDue",
            case when w.data is null then 'missing' else ${dated(`(w.data->>'expiresOn')::date`, 60, 'ok')} end as "rightToWork",
            w.data->>'expiresOn' as "rightToWorkEnds",
            case when refs.n >= 2 then 'ok' else 'missing' end as "references", refs.n as "referencesVerified",
            case when tr.total = 0 then 'missing' when tr.expired > 0 then 'overdue' when tr.soon > 0 then 'due_soon' else 'ok' end as training,
            tr.expired as "trainingExpired", tr.soon as "trainingDueSoon",
            to_char(sv.since, 'YYYY-MM-DD') as "supervisedSince", coalesce(c.data->>'startDate',
              to_char(u.created_at at time zone 'Europe/London', 'YYYY-MM-DD')) as "supervisionAnchor",
            ${dated(`ap.due`, 30, 'missing')} as appraisal, to_char(ap.due, 'YYYY-MM-DD') as "appraisalDue",
            ${shifts} as "shiftsWorked"
          from users u
          ${newest('employment-contract', 'c')}
          ${newest('dbs-check', 'd')}
          ${newest('work-eligibility', 'w')}
          left join lateral (select count(*)::int as n from records r where r.org_id = $1 and r.staff_id = u.id and r.kind = 'staff-reference'
            and r.archived_at is null and coalesce(r.data->>'verifiedOn', '') <> '') refs on true
          left join lateral (select count(*)::int as total,
              count(*) filter (where (t.data->>'expiresOn')::date < $2::date)::int as expired,
              count(*) filter (where (t.data->>'expiresOn')::date >= $2::date and (t.data->>'expiresOn')::date < $2::date + 30)::int as soon
            from (select distinct on (lower(r.data->>'course')) r.data from records r
                   where r.org_id = $1 and r.staff_id = u.id and r.kind = 'training-record' and r.archived_at is null
                   order by lower(r.data->>'course'), r.record_date desc) t) tr on true
          left join lateral (select (max(r.record_date) at time zone 'Europe/London')::date as since
            from records r where r.org_id = $1 and r.staff_id = u.id and r.kind = 'supervision' and r.archived_at is null and r.status <> 'ongoing') sv on true
          left join lateral (select (coalesce(max(r.record_date) at time zone 'Europe/London',
              coalesce((c.data->>'startDate')::date, (u.created_at at time zone 'Europe/London')::date)) + interval '1 year')::date as due
            from records r where r.org_id = $1 and r.staff_id = u.id and r.kind = 'appraisal' and r.archived_at is null and r.status <> 'ongoing') ap on true
          where u.org_id = $1 and u.role <> 'young_person'
            and ($3::uuid[] is null or exists (select 1 from user_homes uh where uh.user_id = u.id and uh.home_id = any($3::uuid[])))
            and ($4::uuid is null or exists (select 1 from user_homes uh where uh.user_id = u.id and uh.home_id = $4))
            and ($5::text is null or u.role = $5)
            and ($6::text = 'all' or u.active = ($6::text = 'active'))
            and ($8::uuid is null or u.id = $8)
        ) e
        where ($7::boolean is null or (coalesce(e."contractType", '') = 'agency') = $7)
        order by e.name, e.id`,
        [
          orgId,
          f.today,
          f.homeIds === 'all' ? null : f.homeIds,
          f.homeId ?? null,
          f.role ?? null,
          f.status ?? 'active',
          f.agency ?? null,
          f.staffId ?? null,
        ],
      );
      // supervision is due by the home's own policy (engine/staff/supervision-policy.ts, as the duty scan reads it)
      const inputs = new Map(
        (
          await supervisionInputs(
            sql,
            orgId,
            rows.map((r) => r.id),
          )
        ).map((i) => [i.staffId, i]),
      );
      const withSupervision = rows.map(({ supervisedSince, supervisionAnchor, ...r }) => {
        const i = inputs.get(r.id);
        const probation = { startOn: supervisionAnchor, endsOn: i?.probationEndsOn, decided: i?.probationDecided };
        const due = addDays(
          supervisedSince ?? supervisionAnchor,
          7 * supervisionWeeks(i?.policy ?? {}, probation, f.today),
        );
        return { ...r, supervision: stateOn(due, f.today, 7), supervisionDue: due };
      });
      return f.compliance ? withSupervision.filter((e) => (f.compliance === 'ok') === compliant(e)) : withSupervision;
    },

    /** The homes the person works in, each with its registered manager (engine/store/registered-managers.ts). */
    registeredManagers: (staffId: string) => registeredManagersFor(sql, orgId, staffId),

    async hireOf(applicationId: string) {
      const [row] = await sql.query<{
        userId: string;
        madeAt: Date;
        madeBy: string;
        riskReason: string | null;
        missingChecks: unknown[];
      }>(
        `select user_id as "userId", made_at as "madeAt", made_by as "madeBy", risk_reason as "riskReason", missing_checks as "missingChecks"
           from staff_hires where org_id = $1 and application_id = $2`,
        [orgId, applicationId],
      );
      return row ?? null;
    },

    /** Kept once per application: a second "Make employee" finds the row and is refused (409). */
    async addHire(h: {
      applicationId: string;
      userId: string;
      madeBy: string;
      missingChecks: unknown[];
      riskReason: string | null;
    }) {
      const rows = await sql.query(
        `insert into staff_hires (org_id, application_id, user_id, made_by, missing_checks, risk_reason)
         values ($1, $2, $3, $4, $5::jsonb, $6) on conflict do nothing returning application_id`,
        [orgId, h.applicationId, h.userId, h.madeBy, JSON.stringify(h.missingChecks), h.riskReason],
      );
      return rows.length === 1;
    },

    /** The application a person was made an employee from, if any. */
    async hireForUser(userId: string) {
      const [row] = await sql.query<{ applicationId: string; madeAt: Date; riskReason: string | null }>(
        `select application_id as "applicationId", made_at as "madeAt", risk_reason as "riskReason"
           from staff_hires where org_id = $1 and user_id = $2`,
        [orgId, userId],
      );
      return row ?? null;
    },

    /**
     * A person's shifts with their clock-in and clock-out times, newest first (the rota's table, when the
     * rota is installed: null otherwise). Read-only here; clocking is the rota's.
     */
    async clockings(staffId: string, from: string, to: string) {
      const [{ rota }] = await sql.query<{ rota: boolean }>(`select to_regclass('shifts') is not null as rota`);
      if (!rota) return null;
      return sql.query<{
        id: string;
        homeId: string;
        homeName: string;
        startsAt: Date;
        endsAt: Date;
        shiftType: string;
        clockedInAt: Date | null;
        clockedOutAt: Date | null;
      }>(
        `select sh.id, sh.home_id as "homeId", h.name as "homeName", sh.starts_at as "startsAt", sh.ends_at as "endsAt", sh.shift_type as "shiftType",
                sh.clocked_in_at as "clockedInAt", sh.clocked_out_at as "clockedOutAt"
           from shifts sh join homes h on h.id = sh.home_id
          where sh.org_id = $1 and sh.staff_id = $2 and sh.archived_at is null
            and sh.starts_at >= $3::date and sh.starts_at < $4::date + 1
          order by sh.starts_at desc limit 400`,
        [orgId, staffId, from, to],
      );
    },

    /** Accident book entries (home-b's `accident` kind) naming this person as the one hurt or ill, newest first. */
    async accidentsAbout(staffId: string) {
      return sql.query<{
        id: string;
        definitionVersionId: number;
        homeId: string | null;
        homeName: string | null;
        youngPersonId: string | null;
        staffId: string | null;
        status: string;
        authorId: string;
        recordDate: Date;
        type: string | null;
        location: string | null;
      }>(
        `select r.id, r.definition_version_id as "definitionVersionId", r.home_id as "homeId", h.name as "homeName", r.young_person_id as "youngPersonId",
                r.staff_id as "staffId", r.status, r.author_id as "authorId", r.record_date as "recordDate", r.data->>'type' as type, r.data->>'location' as location
           from records r left join homes h on h.id = r.home_id
          where r.org_id = $1 and r.kind = 'accident' and r.archived_at is null and r.data->'injuredPerson'->>'staffId' = $2::text
          order by r.record_date desc, r.id desc limit 200`,
        [orgId, staffId],
      );
    },

    /** Who changed what on staff records, newest first: every version of staff-subject kinds (current and replaced). */
    async activity(q: {
      homeIds: string[] | 'all';
      kinds: string[];
      staffId?: string;
      before?: { at: string; id: string; version: number };
      limit: number;
    }) {
      // A record's current line is newer than every revision of it (same record, higher version, later or equal time).
      // So the page's lines come from (a) the `limit` staff records whose current line is the newest before the cursor
      // (records_staff_recent, top-N, on staff_changed_at: a staff record's updated_at, migration 045) and (b) records
      // whose current line was already shown (newer than the cursor: at most the lines shown so far), whose older
      // revisions may still come. Two texts keep one plan each.
      const scope = `r.org_id = $1 and r.staff_id is not null and r.kind = any($2::text[])
          and ($3::uuid[] is null or r.home_id = any($3::uuid[]) or r.home_id is null) and ($4::uuid is null or r.staff_id = $4)`;
      const cursor = q.before ? '($6::timestamptz, $7::uuid, $8::int)' : null;
      const candidates = cursor
        ? `(select r.* from records r where ${scope} and (r.staff_changed_at, r.id, r.version) < ${cursor} order by r.staff_changed_at desc, r.id desc limit $5)
           union all
           (select r.* from records r where ${scope} and (r.staff_changed_at, r.id, r.version) >= ${cursor})`
        : `select r.* from records r where ${scope} order by r.staff_changed_at desc, r.id desc limit $5`;
      return sql.query<{
        recordId: string;
        kind: string;
        version: number;
        action: string;
        staffId: string;
        staffName: string;
        changedBy: string;
        changedByName: string;
        at: Date;
        atKey: string;
        reason: string | null;
      }>(
        `with c as (${candidates})
         select v.record_id as "recordId", v.kind, v.version, v.action, v.staff_id as "staffId", s.name as "staffName",
                v.changed_by as "changedBy", cb.name as "changedByName", v.at, v.reason,
                -- the cursor's time to the microsecond (a JS Date keeps milliseconds: lines in one millisecond
                -- would be skipped)
                to_char(v.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "atKey"
           from (
             select c.id as record_id, c.kind, c.version, coalesce(c.change_action, 'create') as action, c.staff_id,
                    coalesce(c.changed_by, c.author_id) as changed_by, c.updated_at as at, c.change_reason as reason
               from c
             union all
             select rv.record_id, c.kind, rv.version, rv.action, c.staff_id, rv.changed_by, rv.changed_at, rv.reason
               from c join record_revisions rv on rv.record_id = c.id and rv.version < c.version and rv.org_id = $1
           ) v
           join users s on s.id = v.staff_id
           join users cb on cb.id = v.changed_by
          ${cursor ? `where (v.at, v.record_id, v.version) < ${cursor}` : ''}
          order by v.at desc, v.record_id desc, v.version desc
          limit $5`,
        [
          orgId,
          q.kinds,
          q.homeIds === 'all' ? null : q.homeIds,
          q.staffId ?? null,
          q.limit,
          ...(q.before ? [q.before.at, q.before.id, q.before.version] : []),
        ],
      );
    },
  };
}
