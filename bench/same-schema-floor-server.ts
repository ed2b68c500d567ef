// The same-schema floor for bench/floor.ts: a bare node `http` server doing exactly the database work the engine does
// for a create, a read and a submit of a daily log, with the engine's own statements (engine/store: the records table
// with its indexes and foreign keys, the revision, the outbox message and the audit in one statement; the sign-offs
// asked on submit) and nothing else — no framework, session, validation, access, hooks or answer shaping. The engine
// divided by this is what the engine itself costs over the database work a records system must do.
// PostgreSQL: the engine's own database and schema (DATABASE_URL, DATABASE_SCHEMA), already migrated and seeded.
// PGlite (no DATABASE_URL): a data folder of its own (FLOOR_DATA_DIR), migrated and seeded with the demo here, since
// an embedded database has one process.
import { createServer, type IncomingMessage } from 'node:http';
import { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { managerSigners } from '../engine/records/signers.ts';
import { createStore, migrate, openDb } from '../engine/store/index.ts';
import { initialStatus } from '../engine/workflow/index.ts';
import { seedDemo } from '../seeds/demo.ts';

const embedded = !process.env.DATABASE_URL;
const db = await openDb(
  embedded
    ? { dataDir: process.env.FLOOR_DATA_DIR ?? '/tmp/same-schema-floor' }
    : { databaseUrl: process.env.DATABASE_URL, schema: process.env.DATABASE_SCHEMA },
);
const store = createStore(db);
if (embedded) {
  await migrate(db);
  await seedDemo(store, await DefinitionRegistry.open(store));
}
// who writes: the member of staff the engine's turns sign in as, in the organisation they belong to
const [author] = await db.query<{ id: string; orgId: string; name: string }>(
  `select id, org_id as "orgId", name from users where email = $1`,
  [process.env.FLOOR_AUTHOR ?? 'staff.oak@demo.care'],
);
const s = store.forOrg(author.orgId);
const [version] = await db.query<{ id: number; version: number; definition: { workflow: string; signoff?: string } }>(
  `select id, version, definition from definition_versions where kind = 'daily-log' and (org_id is null or org_id = $1)
    order by org_id nulls first, version desc limit 1`,
  [author.orgId],
);
const place = new Map(
  (
    await db.query<{ id: string; homeId: string }>(
      `select id, home_id as "homeId" from young_people where org_id = $1 and archived_at is null`,
      [author.orgId],
    )
  ).map((y) => [y.id, y.homeId]),
);

const body = (req: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    const parts: Buffer[] = [];
    req
      .on('data', (c: Buffer) => parts.push(c))
      .on('end', () => resolve(JSON.parse(Buffer.concat(parts).toString() || '{}')))
      .on('error', reject);
  });

/** The engine's create: the one insert with revision, outbox and audit (everyone it names already known). */
async function create(b: Record<string, unknown>) {
  const youngPersonId = String(b.youngPersonId);
  const made = await s.records.insert({
    kind: 'daily-log',
    definitionVersionId: version.id,
    definitionVersion: version.version,
    youngPersonId,
    homeId: place.get(youngPersonId)!,
    staffId: null,
    authorId: author.id,
    authorName: author.name,
    status: initialStatus(version.definition.workflow),
    recordDate: new Date(),
    data: b.data as Record<string, unknown>,
  });
  return made.row && { id: made.row.id, version: made.row.version };
}

/** The engine's read: the record with its sign-offs, its offline write, and the opening kept (queued, batched). */
async function read(id: string) {
  const [found, offline] = await Promise.all([s.records.getWithSignoffs(id), s.records.lastOfflineWrite(id)]);
  if (!found) return null;
  const { row } = found;
  store.recordViews.add({
    orgId: author.orgId,
    recordId: row.id,
    kind: row.kind,
    youngPersonId: row.youngPersonId,
    homeId: row.homeId,
    userId: author.id,
    viewedAt: new Date(),
  });
  return { ...row, signoffs: found.signoffs, offline };
}

/** The engine's submit: load, the sign-off rule and who may sign in one read, then the step with its asks. */
async function submit(id: string, expected: number) {
  const found = await s.records.getWithSignoffs(id);
  if (!found) return null;
  const facts = await s.records.signoffFacts(version.definition.signoff ?? null, found.row.homeId);
  const rule = { option: version.definition.signoff ?? null, mode: facts.rule?.mode ?? 'default', users: [] };
  const ask = managerSigners(author.id, facts).map((userId) => ({ userId, step: 'manager' as const }));
  const done = await s.records.changeWithSignoffs(
    id,
    expected,
    { status: 'signoffs_pending', submission: found.row.submission + 1, signoffRule: rule },
    author.id,
    'submit',
    { ask },
  );
  return done && { id, version: done.row.version };
}

createServer(async (req, res) => {
  try {
    const url = req.url ?? '';
    let row: unknown;
    if (req.method === 'POST' && url === '/create') row = await create(await body(req));
    else if (req.method === 'GET' && url.startsWith('/read/')) row = await read(url.slice(6));
    else if (req.method === 'POST' && url.startsWith('/submit/'))
      row = await submit(url.slice(8), Number((await body(req)).version));
    if (!row) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(row));
  } catch (err) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
  }
}).listen(Number(process.env.PORT ?? 3998), '127.0.0.1', () => console.log('ready'));
process.once('SIGTERM', () => process.exit(0));
