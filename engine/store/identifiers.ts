// What the AI rewrite must never send (engine/rewrite/deidentify.ts): the organisation's people and, for a
// record about a young person, the identifiers in their contacts and personal details.
import type { Known } from '../rewrite/deidentify.ts';
import type { Sql } from './db.ts';

/** Record kinds that hold people's identifying details. */
const IDENTITY_KINDS = [
  'contact',
  'personal-details',
  'placement-history',
  'health-profile',
  'education-school',
  'staff-contact',
  'staff-personal-details',
  'application',
  'staff-reference',
];
const IDENTIFYING_KEY =
  /name|address|postcode|phone|mobile|email|nhs|insurance|school|gp|dentist|socialWorker|birth|parent|carer|kin|candidate|referee/i;

/** Every string under an identifying key (at any depth) of a record's data. */
function identifyingStrings(data: unknown, key = '', out: string[] = []): string[] {
  if (typeof data === 'string') {
    if (IDENTIFYING_KEY.test(key) && !/^[0-9a-f-]{36}$/.test(data) && data.length <= 200 && /[\d@\p{Lu}]/u.test(data))
      out.push(data);
  } else if (Array.isArray(data)) data.forEach((d) => identifyingStrings(d, key, out));
  else if (data && typeof data === 'object')
    for (const [k, v] of Object.entries(data)) identifyingStrings(v, IDENTIFYING_KEY.test(k) ? k : key, out);
  return out;
}

export async function knownIdentifiers(sql: Sql, orgId: string, youngPersonId: string | null): Promise<Known> {
  const known: Known = { people: [], dates: [], addresses: [], other: [] };
  for (const y of await sql.query<{ first: string; last: string; preferred: string | null; dob: string | null }>(
    `select first_name as first, last_name as last, preferred_name as preferred, to_char(date_of_birth, 'YYYY-MM-DD') as dob from young_people where org_id = $1`,
    [orgId],
  )) {
    known.people.push(`${y.first} ${y.last}`, y.first, y.last, ...(y.preferred ? [y.preferred] : []));
    if (y.dob) known.dates.push(y.dob);
  }
  for (const u of await sql.query<{ name: string; email: string; dob: string | null }>(
    `select name, email, to_char(date_of_birth, 'YYYY-MM-DD') as dob from users where org_id = $1`,
    [orgId],
  )) {
    known.people.push(u.name);
    known.other.push(u.email);
    if (u.dob) known.dates.push(u.dob);
  }
  for (const h of await sql.query<{ address: string | null }>(
    `select address from homes where org_id = $1 and address is not null`,
    [orgId],
  ))
    known.addresses.push(h.address!);
  // the people and places in the records that hold them: the young person's contacts and details, staff's own
  // details and next of kin, candidates; their own young person's first, everyone else's too (a sibling may be named)
  const rows = await sql.query<{ kind: string; data: unknown }>(
    `select kind, data from records where org_id = $1 and kind = any($2::text[])
     order by (young_person_id is not distinct from $3::uuid) desc limit 20000`,
    [orgId, IDENTITY_KINDS, youngPersonId],
  );
  for (const r of rows) {
    const d = r.data as Record<string, unknown>;
    if (typeof d.name === 'string') known.people.push(d.name);
    for (const s of identifyingStrings(d)) {
      if (/^\d{4}-\d{2}-\d{2}/.test(s)) known.dates.push(s);
      else if (/\d/.test(s) && /[,\n]|road|street|lane|avenue|close|drive/i.test(s)) known.addresses.push(s);
      else known.other.push(s);
    }
  }
  return known;
}
