// temporary: PostgreSQL CPU per statement variant
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { cpuSince } from './cpu.ts';
const data = JSON.parse(readFileSync('/tmp/d1.json', 'utf8'));
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/test', max: 8 });
const ORG = '79439846-a33b-4e19-98e9-d5640bf6a067', YP = '6f9ea3c7-a6af-4562-92af-7c71176c5652', HOME = '1a6725e3-6a79-42c2-a5d2-90ec2e9d3eb3', AUTH = '95ee4348-ba02-4967-b92c-3be461ae11fd';
const ins = (ret: string, outbox: boolean, table = 'scale.records') => `with r as (
 insert into ${table} (org_id, kind, definition_version_id, young_person_id, home_id, staff_id, author_id, record_date, data, status, changed_by, change_action)
 values ($1, 'daily-log', 9, $2, $3, null, $4, now(), $5::jsonb, 'ongoing', null, 'create') returning *
)${outbox ? `, ob as (insert into scale.outbox (org_id, topic, payload) select org_id, 'record.changed', jsonb_build_object('recordId', id, 'kind', kind, 'action', 'create', 'status', status, 'version', version) from r)` : ''}
select ${ret} from r`;
const insWhere = `with r as (
 insert into scale.rec_nofk (org_id, kind, definition_version_id, young_person_id, home_id, staff_id, author_id, record_date, data, status, changed_by, change_action)
 select $1, 'daily-log', 9, $2, $3, null, $4, now(), $5::jsonb, 'ongoing', null, 'create'
 where exists (select 1 from scale.definition_versions where id = 9) and exists (select 1 from scale.young_people where id = $2 and org_id = $1)
   and exists (select 1 from scale.homes where id = $3 and org_id = $1) and exists (select 1 from scale.users where id = $4 and org_id = $1)
 returning *
), ob as (insert into scale.outbox (org_id, topic, payload) select org_id, 'record.changed', jsonb_build_object('recordId', id, 'kind', kind, 'action', 'create', 'status', status, 'version', version) from r)
select * from r`;
const variants: Record<string, [string, unknown[]]> = {
  full: [ins('*', true), [ORG, YP, HOME, AUTH, data]],
  noData: [ins('id, version, created_at', true), [ORG, YP, HOME, AUTH, data]],
  noOutbox: [ins('*', false), [ORG, YP, HOME, AUTH, data]],
  nofk: [ins('*', true, 'scale.rec_nofk'), [ORG, YP, HOME, AUTH, data]],
  fk: [ins('*', true, 'scale.rec_fk'), [ORG, YP, HOME, AUTH, data]],
  trig: [ins('*', true, 'scale.rec_trig'), [ORG, YP, HOME, AUTH, data]],
  where: [insWhere, [ORG, YP, HOME, AUTH, data]],
  bare: ['insert into public.bench_bare (data) values ($1) returning id', [data]],
};
const which = process.argv[2];
const [text, params] = variants[which];
let n = 0; let stop = false;
const loop = async () => { while (!stop) { await pool.query({ name: which, text, values: params }); n++; } };
const ls = Array.from({ length: 8 }, loop);
await new Promise((r) => setTimeout(r, 2000)); n = 0;
const spent = cpuSince(process.pid);
await new Promise((r) => setTimeout(r, 8000)); stop = true;
const c = spent(); const count = n; await Promise.all(ls);
console.log(which.padEnd(10), `${(count / 8).toFixed(0)}/s`, 'pg ms/stmt', (c.db / count).toFixed(3), 'node', (c.server / count).toFixed(3));
await pool.end();
