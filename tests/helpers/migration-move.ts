// Testing a migration that moves an area's rows into records (leave in 052, overtime in 215): a database of its own
// built up to just before the move, an organisation with Oak House and its people as the old services wrote them,
// then the move alone.
import { type Db, openDb } from '../../engine/store/index.ts';
import { loadMigrations } from '../../engine/store/migrate.ts';
import { DATABASE_URL } from './server.ts';

/** Every migration below `version`, in one transaction. */
export async function migratedTo(db: Db, version: number) {
  await db.transaction(async (tx) => {
    for (const m of loadMigrations().filter((m) => m.version < version)) await tx.exec(m.sql);
  });
}

/** The migration `version` alone. */
export const runMigration = (db: Db, version: number) =>
  db.transaction(async (tx) => tx.exec(loadMigrations().find((m) => m.version === version)!.sql));

/** Fresh databases on a driver (a schema of its own on PostgreSQL, in memory on PGlite), and closing them all. */
export function freshDatabases(driver: 'pg' | 'pglite', prefix: string) {
  const dbs: { db: Db; schema: string }[] = [];
  return {
    async fresh() {
      const schema = `${prefix}_${Date.now()}_${dbs.length}`;
      const db = await openDb(driver === 'pg' ? { databaseUrl: DATABASE_URL, schema } : { memory: true });
      dbs.push({ db, schema });
      return db;
    },
    async closeAll() {
      for (const { db, schema } of dbs) {
        if (driver === 'pg') await db.exec(`drop schema if exists ${schema} cascade`);
        await db.close();
      }
    },
  };
}

/** An organisation with Oak House, and a way to add its people (a manager or not), as rows of the old schema. */
export async function oakHouse(db: Db) {
  const [org] = await db.query<{ id: string }>(
    `insert into organisations (name, slug) values ('Oak', 'oak') returning id`,
  );
  const [home] = await db.query<{ id: string }>(
    `insert into homes (org_id, name, type) values ($1, 'Oak House', 'children_home') returning id`,
    [org.id],
  );
  const person = async (name: string, manager = false) =>
    (
      await db.query<{ id: string }>(
        `insert into users (org_id, email, name, is_manager) values ($1, $2, $3, $4) returning id`,
        [org.id, `${name.split(' ')[0].toLowerCase()}@oak.test`, name, manager],
      )
    )[0].id;
  return { orgId: org.id, homeId: home.id, person };
}
