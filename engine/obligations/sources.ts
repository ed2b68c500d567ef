// Where the dates that meet an obligation come from, as SQL over one subject (`s.org_id`, `s.subject_id`
// in scope): records of given kinds (the usual case) or a named source such as the accounts cash counts.
// Each yields one column, met_on (a London date). Values go in as parameters, never into the text.
import type { Obligation, ObligationSource, ObligationSubject } from './types.ts';

/** The record column that names the subject. */
const SUBJECT_COLUMN: Record<ObligationSubject, string> = {
  staff: 'staff_id',
  home: 'home_id',
  'young-person': 'young_person_id',
};

/** Named non-record sources: which subject they can meet and the SQL of their dates. */
export const NAMED_SOURCES: Record<ObligationSource, { subject: ObligationSubject; sql: string }> = {
  // A manager's count of a home's petty cash (engine/accounts): the organisation's own control.
  'cash-counts': {
    subject: 'home',
    sql: `select (c.counted_at at time zone 'Europe/London')::date as met_on from cash_counts c
           where c.org_id = s.org_id and c.home_id = s.subject_id`,
  },
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
  // 'submitted': past the draft ('ongoing'); 'any': drafts count too
  if ((ob.metBy.status ?? 'submitted') === 'submitted') where.push(`r.status <> 'ongoing'`);
  for (const [path, values] of Object.entries(ob.metBy.match ?? {})) {
    where.push(`r.data #>> ${add(path.split('.'))}::text[] = any(${add(values)}::text[])`);
  }
  return `select (r.record_date at time zone 'Europe/London')::date as met_on from records r where ${where.join(' and ')}`;
}
