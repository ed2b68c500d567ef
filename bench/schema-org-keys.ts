// Past one database: which primary keys, foreign keys and indexes are not led by the
// organisation (org_id). Partitioning by organisation, or Citus with org_id as the distribution column,
// needs every unique key to contain it, and joins stay on one node only when foreign keys carry it.
//   DATABASE_URL=… [DATABASE_SCHEMA=public] npx tsx bench/schema-org-keys.ts
import pg from 'pg';

const client = new pg.Client({
  connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
});
const schema = process.env.DATABASE_SCHEMA ?? 'scale';
await client.connect();
try {
  // tables with an org_id column are the organisation's; the rest are the product's (shared, reference)
  const { rows: tables } = await client.query<{ table: string; org: boolean; nullable: boolean }>(
    `
    select c.relname as table, a.attname is not null as org, coalesce(not a.attnotnull, false) as nullable
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attname = 'org_id' and not a.attisdropped
     where n.nspname = $1 and c.relkind in ('r', 'p') and c.relname not like 'bench_%'
     order by 1`,
    [schema],
  );
  // the first column of each primary key, unique constraint, foreign key and index
  const { rows: keys } = await client.query<{ table: string; kind: string; name: string; columns: string }>(
    `
    select c.relname as table, case con.contype when 'p' then 'primary key' when 'u' then 'unique' when 'f' then 'foreign key' end as kind,
           con.conname as name, pg_get_constraintdef(con.oid) as columns
      from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and con.contype in ('p', 'u', 'f')
    union all
    select i.tablename, 'index', i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = $1 and not exists (select 1 from pg_constraint k where k.conname = i.indexname)
     order by 1, 2, 3`,
    [schema],
  );
  const org = new Map(tables.map((t) => [t.table, t]));
  const led = (def: string) => /\(\s*org_id\b/.test(def.replace(/^.*?(?:USING \w+ )?\(/, '('));
  // keys must contain org_id (partitioning: unique keys; Citus: unique and foreign keys); indexes
  // serve the organisation's queries when led by it
  const carries = (def: string) => /\borg_id\b/.test(def.split(' REFERENCES ')[0]);
  const notLed = keys.filter(
    (k) => org.get(k.table)?.org && !(k.kind === 'index' ? led(k.columns) : carries(k.columns)),
  );
  const shared = tables.filter((t) => !t.org).map((t) => t.table);
  const nullable = tables.filter((t) => t.org && t.nullable).map((t) => t.table);
  console.log(
    `schema "${schema}": ${tables.length} tables, ${tables.length - shared.length} with org_id (${nullable.length} of them nullable: ${nullable.join(', ') || 'none'})`,
  );
  console.log(
    `keys and indexes of organisation tables: ${keys.filter((k) => org.get(k.table)?.org).length}; keys without org_id and indexes not led by it: ${notLed.length}\n`,
  );
  for (const kind of ['primary key', 'unique', 'foreign key', 'index']) {
    const these = notLed.filter((k) => k.kind === kind);
    console.log(`${kind}${kind === 'index' ? ', not led by org_id' : ', without org_id'} (${these.length}):`);
    for (const k of these)
      console.log(`  ${k.table}.${k.name}: ${k.columns.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+ /, '')}`);
  }
  console.log(`\ntables without org_id (product-wide or reached through their parent): ${shared.join(', ')}`);
} finally {
  await client.end();
}
