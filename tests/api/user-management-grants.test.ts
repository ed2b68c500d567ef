// Nobody grants what they do not hold (engine/access/grants.ts): every actor — a director, a manager with and
// without `settings`, HR with and without it, care staff, and an API token of each scope — against every route
// that changes a person's access, with the outcome each must get. The routes come from the app's own OpenAPI
// document: a new route whose path says it manages people fails this test until it is in the matrix.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { example as applicationExample } from '../../definitions/staff/examples/application.ts';
import { hashPassword } from '../../engine/auth/password.ts';
import { ACCESS_AREAS } from '../../engine/definitions/types.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Res = { status: number; body: any; headers: Record<string, unknown> };
type Call = (method: Method, url: string, payload?: unknown) => Promise<Res>;

/** Paths that manage people, found in the OpenAPI document (methods other than GET). */
const MANAGES_PEOPLE =
  /\/users(\/|$)|\/pin$|\/login(\/|$)|make-employee|password|deactivate|invit|leaver|\/roles?(\/|$)|\/admin\/customers$|permissions/;
/** A person's own account, not anyone else's access (each has its own tests). */
const OWN_ACCOUNT = new Set([
  'POST /api/auth/login',
  'POST /api/auth/set-password',
  'POST /api/auth/password',
  'PUT /api/account/pin',
  // asked by someone not signed in, about their own login: the link goes only to the login's email
  'POST /api/auth/forgot-password',
]);

const DEFAULT_STAFF = { cyp: 'edit', cyp_daily_log: 'edit', home: 'read', home_logs: 'edit', facility: 'edit' };
const MANAGER_AREAS = {
  cyp: 'edit',
  cyp_daily_log: 'edit',
  home: 'edit',
  home_logs: 'edit',
  facility: 'edit',
  rota: 'edit',
  leave: 'edit',
  staff: 'read',
  sensitive_reports: 'read',
  accounts: 'edit',
};
const HR_AREAS = { hr: 'edit', hr_manager: 'edit', staff: 'edit', rota: 'edit', leave: 'edit' };
const departure = { pendingTasks: 'keep', stopRecurring: false, deleteSignoffsAndAlerts: false };

describe('nobody grants what they do not hold', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let passwordHash: string;
  const actors = new Map<string, Call>();
  const unique = () => randomBytes(4).toString('hex');

  const cookieCall =
    (cookie: string): Call =>
    async (method, url, payload) => {
      const r = await server.app.inject({ method, url, payload: payload as object, headers: { cookie } });
      return { status: r.statusCode, body: r.body ? r.json() : null, headers: r.headers };
    };
  const bearerCall =
    (secret: string): Call =>
    async (method, url, payload) => {
      const r = await server.app.inject({
        method,
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${secret}` },
      });
      return { status: r.statusCode, body: r.body ? r.json() : null, headers: r.headers };
    };
  const addUser = (u: {
    role: string;
    isManager?: boolean;
    areas?: Record<string, string>;
    homeIds: string[];
    email?: string;
  }) =>
    server.store.adminTransaction((a) =>
      a.createUser(people.orgId, {
        email: u.email ?? `t.${unique()}@demo.care`,
        name: `Target ${u.role}`,
        passwordHash,
        role: u.role,
        isManager: u.isManager ?? false,
        areas: u.areas ?? {},
        homeIds: u.homeIds,
        jobTitle: 'Before',
      }),
    );
  const userBody = (u: {
    role: string;
    isManager?: boolean;
    areas: Record<string, string>;
    homeIds: string[];
    email?: string;
  }) => ({
    email: u.email ?? `n.${unique()}@demo.care`,
    name: 'New Person',
    role: u.role,
    isManager: u.isManager ?? false,
    jobTitle: 'After',
    areas: u.areas,
    ypPermissions: {},
    homeIds: u.homeIds,
    showInRota: true,
    removeFromRota: false,
    removeFromRotaHomes: [],
  });

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    passwordHash = await hashPassword(DEMO_PASSWORD);
    const oak = [people.oak.id],
      both = [people.oak.id, people.willow.id];
    // a manager and an HR manager each given settings: edit, as the outside probe did
    await addUser({
      email: 'manager.settings@demo.care',
      role: 'manager',
      isManager: true,
      areas: { ...MANAGER_AREAS, settings: 'edit' },
      homeIds: oak,
    });
    await addUser({
      email: 'hr.settings@demo.care',
      role: 'hr_manager',
      areas: { ...HR_AREAS, settings: 'edit' },
      homeIds: both,
    });
    for (const [name, email] of [
      ['director', 'director@demo.care'],
      ['manager', 'manager.oak@demo.care'],
      ['manager+settings', 'manager.settings@demo.care'],
      ['hr', 'hr@demo.care'],
      ['hr+settings', 'hr.settings@demo.care'],
      ['staff', 'staff.oak@demo.care'],
    ] as const) {
      actors.set(name, cookieCall((await clientFor(server, email)).cookie));
    }
    // an API token of each scope (edit on one area, settings read, and every area), made by the director
    const director = actors.get('director')!;
    const scopes: [string, Record<string, string>][] = [
      ...ACCESS_AREAS.map((a) => [`token ${a}:edit`, { [a]: 'edit' }] as [string, Record<string, string>]),
      ['token settings:read', { settings: 'read' }],
      ['token every area', Object.fromEntries(ACCESS_AREAS.map((a) => [a, 'edit']))],
    ];
    const expiresOn = `${new Date().getFullYear() + 1}-01-31`;
    for (const [name, s] of scopes) {
      const made = await director('POST', '/api/developer/tokens', { name, scopes: s, expiresOn });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      actors.set(name, bearerCall(made.body.secret));
    }
  });
  afterAll(() => server?.close());

  /** A fresh young person of Oak House, with their own login when asked. */
  async function youngPerson(withLogin: boolean) {
    const id = await server.store.adminTransaction((a) =>
      a.createYoungPerson(people.orgId, {
        homeId: people.oak.id,
        firstName: 'Riley',
        lastName: `Test${unique()}`,
        birthYear: 2011,
      }),
    );
    if (withLogin) {
      await server.store.forOrg(people.orgId).people.addYoungPersonLogin({
        youngPersonId: id,
        homeId: people.oak.id,
        email: `yp.${unique()}@demo.care`,
        name: 'Riley',
        passwordHash,
        permissions: { plans: 'read', viewsComplaints: 'edit' },
      });
    }
    return id;
  }
  /** A fresh application to Oak House with every safer-recruitment check recorded. */
  async function application() {
    const data = structuredClone(applicationExample) as Record<string, any>;
    const hrId = people.user('hr@demo.care').id;
    data.candidate.email = `cand.${unique()}@example.org`;
    for (const g of [
      'identity',
      'employmentHistory',
      'dbs',
      'rightToWork',
      'qualifications',
      'leavingChildrenWork',
      'health',
    ])
      data[g].verifiedBy = hrId;
    for (const r of data.references) r.verifiedBy = hrId;
    const made = await actors.get('director')!('POST', '/api/records/application', { homeId: people.oak.id, data });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.id as string;
  }
  /** A custom role giving the default care-staff areas, defined by the director; archived when asked. */
  const customRole = async (o: { heldBy?: boolean; archived?: boolean } = {}) => {
    const director = actors.get('director')!;
    const made = await director('POST', '/api/settings/roles', {
      name: `Role ${unique()}`,
      areas: DEFAULT_STAFF,
      ypPermissions: {},
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    if (o.heldBy) {
      const id = await addUser({ role: 'staff', areas: {}, homeIds: [people.oak.id] });
      const held = await director('PUT', `/api/settings/users/${id}`, {
        ...userBody({ role: 'staff', areas: {}, homeIds: [people.oak.id] }),
        customRoleId: made.body.id,
      });
      expect(held.status, JSON.stringify(held.body)).toBe(200);
    }
    if (o.archived)
      expect((await director('POST', `/api/settings/roles/${made.body.id}/archive`, { version: 1 })).status).toBe(200);
    return made.body.id as string;
  };
  const staffTarget = () => addUser({ role: 'staff', areas: DEFAULT_STAFF, homeIds: [people.oak.id] });
  const directorTarget = () =>
    addUser({ role: 'director', isManager: true, homeIds: [people.oak.id, people.willow.id] });

  interface Case {
    route: string;
    method: Method;
    what: string;
    run: (call: Call) => Promise<Res>;
  }
  const staffEdit = (role = 'staff') =>
    userBody({ role, isManager: role === 'director', areas: DEFAULT_STAFF, homeIds: [people.oak.id] });
  const CASES: Case[] = [
    {
      route: '/api/settings/users',
      method: 'POST',
      what: 'create care staff',
      run: (c) =>
        c('POST', '/api/settings/users', userBody({ role: 'staff', areas: DEFAULT_STAFF, homeIds: [people.oak.id] })),
    },
    {
      route: '/api/settings/users',
      method: 'POST',
      what: 'create a director',
      run: (c) =>
        c(
          'POST',
          '/api/settings/users',
          userBody({ role: 'director', isManager: true, areas: {}, homeIds: [people.oak.id] }),
        ),
    },
    {
      route: '/api/settings/users/:id',
      method: 'PUT',
      what: 'edit care staff',
      run: async (c) => c('PUT', `/api/settings/users/${await staffTarget()}`, staffEdit()),
    },
    {
      route: '/api/settings/users/:id',
      method: 'PUT',
      what: 'promote care staff to director',
      run: async (c) => c('PUT', `/api/settings/users/${await staffTarget()}`, staffEdit('director')),
    },
    {
      route: '/api/settings/users/:id',
      method: 'PUT',
      what: 'edit a director',
      run: async (c) => {
        const id = await directorTarget();
        return c(
          'PUT',
          `/api/settings/users/${id}`,
          userBody({ role: 'director', isManager: true, areas: {}, homeIds: [people.oak.id, people.willow.id] }),
        );
      },
    },
    {
      route: '/api/settings/users/:id/reset-password',
      method: 'POST',
      what: "reset care staff's password",
      run: async (c) => c('POST', `/api/settings/users/${await staffTarget()}/reset-password`),
    },
    {
      route: '/api/settings/users/:id/reset-password',
      method: 'POST',
      what: "reset a director's password",
      run: async (c) => c('POST', `/api/settings/users/${await directorTarget()}/reset-password`),
    },
    {
      route: '/api/settings/users/:id/deactivate',
      method: 'POST',
      what: 'deactivate care staff',
      run: async (c) => c('POST', `/api/settings/users/${await staffTarget()}/deactivate`, departure),
    },
    {
      route: '/api/settings/users/:id/deactivate',
      method: 'POST',
      what: 'deactivate a director',
      run: async (c) => c('POST', `/api/settings/users/${await directorTarget()}/deactivate`, departure),
    },
    {
      route: '/api/staff/:id/pin',
      method: 'DELETE',
      what: "reset care staff's PIN",
      run: async (c) => c('DELETE', `/api/staff/${await staffTarget()}/pin`),
    },
    {
      route: '/api/staff/:id/pin',
      method: 'DELETE',
      what: "reset a director's PIN",
      run: async (c) => c('DELETE', `/api/staff/${await directorTarget()}/pin`),
    },
    {
      route: '/api/young-people/:id/login',
      method: 'POST',
      what: "give a young person's own login",
      run: async (c) =>
        c('POST', `/api/young-people/${await youngPerson(false)}/login`, {
          email: `own.${unique()}@demo.care`,
          password: 'Kestrel-Lantern-9184',
          plans: true,
          viewsComplaints: true,
        }),
    },
    {
      route: '/api/young-people/:id/login',
      method: 'PUT',
      what: "change a young person's own login",
      run: async (c) =>
        c('PUT', `/api/young-people/${await youngPerson(true)}/login`, { plans: true, viewsComplaints: false }),
    },
    {
      route: '/api/young-people/:id/login/password',
      method: 'POST',
      what: "set a young person's password",
      run: async (c) =>
        c('POST', `/api/young-people/${await youngPerson(true)}/login/password`, { password: 'Kestrel-Lantern-9184' }),
    },
    {
      route: '/api/young-people/:id/login/end',
      method: 'POST',
      what: "end a young person's own login",
      run: async (c) => c('POST', `/api/young-people/${await youngPerson(true)}/login/end`),
    },
    {
      route: '/api/applications/:id/make-employee',
      method: 'POST',
      what: 'make an applicant care staff',
      run: async (c) => c('POST', `/api/applications/${await application()}/make-employee`, { role: 'staff' }),
    },
    {
      route: '/api/applications/:id/make-employee',
      method: 'POST',
      what: 'make an applicant a manager',
      run: async (c) => c('POST', `/api/applications/${await application()}/make-employee`, { role: 'manager' }),
    },
    {
      route: '/api/settings/users/:id/reset-second-factor',
      method: 'POST',
      what: "reset care staff's second factor",
      run: async (c) => c('POST', `/api/settings/users/${await staffTarget()}/reset-second-factor`),
    },
    {
      route: '/api/settings/users/:id/reset-second-factor',
      method: 'POST',
      what: "reset a director's second factor",
      run: async (c) => c('POST', `/api/settings/users/${await directorTarget()}/reset-second-factor`),
    },
    {
      route: '/api/settings/users/:id/sessions/:sessionId/end',
      method: 'POST',
      what: "end care staff's session",
      run: async (c) => {
        const id = await staffTarget();
        const [email] = await server.store.db.query<{ email: string }>('select email from users where id = $1', [id]);
        const signedIn = await server.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: email.email, password: DEMO_PASSWORD },
        });
        expect(signedIn.statusCode).toBe(200);
        const [session] = await server.store.db.query<{ id: string }>('select id from sessions where user_id = $1', [
          id,
        ]);
        return c('POST', `/api/settings/users/${id}/sessions/${session.id}/end`);
      },
    },
    {
      route: '/api/settings/roles',
      method: 'POST',
      what: 'define a care-staff custom role',
      run: (c) =>
        c('POST', '/api/settings/roles', { name: `Role ${unique()}`, areas: DEFAULT_STAFF, ypPermissions: {} }),
    },
    {
      route: '/api/settings/roles/:id',
      method: 'PUT',
      what: 'change a custom role care staff hold',
      run: async (c) =>
        c('PUT', `/api/settings/roles/${await customRole({ heldBy: true })}`, {
          name: `Role ${unique()}`,
          areas: { ...DEFAULT_STAFF, rota: 'read' },
          ypPermissions: {},
          version: 1,
        }),
    },
    {
      route: '/api/settings/roles/:id/archive',
      method: 'POST',
      what: 'archive a custom role',
      run: async (c) => c('POST', `/api/settings/roles/${await customRole()}/archive`, { version: 1 }),
    },
    {
      route: '/api/settings/roles/:id/restore',
      method: 'POST',
      what: 'restore a custom role',
      run: async (c) =>
        c('POST', `/api/settings/roles/${await customRole({ archived: true })}/restore`, { version: 2 }),
    },
    {
      route: '/api/admin/customers',
      method: 'POST',
      what: 'create an organisation and its director',
      run: (c) =>
        c('POST', '/api/admin/customers', {
          name: 'Probe Ltd',
          slug: `probe-${unique()}`,
          director: { name: 'Probe', email: `probe.${unique()}@probe.care` },
        }),
    },
  ];

  // The outcome of each case, in CASES order, for each person; every API token gets 403 throughout.
  const OK = 'ok',
    NO = 403;
  type Outcome = typeof OK | typeof NO;
  const EXPECTED: Record<string, Outcome[]> = {
    // create staff/dir | edit staff, promote, edit dir | reset staff/dir | deact staff/dir | PIN staff/dir | YP login
    // ×4 | hire staff/mgr | second factor staff/dir | end staff session | custom role define, change held, archive,
    // restore | customer
    director: [OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, OK, NO],
    manager: [NO, NO, NO, NO, NO, NO, NO, NO, NO, OK, NO, OK, OK, OK, OK, OK, OK, NO, NO, NO, NO, NO, NO, NO, NO],
    'manager+settings': [
      OK,
      NO,
      OK,
      NO,
      NO,
      OK,
      NO,
      OK,
      NO,
      OK,
      NO,
      OK,
      OK,
      OK,
      OK,
      OK,
      OK,
      OK,
      NO,
      OK,
      OK,
      OK,
      OK,
      OK,
      NO,
    ],
    hr: [NO, NO, NO, NO, NO, NO, NO, NO, NO, OK, NO, NO, NO, NO, NO, OK, NO, NO, NO, NO, NO, NO, NO, NO, NO],
    'hr+settings': [OK, NO, OK, NO, NO, OK, NO, OK, NO, OK, NO, NO, NO, NO, NO, OK, NO, OK, NO, OK, OK, OK, OK, OK, NO],
    staff: [NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO],
  };
  const expectedFor = (actor: string): Outcome[] => EXPECTED[actor] ?? CASES.map(() => NO);

  it('the matrix covers every route of the app that manages people (from its OpenAPI document), and only real ones', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'get' && m !== 'head' && m !== 'options' && m !== 'parameters')
        .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const covered = new Set(CASES.map((c) => `${c.method} ${c.route}`));
    const managing = ops.filter((o) => MANAGES_PEOPLE.test(o.split(' ')[1]) && !OWN_ACCOUNT.has(o));
    expect(
      managing.filter((o) => !covered.has(o)),
      'routes that manage people but are not in the matrix',
    ).toEqual([]);
    expect(
      [...covered].filter((c) => !ops.includes(c)),
      'matrix routes the app does not have',
    ).toEqual([]);
    expect(
      [...covered].filter((c) => !managing.includes(c)),
      'matrix routes the path pattern would not find',
    ).toEqual([]);
    for (const [actor, outcomes] of Object.entries(EXPECTED)) expect(outcomes, actor).toHaveLength(CASES.length);
  });

  it(
    'every actor against every route gets exactly its outcome; refusals are problem+json with no link',
    { timeout: 600_000 },
    async () => {
      const wrong: string[] = [];
      for (const [actor, call] of actors) {
        const expected = expectedFor(actor);
        for (const [i, c] of CASES.entries()) {
          const res = await c.run(call);
          const ok = res.status >= 200 && res.status < 300;
          if (expected[i] === OK ? !ok : res.status !== NO)
            wrong.push(
              `${actor} — ${c.what} (${c.method} ${c.route}): ${res.status} ${JSON.stringify(res.body)?.slice(0, 160)}`,
            );
          if (!ok) {
            expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
            expect(JSON.stringify(res.body)).not.toMatch(/set-password\?token=/);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it("the outside probe's exploits fail: a settings token makes no director and gets no link; a manager with settings resets no director nor promotes", async () => {
    const token = actors.get('token settings:edit')!;
    const users = async () => (await server.store.forOrg(people.orgId).people.users()).length;
    const before = await users();
    const made = await token(
      'POST',
      '/api/settings/users',
      userBody({ role: 'director', isManager: true, areas: {}, homeIds: [] }),
    );
    expect(made.status).toBe(403);
    expect(made.body.invite).toBeUndefined();
    expect(await users()).toBe(before);
    const director = people.user('director@demo.care').id;
    for (const who of ['token settings:edit', 'manager+settings', 'hr+settings']) {
      const reset = await actors.get(who)!('POST', `/api/settings/users/${director}/reset-password`);
      expect(reset.status, who).toBe(403);
      expect(reset.body.reset).toBeUndefined();
    }
    const sam = people.user('staff.oak@demo.care');
    const promoted = await actors.get('manager+settings')!(
      'PUT',
      `/api/settings/users/${sam.id}`,
      userBody({ role: 'director', isManager: true, areas: {}, homeIds: [people.oak.id], email: sam.email }),
    );
    expect(promoted.status).toBe(403);
    expect((await server.store.forOrg(people.orgId).people.user(sam.id))!.role).toBe('staff');
  });

  it('what A gives must be within A: each field beyond is named; B with access beyond A cannot be touched', async () => {
    const manager = actors.get('manager+settings')!;
    const wider = await manager(
      'POST',
      '/api/settings/users',
      userBody({ role: 'hr_manager', areas: { hr: 'edit', cyp: 'edit' }, homeIds: [people.willow.id] }),
    );
    expect(wider.status).toBe(403);
    expect(wider.body.errors).toEqual(
      expect.arrayContaining([
        { path: '/role', message: expect.any(String) },
        { path: '/areas/hr', message: expect.any(String) },
        { path: '/homeIds/0', message: expect.any(String) },
      ]),
    );
    // an HR manager of the same rank, with access the manager does not hold: not theirs to change or reset
    const hrTarget = await addUser({ role: 'hr_manager', areas: HR_AREAS, homeIds: [people.oak.id] });
    expect((await manager('POST', `/api/settings/users/${hrTarget}/reset-password`)).status).toBe(403);
    expect((await manager('POST', `/api/settings/users/${hrTarget}/deactivate`, departure)).status).toBe(403);
    // HR gives care staff the default permissions, not the manager flag nor an area beyond both
    const hr = actors.get('hr+settings')!;
    expect(
      (
        await hr(
          'POST',
          '/api/settings/users',
          userBody({ role: 'staff', isManager: true, areas: DEFAULT_STAFF, homeIds: [people.oak.id] }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await hr(
          'POST',
          '/api/settings/users',
          userBody({ role: 'staff', areas: { ...DEFAULT_STAFF, accounts: 'edit' }, homeIds: [people.oak.id] }),
        )
      ).body.errors,
    ).toEqual([{ path: '/areas/accounts', message: expect.any(String) }]);
  });

  it('each change is audited and the person changed is told in-app', async () => {
    const director = actors.get('director')!;
    const created = await director(
      'POST',
      '/api/settings/users',
      userBody({ role: 'staff', areas: DEFAULT_STAFF, homeIds: [people.oak.id] }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const body = userBody({ role: 'staff', areas: { ...DEFAULT_STAFF, accounts: 'edit' }, homeIds: [people.oak.id] });
    expect((await director('PUT', `/api/settings/users/${id}`, body)).status).toBe(200);
    expect((await director('POST', `/api/settings/users/${id}/reset-password`)).status).toBe(200);
    expect((await actors.get('manager')!('DELETE', `/api/staff/${id}/pin`)).status).toBe(204);
    const audit = await server.store.forOrg(people.orgId).audit.forEntity(id);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.add', 'user.update', 'user.reset-password', 'pin.reset']),
    );
    const told = await server.store.db.query<{ title: string }>(
      `select a.title from alerts a join alert_recipients r on r.alert_id = a.id where r.user_id = $1 and a.kind = 'access_changed' order by a.created_at`,
      [id],
    );
    expect(told.map((t) => t.title)).toEqual([
      expect.stringContaining('gave you a login'),
      expect.stringContaining('changed your role'),
      expect.stringContaining('reset your password'),
      expect.stringContaining('reset your staff PIN'),
    ]);
  });
});
