// The facility and sensitive reports areas protect every route of theirs (decision 0670): a manager of both homes who
// holds home, home logs and young people but not facility is refused every premises route (the asset and vehicle
// register, the mileage log, maintenance, the premises safety register); one without sensitive reports is refused
// every route of Annex A and the statutory returns. The same manager given the area gets through each, so the walk
// fails if a refusal came from anything else.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { example as maintenance } from '../../definitions/home/examples/maintenance.ts';
import { example as premisesSafety } from '../../definitions/home/examples/premises-safety.ts';
import { hashPassword } from '../../engine/auth/password.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
interface Step {
  method: 'GET' | 'POST' | 'PUT';
  route: string;
  url: () => string;
  body?: () => unknown;
}

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86400_000).toISOString().slice(0, 10);
const BASE = { cyp: 'edit', cyp_daily_log: 'edit', home: 'edit', home_logs: 'edit', rota: 'edit' };

describe('facility and sensitive reports: every route walked', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  const ids: Record<string, string> = {};
  const repair = () => ({ ...maintenance, reportedBy: people.user('staff.oak@demo.care').id });
  let returnVersion = 0;
  const actor = async (areas: Record<string, string>) => {
    const email = `walk.${randomBytes(4).toString('hex')}@demo.care`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await server.store.adminTransaction((a) =>
      a.createUser(people.orgId, {
        email,
        name: 'Walk Manager',
        passwordHash,
        role: 'manager',
        isManager: true,
        areas,
        homeIds: [people.oak.id, people.willow.id],
      }),
    );
    return clientFor(server, email);
  };
  // an export answers CSV: the body is parsed only when it is JSON
  const call = async (c: Client, s: Step) => {
    const res = await server.app.inject({
      method: s.method,
      url: s.url(),
      payload: s.body?.() as object | undefined,
      headers: { cookie: c.cookie },
    });
    const json = /json/.test(String(res.headers['content-type']));
    return { status: res.statusCode, headers: res.headers, body: json && res.body ? res.json() : res.body };
  };

  const FACILITY: Step[] = [
    { method: 'GET', route: 'GET /api/records/asset', url: () => `/api/records/asset?home=${people.oak.id}` },
    { method: 'GET', route: 'GET /api/records/asset/:id', url: () => `/api/records/asset/${ids.asset}` },
    {
      method: 'POST',
      route: 'POST /api/records/asset',
      url: () => '/api/records/asset',
      body: () => ({ homeId: people.oak.id, data: { name: 'Lawnmower', assetType: 'equipment', acquiredOn: today } }),
    },
    { method: 'GET', route: 'GET /api/vehicles/:id/mileage', url: () => `/api/vehicles/${ids.asset}/mileage` },
    {
      method: 'GET',
      route: 'GET /api/records/maintenance',
      url: () => `/api/records/maintenance?home=${people.oak.id}`,
    },
    {
      method: 'GET',
      route: 'GET /api/records/maintenance/:id',
      url: () => `/api/records/maintenance/${ids.maintenance}`,
    },
    {
      method: 'POST',
      route: 'POST /api/records/maintenance',
      url: () => '/api/records/maintenance',
      body: () => ({ homeId: people.oak.id, data: repair() }),
    },
    {
      method: 'GET',
      route: 'GET /api/records/premises-safety',
      url: () => `/api/records/premises-safety?home=${people.oak.id}`,
    },
    {
      method: 'GET',
      route: 'GET /api/records/premises-safety/:id',
      url: () => `/api/records/premises-safety/${ids.safety}`,
    },
    {
      method: 'POST',
      route: 'POST /api/records/premises-safety',
      url: () => '/api/records/premises-safety',
      body: () => ({ homeId: people.oak.id, data: premisesSafety }),
    },
  ];
  const SENSITIVE: Step[] = [
    { method: 'GET', route: 'GET /api/homes/:id/annex-a', url: () => `/api/homes/${people.oak.id}/annex-a` },
    {
      method: 'PUT',
      route: 'PUT /api/homes/:id/annex-a',
      url: () => `/api/homes/${people.oak.id}/annex-a`,
      body: () => ({ text: { completedBy: 'Walk Manager' } }),
    },
    {
      method: 'GET',
      route: 'GET /api/homes/:id/annex-a/export',
      url: () => `/api/homes/${people.oak.id}/annex-a/export?reason=${encodeURIComponent('Inspection request')}`,
    },
    {
      method: 'GET',
      route: 'GET /api/homes/:homeId/returns/:kind',
      url: () => `/api/homes/${people.willow.id}/returns/annual-return`,
    },
    {
      method: 'POST',
      route: 'POST /api/homes/:homeId/returns/:kind',
      url: () => `/api/homes/${people.willow.id}/returns/annual-return`,
      body: () => ({ periodFrom: yearAgo, periodTo: today }),
    },
    {
      method: 'GET',
      route: 'GET /api/returns/:kind/:id/figures',
      url: () => `/api/returns/annual-return/${ids.return}/figures`,
    },
    {
      method: 'PUT',
      route: 'PUT /api/returns/:kind/:id/figures',
      url: () => `/api/returns/annual-return/${ids.return}/figures`,
      body: () => ({ question: 'q22', value: 3, reason: 'Counted by hand', version: returnVersion }),
    },
    {
      method: 'POST',
      route: 'POST /api/returns/:kind/:id/figures/refresh',
      url: () => `/api/returns/annual-return/${ids.return}/figures/refresh`,
      body: () => ({ version: returnVersion }),
    },
    {
      method: 'GET',
      route: 'GET /api/returns/:kind/:id/figures/:question/records',
      url: () => `/api/returns/annual-return/${ids.return}/figures/q23/records`,
    },
    {
      method: 'GET',
      route: 'GET /api/records/annual-return/:id',
      url: () => `/api/records/annual-return/${ids.return}`,
    },
  ];

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    await server.store.db.query(
      `update organisations set features = features || '{"enableAnnexA": true}'::jsonb where id = $1`,
      [people.orgId],
    );
    const director = await clientFor(server, 'director@demo.care');
    const made = async (kind: string, homeId: string, data: unknown) => {
      const r = await director.post(`/api/records/${kind}`, { homeId, data });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.id as string;
    };
    ids.asset = await made('asset', people.oak.id, {
      name: 'Minibus',
      assetType: 'vehicle',
      acquiredOn: '2024-01-01',
      vehicle: { registration: 'WK12 ABC', motDue: '2026-12-01' },
    });
    ids.maintenance = await made('maintenance', people.oak.id, repair());
    ids.safety = await made('premises-safety', people.oak.id, premisesSafety);
    const started = await director.post(`/api/homes/${people.willow.id}/returns/annual-return`, {
      periodFrom: yearAgo,
      periodTo: today,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    ids.return = started.body.id;
    returnVersion = started.body.version;
  }, 400_000);
  afterAll(() => server?.close());

  it('the walk names every Annex A, returns and vehicle route the app has', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const walked = new Set([...FACILITY, ...SENSITIVE].map((s) => s.route));
    const theirs = ops.filter((o) => /annex-a|\/returns(\/|$)|\/vehicles\//.test(o) && !o.startsWith('HEAD'));
    expect(theirs.filter((o) => !walked.has(o))).toEqual([]);
  });

  it('without facility: 403 on every premises route; with it, through', async () => {
    const without = await actor({ ...BASE, sensitive_reports: 'read' });
    const withIt = await actor({ ...BASE, facility: 'edit' });
    const wrong: string[] = [];
    for (const s of FACILITY) {
      const no = await call(without, s);
      if (no.status !== 403) wrong.push(`without: ${s.route} answered ${no.status}`);
      else expect(no.headers['content-type']).toMatch(/application\/problem\+json/);
      const yes = await call(withIt, s);
      if (yes.status >= 300)
        wrong.push(`with: ${s.route} answered ${yes.status} ${JSON.stringify(yes.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('without sensitive reports: 403 on every Annex A and return route; with it, through', async () => {
    const without = await actor({ ...BASE, facility: 'edit' });
    const withIt = await actor({ ...BASE, sensitive_reports: 'read' });
    const wrong: string[] = [];
    for (const s of SENSITIVE) {
      const no = await call(without, s);
      if (no.status !== 403) wrong.push(`without: ${s.route} answered ${no.status}`);
      const yes = await call(withIt, s);
      if (yes.status >= 300)
        wrong.push(`with: ${s.route} answered ${yes.status} ${JSON.stringify(yes.body).slice(0, 120)}`);
      if (yes.status < 300 && yes.body?.version) returnVersion = yes.body.version;
      if (yes.status < 300 && yes.body?.record?.version) returnVersion = yes.body.record.version;
    }
    expect(wrong).toEqual([]);
  });
});
