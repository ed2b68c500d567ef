// Reads for the HR charts (engine/charts/training.ts) that the training store does not already give:
// face-to-face minutes by month, home, young person or source kind, and every supervision / appraisal
// held (not only the newest), so staff TMA can be worked out as it stood on any day. Org-scoped, one query each.
import type { Sql } from './db.ts';

export type FaceToFaceGroup = 'none' | 'home' | 'cyp' | 'type';
export interface HeldRow {
  staffId: string;
  heldOn: string;
  nextSaid: string | null;
}

const dateIn = (path: string) =>
  `case when r.data ->> '${path}' ~ '^\\d{4}-\\d{2}-\\d{2}$' then r.data ->> '${path}' end`;

export function hrChartsStore(sql: Sql, orgId: string) {
  return {
    /**
     * Minutes with young people in [from, to) — the same sources as the training store's faceToFace
     * (key worker sessions' durationMin, daily logs' faceToFaceMin; archived left out) — per bucket and group.
     */
    async faceToFaceMinutes(
      f: { from: string; to: string; homeIds?: string[]; youngPersonId?: string; excludeYoungPeople: string[] },
      bucket: 'none' | 'month',
      group: FaceToFaceGroup,
    ): Promise<{ bucket: string; grp: string; minutes: number; n: number }[]> {
      const b =
        bucket === 'month' ? `date_trunc('month', (r.record_date at time zone 'Europe/London'))::date::text` : `''`;
      const g = {
        none: `''`,
        home: `coalesce(r.home_id::text, '')`,
        cyp: `coalesce(r.young_person_id::text, '')`,
        type: 'r.kind',
      }[group];
      const field = `case r.kind when 'key-worker-session' then 'durationMin' else 'faceToFaceMin' end`;
      return sql.query(
        `select ${b} as bucket, ${g} as grp, sum((r.data ->> ${field})::numeric)::int as minutes, count(*)::int as n
           from records r
          where r.org_id = $1 and r.kind in ('key-worker-session', 'daily-log') and r.archived_at is null
            and r.record_date >= ($2::date::timestamp at time zone 'Europe/London') and r.record_date < ($3::date::timestamp at time zone 'Europe/London')
            and ($4::uuid[] is null or r.home_id = any($4::uuid[])) and ($5::uuid is null or r.young_person_id = $5)
            and (r.young_person_id is null or not (r.young_person_id = any($6::uuid[])))
            and jsonb_typeof(r.data -> ${field}) = 'number'
          group by 1, 2`,
        [orgId, f.from, f.to, f.homeIds ?? null, f.youngPersonId ?? null, f.excludeYoungPeople],
      );
    },
    /** Every supervision or appraisal past draft (not archived) of these people: its date and the next date it set. */
    async held(staffIds: string[], kind: 'supervision' | 'appraisal'): Promise<HeldRow[]> {
      if (!staffIds.length) return [];
      const next = kind === 'supervision' ? 'nextDate' : 'nextAppraisalDate';
      return sql.query<HeldRow>(
        `select r.staff_id as "staffId", to_char(r.record_date at time zone 'Europe/London', 'YYYY-MM-DD') as "heldOn", ${dateIn(next)} as "nextSaid"
        from records r where r.org_id = $1 and r.staff_id = any($2::uuid[]) and r.kind = $3 and r.archived_at is null and r.status <> 'ongoing'`,
        [orgId, staffIds, kind],
      );
    },
  };
}
