// The young person's profile views (health accidents and interventions, behaviour management
// assessment and archived behaviours), the detailed young person dashboard toggle and the new dashboard layout
// (each switches behaviour the API enforces).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('young person views (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
  });
  afterAll(() => server?.close());

  /** A record as stored (the views read what is there; forms are tested elsewhere). */
  async function insertRecord(
    kind: string,
    ypId: string | null,
    data: Record<string, unknown>,
    opts: { archived?: boolean; at?: string } = {},
  ) {
    const [row] = await server.store.db.query<{ id: string }>(
      `insert into records (org_id, kind, definition_version_id, young_person_id, home_id, author_id, record_date, data, archived_at)
       values ($1, $2, (select id from definition_versions where kind = $2 and org_id is null order by version desc limit 1), $3, $4, $5, $6, $7, $8) returning id`,
      [
        people.orgId,
        kind,
        ypId,
        people.oak.id,
        people.user('manager.oak@demo.care').id,
        opts.at ?? new Date().toISOString(),
        data,
        opts.archived ? new Date() : null,
      ],
    );
    return row!.id;
  }

  it("accidents and interventions: only this young person's, only for those who may read them", async () => {
    const yp = people.oakYp;
    const other = people.oakYps.find((y) => y.id !== yp.id)!;
    const staffId = people.user('staff.oak@demo.care').id;
    const mine = await insertRecord('accident', null, {
      occurredAt: new Date().toISOString(),
      type: 'accident',
      location: 'Garden <script>',
      description: 'Fell',
      injuredPerson: { personType: 'young_person', youngPersonId: yp.id },
      hospital: { attended: true },
    });
    const theirs = await insertRecord('accident', null, {
      occurredAt: new Date().toISOString(),
      type: 'accident',
      location: 'Hall',
      description: 'Slipped',
      injuredPerson: { personType: 'young_person', youngPersonId: other.id },
    });
    const incident = await insertRecord('incident', yp.id, {
      intervention: [
        { level: 'hold', from: '2026-11-01T10:00:00Z', to: '2026-11-01T10:12:00Z', staff: [{ person: staffId }] },
        { level: 'presence' },
      ],
    });
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const accidents = await staff.get(`/api/young-people/${yp.id}/accidents`);
    expect(accidents.status).toBe(200);
    const ids = accidents.body.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(accidents.body.items.find((i: { id: string }) => i.id === mine)).toMatchObject({
      location: 'Garden <script>',
      hospital: true,
    });

    const interventions = await staff.get(`/api/young-people/${yp.id}/interventions`);
    expect(interventions.status).toBe(200);
    const rows = interventions.body.items.filter((i: { incidentId: string }) => i.incidentId === incident);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      level: 'hold',
      minutes: 12,
      staff: [{ id: staffId, name: people.user('staff.oak@demo.care').name }],
    });
    expect(rows[1]).toMatchObject({ level: 'presence', minutes: null, staff: [] });
    // the other young person's views do not hold this one's
    expect(
      (await staff.get(`/api/young-people/${other.id}/interventions`)).body.items.map(
        (i: { incidentId: string }) => i.incidentId,
      ),
    ).not.toContain(incident);

    // another home, another organisation, an unknown id
    const willow = await clientFor(server, 'staff.willow@demo.care');
    for (const path of ['accidents', 'interventions', 'behaviour-management']) {
      expect((await willow.get(`/api/young-people/${yp.id}/${path}`)).status).toBe(403);
      expect((await staff.get(`/api/young-people/00000000-0000-4000-8000-000000000000/${path}`)).status).toBe(404);
      expect((await staff.get(`/api/young-people/not-an-id/${path}`)).status).toBe(400);
    }
    const outsider = await otherOrganisation(server);
    expect((await outsider.client.get(`/api/young-people/${yp.id}/accidents`)).status).toBe(404);

    // no health permission for this young person: refused, though the young people area is open
    await server.store.db.query(
      `update users set yp_permissions = yp_permissions || '{"health":"none"}'::jsonb where id = $1`,
      [staffId],
    );
    await server.app.remembered.settled();
    const noHealth = await clientFor(server, 'staff.oak@demo.care');
    expect((await noHealth.get(`/api/young-people/${yp.id}/accidents`)).status).toBe(403);
    expect((await noHealth.get(`/api/young-people/${yp.id}/interventions`)).status).toBe(403);
    await server.store.db.query(`update users set yp_permissions = yp_permissions - 'health' where id = $1`, [staffId]);
    await server.app.remembered.settled();
  });

  it('behaviour management: the current plan is the assessment; archived plans are the archived behaviours', async () => {
    const yp = people.oakYp;
    const old = await insertRecord(
      'behaviour-support-plan',
      yp.id,
      { planDate: '2025-01-10', reviewDate: '2025-07-10', targetBehaviors: 'Old plan' },
      { archived: true, at: '2025-01-10T00:00:00Z' },
    );
    const current = await insertRecord('behaviour-support-plan', yp.id, {
      planDate: '2026-01-10',
      reviewDate: '2026-07-10',
      targetBehaviors: 'Shouting when anxious',
      function: ['escape'],
    });
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const res = await manager.get(`/api/young-people/${yp.id}/behaviour-management`);
    expect(res.status).toBe(200);
    expect(res.body.assessment).toMatchObject({
      id: current,
      targetBehaviors: 'Shouting when anxious',
      function: ['escape'],
    });
    expect(typeof res.body.assessment.interventionsSince).toBe('number');
    expect(res.body.archived.map((a: { id: string }) => a.id)).toEqual([old]);
    expect(res.body.archived[0].archivedAt).toBeTruthy();
  });

  it('the detailed young person dashboard exists only while its toggle is on', async () => {
    const yp = people.oakYp;
    const director = await clientFor(server, 'director@demo.care');
    const staff = await clientFor(server, 'staff.oak@demo.care');
    await director.put('/api/settings/organisation', { toggles: { detailedYpDashboard: false } });
    const off = await staff.get(`/api/young-people/${yp.id}/dashboard`);
    expect(off.status).toBe(404);
    expect(off.headers['content-type']).toContain('application/problem+json');
    await director.put('/api/settings/organisation', { toggles: { detailedYpDashboard: true } });
    await insertRecord('incident', yp.id, {
      intervention: [{ level: 'restraint', from: '2026-11-01T10:00:00Z', to: '2026-11-01T10:05:00Z' }],
    });
    const on = await staff.get(`/api/young-people/${yp.id}/dashboard`);
    expect(on.status).toBe(200);
    expect(on.body.days).toBe(28);
    expect(on.body.incidents).toBeGreaterThanOrEqual(1);
    expect(on.body.interventionMinutes).toBeGreaterThanOrEqual(5);
    expect(on.body.records.find((r: { kind: string }) => r.kind === 'incident').count).toBe(on.body.incidents);
    expect(
      (await (await clientFor(server, 'staff.willow@demo.care')).get(`/api/young-people/${yp.id}/dashboard`)).status,
    ).toBe(403);
    await director.put('/api/settings/organisation', { toggles: { detailedYpDashboard: false } });
    expect((await staff.get(`/api/young-people/${yp.id}/dashboard`)).status).toBe(404);
  });

  it('the company logo: PNG, JPEG or WebP by their bytes, up to 1 MB, changed by settings editors, cached by its hash, not a locker document', async () => {
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const send = async (email: string, file: { name: string; type: string; content: Buffer }) => {
      const b = `----helperJ${Date.now()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.content,
        Buffer.from(`\r\n--${b}--\r\n`),
      ]);
      const c = await clientFor(server, email);
      return server.app.inject({
        method: 'PUT',
        url: '/api/company/logo',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${b}`, cookie: c.cookie },
      });
    };
    const director = await clientFor(server, 'director@demo.care');
    const before = await director.get('/api/company/logo');
    expect(before.status).toBe(404);
    // a script renamed .png, an SVG, an empty file, too large, someone without the settings area: refused, nothing kept
    const html = await send('director@demo.care', {
      name: 'logo.png',
      type: 'image/png',
      content: Buffer.from('<script>alert(1)</script>'),
    });
    expect(html.statusCode).toBe(415);
    expect(html.headers['content-type']).toContain('application/problem+json');
    expect(html.json().errors[0].path).toBe('/file');
    expect(
      (
        await send('director@demo.care', {
          name: 'logo.svg',
          type: 'image/svg+xml',
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        })
      ).statusCode,
    ).toBe(415);
    expect(
      (await send('director@demo.care', { name: 'logo.png', type: 'image/png', content: Buffer.alloc(0) })).statusCode,
    ).toBe(422);
    expect(
      (
        await send('director@demo.care', {
          name: 'big.png',
          type: 'image/png',
          content: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]),
        })
      ).statusCode,
    ).toBe(413);
    expect((await send('staff.oak@demo.care', { name: 'logo.png', type: 'image/png', content: PNG })).statusCode).toBe(
      403,
    );
    expect((await director.get('/api/company/logo')).status).toBe(404);

    const first = await send('director@demo.care', { name: 'logo.png', type: 'image/png', content: PNG });
    expect(first.statusCode).toBe(200);
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const shown = await server.app.inject({
      method: 'GET',
      url: '/api/company/logo',
      headers: { cookie: staff.cookie },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['cache-control']).toContain('max-age');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(shown.rawPayload, PNG)).toBe(0);
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/company/logo',
      headers: { cookie: staff.cookie, 'if-none-match': shown.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // not reachable as a locker document; another organisation has none of it
    expect((await director.get(`/api/documents/${first.json().id}`)).status).toBe(404);
    const outsider = await otherOrganisation(server);
    expect((await outsider.client.get('/api/company/logo')).status).toBe(404);
    // a new logo archives the one before (kept, not deleted)
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]);
    const second = await send('director@demo.care', { name: 'logo.jpg', type: 'image/jpeg', content: jpeg });
    expect(second.statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/company/logo', headers: { cookie: staff.cookie } })).headers[
        'content-type'
      ],
    ).toBe('image/jpeg');
    const [kept] = await server.store.db.query<{ archived: boolean }>(
      `select archived_at is not null as archived from documents where id = $1`,
      [first.json().id],
    );
    expect(kept.archived).toBe(true);
  });

  it('record lists filter by the generic list statuses: Drafts / Ongoing, Pending sign-offs (any still owed), Completed', async () => {
    const yp = people.oakYp;
    const ids = {
      ongoing: await insertRecord('behaviour-support-plan', yp.id, { planDate: '2026-02-01' }),
      pending: await insertRecord('behaviour-support-plan', yp.id, { planDate: '2026-02-02' }),
      others: await insertRecord('behaviour-support-plan', yp.id, { planDate: '2026-02-03' }),
      done: await insertRecord('behaviour-support-plan', yp.id, { planDate: '2026-02-04' }),
    };
    for (const [id, status] of [
      [ids.pending, 'signoffs_pending'],
      [ids.others, 'non_manager_signoffs_pending'],
      [ids.done, 'complete'],
    ]) {
      await server.store.db.query(`update records set status = $2 where id = $1`, [id, status]);
    }
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const list = async (status: string) => {
      const res = await manager.get(
        `/api/records/behaviour-support-plan?youngPerson=${yp.id}&status=${status}&limit=100`,
      );
      expect(res.status).toBe(200);
      return new Set(res.body.items.map((i: { id: string }) => i.id));
    };
    const pending = await list('signoffs_pending');
    expect([
      pending.has(ids.pending),
      pending.has(ids.others),
      pending.has(ids.ongoing),
      pending.has(ids.done),
    ]).toEqual([true, true, false, false]);
    const completed = await list('completed');
    expect([completed.has(ids.done), completed.has(ids.pending)]).toEqual([true, false]);
    expect((await list('ongoing')).has(ids.ongoing)).toBe(true);
    // a record status alone still filters exactly
    const others = await list('non_manager_signoffs_pending');
    expect([others.has(ids.others), others.has(ids.pending)]).toEqual([true, false]);
    const bad = await manager.get(`/api/records/behaviour-support-plan?status=finished`);
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });

  it('the new dashboard: a director chooses it while the feature is on; others are refused; off means classic', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const setFeature = async (on: boolean) => {
      await server.store.db.query(
        `update organisations set features = coalesce(features, '{}'::jsonb) || jsonb_build_object('enableNewDashboard', $2::boolean) where id = $1`,
        [people.orgId, on],
      );
    };
    await setFeature(false);
    expect((await director.get('/api/dashboard/layout')).body).toEqual({
      available: false,
      layout: 'classic',
      mayChoose: false,
    });
    expect((await director.put('/api/dashboard/layout', { layout: 'new' })).status).toBe(403);
    await setFeature(true);
    const bad = await director.put('/api/dashboard/layout', { layout: 'sideways' });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect((await manager.put('/api/dashboard/layout', { layout: 'new' })).status).toBe(403);
    expect((await director.get('/api/dashboard/layout')).body.layout).toBe('classic');
    const chosen = await director.put('/api/dashboard/layout', { layout: 'new' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ available: true, layout: 'new', mayChoose: true });
    expect((await manager.get('/api/dashboard/layout')).body).toEqual({
      available: true,
      layout: 'new',
      mayChoose: false,
    });
    // the flag off again: classic for everyone, the choice kept for when it returns
    await setFeature(false);
    expect((await manager.get('/api/dashboard/layout')).body.layout).toBe('classic');
    await setFeature(true);
    expect((await manager.get('/api/dashboard/layout')).body.layout).toBe('new');
    await director.put('/api/dashboard/layout', { layout: 'classic' });
  });
});
