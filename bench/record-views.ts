// What auditing record reads costs (store/audit.ts, recordViewLog): the reader's share (queueing a view)
// and the database's (one multi-row insert per batch), for batches of 1, 10 and 100 views. Not a test.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/record-views.ts [-- --views 5000]
// Runs in a fresh schema of its own, dropped at the end.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type RecordView, recordViewLog } from '../engine/store/audit.ts';
import { migrate, openDb } from '../engine/store/index.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const i = process.argv.indexOf('--views');
const VIEWS = i > 0 ? Number(process.argv[i + 1]) : 5000;
const schema = `bench_views_${Date.now()}`;

const admin = await openDb({ databaseUrl: DATABASE_URL });
const db = await openDb({ databaseUrl: DATABASE_URL, schema });
try {
  await migrate(db);
  const orgId = randomUUID(),
    userId = randomUUID(),
    youngPersonId = randomUUID(),
    homeId = randomUUID();
  const view = (): RecordView => ({
    orgId,
    recordId: randomUUID(),
    kind: 'daily-log',
    youngPersonId,
    homeId,
    userId,
    viewedAt: new Date(),
  });

  // The reader's share: add() only queues (the insert starts on the next turn of the event loop).
  const log = recordViewLog(db);
  const views = Array.from({ length: VIEWS }, view);
  let t = performance.now();
  for (const v of views) log.add(v);
  const perAdd = ((performance.now() - t) * 1000) / VIEWS;
  await log.flush();

  console.log(
    `\n${VIEWS.toLocaleString('en-GB')} views per batch size, PostgreSQL at ${new URL(DATABASE_URL).host}. The reader's share: ${perAdd.toFixed(2)} µs a view (queueing).`,
  );
  console.log('batch size   inserts   ms per insert   ms per view (insert and commit, one at a time)');
  for (const size of [1, 10, 100]) {
    const batches = Math.ceil(VIEWS / size);
    t = performance.now();
    for (let b = 0; b < batches; b++) {
      const l = recordViewLog(db);
      for (let k = 0; k < size; k++) l.add(view());
      await l.flush(); // one insert of `size` rows, one commit
    }
    const ms = performance.now() - t;
    console.log(
      `${String(size).padStart(10)}   ${String(batches).padStart(7)}   ${(ms / batches).toFixed(3).padStart(13)}   ${(ms / (batches * size)).toFixed(3).padStart(46)}`,
    );
  }
  const [size] = await db.query<{ bytes: string }>(`select pg_total_relation_size('record_views')::text as bytes`);
  const [n] = await db.query<{ n: number }>('select count(*)::int as n from record_views');
  console.log(
    `\nstorage: ${(Number(size.bytes) / n.n).toFixed(0)} bytes a view (table and index), ${n.n.toLocaleString('en-GB')} rows`,
  );
} finally {
  await db.close();
  await admin.exec(`drop schema if exists ${schema} cascade`);
  await admin.close();
}
