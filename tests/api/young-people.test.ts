// Young people's lifecycle, their own login (plans to view and comment on, nothing else),
// the document locker, chronology and summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examples } from '../../definitions/young-person/examples.ts';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { as, login, startTestServer, type TestServer } from '../helpers/server.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function multipart(fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }) {
  const boundary = '----care' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('young people', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
  });
  afterAll(() => server?.close());

  it('adds a young person with the full date of birth or the year alone, and refuses neither', async () => {
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const full = await staff.post('/api/young-people', {
      homeId: people.oak.id,
      firstName: 'Ella',
      lastName: 'Stone',
      dateOfBirth: '2012-04-30',
    });
    expect(full.status).toBe(201);
    expect(full.body).toMatchObject({ dateOfBirth: '2012-04-30', homeName: 'Oak House' });
    const year = await staff.post('/api/young-people', {
      homeId: people.oak.id,
      firstName: 'Amir',
      lastName: 'K',
      birthYear: 2010,
    });
    expect(year.status).toBe(201);
    expect(year.body).toMatchObject({ dateOfBirth: null, birthYear: 2010 });
    const neither = await staff.post('/api/young-people', { homeId: people.oak.id, firstName: 'No', lastName: 'Date' });
    expect(neither.status).toBe(422);
    expect(neither.body.errors[0].path).toBe('/dateOfBirth');
    const clash = await staff.post('/api/young-people', {
      homeId: people.oak.id,
      firstName: 'A',
      lastName: 'B',
      dateOfBirth: '2012-01-01',
      birthYear: 2011,
    });
    expect(clash.status).toBe(422);
    const elsewhere = await staff.post('/api/young-people', {
      homeId: people.willow.id,
      firstName: 'A',
      lastName: 'B',
      birthYear: 2009,
    });
    expect(elsewhere.status).toBe(403);
  });

  it('archives and restores (a manager), keeping the records', async () => {
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const yp = (
      await staff.post('/api/young-people', {
        homeId: people.oak.id,
        firstName: 'Leaving',
        lastName: 'Soon',
        birthYear: 2009,
      })
    ).body;
    await staff.post('/api/records/daily-log', { youngPersonId: yp.id, data: dailyLog() });
    expect((await staff.post(`/api/young-people/${yp.id}/archive`)).status).toBe(403);
    // a body sent as JSON null is refused at /body (the route takes no body or an object), and archives no one
    const send = (payload?: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/young-people/${yp.id}/archive`,
        headers: { cookie: manager.cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        payload,
      });
    const nullBody = await send('null');
    expect(nullBody.statusCode).toBe(400);
    expect(nullBody.headers['content-type']).toContain('application/problem+json');
    expect(nullBody.json().errors).toEqual([{ path: '/body', message: 'must be an object' }]);
    expect((await manager.get(`/api/young-people/${yp.id}`)).body.archivedAt).toBeNull();
    // no body at all is still a plain archive
    const noBody = await send();
    expect(noBody.statusCode).toBe(200);
    expect(noBody.json().archivedAt).toBeTruthy();
    expect((await manager.post(`/api/young-people/${yp.id}/restore`)).body.archivedAt).toBeNull();
    expect((await manager.post(`/api/young-people/${yp.id}/archive`)).body.archivedAt).toBeTruthy();
    expect((await staff.get('/api/young-people')).body.map((y: { id: string }) => y.id)).not.toContain(yp.id);
    expect((await staff.get('/api/young-people?archived=true')).body.map((y: { id: string }) => y.id)).toContain(yp.id);
    expect((await staff.post('/api/records/daily-log', { youngPersonId: yp.id, data: dailyLog() })).status).toBe(409);
    expect((await staff.get(`/api/records/daily-log?youngPerson=${yp.id}`)).body.items).toHaveLength(1);
    expect((await manager.post(`/api/young-people/${yp.id}/restore`)).body.archivedAt).toBeNull();
  });

  it("a young person's own login can read and comment on their plan, and cannot read a daily log", async () => {
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const jayden = people.oakYp;
    const res = await manager.post(`/api/young-people/${jayden.id}/login`, {
      email: 'jayden@demo.care',
      password: 'JaydenLogin2026',
      plans: true,
      viewsComplaints: true,
    });
    expect(res.status).toBe(201);
    const yp = as(server.app, await login(server.app, 'jayden@demo.care', 'JaydenLogin2026'));
    const kinds = (await yp.get('/api/definitions')).body.map((d: { kind: string }) => d.kind);
    expect(kinds).toContain('placement-plan');
    expect(kinds).not.toContain('daily-log');
    expect(kinds).not.toContain('incident');
    // a plan staff are still drafting is not shown to the young person
    const draftPlan = (
      await manager.post('/api/records/placement-plan', { youngPersonId: jayden.id, data: { planDate: '2026-11-20' } })
    ).body;
    expect((await yp.get(`/api/records/placement-plan/${draftPlan.id}`)).status).toBe(403);
    const plans = (await yp.get(`/api/records/placement-plan?youngPerson=${jayden.id}`)).body.items;
    expect(plans.map((p: { id: string }) => p.id)).not.toContain(draftPlan.id);
    expect(plans.length).toBeGreaterThan(0);
    const plan = (await yp.get(`/api/records/placement-plan/${plans[0].id}`)).body;
    expect(plan.actions).toEqual([]);
    const comment = await yp.post(`/api/records/placement-plan/${plan.id}/comments`, {
      body: 'I want more time for football in my plan.',
    });
    expect(comment.status).toBe(201);
    expect(
      (await manager.get(`/api/records/placement-plan/${plan.id}/comments`)).body.map((c: { body: string }) => c.body),
    ).toContain('I want more time for football in my plan.');
    expect(
      (await yp.put(`/api/records/placement-plan/${plan.id}`, { version: plan.version, data: plan.data })).status,
    ).toBe(403);
    // no daily logs, not even their own; no one else's plans; no staff list; no documents
    const logs = (await manager.get(`/api/records/daily-log?youngPerson=${jayden.id}`)).body.items;
    expect((await yp.get(`/api/records/daily-log?youngPerson=${jayden.id}`)).status).toBe(403);
    expect((await yp.get(`/api/records/daily-log/${logs[0].id}`)).status).toBe(403);
    const amelia = people.oakYps.find((y) => y.id !== jayden.id)!;
    expect((await yp.get(`/api/records/placement-plan?youngPerson=${amelia.id}`)).status).toBe(403);
    expect((await yp.get('/api/staff')).status).toBe(403);
    expect((await yp.get('/api/young-people')).status).toBe(403);
    expect((await yp.get(`/api/young-people/${jayden.id}`)).status).toBe(200);
    expect((await yp.get(`/api/documents?youngPerson=${jayden.id}`)).status).toBe(403);
    expect((await yp.get('/api/signoffs/inbox')).body.items).toEqual([]);
    // with no staff list of their own, a young person's plan names its staff itself (and no one else's name)
    const keyWorker = people.user('staff.oak@demo.care');
    const made = (
      await manager.post('/api/records/placement-plan', {
        youngPersonId: jayden.id,
        data: { ...examples['placement-plan'], keyWorker: keyWorker.id },
      })
    ).body;
    const submitted = await manager.post(`/api/records/placement-plan/${made.id}/actions/submit`, {
      version: made.version,
    });
    expect(submitted.status).toBe(200);
    // the manager wrote it, so another manager of the home signs it off (the director)
    const signed = await (
      await clientFor(server, 'director@demo.care')
    ).post(`/api/records/placement-plan/${made.id}/actions/sign-off`, { version: submitted.body.version });
    expect(signed.body.status).toBe('complete');
    const shared = (await yp.get(`/api/records/placement-plan/${made.id}`)).body;
    expect(shared.staffNames).toEqual({ [keyWorker.id]: keyWorker.name });
    expect((await manager.get(`/api/records/placement-plan/${made.id}`)).body.staffNames).toBeUndefined();
  });

  it('without the plans permission, a young person sees no plans', async () => {
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const amelia = people.oakYps[1];
    await manager.post(`/api/young-people/${amelia.id}/login`, {
      email: 'amelia@demo.care',
      password: 'AmeliaLogin2026',
      plans: false,
      viewsComplaints: true,
    });
    const yp = as(server.app, await login(server.app, 'amelia@demo.care', 'AmeliaLogin2026'));
    expect((await yp.get(`/api/records/placement-plan?youngPerson=${amelia.id}`)).status).toBe(403);
  });

  // docs/decisions/0101: session notes and risk assessments (third-party, clinical and police information)
  // are never opened by a young person's own login, even with the plans permission; their plans still are.
  it(
    "a young person's own plans permission opens their plans, never session notes or risk assessments",
    { timeout: 300_000 },
    async () => {
      const manager = await clientFor(server, 'manager.willow@demo.care');
      const director = await clientFor(server, 'director@demo.care');
      const yp = people.willowYp;
      const made = await manager.post(`/api/young-people/${yp.id}/login`, {
        email: 'own.willow@demo.care',
        password: 'Kestrel-Lantern-9184',
        plans: true,
        viewsComplaints: false,
      });
      expect(made.status).toBe(201);
      const own = as(server.app, await login(server.app, 'own.willow@demo.care', 'Kestrel-Lantern-9184'));
      const me = people.user('manager.willow@demo.care').id;
      const hidden = [
        'therapeutic-session',
        'link-worker-session',
        'risk-assessment-cse',
        'risk-assessment-cce',
        'risk-assessment-missing-from-care',
      ];
      for (const kind of hidden) {
        const { example } = await import(`../../definitions/young-person/examples/${kind}.ts`);
        const data = JSON.parse(JSON.stringify(example).replace(/00000000-0000-4000-8000-0000000000\d\d/g, me));
        for (const k of Object.keys(data)) if (/^linked|^therapeuticPlan$/.test(k)) delete data[k];
        const created = await manager.post(`/api/records/${kind}`, { youngPersonId: yp.id, data });
        expect(created.status, `${kind} ${JSON.stringify(created.body)}`).toBe(201);
        let rec = (
          await manager.post(`/api/records/${kind}/${created.body.id}/actions/submit`, {
            version: created.body.version,
          })
        ).body;
        if (rec.status !== 'complete')
          rec = (await director.post(`/api/records/${kind}/${rec.id}/actions/sign-off`, { version: rec.version })).body;
        expect(rec.status, kind).toBe('complete');
        // staff who may read it still do; the young person's own login is refused the record, the list and the kind
        expect((await manager.get(`/api/records/${kind}/${rec.id}`)).status).toBe(200);
        expect((await own.get(`/api/records/${kind}/${rec.id}`)).status, kind).toBe(403);
        expect((await own.get(`/api/records/${kind}?youngPerson=${yp.id}`)).status, kind).toBe(403);
      }
      const kinds = (await own.get('/api/definitions')).body.map((d: { kind: string }) => d.kind);
      expect(kinds).toContain('placement-plan');
      for (const kind of hidden) expect(kinds).not.toContain(kind);
      expect((await own.get(`/api/records/placement-plan?youngPerson=${yp.id}`)).status).toBe(200);
    },
  );

  it('keeps documents: upload, list, download, type and size checks, permissions', async () => {
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const upload = (
      fields: Record<string, string>,
      file?: { name: string; type: string; content: Buffer },
      cookie = staff.cookie,
    ) => {
      const m = multipart(fields, file);
      return server.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: m.payload,
        headers: { ...m.headers, cookie },
      });
    };
    const ok = await upload(
      { youngPersonId: people.oakYp.id, title: 'Care plan from the local authority', category: 'care plan' },
      { name: 'care plan.pdf', type: 'application/pdf', content: PDF },
    );
    expect(ok.statusCode).toBe(201);
    const doc = ok.json();
    expect(doc).toMatchObject({
      fileName: 'care plan.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      uploadedByName: 'Sam Taylor',
    });
    const list = await staff.get(`/api/documents?youngPerson=${people.oakYp.id}`);
    expect(list.body.map((d: { id: string }) => d.id)).toContain(doc.id);
    const download = await server.app.inject({
      url: `/api/documents/${doc.id}/content`,
      headers: { cookie: staff.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''care%20plan.pdf");
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const fake = await upload(
      { youngPersonId: people.oakYp.id },
      { name: 'report.pdf', type: 'application/pdf', content: Buffer.from('MZ\x90\x00 this is an exe') },
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().detail).toMatch(/not a real PDF/);
    const exe = await upload(
      { youngPersonId: people.oakYp.id },
      { name: 'tool.exe', type: 'application/x-msdownload', content: Buffer.from('MZ') },
    );
    expect(exe.statusCode).toBe(415);
    const big = await upload(
      { youngPersonId: people.oakYp.id },
      { name: 'big.pdf', type: 'application/pdf', content: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]) },
    );
    expect(big.statusCode).toBe(413);
    const none = await upload({ youngPersonId: people.oakYp.id });
    expect(none.statusCode).toBe(422);

    const willow = await clientFor(server, 'staff.willow@demo.care');
    expect((await willow.get(`/api/documents/${doc.id}`)).status).toBe(403);
    expect(
      (await server.app.inject({ url: `/api/documents/${doc.id}/content`, headers: { cookie: willow.cookie } }))
        .statusCode,
    ).toBe(403);
    // documents permission: read-only refuses uploads
    await server.store.db.query(
      `update users set yp_permissions = '{"documents":"read"}' where email = 'alex.oak@demo.care'`,
    );
    await server.app.remembered.settled();
    const alex = await clientFor(server, 'alex.oak@demo.care');
    expect((await alex.get(`/api/documents/${doc.id}`)).status).toBe(200);
    const refused = await upload(
      { youngPersonId: people.oakYp.id },
      { name: 'a.pdf', type: 'application/pdf', content: PDF },
      alex.cookie,
    );
    expect(refused.statusCode).toBe(403);
    const audit = await server.store.forOrg(people.orgId).audit.forEntity(doc.id);
    expect(audit.map((a) => a.action)).toEqual(['document.upload', 'document.download']);
  });

  it('builds a chronology and a summary from the records, for the kinds one may read', async () => {
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const chronology = (await manager.get(`/api/young-people/${people.oakYp.id}/chronology`)).body;
    const kinds = new Set(chronology.map((c: { kind: string }) => c.kind));
    expect(kinds.has('incident')).toBe(true);
    expect(kinds.has('daily-log')).toBe(true);
    const dates = chronology.map((c: { date: string }) => c.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const summary = (
      await manager.get(
        `/api/young-people/${people.oakYp.id}/summary?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z`,
      )
    ).body;
    expect(summary.youngPerson.id).toBe(people.oakYp.id);
    expect(summary.records.every((r: { recordDate: string }) => r.recordDate >= '2026-11-01')).toBe(true);
    await server.store.db.query(
      `update users set yp_permissions = '{"incident":"none"}' where email = 'alex.oak@demo.care'`,
    );
    await server.app.remembered.settled();
    const alex = await clientFor(server, 'alex.oak@demo.care');
    const theirs = (await alex.get(`/api/young-people/${people.oakYp.id}/chronology`)).body;
    expect(theirs.some((c: { kind: string }) => c.kind === 'incident')).toBe(false);
  });
});
