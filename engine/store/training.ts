// Training (migration 022): the course catalogue, and the reads the matrix needs from staff and their
// training and qualification records, scoped to one organisation. Each read is one query (no N+1).
import type { Sql } from './db.ts';

export interface CourseRow {
  id: string;
  name: string;
  description: string | null;
  mandatoryRoles: string[];
  homeTypes: string[];
  renewalMonths: number | null;
  qualificationLevel: string | null;
  version: number;
  archivedAt: Date | null;
  updatedAt: Date;
}
export type CourseInput = Pick<
  CourseRow,
  'name' | 'description' | 'mandatoryRoles' | 'homeTypes' | 'renewalMonths' | 'qualificationLevel'
>;
export interface TraineeRow {
  id: string;
  name: string;
  role: string;
  jobTitle: string | null;
  homeIds: string[];
  homeTypes: string[];
  startOn: string;
}
export interface LastHeldRow {
  staffId: string;
  recordId: string;
  heldOn: string;
  nextSaid: string | null;
  status: string;
}
export interface AttendanceRow {
  staffId: string;
  recordId: string;
  courseId: string | null;
  course: string;
  completedOn: string;
  expiresOn: string | null;
}
export interface QualificationRow {
  staffId: string;
  recordId: string;
  level: string;
  status: string;
  achievedOn: string | null;
}
export interface FaceToFaceRow {
  staffId: string;
  name: string;
  homeId: string | null;
  minutes: number;
  sessions: number;
}

const COURSE = `c.id, c.name, c.description, c.mandatory_roles as "mandatoryRoles", c.home_types as "homeTypes",
  c.renewal_months as "renewalMonths", c.qualification_level as "qualificationLevel", c.version, c.archived_at as "archivedAt", c.updated_at as "updatedAt"`;
/** A stored date string in record data, or null when it is not one (the schema keeps them dates). */
const dateIn = (path: string) =>
  `case when r.data ->> '${path}' ~ '^\\d{4}-\\d{2}-\\d{2}$' then r.data ->> '${path}' end`;

export function trainingStore(sql: Sql, orgId: string) {
  return {
    async courses(archived = false): Promise<CourseRow[]> {
      return sql.query<CourseRow>(
        `select ${COURSE} from training_courses c where c.org_id = $1 and (c.archived_at is not null) = $2 order by lower(c.name), c.id`,
        [orgId, archived],
      );
    },
    async course(id: string): Promise<CourseRow | null> {
      const [row] = await sql.query<CourseRow>(
        `select ${COURSE} from training_courses c where c.org_id = $1 and c.id = $2`,
        [orgId, id],
      );
      return row ?? null;
    },
    /** A live course of this name (names are unique, case aside, among live courses). */
    async courseNamed(name: string): Promise<CourseRow | null> {
      const [row] = await sql.query<CourseRow>(
        `select ${COURSE} from training_courses c where c.org_id = $1 and lower(c.name) = lower($2) and c.archived_at is null`,
        [orgId, name],
      );
      return row ?? null;
    },
    async insertCourse(c: CourseInput, by: string): Promise<CourseRow> {
      const [row] = await sql.query<CourseRow>(
        `insert into training_courses as c (org_id, name, description, mandatory_roles, home_types, renewal_months, qualification_level, updated_by)
        values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COURSE}`,
        [orgId, c.name, c.description, c.mandatoryRoles, c.homeTypes, c.renewalMonths, c.qualificationLevel, by],
      );
      return row;
    },
    /** Changes a course if it is still at `version`; null when someone else changed it first. */
    async updateCourse(id: string, version: number, c: CourseInput, by: string): Promise<CourseRow | null> {
      const [row] = await sql.query<CourseRow>(
        `update training_courses c set name = $4, description = $5, mandatory_roles = $6, home_types = $7,
          renewal_months = $8, qualification_level = $9, updated_by = $10, updated_at = now(), version = c.version + 1
        where c.org_id = $1 and c.id = $2 and c.version = $3 and c.archived_at is null returning ${COURSE}`,
        [
          orgId,
          id,
          version,
          c.name,
          c.description,
          c.mandatoryRoles,
          c.homeTypes,
          c.renewalMonths,
          c.qualificationLevel,
          by,
        ],
      );
      return row ?? null;
    },
    async archiveCourse(id: string, version: number, archived: boolean, by: string): Promise<CourseRow | null> {
      const [row] = await sql.query<CourseRow>(
        `update training_courses c set archived_at = case when $4 then now() end, updated_by = $5, updated_at = now(), version = c.version + 1
        where c.org_id = $1 and c.id = $2 and c.version = $3 returning ${COURSE}`,
        [orgId, id, version, archived, by],
      );
      return row ?? null;
    },
    /**
     * Active staff (not young people, not outside social workers) with a home among `homeIds` ('all': everyone), and
     * their home types.
     */
    async trainees(
      homeIds: string[] | 'all',
      only?: { homeId?: string; role?: string; staffIds?: string[] },
    ): Promise<TraineeRow[]> {
      return sql.query<TraineeRow>(
        `select u.id, u.name, u.role, u.job_title as "jobTitle",
          coalesce(array_agg(h.id order by h.name) filter (where h.id is not null), '{}') as "homeIds",
          coalesce(array_agg(distinct h.type) filter (where h.id is not null), '{}') as "homeTypes",
          coalesce((select c.data ->> 'startDate' from records c where c.org_id = u.org_id and c.staff_id = u.id and c.kind = 'employment-contract'
              and c.archived_at is null and c.data ->> 'startDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' order by c.record_date desc, c.id desc limit 1),
            to_char(u.created_at at time zone 'Europe/London', 'YYYY-MM-DD')) as "startOn"
        from users u
        left join user_homes uh on uh.user_id = u.id
        left join homes h on h.id = uh.home_id and h.archived_at is null
        where u.org_id = $1 and u.active and u.role not in ('young_person', 'social_worker')
          and ($2::uuid[] is null or exists (select 1 from user_homes x where x.user_id = u.id and x.home_id = any($2::uuid[])))
          and ($3::uuid is null or exists (select 1 from user_homes x where x.user_id = u.id and x.home_id = $3))
          and ($4::text is null or u.role = $4)
          and ($5::uuid[] is null or u.id = any($5::uuid[]))
        group by u.id order by u.name, u.id`,
        [orgId, homeIds === 'all' ? null : homeIds, only?.homeId ?? null, only?.role ?? null, only?.staffIds ?? null],
      );
    },
    /** Every live training record of these people (records_staff_kind_date). */
    async attendance(staffIds: string[]): Promise<AttendanceRow[]> {
      if (!staffIds.length) return [];
      return sql.query<AttendanceRow>(
        `select r.staff_id as "staffId", r.id as "recordId",
          case when r.data ->> 'courseId' ~ '^[0-9a-f-]{36}$' then r.data ->> 'courseId' end as "courseId",
          coalesce(r.data ->> 'course', '') as course, ${dateIn('completedOn')} as "completedOn", ${dateIn('expiresOn')} as "expiresOn"
        from records r where r.org_id = $1 and r.staff_id = any($2::uuid[]) and r.kind = 'training-record' and r.archived_at is null
          and ${dateIn('completedOn')} is not null`,
        [orgId, staffIds],
      );
    },
    /** Each person's newest supervision or appraisal past draft (not archived): its date and the next date it set. */
    async lastHeld(staffIds: string[], kind: 'supervision' | 'appraisal'): Promise<LastHeldRow[]> {
      if (!staffIds.length) return [];
      const next = kind === 'supervision' ? 'nextDate' : 'nextAppraisalDate';
      return sql.query<LastHeldRow>(
        `select distinct on (r.staff_id) r.staff_id as "staffId", r.id as "recordId",
          to_char(r.record_date at time zone 'Europe/London', 'YYYY-MM-DD') as "heldOn", ${dateIn(next)} as "nextSaid", r.status
        from records r where r.org_id = $1 and r.staff_id = any($2::uuid[]) and r.kind = $3 and r.archived_at is null and r.status <> 'ongoing'
        order by r.staff_id, r.record_date desc, r.id desc`,
        [orgId, staffIds, kind],
      );
    },
    async qualifications(staffIds: string[]): Promise<QualificationRow[]> {
      if (!staffIds.length) return [];
      return sql.query<QualificationRow>(
        `select r.staff_id as "staffId", r.id as "recordId", r.data ->> 'level' as level, r.data ->> 'status' as status,
          ${dateIn('achievedOn')} as "achievedOn"
        from records r where r.org_id = $1 and r.staff_id = any($2::uuid[]) and r.kind = 'qualification' and r.archived_at is null
          and r.data ? 'level'`,
        [orgId, staffIds],
      );
    },
    /**
     * Minutes staff spent directly with young people between two days (inclusive), from key worker sessions
     * (the key worker, else the author) and daily logs (the author), in these homes. Archived records are left out.
     */
    async faceToFace(homeIds: string[] | 'all', from: string, to: string): Promise<FaceToFaceRow[]> {
      return sql.query<FaceToFaceRow>(
        `select t.staff_id as "staffId", u.name, min(t.home_id::text)::uuid as "homeId",
          sum(t.minutes)::int as minutes, count(*)::int as sessions
        from (
          select coalesce(case when r.kind = 'key-worker-session' and r.data ->> 'keyWorker' ~ '^[0-9a-f-]{36}$' then (r.data ->> 'keyWorker')::uuid end, r.author_id) as staff_id,
                 r.home_id,
                 (r.data ->> case r.kind when 'key-worker-session' then 'durationMin' else 'faceToFaceMin' end)::int as minutes
            from records r
           where r.org_id = $1 and r.kind in ('key-worker-session', 'daily-log') and r.archived_at is null
             and ($2::uuid[] is null or r.home_id = any($2::uuid[]))
             and r.record_date >= ($3::date::timestamp at time zone 'Europe/London')
             and r.record_date < (($4::date + 1)::timestamp at time zone 'Europe/London')
             and jsonb_typeof(r.data -> case r.kind when 'key-worker-session' then 'durationMin' else 'faceToFaceMin' end) = 'number'
        ) t join users u on u.id = t.staff_id and u.org_id = $1
        group by t.staff_id, u.name order by u.name, t.staff_id`,
        [orgId, homeIds === 'all' ? null : homeIds, from, to],
      );
    },
  };
}
