// Migrations are harmless when applied twice; the indexes the hot queries need are used.
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, migrate, openDb } from '../../engine/store/index.ts';
import { DATABASE_URL } from '../helpers/server.ts';

describe.each(['pg', 'pglite'] as const)('migrations on %s', (driver) => {
  const schema = `t_mig_${Date.now()}_${driver}`;
  let db: Db;
  afterAll(async () => {
    if (driver === 'pg') await db.exec(`drop schema if exists ${schema} cascade`);
    await db.close();
  });

  it('apply once, then a second run applies nothing and keeps the data', async () => {
    db = await openDb(driver === 'pg' ? { databaseUrl: DATABASE_URL, schema } : { memory: true });
    const first = await migrate(db);
    expect(first[0]).toBe('001_foundation.sql');
    await db.query(`insert into organisations (name, slug) values ('A', 'a')`);
    expect(await migrate(db)).toEqual([]);
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from organisations`);
    expect(row.n).toBe(1);
    const versions = await db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(versions.map((v) => v.version)).toEqual(first.map((f) => Number(f.split('_')[0])));
    // every migration from an empty database twice: on PGlite under a loaded run this passed 30 s
  }, 90_000);

  it('index no column a workflow step changes, so a status change rewrites the record in place (HOT, migration 045)', async () => {
    // what CHANGE_RECORD_WITH_SIGNOFFS sets on every step (engine/store/records.ts); record_date and archived_at change
    // only on a save or an archive
    const stepColumns = [
      'version',
      'updated_at',
      'changed_by',
      'change_action',
      'change_reason',
      'status',
      'data',
      'submission',
      'signoff_rule',
    ];
    const indexes = await db.query<{ name: string; def: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i where i.indrelid = 'records'::regclass`,
    );
    expect(indexes.length).toBeGreaterThan(5);
    const offending = indexes.flatMap((i) =>
      stepColumns
        .filter((c) => new RegExp(`\\b${c}\\b`).test(i.def.replace(/^.*? USING /, '')))
        .map((c) => `${i.name}: ${c}`),
    );
    expect(offending).toEqual([]);
    const [table] = await db.query<{ options: string[] | null }>(
      `select reloptions as options from pg_class where oid = 'records'::regclass`,
    );
    expect(table.options).toContain('fillfactor=85');
  });

  it('gives records and sign-offs time-ordered ids (version 7), so new ones go to the right edge of their keys (migration 047)', async () => {
    const ids: string[] = [];
    for (let k = 0; k < 3; k++) {
      ids.push((await db.query<{ id: string }>('select uuid_v7()::text as id'))[0].id);
      await new Promise((r) => setTimeout(r, 2));
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids); // a later id sorts after an earlier one (they are 2 ms apart)
    const ms = parseInt(ids[0].replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(ms - Date.now())).toBeLessThan(60_000); // the first 48 bits are the time in milliseconds
    const defaults = await db.query<{ table: string; dflt: string }>(
      `select table_name as table, column_default as dflt from information_schema.columns
        where table_schema = current_schema() and table_name in ('records', 'signoffs') and column_name = 'id' order by 1`,
    );
    expect(defaults).toEqual([
      { table: 'records', dflt: 'uuid_v7()' },
      { table: 'signoffs', dflt: 'uuid_v7()' },
    ]);
  });

  it('refuses a home type the SPEC does not have, and a birth year that disagrees with the date of birth', async () => {
    const [org] = await db.query<{ id: string }>(`select id from organisations limit 1`);
    await expect(
      db.query(`insert into homes (org_id, name, type) values ($1, 'X', 'care_home')`, [org.id]),
    ).rejects.toThrow();
    const [home] = await db.query<{ id: string }>(
      `insert into homes (org_id, name, type) values ($1, 'Y', 'children_home') returning id`,
      [org.id],
    );
    await expect(
      db.query(
        `insert into young_people (org_id, home_id, first_name, last_name, date_of_birth, birth_year) values ($1, $2, 'a', 'b', '2010-01-01', 2011)`,
        [org.id, home.id],
      ),
    ).rejects.toThrow();
  });
});

describe('two processes starting together', () => {
  it('apply each migration once', async () => {
    const schema = `t_mig_race_${Date.now()}`;
    const a = await openDb({ databaseUrl: DATABASE_URL, schema });
    const b = await openDb({ databaseUrl: DATABASE_URL, schema });
    const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
    expect([...ra, ...rb].filter((m) => m.startsWith('001'))).toHaveLength(1);
    await a.exec(`drop schema ${schema} cascade`);
    await a.close();
    await b.close();
  });
});

describe('a transaction whose statements are started together', () => {
  it('runs them one after another on its connection, each with its own answer, and rolls back all on a failure', async () => {
    const schema = `t_tx_turns_${Date.now()}`;
    const db = await openDb({ databaseUrl: DATABASE_URL, schema });
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      await db.exec('create table turns (n int)');
      const answers = await db.transaction((tx) =>
        Promise.all([1, 2, 3].map((n) => tx.query<{ n: number }>('insert into turns values ($1) returning n', [n]))),
      );
      expect(answers.map(([row]) => row.n)).toEqual([1, 2, 3]);
      // one statement fails: the others started beside it are undone with it
      await expect(
        db.transaction((tx) =>
          Promise.all([tx.query('insert into turns values (4)'), tx.query('insert into turns values (1 / 0)')]),
        ),
      ).rejects.toThrow(/division by zero/);
      const rows = await db.query<{ n: number }>('select n from turns order by n');
      expect(rows.map((r) => r.n)).toEqual([1, 2, 3]);
      await new Promise((r) => setImmediate(r)); // a warning is emitted on the next tick
      expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await db.exec(`drop schema ${schema} cascade`);
      await db.close();
    }
  });
});
