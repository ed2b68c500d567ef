// The generic record API against real PostgreSQL and PGlite: drafts, validation, versions,
// the sign-off workflow, archive, lists, revisions and the audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examples } from '../../definitions/young-person/examples.ts';
import { clientFor, dailyLog, demoPeople, withOakStaff } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('record API on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Awaited<ReturnType<typeof clientFor>>;
  let manager: Awaited<ReturnType<typeof clientFor>>;
  let director: Awaited<ReturnType<typeof clientFor>>;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    staff = await clientFor(server, 'staff.oak@demo.care');
    manager = await clientFor(server, 'manager.oak@demo.care');
    director = await clientFor(server, 'director@demo.care');
  });
  afterAll(() => server?.close());

  const audit = (id: string) => server.store.forOrg(people.orgId).audit.forEntity(id);
  const count = async () =>
    Number((await server.store.db.query<{ n: number }>('select count(*)::int as n from records'))[0].n);

  it('creates a partial draft, with a first revision and an audit entry', async () => {
    const res = await staff.post('/api/records/daily-log', {
      youngPersonId: people.oakYp.id,
      data: { date: '2026-11-21' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'ongoing',
      statusLabel: 'Draft',
      version: 1,
      definitionVersion: 1,
      actions: ['edit', 'submit'],
    });
    const revisions = await staff.get(`/api/records/daily-log/${res.body.id}/revisions`);
    expect(revisions.body).toHaveLength(1);
    expect(revisions.body[0]).toMatchObject({
      version: 1,
      action: 'create',
      changes: [{ path: '/date', before: null, after: '2026-11-21' }],
    });
    expect((await audit(res.body.id)).map((a) => a.action)).toEqual(['record.create']);
  });

  it('lists recent records newest written first: a later status change does not move one (migration 045)', async () => {
    const first = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() }))
      .body;
    const second = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() }))
      .body;
    expect(
      (await staff.post(`/api/records/daily-log/${first.id}/actions/submit`, { version: first.version })).status,
    ).toBe(200);
    const recent = (await manager.get('/api/records?recent=true&limit=5')).body.items.map((r: { id: string }) => r.id);
    expect(recent.slice(0, 2)).toEqual([second.id, first.id]);
  });

  it('reports each invalid field with its JSON path and writes nothing', async () => {
    const before = await count();
    const res = await staff.post('/api/records/incident', {
      youngPersonId: people.oakYp.id,
      data: {
        general: { location: 'moon', startedAt: 'yesterday', bogus: 1 },
        details: { before: { antecedent: 42 } },
      },
    });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const paths = res.body.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(['/details/before/antecedent', '/general/bogus', '/general/location', '/general/startedAt']);
    expect(await count()).toBe(before);
  });

  it('of saves racing at one version, exactly one lands and the version it replaced is kept', async () => {
    const created = await staff.post('/api/records/daily-log', {
      youngPersonId: people.oakYp.id,
      data: dailyLog({ handover: 'original' }),
    });
    const records = server.store.forOrg(people.orgId).records;
    const author = people.user('staff.oak@demo.care').id;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        records.change(created.body.id, 1, { data: dailyLog({ handover: `racer ${n}` }) }, author, 'update'),
      ),
    );
    const landed = results.filter((r) => r !== null);
    expect(landed).toHaveLength(1);
    const versions = (await staff.get(`/api/records/daily-log/${created.body.id}/revisions`)).body;
    expect(versions.map((v: { version: number; action: string }) => [v.version, v.action])).toEqual([
      [1, 'create'],
      [2, 'update'],
    ]);
    expect(versions[0].changes).toContainEqual({ path: '/handover', before: null, after: 'original' });
    expect(versions[1].changes).toEqual([{ path: '/handover', before: 'original', after: landed[0]!.data.handover }]);
  });

  it('refuses a save carrying a stale version with 409 and changes nothing', async () => {
    const created = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
    const first = await staff.put(`/api/records/daily-log/${created.body.id}`, {
      version: 1,
      data: dailyLog({ handover: 'first' }),
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await manager.put(`/api/records/daily-log/${created.body.id}`, {
      version: 1,
      data: dailyLog({ handover: 'second' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/changed by someone else/);
    const now = await staff.get(`/api/records/daily-log/${created.body.id}`);
    expect(now.body).toMatchObject({ version: 2, data: { handover: 'first' } });
    expect((await staff.get(`/api/records/daily-log/${created.body.id}/revisions`)).body).toHaveLength(2);
    expect((await audit(created.body.id)).map((a) => a.action)).toEqual(['record.create', 'record.update']);
    // If-Match works as well as a body version
    const viaHeader = await server.app.inject({
      method: 'PUT',
      url: `/api/records/daily-log/${created.body.id}`,
      headers: { cookie: staff.cookie, 'if-match': '"1"' },
      payload: { data: dailyLog() },
    });
    expect(viaHeader.statusCode).toBe(409);
    const fresh = await server.app.inject({
      method: 'PUT',
      url: `/api/records/daily-log/${created.body.id}`,
      headers: { cookie: staff.cookie, 'if-match': '"2"' },
      payload: { data: dailyLog() },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('needs the whole schema to submit, and names the missing fields', async () => {
    const created = await staff.post('/api/records/daily-log', {
      youngPersonId: people.oakYp.id,
      data: { date: '2026-11-20' },
    });
    const res = await staff.post(`/api/records/daily-log/${created.body.id}/actions/submit`, { version: 1 });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/presentation', '/shift']);
    expect((await staff.get(`/api/records/daily-log/${created.body.id}`)).body.status).toBe('ongoing');
  });

  it('default sign-off: staff submit, the manager finds it in the inbox and signs it off', async () => {
    let r = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).body;
    r = (await staff.post(`/api/records/daily-log/${r.id}/actions/submit`, { version: r.version })).body;
    expect(r).toMatchObject({ status: 'signoffs_pending', statusLabel: 'Completed, Pending Sign-offs', actions: [] });
    expect(r.signoffRule).toMatchObject({ option: 'dailySummary', mode: 'default' });
    const inbox = await manager.get('/api/signoffs/inbox');
    expect(inbox.body.items.map((i: { id: string }) => i.id)).toContain(r.id);
    expect((await staff.put(`/api/records/daily-log/${r.id}`, { version: r.version, data: dailyLog() })).status).toBe(
      409,
    );
    const signed = await manager.post(`/api/records/daily-log/${r.id}/actions/sign-off`, { version: r.version });
    expect(signed.body).toMatchObject({ status: 'complete', statusLabel: 'Completed, All Signed Off' });
    expect(signed.body.signoffs).toEqual([
      expect.objectContaining({ userId: people.user('manager.oak@demo.care').id, step: 'manager' }),
    ]);
    expect((await manager.get('/api/signoffs/inbox')).body.items.map((i: { id: string }) => i.id)).not.toContain(r.id);
    const actions = (await audit(r.id)).map((a) => a.action);
    expect(actions).toEqual(['record.create', 'record.submit', 'record.sign-off']);
    expect(
      (await staff.get(`/api/records/daily-log/${r.id}/revisions`)).body.map((v: { action: string }) => v.action),
    ).toEqual(['create', 'submit', 'sign-off']);
  });

  it('none: submit completes at once', async () => {
    await server.store
      .forOrg(people.orgId)
      .records.setSignoffRule('dailySummary', 'none', [], people.user('director@demo.care').id);
    try {
      let r = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).body;
      r = (await staff.post(`/api/records/daily-log/${r.id}/actions/submit`, { version: r.version })).body;
      expect(r.status).toBe('complete');
      expect(r.signoffs).toEqual([]);
    } finally {
      await server.store
        .forOrg(people.orgId)
        .records.setSignoffRule('dailySummary', 'default', [], people.user('director@demo.care').id);
    }
  });

  it('custom: manager first, then the chosen person; reopen keeps earlier sign-offs in history', async () => {
    // the demo sets incidents to custom with the director as the chosen signer
    const body = withOakStaff(structuredClone(examples.incident), people) as { debrief?: { managerReview?: unknown } };
    delete body.debrief?.managerReview;
    let r = (await staff.post('/api/records/incident', { youngPersonId: people.oakYp.id, data: body })).body;
    r = (await staff.post(`/api/records/incident/${r.id}/actions/submit`, { version: r.version })).body;
    expect(r.status).toBe('signoffs_pending');
    expect((await director.get('/api/signoffs/inbox')).body.items.map((i: { id: string }) => i.id)).toContain(r.id);
    r = (await manager.post(`/api/records/incident/${r.id}/actions/sign-off`, { version: r.version })).body;
    expect(r).toMatchObject({
      status: 'non_manager_signoffs_pending',
      statusLabel: 'Completed, Manager Signed Off, Pending Other Sign-Offs',
    });
    const again = await manager.post(`/api/records/incident/${r.id}/actions/sign-off`, { version: r.version });
    expect(again.status).toBe(403);
    r = (await director.post(`/api/records/incident/${r.id}/actions/sign-off`, { version: r.version })).body;
    expect(r.status).toBe('complete');
    const unsaid = await manager.post(`/api/records/incident/${r.id}/actions/reopen`, {
      version: r.version,
      reason: '  ',
    });
    expect(unsaid.status).toBe(422);
    expect(unsaid.body.errors).toEqual([{ path: '/reason', message: 'is required' }]);
    const reopened = await manager.post(`/api/records/incident/${r.id}/actions/reopen`, {
      version: r.version,
      reason: 'The times of the hold were wrong',
    });
    expect(reopened.body).toMatchObject({ status: 'ongoing', signoffs: [] });
    expect(reopened.body.signoffHistory.map((x: { name: string }) => x.name)).toEqual([
      'Marcus Oduya',
      'Dana Whitfield',
    ]);
    const rows = await server.store.db.query<{ signed_at: Date | null }>(
      'select signed_at from signoffs where record_id = $1 and signed_at is not null',
      [r.id],
    );
    expect(rows).toHaveLength(2);
    const history = (await staff.get(`/api/records/incident/${r.id}/revisions`)).body.map(
      (v: { action: string }) => v.action,
    );
    expect(history).toEqual(['create', 'submit', 'sign-off', 'sign-off', 'reopen']);
    // the reason is kept with the version the reopen made, in the history and the audit, and stays when it is replaced
    await staff.put(`/api/records/incident/${r.id}`, { version: reopened.body.version, data: reopened.body.data });
    const versions = (await staff.get(`/api/records/incident/${r.id}/revisions`)).body as {
      action: string;
      reason: string | null;
    }[];
    expect(versions.map((v) => v.reason)).toEqual([null, null, null, null, 'The times of the hold were wrong', null]);
    expect((await audit(r.id)).find((e) => e.action === 'record.reopen')?.detail).toMatchObject({
      reason: 'The times of the hold were wrong',
    });
  });

  it('a manager may complete the manager review while sign-off is pending, nothing else', async () => {
    const body = withOakStaff(structuredClone(examples.incident), people) as { debrief: { managerReview?: unknown } };
    const review = body.debrief.managerReview;
    delete body.debrief.managerReview;
    let r = (await staff.post('/api/records/incident', { youngPersonId: people.oakYp.id, data: body })).body;
    r = (await staff.post(`/api/records/incident/${r.id}/actions/submit`, { version: r.version })).body;
    const other = await manager.put(`/api/records/incident/${r.id}`, {
      version: r.version,
      data: { ...r.data, timeline: [] },
    });
    expect(other.status).toBe(409);
    const ok = await manager.put(`/api/records/incident/${r.id}`, {
      version: r.version,
      data: { ...r.data, debrief: { ...r.data.debrief, managerReview: review } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('signoffs_pending');
  });

  it('archives instead of deleting; only a manager may; archived records leave the list and cannot be edited', async () => {
    const r = (
      await staff.post('/api/records/daily-log', {
        youngPersonId: people.oakYp.id,
        data: dailyLog({ date: '2026-01-02' }),
      })
    ).body;
    expect(
      (await staff.post(`/api/records/daily-log/${r.id}/archive`, { version: r.version, reason: 'Duplicate' })).status,
    ).toBe(403);
    const unsaid = await manager.post(`/api/records/daily-log/${r.id}/archive`, { version: r.version });
    expect(unsaid.status).toBe(422);
    expect(unsaid.body.errors).toEqual([{ path: '/reason', message: 'is required' }]);
    const archived = await manager.post(`/api/records/daily-log/${r.id}/archive`, {
      version: r.version,
      reason: 'Written twice: the same shift',
    });
    expect(archived.status).toBe(200);
    const last = (await manager.get(`/api/records/daily-log/${r.id}/revisions`)).body.at(-1);
    expect(last).toMatchObject({ action: 'archive', reason: 'Written twice: the same shift' });
    expect(archived.body.archivedAt).toBeTruthy();
    const list = await staff.get(`/api/records/daily-log?youngPerson=${people.oakYp.id}&limit=100`);
    expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(r.id);
    const archivedList = await staff.get(`/api/records/daily-log?youngPerson=${people.oakYp.id}&archived=true`);
    expect(archivedList.body.items.map((i: { id: string }) => i.id)).toContain(r.id);
    expect(
      (await staff.put(`/api/records/daily-log/${r.id}`, { version: archived.body.version, data: dailyLog() })).status,
    ).toBe(409);
    const restored = await manager.post(`/api/records/daily-log/${r.id}/unarchive`, { version: archived.body.version });
    expect(restored.body.archivedAt).toBeNull();
  });

  it('lists newest first with filters and keyset paging', async () => {
    const yp = people.willowYp.id;
    const willowStaff = await clientFor(server, 'staff.willow@demo.care');
    for (const d of ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05']) {
      await willowStaff.post('/api/records/daily-log', { youngPersonId: yp, data: dailyLog({ date: d }) });
    }
    const range = `from=2025-03-01T00:00:00Z&to=2025-04-01T00:00:00Z`;
    const p1 = await willowStaff.get(`/api/records/daily-log?youngPerson=${yp}&${range}&limit=2`);
    const p2 = await willowStaff.get(
      `/api/records/daily-log?youngPerson=${yp}&${range}&limit=2&cursor=${p1.body.nextCursor}`,
    );
    const p3 = await willowStaff.get(
      `/api/records/daily-log?youngPerson=${yp}&${range}&limit=2&cursor=${p2.body.nextCursor}`,
    );
    const dates = [...p1.body.items, ...p2.body.items, ...p3.body.items].map(
      (i: { summary: { date: string } }) => i.summary.date,
    );
    expect(dates).toEqual(['2025-03-05', '2025-03-04', '2025-03-03', '2025-03-02', '2025-03-01']);
    expect(p3.body.nextCursor).toBeNull();
    const drafts = await willowStaff.get(`/api/records/daily-log?youngPerson=${yp}&status=complete&${range}`);
    expect(drafts.body.items).toHaveLength(0);
  });

  it('pages rows written within one millisecond without losing any: the record list and the sign-off inbox', async () => {
    const yp = people.willowYp.id;
    const willowStaff = await clientFor(server, 'staff.willow@demo.care');
    const made: string[] = [];
    for (let k = 0; k < 4; k++) {
      const r = await willowStaff.post('/api/records/daily-log', {
        youngPersonId: yp,
        data: dailyLog({ date: '2024-06-01' }),
      });
      made.push(r.body.id);
      // four times in one millisecond, a microsecond apart (as the database may write them)
      await server.store.db.query(`update records set record_date = $2 where id = $1`, [
        r.body.id,
        `2024-06-01T09:00:00.12340${k}Z`,
      ]);
      expect(
        (await willowStaff.post(`/api/records/daily-log/${r.body.id}/actions/submit`, { version: r.body.version }))
          .status,
      ).toBe(200);
    }
    const range = 'from=2024-06-01T00:00:00Z&to=2024-06-02T00:00:00Z';
    const seen: string[] = [];
    for (let cursor = '', pages = 0; pages < 10; pages++) {
      const page = await willowStaff.get(`/api/records/daily-log?youngPerson=${yp}&${range}&limit=1${cursor}`);
      seen.push(...page.body.items.map((i: { id: string }) => i.id));
      if (!page.body.nextCursor) break;
      cursor = `&cursor=${page.body.nextCursor}`;
    }
    expect(seen.sort()).toEqual([...made].sort());
    // the same four awaiting Willow's manager, requested within one millisecond
    await server.store.db.query(
      `update signoffs set requested_at = '2099-01-01T09:00:00.1234Z'::timestamptz
                                    + (select count(*) from unnest($1::uuid[]) x where x < record_id) * interval '1 microsecond'
                                  where record_id = any($1::uuid[])`,
      [made],
    );
    const manager = await clientFor(server, 'manager.willow@demo.care');
    const inbox: string[] = [];
    for (let cursor = '', pages = 0; pages < 10; pages++) {
      const page = await manager.get(`/api/signoffs/inbox?limit=1${cursor}`);
      inbox.push(...page.body.items.map((i: { id: string }) => i.id));
      if (!page.body.nextCursor || inbox.length >= 4) break;
      cursor = `&cursor=${page.body.nextCursor}`;
    }
    expect(inbox.slice(0, 4).sort()).toEqual([...made].sort()); // requested in 2099: the newest four, first
  });

  it('shows a field-level diff per revision', async () => {
    const r = (
      await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog({ handover: 'a' }) })
    ).body;
    await staff.put(`/api/records/daily-log/${r.id}`, { version: 1, data: dailyLog({ handover: 'b' }) });
    const revs = (await staff.get(`/api/records/daily-log/${r.id}/revisions`)).body;
    expect(revs[1]).toMatchObject({
      version: 2,
      action: 'update',
      changedByName: 'Sam Taylor',
      changes: [{ path: '/handover', before: 'a', after: 'b' }],
    });
  });

  it('serves definitions, lists, OpenAPI and health', async () => {
    const defs = (await staff.get('/api/definitions')).body.map((d: { kind: string }) => d.kind);
    expect(defs).toEqual(
      expect.arrayContaining(['daily-log', 'incident', 'placement-plan', 'risk-assessment-self-harm-suicide']),
    );
    const incident = (await staff.get('/api/definitions/incident')).body;
    expect(incident.sections.map((s: { key: string }) => s.key)).toEqual(
      expect.arrayContaining(['general', 'details', 'intervention', 'consequences', 'debrief', 'timeline']),
    );
    expect(
      (await staff.get('/api/lists/physicalInterventionTypes')).body.items.map((i: { value: string }) => i.value),
    ).toEqual(['presence', 'touch', 'hold', 'restraint', 'others']);
    const openapi = await server.app.inject({ url: '/api/openapi.json' });
    expect(Object.keys(openapi.json().paths)).toEqual(
      expect.arrayContaining(['/api/records/{kind}', '/api/records/{kind}/{id}/actions/{action}']),
    );
    expect((await server.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
    const health = await server.app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ database: { ok: true, driver }, jobs: { ok: true } });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    // a JSON answer loads nothing and may not be framed; pages (the API docs, the app) keep the page policy
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(health.headers['x-frame-options']).toBe('DENY');
    expect((await server.app.inject({ url: '/api/docs/' })).headers['content-security-policy']).toContain(
      "default-src 'self'",
    );
    // a record is personal data: no browser or proxy cache keeps the answer
    const record = await staff.get(`/api/records/daily-log?youngPerson=${people.oakYp.id}`);
    expect(record.headers['cache-control']).toBe('no-store');
  });
});
