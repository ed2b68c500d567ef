// Staff on both drivers: who may see and change a member of staff's HR records (the person
// themself, their manager, HR, directors; HR-only kinds), the employees list with compliance worked out
// in SQL, the profile header, applications made into employees (refused until every check is recorded
// or a manager gives a risk-assessed reason), and the activity audit of staff records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { example as applicationExample } from '../../definitions/staff/examples/application.ts';
import { example as dbsExample } from '../../definitions/staff/examples/dbs-check.ts';
import { example as probationExample } from '../../definitions/staff/examples/probation-review.ts';
import { example as exitExample } from '../../definitions/staff/examples/staff-exit.ts';
import { example as stepExample } from '../../definitions/staff/examples/step-in-out.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart upload body (the file last, as the screen sends it). */
function multipart(fields: Record<string, string>, file: { name: string; type: string; content: Buffer }) {
  const boundary = '----staff' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(DRIVERS)('staff (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let sam: Client,
    manager: Client,
    willowManager: Client,
    hr: Client,
    director: Client,
    willowStaff: Client,
    youngPerson: Client;
  let samId: string, hrId: string, managerId: string;
  let exitId: string;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [sam, manager, willowManager, hr, director, willowStaff] = await Promise.all(
      [
        'staff.oak@demo.care',
        'manager.oak@demo.care',
        'manager.willow@demo.care',
        'hr@demo.care',
        'director@demo.care',
        'staff.willow@demo.care',
      ].map((e) => clientFor(server, e)),
    );
    samId = people.user('staff.oak@demo.care').id;
    hrId = people.user('hr@demo.care').id;
    managerId = people.user('manager.oak@demo.care').id;
    const email = `yp.staff.${driver}@demo.care`;
    expect(
      (
        await manager.post(`/api/young-people/${people.oakYp.id}/login`, {
          email,
          password: 'KaiLogin2026!',
          plans: true,
          viewsComplaints: true,
        })
      ).status,
    ).toBe(201);
    youngPerson = await clientFor(server, email).catch(async () => {
      const { as, login } = await import('../helpers/server.ts');
      return as(server.app, await login(server.app, email, 'KaiLogin2026!'));
    });
  }, 120_000);
  afterAll(async () => server?.close());

  it('HR records a DBS check; the person reads their own, their manager reads it, others may not', async () => {
    const made = await hr.post('/api/records/dbs-check', {
      staffId: samId,
      data: { ...dbsExample, seenBy: hrId, updateChecks: [], nextCheckDue: inDays(20) },
    });
    expect(made.status).toBe(201);
    expect((await sam.get(`/api/records/dbs-check/${made.body.id}`)).status).toBe(200);
    const own = await sam.get(`/api/records/dbs-check?staff=${samId}`);
    expect(own.status).toBe(200);
    expect(own.body.items.map((r: { id: string }) => r.id)).toContain(made.body.id);
    expect((await manager.get(`/api/records/dbs-check/${made.body.id}`)).status).toBe(200);
    expect((await director.get(`/api/records/dbs-check/${made.body.id}`)).status).toBe(200);
    expect((await willowStaff.get(`/api/records/dbs-check/${made.body.id}`)).status).toBe(403);
    expect((await willowManager.get(`/api/records/dbs-check/${made.body.id}`)).status).toBe(403);
    expect((await youngPerson.get(`/api/records/dbs-check/${made.body.id}`)).status).toBe(403);
    // the person changes nothing of their HR record; a manager writes no DBS record
    expect((await sam.post('/api/records/dbs-check', { staffId: samId, data: dbsExample })).status).toBe(403);
    expect(
      (
        await manager.post('/api/records/dbs-check', {
          staffId: samId,
          data: { ...dbsExample, seenBy: managerId, updateChecks: [] },
        })
      ).status,
    ).toBe(403);
  });

  it('the exit record is HR-only: not the person, not their manager without HR', async () => {
    const made = await hr.post('/api/records/staff-exit', {
      staffId: samId,
      data: { ...exitExample, exitInterview: { held: false } },
    });
    expect(made.status).toBe(201);
    exitId = made.body.id;
    expect((await hr.get(`/api/records/staff-exit/${exitId}`)).status).toBe(200);
    expect((await director.get(`/api/records/staff-exit/${exitId}`)).status).toBe(200);
    expect((await sam.get(`/api/records/staff-exit/${exitId}`)).status).toBe(403);
    expect((await manager.get(`/api/records/staff-exit/${exitId}`)).status).toBe(403);
    expect((await manager.post('/api/records/staff-exit', { staffId: samId, data: exitExample })).status).toBe(403);
    const list = await sam.get(`/api/records/staff-exit?staff=${samId}`);
    expect(list.status).toBe(403);
  });

  it('a manager writes probation reviews for their own staff only', async () => {
    const data = { ...probationExample, reviewer: managerId };
    expect((await manager.post('/api/records/probation-review', { staffId: samId, data })).status).toBe(201);
    const jordan = people.user('staff.willow@demo.care').id;
    expect((await manager.post('/api/records/probation-review', { staffId: jordan, data })).status).toBe(403);
    // bad input: a stage not in the list, at its path; nothing written
    const before = (await hr.get(`/api/records/probation-review?staff=${samId}`)).body.items.length;
    const bad = await manager.post('/api/records/probation-review', {
      staffId: samId,
      data: { ...data, stage: 'six_months' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('/stage');
    expect((await hr.get(`/api/records/probation-review?staff=${samId}`)).body.items.length).toBe(before);
  });

  it('employees: HR sees everyone with compliance worked out; managers their homes; staff and young people none', async () => {
    const res = await hr.get('/api/hr/employees');
    expect(res.status).toBe(200);
    const row = res.body.find((e: { id: string }) => e.id === samId);
    expect(row).toMatchObject({
      name: 'Sam Taylor',
      dbs: 'due_soon',
      dbsNextCheckDue: inDays(20),
      supervision: expect.any(String),
    });
    expect(res.body.map((e: { role: string }) => e.role)).not.toContain('young_person');
    const oak = await manager.get('/api/hr/employees');
    expect(oak.status).toBe(200);
    expect(oak.body.map((e: { id: string }) => e.id)).not.toContain(people.user('staff.willow@demo.care').id);
    expect((await manager.get(`/api/hr/employees?home=${people.willow.id}`)).status).toBe(403);
    expect((await sam.get('/api/hr/employees')).status).toBe(403);
    expect((await youngPerson.get('/api/hr/employees')).status).toBe(403);
    const attention = await hr.get('/api/hr/employees?compliance=attention');
    expect(attention.body.map((e: { id: string }) => e.id)).toContain(samId);
    const bad = await hr.get('/api/hr/employees?compliance=perfect');
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/problem\+json/);
  });

  it('agency staff: a contract of type agency puts the person on the agency list with their agency', async () => {
    const alex = people.user('alex.oak@demo.care').id;
    const made = await hr.post('/api/records/employment-contract', {
      staffId: alex,
      data: {
        contractType: 'agency',
        startDate: '2026-01-05',
        agencyName: 'Northern Care Staffing',
        agencyProfileReceived: true,
      },
    });
    expect(made.status).toBe(201);
    const res = await hr.get('/api/hr/employees?agency=true');
    expect(res.status).toBe(200);
    expect(res.body.find((e: { id: string }) => e.id === alex)).toMatchObject({
      agencyName: 'Northern Care Staffing',
      agencyProfileReceived: true,
      contractType: 'agency',
    });
    expect(res.body.map((e: { id: string }) => e.id)).not.toContain(samId);
  });

  it('the profile: the person sees theirs without the HR-only tabs; HR sees those too; others are refused', async () => {
    const own = await sam.get(`/api/staff/${samId}/profile`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ name: 'Sam Taylor', self: true, canEdit: false });
    const kinds = own.body.kinds.map((k: { kind: string }) => k.kind);
    expect(kinds).toContain('dbs-check');
    expect(kinds).not.toContain('staff-exit');
    expect(kinds).not.toContain('staff-reference');
    const asHr = await hr.get(`/api/staff/${samId}/profile`);
    expect(asHr.body.canEdit).toBe(true);
    expect(asHr.body.kinds.map((k: { kind: string }) => k.kind)).toEqual(
      expect.arrayContaining(['staff-exit', 'staff-reference']),
    );
    expect((await manager.get(`/api/staff/${samId}/profile`)).status).toBe(200);
    expect((await willowStaff.get(`/api/staff/${samId}/profile`)).status).toBe(403);
    expect((await youngPerson.get(`/api/staff/${samId}/profile`)).status).toBe(403);
    const other = await otherOrganisation(server);
    expect((await hr.get(`/api/staff/${other.managerId}/profile`)).status).toBe(404);
  });

  it("make employee refuses while checks are missing, names them, and takes a manager's risk-assessed reason", async () => {
    const partial = {
      appliedOn: '2026-11-01',
      candidate: { name: 'Robin Hale', email: `robin.${driver}@example.org` },
      post: 'Residential Support Worker',
    };
    const app = await hr.post('/api/records/application', { homeId: people.oak.id, data: partial });
    expect(app.status).toBe(201);
    const users = async () => (await server.store.forOrg(people.orgId).people.users()).length;
    const before = await users();
    const refused = await hr.post(`/api/applications/${app.body.id}/make-employee`, { role: 'staff' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['/dbs/level', '/references', '/identity', '/rightToWork']),
    );
    // HR is not a manager: no risk-assessed reason from them
    expect(
      (
        await hr.post(`/api/applications/${app.body.id}/make-employee`, {
          role: 'staff',
          riskAssessedReason: 'Supervised shifts only',
        })
      ).status,
    ).toBe(403);
    expect((await sam.post(`/api/applications/${app.body.id}/make-employee`, { role: 'staff' })).status).toBe(403);
    expect(
      (
        await willowManager.post(`/api/applications/${app.body.id}/make-employee`, {
          role: 'staff',
          riskAssessedReason: 'x',
        })
      ).status,
    ).toBe(403);
    expect((await hr.post(`/api/applications/${app.body.id}/make-employee`, { role: 'cook' })).status).toBe(400);
    expect(await users()).toBe(before);
    const hiring = await manager.get(`/api/applications/${app.body.id}/hiring`);
    expect(hiring.status).toBe(200);
    expect(hiring.body.missing.length).toBeGreaterThan(3);
    const made = await manager.post(`/api/applications/${app.body.id}/make-employee`, {
      role: 'staff',
      riskAssessedReason: 'DBS applied for; works only alongside a senior until it arrives (risk assessment RA-12).',
    });
    expect(made.status).toBe(201);
    expect(made.body.invite.link).toMatch(/^\/set-password\?token=/);
    expect(await users()).toBe(before + 1);
    const kept = await manager.get(`/api/applications/${app.body.id}/hiring`);
    expect(kept.body.hire).toMatchObject({ userId: made.body.userId, riskReason: expect.stringContaining('RA-12') });
    expect(
      (
        await manager.post(`/api/applications/${app.body.id}/make-employee`, {
          role: 'staff',
          riskAssessedReason: 'again',
        })
      ).status,
    ).toBe(409);
  });

  it('make employee with every check recorded carries them into the profile', async () => {
    const data = structuredClone(applicationExample) as Record<string, any>;
    data.candidate.email = `jamie.${driver}@example.org`;
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
    const app = await hr.post('/api/records/application', { homeId: people.oak.id, data });
    expect(app.status).toBe(201);
    expect((await hr.get(`/api/applications/${app.body.id}/hiring`)).body.missing).toEqual([]);
    // a testimonial in place of the college reference, and the latest employer's arriving after the start date
    const late = structuredClone(data);
    late.candidate.email = `jamie.late.${driver}@example.org`;
    late.references[1].source = 'testimonial';
    late.references[0].receivedOn = '2026-11-18';
    const lateApp = await hr.post('/api/records/application', { homeId: people.oak.id, data: late });
    const refused = await hr.post(`/api/applications/${lateApp.body.id}/make-employee`, { role: 'staff' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual([
      '/references/1/source',
      '/references',
      '/references/0/receivedOn',
    ]);
    const made = await hr.post(`/api/applications/${app.body.id}/make-employee`, { role: 'staff' });
    expect(made.status).toBe(201);
    expect(made.body.carried.map((c: { kind: string }) => c.kind).sort()).toEqual([
      'dbs-check',
      'employment-history',
      'staff-reference',
      'staff-reference',
      'work-eligibility',
    ]);
    const dbs = await hr.get(`/api/records/dbs-check?staff=${made.body.userId}`);
    expect(dbs.body.items).toHaveLength(1);
    const other = await otherOrganisation(server);
    expect((await other.client.post(`/api/applications/${app.body.id}/make-employee`, { role: 'staff' })).status).toBe(
      404,
    );
  });

  it("clock times are behind enableHrDailyInOut; accidents and the HR slice of tasks follow the profile's and tasks' rules", async () => {
    const off = await hr.get(`/api/staff/${samId}/clockings?from=2026-11-01&to=2026-11-30`);
    expect(off.status).toBe(403);
    expect(off.body.detail).toContain('enableHrDailyInOut');
    expect((await hr.get(`/api/staff/${samId}/clockings?from=2026-11-01`)).status).toBe(400);
    expect((await hr.get(`/api/staff/${samId}/accidents`)).status).toBe(200);
    expect((await sam.get(`/api/staff/${samId}/accidents`)).status).toBe(200);
    expect((await willowStaff.get(`/api/staff/${samId}/accidents`)).status).toBe(403);
    expect((await youngPerson.get(`/api/staff/${samId}/accidents`)).status).toBe(403);
    const hrTasks = await manager.get('/api/tasks/mine?slice=hr&limit=200');
    expect(hrTasks.status).toBe(200);
    for (const t of hrTasks.body.items as { recordCategory: string; staffId: string | null }[]) {
      expect(
        ['hr', 'appraisal', 'supervision', 'disciplinary action'].includes(t.recordCategory) || t.staffId !== null,
      ).toBe(true);
    }
    expect((await manager.get('/api/tasks/mine?slice=everything')).status).toBe(400);
    expect((await hr.get('/api/alerts/mine?slice=hr')).status).toBe(200);
  });

  it('staff document locker: HR uploads, the person reads their own but not HR-only references; colleagues and other homes may not', async () => {
    const upload = (
      who: Client,
      fields: Record<string, string>,
      file = { name: 'contract.pdf', type: 'application/pdf', content: PDF },
    ) => {
      const m = multipart(fields, file);
      return server.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: m.payload,
        headers: { ...m.headers, cookie: who.cookie },
      });
    };
    const contract = await upload(hr, { staffId: samId, title: 'Signed contract', category: 'Contract' });
    expect(contract.statusCode).toBe(201);
    expect(contract.json()).toMatchObject({
      staffId: samId,
      youngPersonId: null,
      category: 'Contract',
      uploadedByName: expect.any(String),
    });
    const reference = await upload(
      hr,
      { staffId: samId, title: 'Reference from Leeds CC', category: 'References' },
      { name: 'ref.pdf', type: 'application/pdf', content: PDF },
    );
    expect(reference.statusCode).toBe(201);
    const [c, r] = [contract.json().id as string, reference.json().id as string];

    // the person themself: their contract, never the HR-only reference
    const own = await sam.get(`/api/documents?staff=${samId}`);
    expect(own.status).toBe(200);
    expect(own.body.map((d: { id: string }) => d.id)).toEqual([c]);
    const download = await server.app.inject({ url: `/api/documents/${c}/content`, headers: { cookie: sam.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await sam.get(`/api/documents/${r}`)).status).toBe(403);
    // HR, their manager and a director list both (a manager: not references, as for the records)
    expect((await hr.get(`/api/documents?staff=${samId}`)).body.map((d: { id: string }) => d.id).sort()).toEqual(
      [c, r].sort(),
    );
    expect((await manager.get(`/api/documents?staff=${samId}`)).body.map((d: { id: string }) => d.id)).toEqual([c]);
    expect((await director.get(`/api/documents/${r}`)).status).toBe(200);
    // a colleague, another home's manager and staff, a young person: refused
    const alex = await clientFor(server, 'alex.oak@demo.care');
    expect((await alex.get(`/api/documents?staff=${samId}`)).status).toBe(403);
    expect((await alex.get(`/api/documents/${c}`)).status).toBe(403);
    expect((await willowManager.get(`/api/documents?staff=${samId}`)).status).toBe(403);
    expect(
      (await server.app.inject({ url: `/api/documents/${c}/content`, headers: { cookie: willowStaff.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await youngPerson.get(`/api/documents/${c}`)).status).toBe(403);
    // the person and their manager upload nothing to the staff locker (HR keeps it)
    expect((await upload(sam, { staffId: samId, category: 'Other' })).statusCode).toBe(403);
    expect((await upload(manager, { staffId: samId, category: 'Other' })).statusCode).toBe(403);
    // another organisation's member of staff: 422 at the field in a body, 404 in a query
    const other = await otherOrganisation(server);
    const elsewhere = await upload(hr, { staffId: other.managerId, category: 'Other' });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors[0].path).toBe('/staffId');
    expect((await hr.get(`/api/documents?staff=${other.managerId}`)).status).toBe(404);
    // hostile files and bad input: refused with the field, nothing kept
    const exe = await upload(
      hr,
      { staffId: samId, category: 'DBS' },
      { name: 'dbs.pdf', type: 'application/pdf', content: Buffer.from('MZ\x90\x00 this is an exe') },
    );
    expect(exe.statusCode).toBe(415);
    expect(
      (
        await upload(
          hr,
          { staffId: samId },
          { name: 'tool.exe', type: 'application/x-msdownload', content: Buffer.from('MZ') },
        )
      ).statusCode,
    ).toBe(415);
    const badCategory = await upload(hr, { staffId: samId, category: 'Gossip' });
    expect(badCategory.statusCode).toBe(422);
    expect(badCategory.json().errors[0].path).toBe('/category');
    expect((await upload(hr, { staffId: samId, youngPersonId: people.oakYp.id })).statusCode).toBe(422);
    expect((await upload(hr, { staffId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await hr.get(`/api/documents?staff=${samId}`)).body).toHaveLength(2);
    // the young person's locker does not list staff files
    expect(
      (await manager.get(`/api/documents?youngPerson=${people.oakYp.id}`)).body.map((d: { id: string }) => d.id),
    ).not.toContain(c);
    // archive: HR only
    expect((await manager.post(`/api/documents/${c}/archive`)).status).toBe(403);
    expect((await hr.post(`/api/documents/${c}/archive`)).status).toBe(200);
    expect((await sam.get(`/api/documents?staff=${samId}`)).body).toEqual([]);
  });

  it('step in/out is refused while enableHrDailyInOut is off, and kept like other HR records when on', async () => {
    const off = await hr.post('/api/records/step-in-out', { staffId: samId, data: stepExample });
    expect(off.status).toBe(403);
    expect(off.body.detail).toContain('enableHrDailyInOut');
    expect((await hr.get(`/api/records/step-in-out?staff=${samId}`)).status).toBe(403);
    await server.store.db.query(
      `update organisations set features = features || '{"enableHrDailyInOut": true}'::jsonb where id = $1`,
      [people.orgId],
    );
    await server.app.remembered.settled(); // the organisation's row is kept by the process until it hears the change
    try {
      const made = await hr.post('/api/records/step-in-out', { staffId: samId, data: stepExample });
      expect(made.status).toBe(201);
      expect((await sam.get(`/api/records/step-in-out/${made.body.id}`)).status).toBe(200);
      expect((await willowStaff.get(`/api/records/step-in-out/${made.body.id}`)).status).toBe(403);
      expect((await sam.post('/api/records/step-in-out', { staffId: samId, data: stepExample })).status).toBe(403);
      const bad = await hr.post('/api/records/step-in-out', {
        staffId: samId,
        data: { ...stepExample, timeOut: '2.10pm' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('/timeOut');
      expect((await hr.get(`/api/staff/${samId}/profile`)).body.kinds.map((k: { kind: string }) => k.kind)).toContain(
        'step-in-out',
      );
    } finally {
      await server.store.db.query(`update organisations set features = features - 'enableHrDailyInOut' where id = $1`, [
        people.orgId,
      ]);
      await server.app.remembered.settled();
    }
  });

  it('activity audit: HR sees who changed staff records; a manager not the HR-only ones; staff none', async () => {
    const res = await hr.get('/api/hr/activity-audit?limit=200');
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { recordId: string }) => i.recordId)).toContain(exitId);
    expect(res.body.items[0]).toMatchObject({
      changedByName: expect.any(String),
      staffName: expect.any(String),
      title: expect.any(String),
    });
    const asManager = await manager.get('/api/hr/activity-audit?limit=200');
    expect(asManager.status).toBe(200);
    expect(asManager.body.items.map((i: { recordId: string }) => i.recordId)).not.toContain(exitId);
    expect((await sam.get('/api/hr/activity-audit')).status).toBe(403);
    expect((await hr.get('/api/hr/activity-audit?cursor=nonsense')).status).toBe(400);
    const page = await hr.get('/api/hr/activity-audit?limit=1');
    expect(page.body.nextCursor).toEqual(expect.any(String));
    const next = await hr.get(`/api/hr/activity-audit?limit=1&cursor=${page.body.nextCursor}`);
    expect(next.status).toBe(200);
    expect(next.body.items[0]?.recordId ?? null).not.toBe(null);
    // paging 3 at a time gives exactly the lines of one long page, in the same order (revisions included)
    const line = (i: { recordId: string; version: number }) => `${i.recordId}:${i.version}`;
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const p: { body: { items: { recordId: string; version: number }[]; nextCursor: string | null } } = await hr.get(
        `/api/hr/activity-audit?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      walked.push(...p.body.items.map(line));
      cursor = p.body.nextCursor;
    } while (cursor && walked.length < 400);
    expect(walked.slice(0, res.body.items.length)).toEqual(res.body.items.map(line));
    expect(res.body.items.some((i: { version: number }) => i.version > 1)).toBe(true);
  });
});
