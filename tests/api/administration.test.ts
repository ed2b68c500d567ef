// Administration at run time: definitions edited as versions, sign-off rules, settings, users and
// leavers, and the product administrator's routes refused to everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { as, login, startTestServer, type TestServer } from '../helpers/server.ts';

describe('administration', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
  });
  afterAll(() => server?.close());

  it('an edited definition changes the form for new records, not old ones; old records validate against their own version; rollback restores', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const old = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).body;
    const v1 = (await director.get('/api/definitions/daily-log')).body;
    const base = v1.version;
    const full = (await director.get(`/api/settings/definitions/daily-log/versions`)).body;
    const latest = (await director.get(`/api/settings/definitions/daily-log/versions/${full[full.length - 1].id}`)).body
      .definition;
    // add a required field and relabel another
    const edited = structuredClone(latest);
    edited.schema.properties.weather = { type: 'string', title: 'Weather', maxLength: 100 };
    edited.schema.required = [...edited.schema.required, 'weather'];
    edited.schema.properties.handover.title = 'Handover notes';
    edited.sections[edited.sections.length - 1].fields.push('weather');
    const saved = await director.post('/api/settings/definitions/daily-log/versions', {
      definition: edited,
      baseVersion: base,
      note: 'Add weather',
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ version: base + 1, scope: 'organisation', source: 'edit' });

    const v2 = (await staff.get('/api/definitions/daily-log')).body;
    expect(v2.version).toBe(base + 1);
    expect(v2.schema.properties.weather.title).toBe('Weather');
    // the old record keeps its version: "weather" is not a field of its form
    const oldNow = (await staff.get(`/api/records/daily-log/${old.id}`)).body;
    expect(oldNow.definitionVersion).toBe(base);
    expect(
      (await staff.get(`/api/definitions/daily-log?version=${base}`)).body.schema.properties.weather,
    ).toBeUndefined();
    const oldSave = await staff.put(`/api/records/daily-log/${old.id}`, {
      version: old.version,
      data: dailyLog({ weather: 'sunny' }),
    });
    expect(oldSave.status).toBe(422);
    expect(oldSave.body.errors).toEqual([{ path: '/weather', message: 'is not a field of this form' }]);
    expect((await staff.post(`/api/records/daily-log/${old.id}/actions/submit`, { version: old.version })).status).toBe(
      200,
    );
    // a new record uses the new version: weather is needed to submit
    const fresh = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() }))
      .body;
    expect(fresh.definitionVersion).toBe(base + 1);
    const noWeather = await staff.post(`/api/records/daily-log/${fresh.id}/actions/submit`, { version: fresh.version });
    expect(noWeather.status).toBe(422);
    expect(noWeather.body.errors.map((e: { path: string }) => e.path)).toEqual(['/weather']);

    // an edit against a stale version is refused
    expect(
      (await director.post('/api/settings/definitions/daily-log/versions', { definition: edited, baseVersion: base }))
        .status,
    ).toBe(409);
    // compare shows what changed
    const versions = (await director.get('/api/settings/definitions/daily-log/versions')).body;
    const [a, b] = [
      versions.find((v: { version: number }) => v.version === base),
      versions.find((v: { version: number }) => v.version === base + 1),
    ];
    const cmp = (await director.get(`/api/settings/definitions/daily-log/compare?from=${a.id}&to=${b.id}`)).body;
    expect(cmp.changes.map((c: { path: string }) => c.path)).toEqual(
      expect.arrayContaining(['/schema/properties/weather', '/schema/properties/handover/title']),
    );
    // rolling back restores the previous form, as a new version
    const rolled = await director.post('/api/settings/definitions/daily-log/rollback', {
      toVersionId: a.id,
      baseVersion: base + 1,
    });
    expect(rolled.status).toBe(201);
    expect(rolled.body).toMatchObject({ version: base + 2, source: 'rollback' });
    const v3 = (await staff.get('/api/definitions/daily-log')).body;
    expect(v3.version).toBe(base + 2);
    expect(v3.schema.properties.weather).toBeUndefined();
    expect(v3.schema.properties.handover.title).toBe(v1.schema.properties.handover.title);
    const audit = await server.store.db.query<{ action: string }>(
      `select action from activity_audit where entity = 'definition' and kind = 'daily-log' order by id`,
    );
    expect(audit.map((x) => x.action)).toEqual(['definition.publish', 'definition.rollback']);
    // the other organisation's form is untouched (the demo org's version was its own)
  });

  it('a definition that does not compile, or changes kind, is refused and nothing changes', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const before = (await director.get('/api/settings/definitions/incident/versions')).body;
    const current = (await director.get(`/api/settings/definitions/incident/versions/${before[before.length - 1].id}`))
      .body.definition;
    const broken = structuredClone(current);
    broken.schema.properties.general.properties.location.maxLength = 'long';
    const res = await director.post('/api/settings/definitions/incident/versions', {
      definition: broken,
      baseVersion: before[before.length - 1].version,
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/does not compile/);
    const renamed = await director.post('/api/settings/definitions/incident/versions', {
      definition: { ...current, kind: 'incident-2' },
      baseVersion: before[before.length - 1].version,
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.detail).toMatch(/kind must stay "incident"/);
    const ui = await director.post('/api/settings/definitions/incident/versions', {
      definition: { ...current, ui: { ghost: {} } },
      baseVersion: before[before.length - 1].version,
    });
    expect(ui.status).toBe(422);
    expect((await director.get('/api/settings/definitions/incident/versions')).body).toHaveLength(before.length);
  });

  it('a sign-off rule change decides who signs the next submitted record; pending records keep theirs', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const alex = people.user('alex.oak@demo.care');
    let pending = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() }))
      .body;
    pending = (await staff.post(`/api/records/daily-log/${pending.id}/actions/submit`, { version: pending.version }))
      .body;
    const set = await director.put('/api/settings/signoff-rules/dailySummary', { mode: 'custom', users: [alex.id] });
    expect(set.body).toMatchObject({ option: 'dailySummary', mode: 'custom', users: [alex.id] });
    expect((await director.put('/api/settings/signoff-rules/dailySummary', { mode: 'custom', users: [] })).status).toBe(
      422,
    );
    expect((await director.put('/api/settings/signoff-rules/noSuchOption', { mode: 'none', users: [] })).status).toBe(
      404,
    );
    let next = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).body;
    next = (await staff.post(`/api/records/daily-log/${next.id}/actions/submit`, { version: next.version })).body;
    expect(next.signoffRule).toMatchObject({ mode: 'custom', users: [alex.id] });
    expect(next.signoffs.map((s: { userId: string; step: string }) => `${s.step}:${s.userId}`)).toContain(
      `other:${alex.id}`,
    );
    const alexClient = await clientFor(server, 'alex.oak@demo.care');
    expect((await alexClient.get('/api/signoffs/inbox')).body.items.map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining([next.id]),
    );
    expect((await alexClient.get('/api/signoffs/inbox')).body.items.map((i: { id: string }) => i.id)).not.toContain(
      pending.id,
    );
    const stillPending = (await staff.get(`/api/records/daily-log/${pending.id}`)).body;
    expect(stillPending.signoffRule.mode).toBe('default');
    await director.put('/api/settings/signoff-rules/dailySummary', { mode: 'default', users: [] });
  });

  it('organisation toggles, homes with the non-operational flag, and settings refused to staff', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const org = await director.put('/api/settings/organisation', { toggles: { mealIntake: false } });
    expect(org.body.settings.toggles.mealIntake).toBe(false);
    expect((await director.put('/api/settings/organisation', { toggles: { makeTea: true } })).status).toBe(422);
    const office = await director.post('/api/settings/homes', {
      name: 'Head Office',
      type: 'children_home',
      address: null,
    });
    expect(office.body.nonOperational).toBe(true);
    const real = await director.post('/api/settings/homes', { name: 'Birch House', type: 'children_home' });
    expect(real.body.nonOperational).toBe(false);
    for (const [method, url, body] of [
      ['GET', '/api/settings/organisation'],
      ['PUT', '/api/settings/organisation', { toggles: {} }],
      ['GET', '/api/settings/users'],
      ['POST', '/api/settings/homes', { name: 'X', type: 'children_home' }],
      ['PUT', '/api/settings/signoff-rules/kws', { mode: 'none', users: [] }],
    ] as const) {
      const res =
        method === 'GET'
          ? await staff.get(url)
          : method === 'PUT'
            ? await staff.put(url, body)
            : await staff.post(url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
  });

  it('creates a user with an invitation link they use to set a password; a reset link works once', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const created = await director.post('/api/settings/users', {
      email: 'new.starter@demo.care',
      name: 'New Starter',
      role: 'staff',
      isManager: false,
      jobTitle: 'Residential Support Worker',
      areas: { cyp: 'edit', cyp_daily_log: 'edit' },
      ypPermissions: { safeguarding: 'read' },
      homeIds: [people.oak.id],
      showInRota: true,
      removeFromRota: false,
      removeFromRotaHomes: [],
    });
    expect(created.status).toBe(201);
    const token = new URL(created.body.invite.link, 'http://x').searchParams.get('token')!;
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'new.starter@demo.care', password: 'whatever-it-is' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/auth/set-password',
          payload: { token, password: 'StarterPass2026' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/auth/set-password',
          payload: { token, password: 'AnotherPass2026' },
        })
      ).statusCode,
    ).toBe(400);
    const me = as(server.app, await login(server.app, 'new.starter@demo.care', 'StarterPass2026'));
    expect((await me.get('/api/auth/me')).body).toMatchObject({ name: 'New Starter', homes: [{ name: 'Oak House' }] });
    const dup = await director.post('/api/settings/users', {
      ...created.body,
      email: 'staff.oak@demo.care',
      name: 'Dup',
      role: 'staff',
      isManager: false,
      areas: {},
      ypPermissions: {},
      homeIds: [],
      showInRota: true,
      removeFromRota: false,
      removeFromRotaHomes: [],
    });
    expect(dup.status).toBe(400);
    const reset = await director.post(`/api/settings/users/${created.body.id}/reset-password`);
    const resetToken = new URL(reset.body.reset.link, 'http://x').searchParams.get('token')!;
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/auth/set-password',
          payload: { token: resetToken, password: 'ResetPass20266' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'new.starter@demo.care', password: 'ResetPass20266' },
        })
      ).statusCode,
    ).toBe(200);
  });

  describe('deactivating a leaver does what each departure option says', () => {
    async function leaverWithWork(name: string) {
      const director = await clientFor(server, 'director@demo.care');
      const email = `${name}@demo.care`;
      const made = await director.post('/api/settings/users', {
        email,
        name,
        role: 'staff',
        isManager: false,
        areas: { cyp: 'edit', cyp_daily_log: 'edit' },
        ypPermissions: {},
        homeIds: [people.oak.id],
        showInRota: true,
        removeFromRota: false,
        removeFromRotaHomes: [],
      });
      const id = made.body.id as string;
      const token = new URL(made.body.invite.link, 'http://x').searchParams.get('token')!;
      await server.app.inject({
        method: 'POST',
        url: '/api/auth/set-password',
        payload: { token, password: 'LeaverPass2026' },
      });
      const manager = await clientFor(server, 'manager.oak@demo.care');
      const task = (
        await manager.post('/api/tasks', {
          type: 'key worker session',
          title: `Key work for ${name}`,
          dueAt: '2026-12-01T10:00:00Z',
          assignedTo: [id],
          homeId: people.oak.id,
        })
      ).body;
      const recurring = (
        await manager.post('/api/tasks', {
          type: 'home chore',
          title: `Weekly fridge check ${name}`,
          dueAt: '2026-12-02T09:00:00Z',
          assignedTo: [id],
          homeId: people.oak.id,
          recurrence: { freq: 'weekly' },
        })
      ).body;
      await director.put('/api/settings/signoff-rules/kws', { mode: 'custom', users: [id] });
      const staff = await clientFor(server, 'staff.oak@demo.care');
      const { withOakStaff } = await import('../helpers/fixtures.ts');
      const { example } = await import('../../definitions/young-person/examples/key-worker-session.ts');
      let kws = (
        await staff.post('/api/records/key-worker-session', {
          youngPersonId: people.oakYp.id,
          data: withOakStaff(example, people),
        })
      ).body;
      kws = (await staff.post(`/api/records/key-worker-session/${kws.id}/actions/submit`, { version: kws.version }))
        .body;
      await director.put('/api/settings/signoff-rules/kws', { mode: 'default', users: [] });
      const alert = (
        await manager.post('/api/alerts', { kind: 'task_assigned', title: `Alert for ${name}`, forUsers: [id] })
      ).body;
      return { id, email, task, recurring, kws, alert, director, manager };
    }
    const taskOf = async (id: string) =>
      (
        await server.store.db.query<{ status: string; assigned_to: string[]; recurrence: { until?: string } | null }>(
          'select status, assigned_to, recurrence from tasks where id = $1',
          [id],
        )
      )[0];

    it('reassign pending tasks, stop recurring tasks, delete sign-offs and alerts, remove login', async () => {
      const w = await leaverWithWork('leaver.one');
      const alex = people.user('alex.oak@demo.care');
      const res = await w.director.post(`/api/settings/users/${w.id}/deactivate`, {
        pendingTasks: 'reassign',
        reassignTo: alex.id,
        stopRecurring: true,
        deleteSignoffsAndAlerts: true,
      });
      expect(res.status).toBe(200);
      expect((await taskOf(w.task.id)).assigned_to).toEqual([alex.id]);
      expect((await taskOf(w.recurring.id)).recurrence?.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const open = await server.store.db.query(
        'select 1 from signoffs where signer_id = $1 and signed_at is null and closed_at is null',
        [w.id],
      );
      expect(open).toHaveLength(0);
      expect(await server.store.db.query('select 1 from alert_recipients where user_id = $1', [w.id])).toHaveLength(0);
      expect(
        (
          await server.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: w.email, password: 'LeaverPass2026' },
          })
        ).statusCode,
      ).toBe(401);
      // the record's history still shows who was asked, and the record can still complete
      const kws = (await w.manager.get(`/api/records/key-worker-session/${w.kws.id}`)).body;
      expect(kws.signoffs.some((s: { userId: string }) => s.userId === w.id)).toBe(false);
    });

    it('cancel pending tasks, keep recurring, keep sign-offs and alerts', async () => {
      const w = await leaverWithWork('leaver.two');
      await w.director.post(`/api/settings/users/${w.id}/deactivate`, {
        pendingTasks: 'cancel',
        stopRecurring: false,
        deleteSignoffsAndAlerts: false,
      });
      expect((await taskOf(w.task.id)).status).toBe('cancelled');
      expect((await taskOf(w.recurring.id)).recurrence?.until ?? null).toBeNull();
      const open = await server.store.db.query(
        'select 1 from signoffs where signer_id = $1 and signed_at is null and closed_at is null',
        [w.id],
      );
      expect(open).toHaveLength(1);
      expect(
        await server.store.db.query('select 1 from alert_recipients where user_id = $1 and alert_id = $2', [
          w.id,
          w.alert.id,
        ]),
      ).toHaveLength(1);
    });

    it('reassigning needs an active colleague; the leaver cannot be deactivated twice', async () => {
      const w = await leaverWithWork('leaver.three');
      const bad = await w.director.post(`/api/settings/users/${w.id}/deactivate`, {
        pendingTasks: 'reassign',
        reassignTo: null,
        stopRecurring: false,
        deleteSignoffsAndAlerts: false,
      });
      expect(bad.status).toBe(422);
      await w.director.post(`/api/settings/users/${w.id}/deactivate`, {
        pendingTasks: 'keep',
        stopRecurring: false,
        deleteSignoffsAndAlerts: false,
      });
      expect(
        (
          await w.director.post(`/api/settings/users/${w.id}/deactivate`, {
            pendingTasks: 'keep',
            stopRecurring: false,
            deleteSignoffsAndAlerts: false,
          })
        ).status,
      ).toBe(409);
    });
  });

  it('every product-administrator route refuses a director, a manager and staff', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/customers'],
      ['POST', '/api/admin/customers', { name: 'X', slug: 'x-co', director: { name: 'D', email: 'd@x.co' } }],
      ['POST', `/api/admin/customers/${people.orgId}/suspend`],
      ['POST', `/api/admin/customers/${people.orgId}/enable`],
      ['PUT', `/api/admin/customers/${people.orgId}/features`, { enableAnnexA: true }],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/definitions/daily-log/versions', { definition: {}, baseVersion: 1 }],
      ['POST', '/api/admin/definitions/daily-log/rollback', { toVersionId: 1, baseVersion: 1 }],
    ];
    for (const email of ['director@demo.care', 'manager.oak@demo.care', 'staff.oak@demo.care']) {
      const c = await clientFor(server, email);
      for (const [method, url, body] of routes) {
        const res =
          method === 'GET' ? await c.get(url) : method === 'PUT' ? await c.put(url, body) : await c.post(url, body);
        expect(res.status, `${email} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('the product administrator creates, suspends and re-enables an organisation', async () => {
    const admin = await clientFor(server, 'admin@care-records.app');
    const list = (await admin.get('/api/admin/customers')).body.customers.map((c: { slug: string }) => c.slug);
    expect(list).toEqual(expect.arrayContaining(['demo', 'platform']));
    const created = await admin.post('/api/admin/customers', {
      name: 'Sunrise Homes',
      slug: 'sunrise',
      director: { name: 'Sam Sun', email: 'sam@sunrise.care' },
    });
    expect(created.status).toBe(201);
    const token = new URL(created.body.invite.link, 'http://x').searchParams.get('token')!;
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'SunrisePass2026' },
    });
    const sunrise = as(server.app, await login(server.app, 'sam@sunrise.care', 'SunrisePass2026'));
    expect((await sunrise.get('/api/auth/me')).body.orgName).toBe('Sunrise Homes');
    await admin.post(`/api/admin/customers/${created.body.id}/suspend`);
    expect((await sunrise.get('/api/auth/me')).status).toBe(403);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'sam@sunrise.care', password: 'SunrisePass2026' },
        })
      ).statusCode,
    ).toBe(403);
    await admin.post(`/api/admin/customers/${created.body.id}/enable`);
    expect((await sunrise.get('/api/auth/me')).status).toBe(200);
    const features = await admin.put(`/api/admin/customers/${created.body.id}/features`, { enableAnnexA: true });
    expect(features.body.features).toEqual({ enableAnnexA: true });
    expect((await admin.put(`/api/admin/customers/${created.body.id}/features`, { flyToTheMoon: true })).status).toBe(
      400,
    );
  });
});
