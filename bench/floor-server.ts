// The one-statement floor for bench/floor.ts: a bare node `http` server that does exactly
// one statement per request — one `INSERT … RETURNING` per create, one `SELECT` by id per read — on
// PostgreSQL through `pg` (DATABASE_URL) or, without it, on PGlite in FLOOR_DATA_DIR (the embedded
// default). No framework, no session, no validation: what any server must at least pay.
import { createServer, type IncomingMessage } from 'node:http';
import pg from 'pg';

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function database(): Promise<Query> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.PG_POOL_SIZE ?? 10),
    });
    const names = new Map<string, string>(); // statements prepared per connection, as the engine's are
    return (text, params) => {
      if (!names.has(text)) names.set(text, `floor${names.size}`);
      return pool.query({ name: names.get(text), text, values: params });
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(process.env.FLOOR_DATA_DIR ?? '/tmp/floor-pglite');
  return (text, params) => db.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>;
}

const query = await database();
await query(
  'create table if not exists bench_floor (id uuid primary key default gen_random_uuid(), data jsonb not null)',
  [],
);
const body = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const parts: Buffer[] = [];
    req
      .on('data', (c: Buffer) => parts.push(c))
      .on('end', () => resolve(Buffer.concat(parts).toString()))
      .on('error', reject);
  });

createServer(async (req, res) => {
  try {
    let row: unknown;
    if (req.method === 'POST' && req.url === '/create') {
      // one statement: the row written and its id returned
      row = (await query('insert into bench_floor (data) values ($1) returning id', [JSON.parse(await body(req)).data]))
        .rows[0];
    } else if (req.method === 'GET' && req.url!.startsWith('/read/')) {
      row = (await query('select id, data from bench_floor where id = $1', [req.url!.slice(6)])).rows[0];
    } else if (req.method === 'GET' && req.url === '/ids') {
      row = (
        await query("select coalesce(json_agg(id), '[]') as ids from (select id from bench_floor limit 100) s", [])
      ).rows[0];
    }
    if (!row) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(row));
  } catch (err) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
  }
}).listen(Number(process.env.PORT ?? 3997), '127.0.0.1', () => console.log('ready'));
process.once('SIGTERM', () => process.exit(0)); // an orderly exit, so that --cpu-prof writes its profile
