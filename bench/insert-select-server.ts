// The INSERT + SELECT baseline for bench/load.ts (the first floor; bench/floor-server.ts is the
// one-statement floor): a bare Fastify route doing one parameterised INSERT and one
// SELECT of the same JSON through `pg` — what the engine's save is measured against.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_SIZE ?? 10) });
await pool.query(
  'create table if not exists bench_bare (id uuid primary key default gen_random_uuid(), data jsonb not null)',
);
const app = Fastify({ bodyLimit: 1024 * 1024 });
app.post('/bare', async (request) => {
  const {
    rows: [{ id }],
  } = await pool.query('insert into bench_bare (data) values ($1) returning id', [
    (request.body as { data: unknown }).data,
  ]);
  const {
    rows: [row],
  } = await pool.query('select id, data from bench_bare where id = $1', [id]);
  return row;
});
await app.listen({ port: Number(process.env.PORT ?? 3998), host: '127.0.0.1' });
console.log('ready');
