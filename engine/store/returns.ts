// The statutory returns' queries: every figure of engine/returns/figures.ts for one home and period, one
// statement per source, and the records or young people behind one figure (the same condition). The changes people
// make to a pre-filled figure (migration 031, append-only). Every query is held to the organisation.
import { fieldReader } from '../definitions/field-reads.ts';
import { type FigureDef, FIGURES, type Period } from '../returns/figures.ts';
import { addDays, fromLocal } from '../time/london.ts';
import type { Sql } from './db.ts';

export const fieldReads = fieldReader('Statutory returns: when each young person left', [
  {
    kind: 'transfer-request',
    path: 'actualDate',
    type: 'date',
    why: 'a leaver is dated by the day they moved out, not the day their record was archived',
  },
]);

/**
 * A stay: when the young person came (move-in, else when added) and left (the move-out record's actual date, else when
 * archived), London days; age on the last day; newest health profile.
 */
const STAYS = `with stays as (
  select y.id, coalesce(nullif(y.preferred_name, ''), y.first_name) || ' ' || y.last_name as name,
    coalesce(y.move_in_date, (y.created_at at time zone 'Europe/London')::date) as start,
    case when y.archived_at is not null then coalesce(
      (select max(t.data ->> 'actualDate') from records t where t.org_id = y.org_id and t.young_person_id = y.id
          and t.kind = 'transfer-request' and t.archived_at is null
          and t.data ->> 'actualDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')::date,
      (y.archived_at at time zone 'Europe/London')::date) end as finish,
    case when y.date_of_birth is not null then extract(year from age($4::date, y.date_of_birth))::int
         when y.birth_year is not null then extract(year from $4::date)::int - y.birth_year end as age,
    (select h.data from records h where h.org_id = y.org_id and h.young_person_id = y.id and h.kind = 'health-profile'
       and h.archived_at is null and h.record_date < $5 order by h.record_date desc, h.id desc limit 1) as health
  from young_people y where y.org_id = $1 and y.home_id = $2)`;

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const recordCondition = (f: FigureDef) =>
  `r.kind in (${f.kinds!.map(lit).join(', ')})${f.where ? ` and (${f.where})` : ''}`;
const RECORDS_FROM = `from records r where r.org_id = $1 and r.home_id = $2 and r.archived_at is null and r.record_date >= $3 and r.record_date < $4`;

/** The period's first and last London days as instants: [from 00:00, the day after to 00:00). */
function instants(p: Period): { start: Date; end: Date } {
  const at = (day: string) => {
    const [year, month, d] = day.split('-').map(Number);
    return fromLocal({ year: year!, month: month!, day: d!, hour: 0, minute: 0 });
  };
  return { start: at(p.from), end: at(addDays(p.to, 1)) };
}

export interface FigureRow {
  id: string;
  name: string | null;
  kind: string | null;
  youngPersonId: string | null;
  at: string;
  status: string | null;
  authorId: string | null;
}

export function returnsStore(sql: Sql, orgId: string) {
  return {
    /** Every figure for the home and period: two statements, whatever the number of figures. */
    async figures(homeId: string, p: Period): Promise<Record<string, number>> {
      const { start, end } = instants(p);
      const people = FIGURES.filter((f) => f.source === 'people');
      const recs = FIGURES.filter((f) => f.source === 'records');
      const kinds = [...new Set(recs.flatMap((f) => f.kinds!))];
      const [a] = await sql.query<Record<string, string>>(
        `${STAYS} select ${people.map((f) => `count(*) filter (where ${f.people}) as "${f.key}"`).join(', ')} from stays`,
        [orgId, homeId, p.from, p.to, end],
      );
      const [b] = await sql.query<Record<string, string>>(
        `select ${recs.map((f) => `${f.distinctPeople ? 'count(distinct r.young_person_id)' : 'count(*)'} filter (where ${recordCondition(f)}) as "${f.key}"`).join(', ')}
           ${RECORDS_FROM} and r.kind = any($5::text[])`,
        [orgId, homeId, start, end, kinds],
      );
      return Object.fromEntries(FIGURES.map((f) => [f.key, Number((f.source === 'people' ? a : b)?.[f.key] ?? 0)]));
    },

    /** What one figure counts: the young people or the records, oldest first (at most 500). */
    async behind(homeId: string, p: Period, f: FigureDef): Promise<FigureRow[]> {
      const { start, end } = instants(p);
      if (f.source === 'people') {
        return sql.query<FigureRow>(
          // $3 typed here: a figure of the last day only (the ages) never names the period's first day
          `${STAYS} select id, name, null as kind, id as "youngPersonId", start::text as at, null as status, null as "authorId" from stays
             where (${f.people}) and $3::date is not null order by start, name, id limit 500`,
          [orgId, homeId, p.from, p.to, end],
        );
      }
      return sql.query<FigureRow>(
        `select r.id, (select coalesce(nullif(y.preferred_name, ''), y.first_name) || ' ' || y.last_name from young_people y
                 where y.id = r.young_person_id and y.org_id = r.org_id) as name,
                r.kind, r.young_person_id as "youngPersonId", r.record_date as at, r.status, r.author_id as "authorId"
           ${RECORDS_FROM} and ${recordCondition(f)} order by r.record_date, r.id limit 500`,
        [orgId, homeId, start, end],
      );
    },

    /** A change to a pre-filled figure, beside the figure the records gave at the time. */
    async addFigureEntry(e: {
      homeId: string;
      recordId: string;
      question: string;
      figure: string;
      computed: number;
      value: number | null;
      reason: string | null;
      setBy: string;
    }) {
      await sql.query(
        `insert into return_figure_entries (org_id, home_id, record_id, question, figure, computed, value, reason, set_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [orgId, e.homeId, e.recordId, e.question, e.figure, e.computed, e.value, e.reason, e.setBy],
      );
    },

    /** The newest change per question of a return, with who made it. */
    async figureEntries(recordId: string): Promise<
      {
        question: string;
        computed: number;
        value: number | null;
        reason: string | null;
        setByName: string | null;
        setAt: Date;
      }[]
    > {
      return sql.query(
        `select distinct on (e.question) e.question, e.computed, e.value, e.reason, u.name as "setByName", e.set_at as "setAt"
           from return_figure_entries e left join users u on u.id = e.set_by and u.org_id = e.org_id
          where e.org_id = $1 and e.record_id = $2 order by e.question, e.set_at desc, e.id desc`,
        [orgId, recordId],
      );
    },
  };
}
