// Where the dates that meet an obligation come from, as SQL over one subject (`s.org_id`, `s.subject_id`
// in scope): records of given kinds (the usual case) or a named source such as the accounts cash counts.
// Each yields one column, met_on (a London date). Values go in as parameters, never into the text.
import { fieldReader } from '../definitions/field-reads.ts';
import { CD_BALANCE_CHECK_DAYS_SQL } from '../medication/balance-check-schedule.ts';
import type { Obligation, ObligationSource, ObligationSubject } from './types.ts';

const DRILLS = `r.kind = 'home-check' and r.archived_at is null and r.status <> 'ongoing' and r.data ->> 'done' = 'true'
  and r.data ->> 'checkType' in ('fire_drill', 'fire_drill_night')`;

export const fieldReads = fieldReader('Duty: every member of staff and every child takes part in a fire drill', [
  {
    kind: 'home-check',
    path: 'checkType',
    values: ['fire_drill', 'fire_drill_night'],
    why: 'only a drill counts as taking part',
  },
  { kind: 'home-check', path: 'done', type: 'yes/no', why: 'a drill not done is no one’s part in one' },
  { kind: 'home-check', path: 'staffTookPart', why: 'the staff each drill counts for' },
  { kind: 'home-check', path: 'childrenTookPart', why: 'the children each drill counts for' },
]);

/** The record column that names the subject. */
const SUBJECT_COLUMN: Record<ObligationSubject, string> = {
  staff: 'staff_id',
  home: 'home_id',
  'young-person': 'young_person_id',
};

/**
 * A source whose dates are listed for every subject at once (`all`: org_id, subject_id, met_on), kept once per
 * statement as met_all (metAllCte) and read per subject from there. For lists inside a record's data, which no index
 * may hold: an index on records.data would stop every workflow step being a HOT update (migration 045).
 */
const FROM_MET_ALL = `select m.met_on from met_all m where m.org_id = s.org_id and m.subject_id = s.subject_id`;
const drillParts = (list: string) =>
  `select r.org_id, p.id::uuid as subject_id, (r.record_date at time zone 'Europe/London')::date as met_on
     from records r cross join lateral jsonb_array_elements_text(
       case when jsonb_typeof(r.data -> '${list}') = 'array' then r.data -> '${list}' else '[]'::jsonb end) as p(id)
    where ${DRILLS} and p.id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;

/** Named non-record sources: which subject they can meet and the SQL of their dates. */
export const NAMED_SOURCES: Record<ObligationSource, { subject: ObligationSubject; sql: string; all?: string }> = {
  // A count of a home's petty cash by two people (engine/accounts): the organisation's own control. A count by one
  // (before migration 075 asked for a second person) does not meet it.
  'cash-counts': {
    subject: 'home',
    sql: `select (c.counted_at at time zone 'Europe/London')::date as met_on from cash_counts c
           where c.org_id = s.org_id and c.home_id = s.subject_id and c.witness_id is not null`,
  },
  // A manager's monthly audit of a home's petty cash: a count by two marked as the audit.
  'cash-audits': {
    subject: 'home',
    sql: `select (c.counted_at at time zone 'Europe/London')::date as met_on from cash_counts c
           where c.org_id = s.org_id and c.home_id = s.subject_id and c.witness_id is not null and c.audit`,
  },
  // A fire drill (day or night, done and recorded) that names the person among those who took part, at any home:
  // every drill's participants listed once per statement (met_all), not every drill searched once per person.
  'fire-drills-staff': { subject: 'staff', sql: FROM_MET_ALL, all: drillParts('staffTookPart') },
  'fire-drills-young-people': { subject: 'young-person', sql: FROM_MET_ALL, all: drillParts('childrenTookPart') },
  // Pocket money paid into a young person's pot (an entry or a transfer from petty cash), not reversed: the week's
  // money recorded (practitioner review F4). A correction is not a payment.
  'pocket-money': {
    subject: 'young-person',
    sql: `select e.entry_date as met_on from account_entries e
           where e.org_id = s.org_id and e.young_person_id = s.subject_id and e.ledger = 'young_person'
             and e.pot = 'pocket_money' and e.direction = 'in' and e.kind in ('entry', 'transfer')
             and not exists (select 1 from account_entries r where r.reverses_id = e.id)`,
  },
  // Every controlled drug the home holds counted with a witness on one day (engine/medication).
  'cd-balance-checks': { subject: 'home', sql: CD_BALANCE_CHECK_DAYS_SQL },
};

/**
 * The SQL of the dates that met `ob` for subject `s`, with its parameters appended to `params`
 * (so the caller's own $1… stay where they are).
 */
export function metDatesSql(ob: Obligation, params: unknown[]): string {
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (ob.metBy.source) {
    const named = NAMED_SOURCES[ob.metBy.source];
    if (!named) throw new Error(`Obligation ${ob.key}: unknown source ${ob.metBy.source}`);
    if (named.subject !== ob.subject)
      throw new Error(
        `Obligation ${ob.key}: source ${ob.metBy.source} meets ${named.subject} duties, not ${ob.subject}`,
      );
    return named.sql;
  }
  const kinds = ob.metBy.kinds ?? [];
  if (!kinds.length) throw new Error(`Obligation ${ob.key}: metBy needs kinds or a source`);
  const where = [
    `r.org_id = s.org_id`,
    `r.${SUBJECT_COLUMN[ob.subject]} = s.subject_id`,
    `r.kind = any(${add(kinds)}::text[])`,
    'r.archived_at is null',
  ];
  // never a draft ('ongoing'): 'submitted' is past it, 'signed-off' is complete
  where.push(ob.metBy.status === 'signed-off' ? `r.status = 'complete'` : `r.status <> 'ongoing'`);
  for (const path of ob.metBy.filled ?? [])
    where.push(`coalesce(r.data #>> ${add(path.split('.'))}::text[], '') <> ''`);
  for (const [path, values] of Object.entries(ob.metBy.match ?? {})) {
    where.push(`r.data #>> ${add(path.split('.'))}::text[] = any(${add(values)}::text[])`);
  }
  return `select (r.record_date at time zone 'Europe/London')::date as met_on from records r where ${where.join(' and ')}`;
}

/** The met_all CTE (`met_all as materialized (…)`) a source listed for every subject needs, or null. */
export function metAllCte(ob: Obligation): string | null {
  const all = ob.metBy.source ? NAMED_SOURCES[ob.metBy.source]?.all : undefined;
  return all ? `met_all as materialized (${all})` : null;
}
