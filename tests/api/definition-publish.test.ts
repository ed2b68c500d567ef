// At start-up the definition files are published as product versions in one statement: a new kind or a changed file
// becomes the next version, an unchanged one adds nothing, and a stored text in another key order is rewritten in
// place. A run-time edit by the product administrator is not undone by the next start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DefinitionRegistry, hashDefinition, loadDefinitionFiles } from '../../engine/definitions/registry.ts';
import { createStore, type Db, migrate, openDb } from '../../engine/store/index.ts';
import { DATABASE_URL, DRIVERS } from '../helpers/server.ts';

describe.each(DRIVERS)('publishing the definition files on %s', (driver) => {
  const schema = `t_pub_${Date.now()}`;
  let db: Db;
  let files: Awaited<ReturnType<typeof loadDefinitionFiles>>;
  const versions = async () =>
    db.query<{ kind: string; version: number; source: string; definition: unknown; text: string }>(
      `select kind, version, source, definition, definition::text as text from definition_versions where org_id is null order by kind, version`,
    );

  beforeAll(async () => {
    db = await openDb(driver === 'pg' ? { databaseUrl: DATABASE_URL, schema } : { memory: true });
    await migrate(db);
    files = await loadDefinitionFiles();
  });
  afterAll(async () => {
    if (driver === 'pg') await db.exec(`drop schema if exists ${schema} cascade`);
    await db.close();
  });

  it('a first start publishes every kind once, as version 1, with its text as written', async () => {
    await DefinitionRegistry.open(createStore(db));
    const rows = await versions();
    expect(rows.map((r) => r.kind).sort()).toEqual([...files.keys()].sort());
    expect(rows.every((r) => r.version === 1 && r.source === 'code')).toBe(true);
    const incident = rows.find((r) => r.kind === 'incident')!;
    expect(incident.text).toBe(JSON.stringify(files.get('incident')));
  });

  it('a second start adds nothing', async () => {
    const before = await versions();
    await DefinitionRegistry.open(createStore(db));
    expect(await versions()).toEqual(before);
  });

  it('a stored text in another key order is rewritten in place; a changed file becomes the next version', async () => {
    const daily = files.get('daily-log')!;
    const reordered = Object.fromEntries(Object.entries(daily).reverse());
    await db.query(`update definition_versions set definition = $1::json where kind = 'daily-log'`, [
      JSON.stringify(reordered),
    ]);
    // a changed file: its hash no longer matches the newest code version
    await db.query(`update definition_versions set hash = 'old' where kind = 'incident'`);
    await DefinitionRegistry.open(createStore(db));
    const rows = await versions();
    expect(rows.filter((r) => r.kind === 'daily-log').map((r) => [r.version, r.text])).toEqual([
      [1, JSON.stringify(daily)],
    ]);
    const incident = rows.filter((r) => r.kind === 'incident');
    expect(incident.map((r) => [r.version, r.source])).toEqual([
      [1, 'code'],
      [2, 'code'],
    ]);
    expect(incident[1].text).toBe(JSON.stringify(files.get('incident')));
  });

  it("an administrator's edit stays newest until the file itself changes, which then publishes above it", async () => {
    const kind = 'placement-plan';
    const def = files.get(kind)!;
    await db.query(
      `insert into definition_versions (org_id, kind, version, definition, hash, source) values (null, $1, 2, $2::json, 'edited', 'edit')`,
      [kind, JSON.stringify({ ...def, title: 'Edited' })],
    );
    await DefinitionRegistry.open(createStore(db));
    expect((await versions()).filter((r) => r.kind === kind).map((r) => [r.version, r.source])).toEqual([
      [1, 'code'],
      [2, 'edit'],
    ]);
    await db.query(`update definition_versions set hash = 'old' where kind = $1 and source = 'code'`, [kind]);
    await DefinitionRegistry.open(createStore(db));
    const rows = (await versions()).filter((r) => r.kind === kind);
    expect(rows.map((r) => [r.version, r.source])).toEqual([
      [1, 'code'],
      [2, 'edit'],
      [3, 'code'],
    ]);
    expect(rows[2].text).toBe(JSON.stringify(def));
    expect(hashDefinition(def)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('two processes starting together publish each changed kind once', async () => {
    await db.query(`update definition_versions set hash = 'old' where kind = 'daily-log'`);
    const other = driver === 'pg' ? await openDb({ databaseUrl: DATABASE_URL, schema }) : db;
    try {
      await Promise.all([DefinitionRegistry.open(createStore(db)), DefinitionRegistry.open(createStore(other))]);
    } finally {
      if (other !== db) await other.close();
    }
    const rows = (await versions()).filter((r) => r.kind === 'daily-log');
    expect(rows.map((r) => r.version)).toEqual([1, 2]);
  });
});
