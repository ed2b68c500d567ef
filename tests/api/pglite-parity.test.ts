// PGlite parity: behaviour tests run on PostgreSQL; this suite walks every route of the OpenAPI document on the
// embedded database (one server) beside PostgreSQL, as a director, a member of staff and the product administrator,
// and asks that PGlite never fails (no 5xx) and answers each route as PostgreSQL does. The `pglite` project also
// runs the files whose code differs on PGlite (one connection) with TEST_DRIVERS=pglite (vitest.config.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPeople } from '../helpers/fixtures.ts';
import { login, startTestServer, type TestServer } from '../helpers/server.ts';

type Op = { method: string; path: string };
const NOBODY = '00000000-0000-4000-8000-000000000000';
const PEOPLE = ['director@demo.care', 'staff.oak@demo.care', 'admin@care-records.app'];

interface Side {
  server: TestServer;
  ids: Record<string, string>;
  cookies: Map<string, string>;
}

async function side(driver: 'pg' | 'pglite'): Promise<Side> {
  const server = await startTestServer({ driver });
  const p = await demoPeople(server);
  const ids = { youngPerson: p.oakYp.id, home: p.oak.id, staff: p.user('staff.oak@demo.care').id };
  return { server, ids, cookies: new Map() };
}

/** The path with its parameters filled from this server's demo: a real young person, home or member of staff where
 * the path names one, else an id nobody has (the route still reads, checks and refuses). */
function url(path: string, ids: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (name === 'kind') return 'daily-log';
    if (name === 'homeId' || (name === 'id' && path.startsWith('/api/homes/'))) return ids.home;
    if (name === 'staffId' || (name === 'id' && path.startsWith('/api/staff/'))) return ids.staff;
    if (name === 'id' && path.startsWith('/api/young-people/')) return ids.youngPerson;
    return name === 'id' || name.endsWith('Id') ? NOBODY : 'x';
  });
}

/** The route's status for this person; 0 when they can no longer sign in (a route walked earlier ended their login). */
async function call(s: Side, email: string, op: Op): Promise<number> {
  const send = async () => {
    if (!s.cookies.has(email)) {
      const cookie = await login(s.server.app, email).catch(() => null);
      if (!cookie) return 0;
      s.cookies.set(email, cookie);
    }
    const res = await s.server.app.inject({
      method: op.method.toUpperCase() as 'GET',
      url: url(op.path, s.ids),
      headers: { cookie: s.cookies.get(email)! },
      payload: op.method === 'get' ? undefined : {},
    });
    return res.statusCode;
  };
  const status = await send();
  if (status !== 401) return status;
  // a route that ends the session (sign out, sessions): sign in again for the next route
  s.cookies.delete(email);
  return send();
}

describe('PGlite parity', () => {
  let pg: Side;
  let pglite: Side;
  let ops: Op[] = [];

  beforeAll(async () => {
    [pglite, pg] = await Promise.all([side('pglite'), side('pg')]);
    const doc = (await pglite.server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => ({ method, path })));
    // reads first, so the walk reads the demo as seeded; then writes with an empty body
    ops.sort((a, b) => Number(a.method !== 'get') - Number(b.method !== 'get'));
  }, 600_000);
  afterAll(async () => {
    await Promise.allSettled([pg?.server.close(), pglite?.server.close()]);
  });

  it('the document lists the routes to walk', () => {
    expect(ops.length).toBeGreaterThan(200);
    expect(ops.filter((o) => o.method === 'get').length).toBeGreaterThan(100);
  });

  for (const email of PEOPLE) {
    it(`every route answers ${email} on PGlite without a server error, and as on PostgreSQL`, async () => {
      const failed: string[] = [];
      const differ: string[] = [];
      for (const op of ops) {
        const [a, b] = await Promise.all([call(pglite, email, op), call(pg, email, op)]);
        const where = `${op.method.toUpperCase()} ${op.path}`;
        if (a >= 500) failed.push(`${where}: ${a}`);
        if (a !== b) differ.push(`${where}: PGlite ${a}, PostgreSQL ${b}`);
      }
      expect(failed).toEqual([]);
      expect(differ).toEqual([]);
    }, 600_000);
  }
});
