// Every id a write names must be one the caller may see: what an alert or task is about,
// record links inside record data (x-ref: record, or a kind), a document's young person or record, a
// new young person's home, the people and homes of user administration and sign-off rules, a version
// rolled back to. Another organisation's id and an id that exists nowhere get the same 422 with the
// field path, and nothing is written; another organisation's id in a path is 404, as a random one.
// The last case walks /api/openapi.json: every write naming an id must be covered by a case here.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signaturePng } from '../../engine/accounts/signature-png.ts';
import { hashPassword } from '../../engine/auth/password.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, dailyLog, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { makeMedicationCompetent, markTranscriptionChecked } from '../helpers/medication.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
const due = '2027-01-15T09:00:00.000Z';

/** `METHOD /path where:field` of every id a case below checks (filled as the cases are declared). */
const covered = new Set<string>();
const covers = (title: string, ...ids: string[]) => {
  ids.forEach((k) => covered.add(k));
  return title;
};
/** Writes that name an id but are not the organisation's to check, and why. */
const EXEMPT: Record<string, string> = {
  'POST /api/auth/second-factor/passkey body:challengeId':
    'a one-use passkey challenge the server issued to this sign-in; any other is refused as unknown',
  'POST /api/auth/passkey body:challengeId':
    'a one-use passkey challenge the server issued to this browser; any other is refused as unknown',
  'POST /api/auth/mfa/passkeys body:challengeId':
    'a one-use passkey challenge the server issued to the caller; any other is refused as unknown',
  'POST /api/auth/security/passkeys/{id}/remove path:id': "one's own passkeys: looked up among the caller's only",
  'POST /api/auth/sessions/{id}/end path:id': "one's own sessions: looked up among the caller's only",
  'POST /api/settings/users/{id}/sessions/{sessionId}/end path:sessionId':
    "a session of the person named by path:id, who is looked up in the caller's organisation first (covered above)",
  'PUT /api/settings/single-sign-on body:clientId':
    "the application's id at the organisation's own sign-in provider, not an id of ours",
  'POST /api/auth/login body:organisationId':
    'signing in: the organisation is chosen among those the password opens, before anyone is signed in',
  'POST /api/admin/customers/{id}/suspend path:id': 'the product administrator acts on every organisation',
  'POST /api/admin/customers/{id}/enable path:id': 'the product administrator acts on every organisation',
  'PUT /api/admin/customers/{id}/features path:id': 'the product administrator acts on every organisation',
  'PUT /api/admin/update-alerts/{id} path:id':
    "update alerts are the product's, for every organisation (the product administrator writes them)",
  'POST /api/admin/update-alerts/{id}/archive path:id': "update alerts are the product's, for every organisation",
  'POST /api/admin/update-alerts/{id}/restore path:id': "update alerts are the product's, for every organisation",
  'POST /api/admin/data-migration/mappings body:organisationId':
    'data migration: the product administrator imports into every organisation',
  'POST /api/admin/data-migration/dry-run body:organisationId':
    'data migration: the product administrator imports into every organisation',
  'POST /api/admin/data-migration/dry-run body:fileId':
    "data migration: files are the product administrator's uploads (an unknown one is 422 at /fileId)",
  'POST /api/admin/data-migration/imports body:organisationId':
    'data migration: the product administrator imports into every organisation',
  'POST /api/admin/data-migration/imports body:fileId':
    "data migration: files are the product administrator's uploads (an unknown one is 422 at /fileId)",
  'POST /api/admin/data-migration/imports/{id}/undo path:id':
    "data migration: imports are the product administrator's, across organisations (an unknown one is 404)",
  'POST /api/admin/training-videos/{id}/archive path:id':
    "training videos are the product's, for every organisation (the product administrator uploads them)",
  'POST /api/admin/account-requests/{id}/approve path:id':
    'account requests come before any organisation exists; the product administrator decides them',
  'POST /api/admin/account-requests/{id}/decline path:id':
    'account requests come before any organisation exists; the product administrator decides them',
  'POST /api/update-alerts/{id}/read path:id':
    "update alerts are the product's, not an organisation's; one not shown to the caller's role is 404",
};

describe.each(DRIVERS)('references checked on every write (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let other: Awaited<ReturnType<typeof otherOrganisation>>;
  let manager: Client;
  let staff: Client;
  const count = async (table: string) =>
    (await server.store.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
  /** The answer without what names the id itself: "not yours" and "not there" must read the same. */
  const answer = (res: { status: number; body: { detail?: string; errors?: unknown } }) => ({
    status: res.status,
    detail: res.body.detail,
    errors: res.body.errors,
  });

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    other = await otherOrganisation(server);
    manager = await clientFor(server, 'manager.oak@demo.care');
    staff = await clientFor(server, 'staff.oak@demo.care');
  });
  afterAll(() => server?.close());

  it(
    covers(
      "an alert about another organisation's young person, home or member of staff is 422, as for an id that does not exist",
      'POST /api/alerts body:youngPersonId',
      'POST /api/alerts body:homeId',
      'POST /api/alerts body:staffId',
    ),
    async () => {
      const me = [people.user('manager.oak@demo.care').id];
      const before = await count('alerts');
      for (const [field, theirs] of [
        ['youngPersonId', other.ypId],
        ['homeId', other.homeId],
        ['staffId', other.managerId],
      ] as const) {
        const foreign = await manager.post('/api/alerts', {
          kind: 'rota',
          title: 'About them',
          forUsers: me,
          [field]: theirs,
        });
        const missing = await manager.post('/api/alerts', {
          kind: 'rota',
          title: 'About them',
          forUsers: me,
          [field]: randomUUID(),
        });
        expect(foreign.status, field).toBe(422);
        expect(foreign.body.errors, field).toEqual([{ path: `/${field}`, message: expect.any(String) }]);
        expect(answer(missing), field).toEqual(answer(foreign));
      }
      // in the organisation but not the manager's: a Willow Court young person and home
      const willowYp = await manager.post('/api/alerts', {
        kind: 'rota',
        title: 'x',
        forUsers: me,
        youngPersonId: people.willowYp.id,
      });
      expect(willowYp.status).toBe(422);
      expect(willowYp.body.errors).toEqual([{ path: '/youngPersonId', message: expect.any(String) }]);
      const willow = await manager.post('/api/alerts', {
        kind: 'rota',
        title: 'x',
        forUsers: me,
        homeId: people.willow.id,
      });
      expect(willow.body.errors).toEqual([{ path: '/homeId', message: expect.any(String) }]);
      expect(await count('alerts')).toBe(before);
      // the manager's own young person, home and colleague are fine
      const ok = await manager.post('/api/alerts', {
        kind: 'rota',
        title: 'About Oak House',
        forUsers: me,
        youngPersonId: people.oakYp.id,
        homeId: people.oak.id,
        staffId: people.user('staff.oak@demo.care').id,
      });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ youngPersonId: people.oakYp.id, homeId: people.oak.id });
    },
  );

  it(
    covers(
      "a task linked to another organisation's record, or one the caller may not read, is 422 like a record that does not exist",
      'POST /api/tasks body:recordId',
      'POST /api/tasks body:youngPersonId',
      'POST /api/tasks body:homeId',
      'POST /api/tasks body:staffId',
    ),
    async () => {
      const before = await count('tasks');
      const task = (fields: Record<string, unknown>) =>
        staff.post('/api/tasks', { type: 'task further action', title: 'Follow up', dueAt: due, ...fields });
      const foreign = await task({ recordId: other.recordId });
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual([{ path: '/recordId', message: expect.any(String) }]);
      expect(answer(await task({ recordId: randomUUID() }))).toEqual(answer(foreign));
      // a record of the organisation in a home this member of staff does not work in
      const willowStaff = await clientFor(server, 'staff.willow@demo.care');
      const willowLog = await willowStaff.post('/api/records/daily-log', {
        youngPersonId: people.willowYp.id,
        data: dailyLog(),
      });
      expect(willowLog.status).toBe(201);
      expect(answer(await task({ recordId: willowLog.body.id }))).toEqual(answer(foreign));
      for (const [field, theirs] of [
        ['youngPersonId', other.ypId],
        ['homeId', other.homeId],
        ['staffId', other.managerId],
      ] as const) {
        const res = await task({ [field]: theirs });
        expect(res.status, field).toBe(422);
        expect(res.body.errors, field).toEqual([{ path: `/${field}`, message: expect.any(String) }]);
        expect(answer(await task({ [field]: randomUUID() })), field).toEqual(answer(res));
      }
      expect(await count('tasks')).toBe(before);
      const own = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
      const linked = await task({ recordId: own.body.id });
      expect(linked.status).toBe(201);
      expect(linked.body).toMatchObject({
        recordId: own.body.id,
        youngPersonId: people.oakYp.id,
        homeId: people.oak.id,
      });
    },
  );

  it("a young person's own login cannot set a task about anyone else", async () => {
    const yp = people.oakYp;
    const email = `yp.${driver}.${Date.now()}@demo.care`;
    const password = 'Own-Login-2026-refs!';
    const given = await manager.post(`/api/young-people/${yp.id}/login`, {
      email,
      password,
      plans: true,
      viewsComplaints: true,
    });
    expect(given.status).toBe(201);
    const own = as(server.app, await login(server.app, email, password));
    const before = await count('tasks');
    const otherYp = people.oakYps.find((y) => y.id !== yp.id)!;
    const aboutFriend = await own.post('/api/tasks', {
      type: 'task further action',
      title: 'About my friend',
      dueAt: due,
      youngPersonId: otherYp.id,
    });
    expect(aboutFriend.status).toBe(422);
    expect(aboutFriend.body.errors).toEqual([{ path: '/youngPersonId', message: expect.any(String) }]);
    const aboutStaff = await own.post('/api/tasks', {
      type: 'task further action',
      title: 'About my key worker',
      dueAt: due,
      staffId: people.user('staff.oak@demo.care').id,
    });
    expect(aboutStaff.status).toBe(422);
    expect(aboutStaff.body.errors).toEqual([{ path: '/staffId', message: expect.any(String) }]);
    const friendsLog = await staff.post('/api/records/daily-log', { youngPersonId: otherYp.id, data: dailyLog() });
    const aboutFriendsRecord = await own.post('/api/tasks', {
      type: 'task further action',
      title: 'Their log',
      dueAt: due,
      recordId: friendsLog.body.id,
    });
    expect(aboutFriendsRecord.status).toBe(422);
    expect(aboutFriendsRecord.body.errors).toEqual([{ path: '/recordId', message: expect.any(String) }]);
    expect(await count('tasks')).toBe(before);
  });

  it("record links must name a record the author may see: another organisation's is 422 with the path, like one that does not exist", async () => {
    const log = (recordId: string) => dailyLog({ linked: [{ kind: 'incident', recordId }] });
    const before = await count('records');
    const foreign = await staff.post('/api/records/daily-log', {
      youngPersonId: people.oakYp.id,
      data: log(other.recordId),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([{ path: '/linked/0/recordId', message: expect.any(String) }]);
    const missing = await staff.post('/api/records/daily-log', {
      youngPersonId: people.oakYp.id,
      data: log(randomUUID()),
    });
    expect(answer(missing)).toEqual(answer(foreign));
    expect(await count('records')).toBe(before);

    // a record the author may see is a good link; adding another organisation's by a save is refused
    const target = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() }))
      .body;
    const made = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: log(target.id) });
    expect(made.status).toBe(201);
    const saved = await staff.put(`/api/records/daily-log/${made.body.id}`, {
      version: made.body.version,
      data: {
        ...made.body.data,
        linked: [
          { kind: 'incident', recordId: target.id },
          { kind: 'incident', recordId: other.recordId },
        ],
      },
    });
    expect(saved.status).toBe(422);
    expect(saved.body.errors).toEqual([{ path: '/linked/1/recordId', message: expect.any(String) }]);
    expect((await staff.get(`/api/records/daily-log/${made.body.id}`)).body.version).toBe(made.body.version);
  });

  it('a link whose field names a kind must name a record of that kind', async () => {
    const notAnIncident = (
      await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })
    ).body;
    const res = await staff.post('/api/records/deescalation-log', {
      youngPersonId: people.oakYp.id,
      data: { linkedIncident: notAnIncident.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: '/linkedIncident', message: 'is not a record of kind "incident"' }]);
  });

  /** A document uploaded as multipart, with these fields besides the file. */
  const upload = async (who: Client, fields: Record<string, string>) => {
    const parts = Object.entries(fields)
      .map(([k, v]) => `--b\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: who.cookie, 'content-type': 'multipart/form-data; boundary=b' },
      payload: `${parts}--b\r\ncontent-disposition: form-data; name="file"; filename="note.txt"\r\ncontent-type: text/plain\r\n\r\nA note.\r\n--b--\r\n`,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it(
    covers(
      "a document for another organisation's young person or record is 422 at the field, as for one that does not exist",
      'POST /api/documents multipart:youngPersonId',
      'POST /api/documents multipart:recordId',
    ),
    async () => {
      const before = await count('documents');
      for (const [field, theirs, hidden] of [
        ['youngPersonId', other.ypId, people.willowYp.id],
        ['recordId', other.recordId, null],
      ] as const) {
        const foreign = await upload(manager, { [field]: theirs });
        expect(foreign.status, field).toBe(422);
        expect(foreign.body.errors, field).toEqual([{ path: `/${field}`, message: expect.any(String) }]);
        expect(answer(await upload(manager, { [field]: randomUUID() })), field).toEqual(answer(foreign));
        // a young person of the organisation in a home the manager does not work in reads the same
        if (hidden) expect(answer(await upload(manager, { [field]: hidden })), field).toEqual(answer(foreign));
      }
      expect(await count('documents')).toBe(before);
      expect((await upload(manager, { youngPersonId: people.oakYp.id })).status).toBe(201);
    },
  );

  it(
    covers(
      "a document for another organisation's member of staff is 422 at /staffId, as for one that does not exist or a young person's login",
      'POST /api/documents multipart:staffId',
    ),
    async () => {
      const hr = await clientFor(server, 'hr@demo.care');
      const before = await count('documents');
      const foreign = await upload(hr, { staffId: other.managerId });
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual([{ path: '/staffId', message: expect.any(String) }]);
      expect(answer(await upload(hr, { staffId: randomUUID() }))).toEqual(answer(foreign));
      expect(await count('documents')).toBe(before);
      expect((await upload(hr, { staffId: people.user('staff.oak@demo.care').id })).status).toBe(201);
    },
  );

  it(
    covers(
      "a young person added to another organisation's home is 422 at /homeId, as for a home that does not exist; a key worker must be of ours",
      'POST /api/young-people body:homeId',
      'POST /api/young-people body:keyWorkerId',
      'PUT /api/young-people/{id} body:keyWorkerId',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      const before = await count('young_people');
      const add = (fields: Record<string, unknown>) =>
        director.post('/api/young-people', {
          homeId: people.oak.id,
          firstName: 'Sam',
          lastName: 'Reed',
          birthYear: 2012,
          ...fields,
        });
      for (const [field, theirs] of [
        ['homeId', other.homeId],
        ['keyWorkerId', other.managerId],
      ] as const) {
        const foreign = await add({ [field]: theirs });
        expect(foreign.status, field).toBe(422);
        expect(foreign.body.errors, field).toEqual([{ path: `/${field}`, message: expect.any(String) }]);
        expect(answer(await add({ [field]: randomUUID() })), field).toEqual(answer(foreign));
      }
      // a home of the organisation the manager does not work in is theirs to know of: 403, as before
      expect(
        (
          await manager.post('/api/young-people', {
            homeId: people.willow.id,
            firstName: 'Sam',
            lastName: 'Reed',
            birthYear: 2012,
          })
        ).status,
      ).toBe(403);
      expect(await count('young_people')).toBe(before);
      const yp = people.oakYp;
      const edit = (keyWorkerId: string) =>
        director.put(`/api/young-people/${yp.id}`, {
          firstName: yp.firstName,
          lastName: yp.lastName,
          dateOfBirth: yp.dateOfBirth,
          birthYear: yp.birthYear,
          keyWorkerId,
        });
      const foreign = await edit(other.managerId);
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual([{ path: '/keyWorkerId', message: expect.any(String) }]);
      expect(answer(await edit(randomUUID()))).toEqual(answer(foreign));
    },
  );

  it(
    covers(
      "a home record about another organisation's home is 422 at /homeId, as for a home that does not exist; a record's young person likewise",
      'POST /api/records/{kind} body:homeId',
      'POST /api/records/{kind} body:youngPersonId',
      'POST /api/records/{kind} body:staffId',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      const before = await count('records');
      const referral = (homeId: string) => director.post('/api/records/referral', { homeId, data: {} });
      const foreign = await referral(other.homeId);
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual([{ path: '/homeId', message: expect.any(String) }]);
      expect(answer(await referral(randomUUID()))).toEqual(answer(foreign));
      const log = (youngPersonId: string) =>
        director.post('/api/records/daily-log', { youngPersonId, data: dailyLog() });
      const theirs = await log(other.ypId);
      expect(theirs.status).toBe(422);
      expect(theirs.body.errors).toEqual([{ path: '/youngPersonId', message: expect.any(String) }]);
      expect(answer(await log(randomUUID()))).toEqual(answer(theirs));
      expect(await count('records')).toBe(before);
      // staffId names the member of staff a staff record is about: no product record kind is about staff yet,
      // so it is checked by the same rule in the record service (a young person's own login is not staff)
      expect((await referral(people.oak.id)).status).toBe(201);
    },
  );

  it(
    covers(
      "a user given another organisation's home, or permissions over its young person, is 422 at the field, as for ids that do not exist",
      'POST /api/settings/users body:homeIds',
      'POST /api/settings/users body:removeFromRotaHomes',
      'POST /api/settings/users body:ypOverrides',
      'PUT /api/settings/users/{id} body:homeIds',
      'PUT /api/settings/users/{id} body:removeFromRotaHomes',
      'PUT /api/settings/users/{id} body:ypOverrides',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      const before = await count('users');
      const user = (fields: Record<string, unknown>) => ({
        email: `new.${randomUUID().slice(0, 8)}@demo.care`,
        name: 'New Starter',
        role: 'staff',
        isManager: false,
        areas: { cyp: 'read' },
        ypPermissions: {},
        homeIds: [people.oak.id],
        showInRota: true,
        removeFromRota: false,
        removeFromRotaHomes: [],
        ...fields,
      });
      /** The field at fault, and a body naming this home and young person there. */
      const cases = (homeId: string, ypId: string) =>
        [
          ['/homeIds/1', { homeIds: [people.oak.id, homeId] }],
          ['/removeFromRotaHomes/0', { removeFromRotaHomes: [homeId] }],
          [`/ypOverrides/${ypId}`, { ypOverrides: { [ypId]: { documents: 'none' } } }],
        ] as const;
      const staffUser = people.user('staff.oak@demo.care');
      for (const [i, [path, theirs]] of cases(other.homeId, other.ypId).entries()) {
        const foreign = await director.post('/api/settings/users', user(theirs));
        expect(foreign.status, path).toBe(422);
        expect(foreign.body.errors, path).toEqual([{ path, message: expect.any(String) }]);
        // nowhere: the same answer but for the path, which names the id given when it is a key
        const none = await director.post('/api/settings/users', user(cases(randomUUID(), randomUUID())[i][1]));
        expect({ ...answer(none), errors: none.body.errors.map((e: { message: string }) => e.message) }, path).toEqual({
          ...answer(foreign),
          errors: foreign.body.errors.map((e: { message: string }) => e.message),
        });
        const changed = await director.put(
          `/api/settings/users/${staffUser.id}`,
          user({ email: staffUser.email, name: staffUser.name, ...theirs }),
        );
        expect(changed.status, path).toBe(422);
        expect(changed.body.errors, path).toEqual([{ path, message: expect.any(String) }]);
      }
      expect(await count('users')).toBe(before);
      expect(
        (
          await director.post(
            '/api/settings/users',
            user({ ypOverrides: { [people.oakYp.id]: { documents: 'none' } } }),
          )
        ).status,
      ).toBe(201);
    },
  );

  it(
    covers(
      "another organisation's custom role is neither given nor changed: 422 at /customRoleId and 404, as for none",
      'POST /api/settings/users body:customRoleId',
      'PUT /api/settings/users/{id} body:customRoleId',
      'PUT /api/settings/roles/{id} path:id',
      'POST /api/settings/roles/{id}/archive path:id',
      'POST /api/settings/roles/{id}/restore path:id',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      const theirs = await server.store
        .forOrg(other.orgId)
        .customRoles.insert({ name: 'Their role', areas: { cyp: 'read' }, ypPermissions: {} }, other.managerId);
      const staffUser = people.user('staff.oak@demo.care');
      const user = (customRoleId: string) => ({
        email: `role.${randomUUID().slice(0, 8)}@demo.care`,
        name: 'Role Starter',
        role: 'custom',
        isManager: false,
        areas: {},
        ypPermissions: {},
        homeIds: [people.oak.id],
        showInRota: true,
        removeFromRota: false,
        removeFromRotaHomes: [],
        customRoleId,
      });
      const before = await count('users');
      const foreign = await director.post('/api/settings/users', user(theirs));
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual([{ path: '/customRoleId', message: expect.any(String) }]);
      expect(answer(await director.post('/api/settings/users', user(randomUUID())))).toEqual(answer(foreign));
      const changed = await director.put(`/api/settings/users/${staffUser.id}`, {
        ...user(theirs),
        email: staffUser.email,
        name: staffUser.name,
      });
      expect(changed.status).toBe(422);
      expect(await count('users')).toBe(before);
      const role = { name: 'Taken over', areas: {}, ypPermissions: {}, version: 1 };
      for (const [method, url, body] of [
        ['PUT', `/api/settings/roles/${theirs}`, role],
        ['POST', `/api/settings/roles/${theirs}/archive`, { version: 1 }],
        ['POST', `/api/settings/roles/${theirs}/restore`, { version: 1 }],
      ] as const) {
        const r = method === 'PUT' ? await director.put(url, body) : await director.post(url, body);
        expect(r.status, url).toBe(404);
        const none = url.replace(theirs, randomUUID());
        expect(answer(method === 'PUT' ? await director.put(none, body) : await director.post(none, body))).toEqual(
          answer(r),
        );
      }
      const [kept] = await server.store.db.query<{ name: string; archived_at: string | null }>(
        'select name, archived_at from custom_roles where id = $1',
        [theirs],
      );
      expect(kept).toEqual({ name: 'Their role', archived_at: null });
    },
  );

  it(
    covers(
      "sign-off rules, a leaver's tasks and a rollback name only our people and versions: 422 at the field, the same as for ids that do not exist",
      'PUT /api/settings/signoff-rules/{option} body:users',
      'POST /api/settings/users/{id}/deactivate body:reassignTo',
      'POST /api/settings/definitions/{kind}/rollback body:toVersionId',
      'POST /api/admin/definitions/{kind}/rollback body:toVersionId',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      const rule = (users: string[]) =>
        director.put('/api/settings/signoff-rules/incidents', { mode: 'custom', users });
      const foreign = await rule([other.managerId]);
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual([{ path: '/users/0', message: expect.any(String) }]);
      expect(answer(await rule([randomUUID()]))).toEqual(answer(foreign));

      // a leaver's tasks go to a colleague: not another organisation's person, nor a young person's own login
      const ownYp = people.oakYps[people.oakYps.length - 1];
      const ownLogin = await manager.post(`/api/young-people/${ownYp.id}/login`, {
        email: `own.${randomUUID().slice(0, 8)}@demo.care`,
        password: 'Own-Login-2026-refs!',
        plans: true,
        viewsComplaints: true,
      });
      const leaver = people.user('alex.oak@demo.care').id;
      const depart = (reassignTo: string) =>
        director.post(`/api/settings/users/${leaver}/deactivate`, {
          pendingTasks: 'reassign',
          reassignTo,
          stopRecurring: false,
          deleteSignoffsAndAlerts: false,
        });
      const theirs = await depart(other.managerId);
      expect(theirs.status).toBe(422);
      expect(theirs.body.errors).toEqual([{ path: '/reassignTo', message: expect.any(String) }]);
      expect(answer(await depart(randomUUID()))).toEqual(answer(theirs));
      expect(ownLogin.status).toBe(201);
      const ownLoginId = (await director.get('/api/settings/users')).body.find(
        (u: { youngPersonId: string | null; active: boolean }) => u.youngPersonId === ownYp.id && u.active,
      ).id;
      expect(answer(await depart(ownLoginId))).toEqual(answer(theirs));
      expect((await director.get('/api/settings/users')).body.find((u: { id: string }) => u.id === leaver).active).toBe(
        true,
      );

      // another organisation's director rolls back to a version of ours: as for a version that does not exist
      const versions = (await director.get('/api/settings/definitions/daily-log/versions')).body as {
        id: number;
        version: number;
      }[];
      const latest = (
        await director.get(`/api/settings/definitions/daily-log/versions/${versions[versions.length - 1].id}`)
      ).body.definition;
      const edited = { ...latest, title: `${latest.title} (ours)` };
      const ours = await director.post('/api/settings/definitions/daily-log/versions', {
        definition: edited,
        baseVersion: versions[versions.length - 1].version,
        note: 'Ours',
      });
      expect(ours.status).toBe(201);
      const email = `director.${randomUUID().slice(0, 8)}@other.care`;
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await server.store.adminTransaction((a) =>
        a.createUser(other.orgId, {
          email,
          name: 'Other Director',
          passwordHash,
          role: 'director',
          homeIds: [other.homeId],
        }),
      );
      const theirDirector = await clientFor(server, email);
      const base = (await theirDirector.get('/api/definitions/daily-log')).body.version;
      const rollback = (toVersionId: number) =>
        theirDirector.post('/api/settings/definitions/daily-log/rollback', { toVersionId, baseVersion: base });
      const toOurs = await rollback(ours.body.id);
      expect(toOurs.status).toBe(422);
      expect(toOurs.body.errors).toEqual([{ path: '/toVersionId', message: expect.any(String) }]);
      expect(answer(await rollback(2_000_000_000))).toEqual(answer(toOurs));
      expect((await theirDirector.get('/api/definitions/daily-log')).body.version).toBe(base);
    },
  );

  it(
    covers(
      "recipients, assignees, alerts read in bulk and records signed in bulk name only ours; another organisation's read as ids that do not exist",
      'POST /api/alerts body:forUsers',
      'PUT /api/alerts/{id} body:forUsers',
      'POST /api/tasks body:assignedTo',
      'PUT /api/tasks/{id} body:assignedTo',
      'POST /api/alerts/read body:ids',
      'POST /api/signoffs/bulk body:items/id',
    ),
    async () => {
      const me = people.user('manager.oak@demo.care').id;
      const director = await clientFor(server, 'director@demo.care');
      for (const [url, body, field] of [
        ['/api/alerts', { kind: 'rota', title: 'x' }, 'forUsers'],
        ['/api/tasks', { type: 'task further action', title: 'x', dueAt: due, homeId: people.oak.id }, 'assignedTo'],
      ] as const) {
        const foreign = await manager.post(url, { ...body, [field]: [me, other.managerId] });
        expect(foreign.status, url).toBe(422);
        expect(foreign.body.errors, url).toEqual([{ path: `/${field}/1`, message: expect.any(String) }]);
        expect(answer(await manager.post(url, { ...body, [field]: [me, randomUUID()] })), url).toEqual(answer(foreign));
        const made = await manager.post(url, { ...body, [field]: [me] });
        expect(made.status, url).toBe(201);
        const edited = await manager.put(`${url}/${made.body.id}`, {
          version: made.body.version,
          [field]: [me, other.managerId],
        });
        expect(edited.status, url).toBe(422);
        expect(
          answer(
            await manager.put(`${url}/${made.body.id}`, { version: made.body.version, [field]: [me, randomUUID()] }),
          ),
          url,
        ).toEqual(answer(edited));
      }
      // bulk: another organisation's alert is read by no one, and their record signs nothing, as ids that do not exist
      await director.put('/api/settings/organisation', { toggles: { bulkReadAlerts: true, bulkSignoff: true } });
      const theirAlert = await other.client.post('/api/alerts', {
        kind: 'rota',
        title: 'Theirs',
        forUsers: [other.managerId],
      });
      expect(theirAlert.status).toBe(201);
      const readTheirs = await manager.post('/api/alerts/read', { ids: [theirAlert.body.id] });
      expect(readTheirs).toMatchObject({ status: 200, body: { read: 0, ids: [] } });
      expect(answer(await manager.post('/api/alerts/read', { ids: [randomUUID()] }))).toEqual(answer(readTheirs));
      expect((await other.client.get(`/api/alerts/${theirAlert.body.id}`)).body.readAt ?? null).toBeNull();
      const sign = (id: string) =>
        manager.post('/api/signoffs/bulk', { items: [{ kind: 'daily-log', id, version: 1 }] });
      const signTheirs = await sign(other.recordId);
      expect(signTheirs.body.results[0]).toMatchObject({ ok: false, status: 404 });
      const signNone = await sign(randomUUID());
      expect({ ...signTheirs.body.results[0], id: null }).toEqual({ ...signNone.body.results[0], id: null });
    },
  );

  it(
    covers(
      "another organisation's id in a write's path is 404, as an id that does not exist",
      ...[
        'PUT /api/records/{kind}/{id}',
        'POST /api/records/{kind}/{id}/actions/{action}',
        'POST /api/records/{kind}/{id}/archive',
        'POST /api/records/{kind}/{id}/unarchive',
        'POST /api/records/{kind}/{id}/comments',
        'PUT /api/tasks/{id}',
        'POST /api/tasks/{id}/complete',
        'POST /api/tasks/{id}/cancel',
        'POST /api/tasks/{id}/rejected-by-yp',
        'PUT /api/alerts/{id}',
        'POST /api/alerts/{id}/read',
        'POST /api/alerts/{id}/archive',
        'POST /api/alerts/{id}/unarchive',
        'POST /api/documents/{id}/archive',
        'POST /api/documents/{id}/unarchive',
        'PUT /api/young-people/{id}',
        'POST /api/young-people/{id}/archive',
        'POST /api/young-people/{id}/restore',
        'POST /api/young-people/{id}/login',
        'PUT /api/young-people/{id}/login',
        'POST /api/young-people/{id}/login/password',
        'POST /api/young-people/{id}/login/end',
        'PUT /api/settings/homes/{id}',
        'POST /api/settings/homes/{id}/archive',
        'POST /api/settings/homes/{id}/restore',
        'PUT /api/settings/users/{id}',
        'POST /api/settings/users/{id}/reset-password',
        'POST /api/settings/users/{id}/deactivate',
        'POST /api/settings/users/{id}/reset-second-factor',
        'POST /api/settings/users/{id}/sessions/{sessionId}/end',
        'PUT /api/charts/homes/{id}/registered-places',
      ].map((k) => `${k} path:id`),
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      const theirs = {
        task: (await other.client.post('/api/tasks', { type: 'task further action', title: 'Theirs', dueAt: due })).body
          .id as string,
        alert: (await other.client.post('/api/alerts', { kind: 'rota', title: 'Theirs', forUsers: [other.managerId] }))
          .body.id as string,
        document: (await upload(other.client, { youngPersonId: other.ypId })).body.id as string,
      };
      const version = { version: 1 };
      const user = {
        email: 'x@demo.care',
        name: 'X',
        role: 'staff',
        isManager: false,
        areas: {},
        ypPermissions: {},
        homeIds: [],
        showInRota: false,
        removeFromRota: false,
        removeFromRotaHomes: [],
      };
      const writes: [string, string, string, unknown][] = [
        ['PUT', '/api/records/daily-log/:id', other.recordId, { version: 1, data: dailyLog() }],
        ['POST', '/api/records/daily-log/:id/actions/submit', other.recordId, version],
        ['POST', '/api/records/daily-log/:id/archive', other.recordId, { version: 1, reason: 'x' }],
        ['POST', '/api/records/daily-log/:id/unarchive', other.recordId, version],
        ['POST', '/api/records/daily-log/:id/comments', other.recordId, { body: 'x' }],
        ['PUT', '/api/tasks/:id', theirs.task, { version: 1, title: 'x' }],
        ['POST', '/api/tasks/:id/complete', theirs.task, version],
        ['POST', '/api/tasks/:id/cancel', theirs.task, version],
        ['POST', '/api/tasks/:id/rejected-by-yp', theirs.task, version],
        ['PUT', '/api/alerts/:id', theirs.alert, { version: 1, title: 'x' }],
        ['POST', '/api/alerts/:id/read', theirs.alert, undefined],
        ['POST', '/api/alerts/:id/archive', theirs.alert, version],
        ['POST', '/api/alerts/:id/unarchive', theirs.alert, version],
        ['POST', '/api/documents/:id/archive', theirs.document, undefined],
        ['POST', '/api/documents/:id/unarchive', theirs.document, undefined],
        ['PUT', '/api/young-people/:id', other.ypId, { firstName: 'x', lastName: 'y', birthYear: 2011 }],
        ['POST', '/api/young-people/:id/archive', other.ypId, {}],
        ['POST', '/api/young-people/:id/restore', other.ypId, undefined],
        [
          'POST',
          '/api/young-people/:id/login',
          other.ypId,
          { email: 'x@demo.care', password: 'Horse-Battery-Staple-2026', plans: true, viewsComplaints: true },
        ],
        ['PUT', '/api/young-people/:id/login', other.ypId, { plans: true, viewsComplaints: true }],
        ['POST', '/api/young-people/:id/login/password', other.ypId, { password: 'Horse-Battery-Staple-2026' }],
        ['POST', '/api/young-people/:id/login/end', other.ypId, undefined],
        ['PUT', '/api/settings/homes/:id', other.homeId, { name: 'x', type: 'children_home' }],
        ['POST', '/api/settings/homes/:id/archive', other.homeId, undefined],
        ['POST', '/api/settings/homes/:id/restore', other.homeId, undefined],
        ['PUT', '/api/settings/users/:id', other.managerId, user],
        ['POST', '/api/settings/users/:id/reset-password', other.managerId, undefined],
        [
          'POST',
          '/api/settings/users/:id/deactivate',
          other.managerId,
          { pendingTasks: 'keep', stopRecurring: false, deleteSignoffsAndAlerts: false },
        ],
        ['POST', '/api/settings/users/:id/reset-second-factor', other.managerId, undefined],
        ['POST', `/api/settings/users/:id/sessions/${randomUUID()}/end`, other.managerId, undefined],
        ['PUT', '/api/charts/homes/:id/registered-places', other.homeId, { registeredPlaces: 4 }],
      ];
      const call = async (method: string, url: string, payload: unknown) => {
        const res = await server.app.inject({
          method: method as 'POST',
          url,
          payload: payload as object,
          headers: { cookie: director.cookie },
        });
        return { status: res.statusCode, body: res.json() };
      };
      for (const [method, url, id, payload] of writes) {
        expect(id, url).toMatch(/^[0-9a-f-]{36}$/);
        const foreign = await call(method, url.replace(':id', id), payload);
        expect(foreign.status, `${method} ${url}`).toBe(404);
        expect(answer(await call(method, url.replace(':id', randomUUID()), payload)), `${method} ${url}`).toEqual(
          answer(foreign),
        );
      }
      expect((await other.client.get(`/api/records/daily-log/${other.recordId}`)).body.version).toBe(1);
    },
  );

  it(
    covers(
      "a dose or stock movement naming another organisation's medicine, or for its young person or dose, reads as one that does not exist, and writes nothing",
      'POST /api/young-people/{id}/mar/doses body:medicationId',
      'POST /api/young-people/{id}/medication-stock body:medicationId',
      'POST /api/young-people/{id}/mar/doses path:id',
      'POST /api/young-people/{id}/medication-stock path:id',
      'POST /api/mar/doses/{id}/effect path:id',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      expect(
        (await director.put('/api/settings/organisation', { toggles: { mar: true, medicationInventory: true } }))
          .status,
      ).toBe(200);
      const paracetamol = {
        name: 'Paracetamol 500 mg tablets',
        form: 'tablet',
        strength: '500 mg',
        dose: '2 tablets',
        doseQuantity: 2,
        stockUnit: 'tablet',
        route: 'oral',
        regularity: 'prn',
        prn: { indication: 'Headache', minIntervalHours: 4, maxDosesIn24h: 4 },
        start: '2026-01-01',
      };
      // the other organisation has the MAR on, a medicine of its own and a PRN dose given
      await server.store.db.query(
        `update organisations set settings = settings || '{"toggles":{"mar":true,"medicationInventory":true}}'::jsonb where id = $1`,
        [other.orgId],
      );
      await server.app.remembered.settled(); // the organisation's row is kept by the process until it hears the change
      const theirMedicine = await other.client.post('/api/records/medication', {
        youngPersonId: other.ypId,
        data: paracetamol,
      });
      expect(theirMedicine.status, JSON.stringify(theirMedicine.body)).toBe(201);
      const theirAllergies = await other.client.post('/api/records/health-profile', {
        youngPersonId: other.ypId,
        data: { updatedOn: '2026-01-01', noKnownAllergies: true },
      });
      expect(theirAllergies.status, JSON.stringify(theirAllergies.body)).toBe(201);
      await makeMedicationCompetent(server, { orgId: other.orgId, homeId: other.homeId, staffId: other.managerId });
      await markTranscriptionChecked(server, theirMedicine.body.id);
      // allergies first, for ours too: record a status where the demo has none
      if ((await staff.get(`/api/young-people/${people.oakYp.id}/mar`)).body.allergyStatus === 'not_recorded')
        expect(
          (
            await staff.post('/api/records/health-profile', {
              youngPersonId: people.oakYp.id,
              data: { updatedOn: '2026-01-01', noKnownAllergies: true },
            })
          ).status,
        ).toBe(201);
      const dose = {
        medicationId: theirMedicine.body.id,
        outcome: 'given',
        prnReason: 'Headache',
        password: DEMO_PASSWORD,
      };
      const theirDose = await other.client.post(`/api/young-people/${other.ypId}/mar/doses`, dose);
      expect(theirDose.status, JSON.stringify(theirDose.body)).toBe(201);
      const mine = await staff.post('/api/records/medication', { youngPersonId: people.oakYp.id, data: paracetamol });
      expect(mine.status).toBe(201);
      await markTranscriptionChecked(server, mine.body.id);
      const received = { kind: 'received', quantity: 10, expiry: '2027-06-30', password: DEMO_PASSWORD };
      const before = { entries: await count('mar_entries'), moves: await count('medication_stock_moves') };

      // their medicine, named for our young person: 422 at /medicationId, as for a medicine that does not exist
      for (const url of ['mar/doses', 'medication-stock']) {
        const body = url === 'mar/doses' ? dose : received;
        const foreign = await staff.post(`/api/young-people/${people.oakYp.id}/${url}`, {
          ...body,
          medicationId: theirMedicine.body.id,
        });
        expect(foreign.status, url).toBe(422);
        expect(foreign.body.errors, url).toEqual([{ path: '/medicationId', message: expect.any(String) }]);
        expect(
          answer(
            await staff.post(`/api/young-people/${people.oakYp.id}/${url}`, { ...body, medicationId: randomUUID() }),
          ),
          url,
        ).toEqual(answer(foreign));
        // their young person in the path is 404, as a random one
        const theirYp = await staff.post(`/api/young-people/${other.ypId}/${url}`, {
          ...body,
          medicationId: mine.body.id,
        });
        expect(theirYp.status, url).toBe(404);
        expect(
          answer(await staff.post(`/api/young-people/${randomUUID()}/${url}`, { ...body, medicationId: mine.body.id })),
          url,
        ).toEqual(answer(theirYp));
      }
      // a witness from another organisation is no member of staff here, as one that does not exist
      const witnessed = (userId: string) =>
        staff.post(`/api/young-people/${people.oakYp.id}/mar/doses`, {
          ...dose,
          medicationId: mine.body.id,
          witness: { userId, password: DEMO_PASSWORD },
        });
      const foreignWitness = await witnessed(other.managerId);
      expect(foreignWitness.status).toBe(422);
      expect(foreignWitness.body.errors).toEqual([{ path: '/witness/userId', message: expect.any(String) }]);
      expect(answer(await witnessed(randomUUID()))).toEqual(answer(foreignWitness));
      // their dose's effect: 404, as a dose that does not exist, and theirs stays unrecorded
      const effect = await staff.post(`/api/mar/doses/${theirDose.body.id}/effect`, { effect: 'Gone' });
      expect(effect.status).toBe(404);
      expect(answer(await staff.post(`/api/mar/doses/${randomUUID()}/effect`, { effect: 'Gone' }))).toEqual(
        answer(effect),
      );
      expect(
        (
          await server.store.db.query<{ effect: string | null }>(`select effect from mar_entries where id = $1`, [
            theirDose.body.id,
          ])
        )[0].effect,
      ).toBeNull();
      expect({ entries: await count('mar_entries'), moves: await count('medication_stock_moves') }).toEqual(before);

      // our own medicine is recorded: the refusals above were about the ids, not the bodies
      expect(
        (
          await staff.post(`/api/young-people/${people.oakYp.id}/medication-stock`, {
            ...received,
            medicationId: mine.body.id,
          })
        ).status,
      ).toBe(201);
      const ours = await staff.post(`/api/young-people/${people.oakYp.id}/mar/doses`, {
        ...dose,
        medicationId: mine.body.id,
      });
      expect(ours.status, JSON.stringify(ours.body)).toBe(201);
      expect((await staff.post(`/api/mar/doses/${ours.body.id}/effect`, { effect: 'Gone' })).status).toBe(200);
    },
  );

  it(
    covers(
      "a homely remedy dose naming another organisation's remedy, young person or dose reads as one that does not exist, and writes nothing",
      'POST /api/young-people/{id}/mar/homely-doses path:id',
      'POST /api/young-people/{id}/mar/homely-doses body:itemId',
      'POST /api/mar/homely-doses/{id}/effect path:id',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      expect((await director.put('/api/settings/organisation', { toggles: { mar: true } })).status).toBe(200);
      await server.store.db.query(
        `update organisations set settings = settings || '{"toggles":{"mar":true,"medicationInventory":true}}'::jsonb where id = $1`,
        [other.orgId],
      );
      await server.app.remembered.settled();
      const remedy = {
        item: 'Cetirizine 10 mg tablets',
        itemKind: 'homely_remedy',
        quantity: 7,
        stockUnit: 'tablet',
        route: 'oral',
        location: 'Office',
        indication: 'Hay fever',
        doseBands: [{ fromAge: 0, toAge: 25, doseQuantity: 1 }],
        minIntervalHours: 24,
        maxDosesIn24h: 1,
        maxDays: 3,
        agreedBy: 'Pharmacist',
        agreedByRole: 'pharmacist',
        agreedOn: '2026-01-01',
        lastCheckedOn: '2026-01-01',
      };
      const consent = { consentBy: 'parental_responsibility', consentByName: 'Parent', consentOn: '2026-01-01' };
      // the other organisation's remedy, consent and a dose given (written as the service writes one)
      const theirs = await other.client.post('/api/records/medical-inventory', { homeId: other.homeId, data: remedy });
      expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
      const theirConsent = await other.client.post('/api/records/homely-remedy-consent', {
        youngPersonId: other.ypId,
        data: { ...consent, allRemedies: true },
      });
      expect(theirConsent.status, JSON.stringify(theirConsent.body)).toBe(201);
      const [{ id: theirDose }] = await server.store.db.query<{ id: string }>(
        `insert into homely_remedy_doses (org_id, home_id, young_person_id, item_id, item_version, consent_id, given_at,
           quantity, dose_given, symptom, balance_after, recorded_by)
         values ($1, $2, $3, $4, 1, $5, now(), 1, '1 tablet', 'Hay fever', 6, $6) returning id`,
        [other.orgId, other.homeId, other.ypId, theirs.body.id, theirConsent.body.id, other.managerId],
      );
      const ours = await staff.post('/api/records/medical-inventory', { homeId: people.oak.id, data: remedy });
      expect(ours.status, JSON.stringify(ours.body)).toBe(201);
      const give = (ypId: string, itemId: string) =>
        staff.post(`/api/young-people/${ypId}/mar/homely-doses`, { itemId, symptom: 'Itch', password: DEMO_PASSWORD });
      const before = await count('homely_remedy_doses');

      // their remedy for our young person: 422 at /itemId, as a remedy that does not exist
      const foreign = await give(people.oakYp.id, theirs.body.id);
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual([{ path: '/itemId', message: expect.any(String) }]);
      expect(answer(await give(people.oakYp.id, randomUUID()))).toEqual(answer(foreign));
      // their young person in the path: 404, as a random one
      const theirYp = await give(other.ypId, ours.body.id);
      expect(theirYp.status).toBe(404);
      expect(answer(await give(randomUUID(), ours.body.id))).toEqual(answer(theirYp));
      // their dose's effect: 404, as a dose that does not exist, and theirs stays unrecorded
      const effect = await staff.post(`/api/mar/homely-doses/${theirDose}/effect`, { effect: 'Gone' });
      expect(effect.status).toBe(404);
      expect(answer(await staff.post(`/api/mar/homely-doses/${randomUUID()}/effect`, { effect: 'Gone' }))).toEqual(
        answer(effect),
      );
      const [row] = await server.store.db.query<{ effect: string | null }>(
        `select effect from homely_remedy_doses where id = $1`,
        [theirDose],
      );
      expect(row.effect).toBeNull();
      expect(await count('homely_remedy_doses')).toBe(before);
      expect((await other.client.get(`/api/records/medical-inventory/${theirs.body.id}`)).body.data.quantity).toBe(7);
    },
  );

  it(
    covers(
      "a transcription check or a register correction naming another organisation's young person, medicine or stock line reads as one that does not exist, and writes nothing",
      'POST /api/young-people/{id}/medication/{medicationId}/transcription-check path:id',
      'POST /api/young-people/{id}/medication/{medicationId}/transcription-check path:medicationId',
      'POST /api/young-people/{id}/medication-stock body:corrects',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      const toggles = { mar: true, medicationInventory: true };
      expect((await director.put('/api/settings/organisation', { toggles })).status).toBe(200);
      await server.store.db.query(
        `update organisations set settings = settings || '{"toggles":{"mar":true,"medicationInventory":true}}'::jsonb where id = $1`,
        [other.orgId],
      );
      await server.app.remembered.settled();
      const ibuprofen = {
        name: 'Ibuprofen 200 mg tablets',
        form: 'tablet',
        strength: '200 mg',
        dose: '1 tablet',
        doseQuantity: 1,
        stockUnit: 'tablet',
        route: 'oral',
        regularity: 'prn',
        prn: { indication: 'Pain', minIntervalHours: 6, maxDosesIn24h: 3 },
        start: '2026-01-01',
      };
      // theirs: a medicine, checked, with a line in its register
      const theirs = await other.client.post('/api/records/medication', { youngPersonId: other.ypId, data: ibuprofen });
      expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
      // (the assessor it adds is the other member of their organisation who checks the medicine)
      await makeMedicationCompetent(server, { orgId: other.orgId, homeId: other.homeId, staffId: other.managerId });
      await markTranscriptionChecked(server, theirs.body.id);
      const received = { kind: 'received', quantity: 10, expiry: '2027-06-30', password: DEMO_PASSWORD };
      const theirLine = await other.client.post(`/api/young-people/${other.ypId}/medication-stock`, {
        ...received,
        medicationId: theirs.body.id,
      });
      expect(theirLine.status, JSON.stringify(theirLine.body)).toBe(201);
      // ours: written by a care worker, awaiting the manager's check; the manager may give medicines
      const mine = await staff.post('/api/records/medication', { youngPersonId: people.oakYp.id, data: ibuprofen });
      expect(mine.status, JSON.stringify(mine.body)).toBe(201);
      const managerId = people.user('manager.oak@demo.care').id;
      await makeMedicationCompetent(server, { orgId: people.orgId, homeId: people.oak.id, staffId: managerId });
      const check = (ypId: string, medicationId: string) =>
        manager.post(`/api/young-people/${ypId}/medication/${medicationId}/transcription-check`, {
          version: mine.body.version,
          against: 'label',
          password: DEMO_PASSWORD,
        });
      const checksBefore = await count('medication_transcription_checks');

      // their young person with our medicine, and our young person with their medicine: as ones that do not exist
      const theirYp = await check(other.ypId, mine.body.id);
      expect(theirYp.status).toBe(404);
      expect(answer(await check(randomUUID(), mine.body.id))).toEqual(answer(theirYp));
      const theirMedicine = await check(people.oakYp.id, theirs.body.id);
      expect(theirMedicine.status).toBe(404);
      expect(answer(await check(people.oakYp.id, randomUUID()))).toEqual(answer(theirMedicine));

      // a correction naming their register line: 422 at /corrects, as a line that does not exist
      expect((await check(people.oakYp.id, mine.body.id)).status).toBe(200);
      const ourLine = await staff.post(`/api/young-people/${people.oakYp.id}/medication-stock`, {
        ...received,
        medicationId: mine.body.id,
      });
      expect(ourLine.status, JSON.stringify(ourLine.body)).toBe(201);
      const movesNow = await count('medication_stock_moves');
      const correction = (corrects: string) =>
        staff.post(`/api/young-people/${people.oakYp.id}/medication-stock`, {
          medicationId: mine.body.id,
          kind: 'adjustment',
          quantity: 1,
          reason: 'correction',
          note: 'Miscounted on receipt',
          corrects,
          password: DEMO_PASSWORD,
        });
      const foreignLine = await correction(theirLine.body.id);
      expect(foreignLine.status).toBe(422);
      expect(foreignLine.body.errors).toEqual([{ path: '/corrects', message: expect.any(String) }]);
      expect(answer(await correction(randomUUID()))).toEqual(answer(foreignLine));
      expect(await count('medication_stock_moves')).toBe(movesNow);
      // only our own check was kept
      expect(await count('medication_transcription_checks')).toBe(checksBefore + 1);
      // and ours is corrected: the refusals were about the line named
      expect((await correction(ourLine.body.id)).status).toBe(201);
    },
  );

  it(
    covers(
      "money names only our homes, young people and receipts: another organisation's is 422 at the field, its entry or young person in a path 404, as ids that do not exist",
      'POST /api/accounts/entries body:homeId',
      'POST /api/accounts/entries body:youngPersonId',
      'POST /api/accounts/entries body:receiptDocumentId',
      'POST /api/accounts/top-ups body:homeId',
      'POST /api/accounts/counts body:homeId',
      'PUT /api/accounts/budgets body:homeId',
      'POST /api/accounts/receipts multipart:homeId',
      'POST /api/accounts/young-people/{id}/entries body:receiptDocumentId',
      'POST /api/accounts/entries/{id}/reverse path:id',
      'POST /api/accounts/young-people/{id}/entries path:id',
      'POST /api/accounts/young-people/{id}/handover path:id',
      'POST /api/accounts/transfers body:youngPersonId',
      'POST /api/accounts/entries body:advanceId',
      'POST /api/accounts/transfers body:advanceId',
    ),
    async () => {
      const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
      const receipt = async (who: Client, homeId: string) => {
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/accounts/receipts',
          headers: { cookie: who.cookie, 'content-type': 'multipart/form-data; boundary=b' },
          payload: `--b\r\ncontent-disposition: form-data; name="homeId"\r\n\r\n${homeId}\r\n--b\r\ncontent-disposition: form-data; name="file"; filename="till.pdf"\r\ncontent-type: application/pdf\r\n\r\n${pdf}\r\n--b--\r\n`,
        });
        return { status: res.statusCode, body: res.json() };
      };
      // the other organisation's treasurer: a receipt, a petty cash entry and some of their young person's money
      const email = `accounts.${driver}.${Date.now()}@other.care`;
      await server.store.adminTransaction(async (a) =>
        a.createUser(other.orgId, {
          email,
          name: 'Other Treasurer',
          passwordHash: await hashPassword(DEMO_PASSWORD),
          role: 'manager',
          isManager: true,
          homeIds: [other.homeId],
          areas: { accounts: 'edit' },
        }),
      );
      const treasurer = await clientFor(server, email);
      const theirReceipt = await receipt(treasurer, other.homeId);
      expect(theirReceipt.status, JSON.stringify(theirReceipt.body)).toBe(201);
      const spend = (fields: Record<string, unknown>) => ({
        homeId: people.oak.id,
        entryDate: '2026-01-05',
        direction: 'out',
        amountPence: 250,
        category: 'food',
        description: 'Milk',
        ...fields,
      });
      // their float is empty: money in
      const theirEntry = await treasurer.post(
        '/api/accounts/entries',
        spend({ homeId: other.homeId, direction: 'in' }),
      );
      expect(theirEntry.status, JSON.stringify(theirEntry.body)).toBe(201);
      const pocketMoney = {
        entryDate: '2026-01-05',
        direction: 'in',
        amountPence: 500,
        pot: 'pocket_money',
        description: 'Pocket money',
        youngPersonSignature: signaturePng(),
      };
      expect((await treasurer.post(`/api/accounts/young-people/${other.ypId}/entries`, pocketMoney)).status).toBe(201);
      const tables = ['account_entries', 'cash_counts', 'account_budgets', 'documents'];
      const before = await Promise.all(tables.map(count));

      // ids in a body: their home, young person or receipt reads as one that does not exist, at the field
      const bodies: [
        string,
        string,
        (id: string) => Promise<{ status: number; body: { detail?: string; errors?: unknown } }>,
        string,
      ][] = [
        [
          'POST /api/accounts/entries',
          'homeId',
          (id) => manager.post('/api/accounts/entries', spend({ homeId: id })),
          other.homeId,
        ],
        [
          'POST /api/accounts/entries',
          'youngPersonId',
          (id) => manager.post('/api/accounts/entries', spend({ youngPersonId: id })),
          other.ypId,
        ],
        [
          'POST /api/accounts/entries',
          'receiptDocumentId',
          (id) => manager.post('/api/accounts/entries', spend({ receiptDocumentId: id })),
          theirReceipt.body.id,
        ],
        [
          'POST /api/accounts/top-ups',
          'homeId',
          (id) =>
            manager.post('/api/accounts/top-ups', {
              homeId: id,
              entryDate: '2026-01-05',
              amountPence: 5000,
              description: 'From the bank',
            }),
          other.homeId,
        ],
        [
          'POST /api/accounts/counts',
          'homeId',
          (id) =>
            manager.post('/api/accounts/counts', {
              homeId: id,
              countedPence: 0,
              reason: 'Empty tin',
              witness: { userId: people.user('staff.oak@demo.care').id, password: DEMO_PASSWORD },
            }),
          other.homeId,
        ],
        [
          'PUT /api/accounts/budgets',
          'homeId',
          (id) => manager.put('/api/accounts/budgets', { homeId: id, category: 'food', monthlyPence: 10_000 }),
          other.homeId,
        ],
        ['POST /api/accounts/receipts', 'homeId', (id) => receipt(manager, id), other.homeId],
        [
          'POST /api/accounts/young-people/{id}/entries',
          'receiptDocumentId',
          (id) =>
            manager.post(`/api/accounts/young-people/${people.oakYp.id}/entries`, {
              ...pocketMoney,
              receiptDocumentId: id,
            }),
          theirReceipt.body.id,
        ],
        [
          'POST /api/accounts/entries',
          'advanceId',
          (id) => manager.post('/api/accounts/entries', spend({ youngPersonId: people.oakYp.id, advanceId: id })),
          other.recordId,
        ],
        [
          'POST /api/accounts/transfers',
          'advanceId',
          (id) =>
            manager.post('/api/accounts/transfers', {
              youngPersonId: people.oakYp.id,
              pot: 'pocket_money',
              to: 'petty_cash',
              entryDate: '2026-01-05',
              amountPence: 100,
              description: 'Paying back the advance',
              advanceId: id,
            }),
          other.recordId,
        ],
        [
          'POST /api/accounts/transfers',
          'youngPersonId',
          (id) =>
            manager.post('/api/accounts/transfers', {
              youngPersonId: id,
              pot: 'pocket_money',
              to: 'pot',
              entryDate: '2026-01-05',
              amountPence: 100,
              description: 'Pocket money',
            }),
          other.ypId,
        ],
      ];
      for (const [write, field, send, theirs] of bodies) {
        const foreign = await send(theirs);
        expect(foreign.status, `${write} ${field}`).toBe(422);
        expect(foreign.body.errors, `${write} ${field}`).toEqual([{ path: `/${field}`, message: expect.any(String) }]);
        expect(answer(await send(randomUUID())), `${write} ${field}`).toEqual(answer(foreign));
      }
      // ids in a path: their entry or young person is 404, as one that does not exist
      const paths: [
        string,
        (id: string) => Promise<{ status: number; body: { detail?: string; errors?: unknown } }>,
        string,
      ][] = [
        [
          'reverse',
          (id) => manager.post(`/api/accounts/entries/${id}/reverse`, { reason: 'Wrong till' }),
          theirEntry.body.id,
        ],
        ['own money', (id) => manager.post(`/api/accounts/young-people/${id}/entries`, pocketMoney), other.ypId],
        [
          'hand-over',
          (id) =>
            manager.post(`/api/accounts/young-people/${id}/handover`, {
              recipient: 'young_person',
              method: 'cash',
              youngPersonSignature: signaturePng(),
            }),
          other.ypId,
        ],
      ];
      for (const [write, send, theirs] of paths) {
        const foreign = await send(theirs);
        expect(foreign.status, write).toBe(404);
        expect(answer(await send(randomUUID())), write).toEqual(answer(foreign));
      }
      expect(await Promise.all(tables.map(count))).toEqual(before);

      // our own home, young person and receipt are taken: the refusals above were about the ids
      const ours = await receipt(manager, people.oak.id);
      expect(ours.status).toBe(201);
      expect(
        (
          await manager.post(
            '/api/accounts/entries',
            spend({ youngPersonId: people.oakYp.id, receiptDocumentId: ours.body.id }),
          )
        ).status,
      ).toBe(201);
    },
  );

  it(
    covers(
      "a create with its own record id: another organisation's record's id is refused as a colleague's is, nothing of it read",
      'POST /api/records/{kind} body:id',
    ),
    async () => {
      const staff = await clientFor(server, 'staff.oak@demo.care');
      const colleagues = await manager.post('/api/records/daily-log', {
        youngPersonId: people.oakYp.id,
        data: dailyLog(),
      });
      expect(colleagues.status).toBe(201);
      const make = (id: string) =>
        staff.post('/api/records/daily-log', { id, youngPersonId: people.oakYp.id, data: dailyLog() });
      const theirs = await make(other.recordId);
      expect(theirs.status).toBe(409);
      expect(theirs.body.errors).toEqual([{ path: '/id', message: expect.any(String) }]);
      // the same answer as for a record of our own organisation made by someone else: the id is taken, no more
      expect(answer(theirs)).toEqual(answer(await make(colleagues.body.id)));
      expect(JSON.stringify(theirs.body)).not.toContain(other.ypId);
      const [row] = await server.store.db.query<{ orgId: string }>(
        `select org_id as "orgId" from records where id = $1`,
        [other.recordId],
      );
      expect(row.orgId).toBe(other.orgId);
    },
  );

  it(
    covers(
      "resetting another organisation's member of staff's PIN is 404, as for an id that does not exist",
      'DELETE /api/staff/{id}/pin path:id',
    ),
    async () => {
      const reset = async (id: string) => {
        const res = await server.app.inject({
          method: 'DELETE',
          url: `/api/staff/${id}/pin`,
          headers: { cookie: manager.cookie },
        });
        return { status: res.statusCode, body: res.json() as { detail?: string; errors?: unknown } };
      };
      const before = await count('activity_audit');
      const foreign = await reset(other.managerId);
      expect(foreign.status).toBe(404);
      expect(answer(await reset(randomUUID()))).toEqual(answer(foreign));
      expect(await count('activity_audit')).toBe(before);
    },
  );

  it(
    covers(
      "the home's writes naming another organisation's home, check or record read as ones that do not exist, and write nothing",
      'POST /api/homes/{id}/checks path:id',
      'POST /api/home-checks/{id}/remedy path:id',
      'POST /api/home-records/{kind}/{id}/follow-ups path:id',
      'PUT /api/homes/{id}/annex-a path:id',
    ),
    async () => {
      // their manager may record checks in their own home
      await server.store.db.query(`update users set areas = areas || '{"home_logs": "edit"}'::jsonb where id = $1`, [
        other.managerId,
      ]);
      await new Promise((r) => setTimeout(r, 200)); // the change is heard by notification
      const theirCheck = await other.client.post('/api/records/home-check', {
        homeId: other.homeId,
        data: { checkType: 'fire_alarm', checkedAt: due, done: true, result: 'fail' },
      });
      expect(theirCheck.status, JSON.stringify(theirCheck.body)).toBe(201);
      const before = {
        records: await count('records'),
        tasks: await count('tasks'),
        annex: await count('annex_a_entries'),
      };
      const writes: [string, (id: string) => string, unknown][] = [
        ['POST', (id) => `/api/homes/${id}/checks`, { data: { checkType: 'fire_alarm', checkedAt: due, done: true } }],
        ['POST', (id) => `/api/home-checks/${id}/remedy`, { action: 'Fixed', remediedAt: due, version: 1 }],
        ['POST', (id) => `/api/home-records/home-check/${id}/follow-ups`, undefined],
        ['PUT', (id) => `/api/homes/${id}/annex-a`, { text: { completedBy: 'x' } }],
      ];
      for (const [method, url, payload] of writes) {
        const theirs = url('').includes('/homes/') ? other.homeId : theirCheck.body.id;
        const call = async (id: string) => {
          const res = await server.app.inject({
            method: method as 'POST' | 'PUT',
            url: url(id),
            payload: payload as object,
            headers: { cookie: manager.cookie },
          });
          return { status: res.statusCode, body: res.json() as { detail?: string; errors?: unknown } };
        };
        const foreign = await call(theirs);
        expect(foreign.status, url(':id')).toBe(404);
        expect(answer(await call(randomUUID())), url(':id')).toEqual(answer(foreign));
      }
      expect({
        records: await count('records'),
        tasks: await count('tasks'),
        annex: await count('annex_a_entries'),
      }).toEqual(before);
    },
  );

  it(
    covers(
      "signing another organisation's policy is 404, as for a policy that does not exist, and signs nothing",
      'POST /api/policies/{id}/sign path:id',
    ),
    async () => {
      await server.store.db.query(`update users set areas = areas || '{"home": "edit"}'::jsonb where id = $1`, [
        other.managerId,
      ]);
      await new Promise((r) => setTimeout(r, 200)); // the change is heard by notification
      const theirs = await other.client.post('/api/records/policy', {
        homeId: other.homeId,
        data: { title: 'Fire safety', version: '1', effectiveFrom: '2026-01-01', reviewDate: '2027-01-01' },
      });
      expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
      const before = await count('policy_signatures');
      const foreign = await staff.post(`/api/policies/${theirs.body.id}/sign`, { version: '1' });
      expect(foreign.status).toBe(404);
      expect(answer(await staff.post(`/api/policies/${randomUUID()}/sign`, { version: '1' }))).toEqual(answer(foreign));
      expect(await count('policy_signatures')).toBe(before);
    },
  );

  it(
    covers(
      "the rota's writes naming another organisation's home, member of staff, pattern or shift read as ones that do not exist, and write nothing",
      'POST /api/shifts body:homeId',
      'POST /api/shifts body:staffId',
      'POST /api/shifts body:patternId',
      'PUT /api/shifts/{id} path:id',
      'PUT /api/shifts/{id} body:homeId',
      'PUT /api/shifts/{id} body:staffId',
      'PUT /api/shifts/{id} body:patternId',
      'POST /api/shifts/{id}/archive path:id',
      'POST /api/homes/{id}/rota/paste path:id',
      'POST /api/shifts/{id}/clock path:id',
      'POST /api/shifts/{id}/wakes path:id',
      'POST /api/homes/{id}/shift-patterns path:id',
      'PUT /api/shift-patterns/{id} path:id',
      'POST /api/shift-patterns/{id}/archive path:id',
      'PUT /api/staff/{id}/rota-facts path:id',
    ),
    async () => {
      const [pattern] = (await manager.get(`/api/homes/${people.oak.id}/shift-patterns`)).body.patterns as {
        id: string;
      }[];
      const [theirPattern] = await server.store.db.query<{ id: string }>(
        `insert into shift_patterns (org_id, home_id, name, starts_at, ends_at, shift_type, created_by)
      values ($1, $2, 'Theirs', '07:00', '15:00', 'early', $3) returning id`,
        [other.orgId, other.homeId, other.managerId],
      );
      const [theirShift] = await server.store.db.query<{ id: string }>(
        `insert into shifts (org_id, home_id, starts_at, ends_at, shift_type, created_by)
      values ($1, $2, '2031-03-03T07:00:00Z', '2031-03-03T15:00:00Z', 'early', $3) returning id`,
        [other.orgId, other.homeId, other.managerId],
      );
      const before = { shifts: await count('shifts'), patterns: await count('shift_patterns') };
      const shift = { homeId: people.oak.id, date: '2031-03-03', patternId: pattern.id };
      for (const [field, theirs] of [
        ['homeId', other.homeId],
        ['staffId', other.managerId],
        ['patternId', theirPattern.id],
      ] as const) {
        const foreign = await manager.post('/api/shifts', { ...shift, [field]: theirs });
        const missing = await manager.post('/api/shifts', { ...shift, [field]: randomUUID() });
        expect(foreign.status, field).toBe(422);
        expect(foreign.body.errors, field).toEqual([{ path: `/${field}`, message: expect.any(String) }]);
        expect(answer(missing), field).toEqual(answer(foreign));
      }
      const mine = (await manager.get(`/api/homes/${people.oak.id}/rota`)).body.shifts[0] as {
        id: string;
        version: number;
      };
      for (const [field, theirs] of [
        ['homeId', other.homeId],
        ['staffId', other.managerId],
        ['patternId', theirPattern.id],
      ] as const) {
        const res = await manager.put(`/api/shifts/${mine.id}`, { ...shift, version: mine.version, [field]: theirs });
        expect(res.status, field).toBe(422);
        expect(res.body.errors[0].path, field).toBe(`/${field}`);
      }
      const paths: [string, 'POST' | 'PUT', (id: string) => string, unknown][] = [
        ['shift', 'PUT', (id) => `/api/shifts/${id}`, { ...shift, version: 1 }],
        ['shift', 'POST', (id) => `/api/shifts/${id}/archive`, { version: 1 }],
        ['shift', 'POST', (id) => `/api/shifts/${id}/clock`, { action: 'in', version: 1 }],
        ['shift', 'POST', (id) => `/api/shifts/${id}/wakes`, { wokeAt: '2031-03-03T23:00:00Z' }],
        [
          'home',
          'POST',
          (id) => `/api/homes/${id}/rota/paste`,
          { fromWeek: '2031-03-03', toWeek: '2031-03-10', mode: 'keep' },
        ],
        [
          'home',
          'POST',
          (id) => `/api/homes/${id}/shift-patterns`,
          { name: 'X', startsAt: '07:00', endsAt: '15:00', shiftType: 'early' },
        ],
        [
          'pattern',
          'PUT',
          (id) => `/api/shift-patterns/${id}`,
          { name: 'X', startsAt: '07:00', endsAt: '15:00', shiftType: 'early', version: 1 },
        ],
        ['pattern', 'POST', (id) => `/api/shift-patterns/${id}/archive`, { version: 1 }],
        [
          'staff',
          'PUT',
          (id) => `/api/staff/${id}/rota-facts`,
          { optedOut48: false, nightWorker: false, driver: true, medicationTrained: false, firstAider: false },
        ],
      ];
      const theirs: Record<string, string> = {
        shift: theirShift.id,
        home: other.homeId,
        pattern: theirPattern.id,
        staff: other.managerId,
      };
      for (const [what, method, url, body] of paths) {
        const call = (id: string) => (method === 'PUT' ? manager.put(url(id), body) : manager.post(url(id), body));
        const foreign = await call(theirs[what]);
        expect(foreign.status, url(':id')).toBe(404);
        expect(answer(await call(randomUUID())), url(':id')).toEqual(answer(foreign));
      }
      expect({ shifts: await count('shifts'), patterns: await count('shift_patterns') }).toEqual(before);
    },
  );

  it(
    covers(
      "leave and overtime name only our people and homes: another organisation's is 422 at the field, its request or person in a path 404, as ids that do not exist",
      'POST /api/leave body:staffId',
      'POST /api/leave body:homeId',
      'PUT /api/leave/{id} path:id',
      'POST /api/leave/{id}/approve path:id',
      'POST /api/leave/{id}/reject path:id',
      'POST /api/leave/{id}/cancel path:id',
      'PUT /api/leave/settings/{staffId} path:staffId',
      'POST /api/overtime body:staffId',
      'POST /api/overtime body:homeId',
      'POST /api/overtime/{id}/approve path:id',
      'POST /api/overtime/{id}/reject path:id',
      'POST /api/overtime/{id}/cancel path:id',
    ),
    async () => {
      // their manager's own leave request (a leave-request record), asked for through their API
      const asked = await other.client.post('/api/leave', {
        homeId: other.homeId,
        leaveType: 'annual',
        startsOn: '2031-03-03',
        endsOn: '2031-03-04',
      });
      expect(asked.status).toBe(201);
      const theirLeave = { id: asked.body.leave.id as string };
      const leaveRequests = "records where kind = 'leave-request'";
      // and one of their people's overtime (an overtime-request record), asked for through their API
      const theirAsked = await other.client.post('/api/overtime', {
        homeId: other.homeId,
        workedOn: new Date().toISOString().slice(0, 10),
        minutes: 60,
        compensation: 'paid',
        reason: 'Theirs',
      });
      expect(theirAsked.status).toBe(201);
      const theirOvertime = { id: theirAsked.body.id as string };
      const overtimeRequests = "records where kind = 'overtime-request'";
      const before = { leave: await count(leaveRequests), overtime: await count(overtimeRequests) };
      const leave = {
        staffId: people.user('staff.oak@demo.care').id,
        homeId: people.oak.id,
        leaveType: 'annual',
        startsOn: '2031-03-03',
        endsOn: '2031-03-04',
      };
      const overtime = {
        staffId: people.user('staff.oak@demo.care').id,
        homeId: people.oak.id,
        workedOn: new Date().toISOString().slice(0, 10),
        minutes: 60,
        compensation: 'paid',
        reason: 'Cover',
      };
      for (const [url, body] of [
        ['/api/leave', leave],
        ['/api/overtime', overtime],
      ] as const) {
        for (const [field, theirs] of [
          ['staffId', other.managerId],
          ['homeId', other.homeId],
        ] as const) {
          const foreign = await manager.post(url, { ...body, [field]: theirs });
          const missing = await manager.post(url, { ...body, [field]: randomUUID() });
          expect(foreign.status, `${url} ${field}`).toBe(422);
          expect(foreign.body.errors, `${url} ${field}`).toEqual([{ path: `/${field}`, message: expect.any(String) }]);
          expect(answer(missing), `${url} ${field}`).toEqual(answer(foreign));
        }
      }
      const settings = {
        daysPerWeek: 5,
        hoursPerDay: 7.5,
        irregularHours: false,
        unit: 'days',
        yearStartMonth: 4,
        employmentStart: null,
        extraDays: 0,
        carriedOverDays: 0,
      };
      const hr = await clientFor(server, 'hr@demo.care');
      const paths: [Client, 'POST' | 'PUT', (id: string) => string, unknown, string][] = [
        [
          manager,
          'PUT',
          (id) => `/api/leave/${id}`,
          { leaveType: 'annual', startsOn: '2031-03-03', endsOn: '2031-03-04' },
          theirLeave.id,
        ],
        [manager, 'POST', (id) => `/api/leave/${id}/approve`, {}, theirLeave.id],
        [manager, 'POST', (id) => `/api/leave/${id}/reject`, { reason: 'No' }, theirLeave.id],
        [manager, 'POST', (id) => `/api/leave/${id}/cancel`, { reason: 'No' }, theirLeave.id],
        [hr, 'PUT', (id) => `/api/leave/settings/${id}`, settings, other.managerId],
        [manager, 'POST', (id) => `/api/overtime/${id}/approve`, {}, theirOvertime.id],
        [manager, 'POST', (id) => `/api/overtime/${id}/reject`, { reason: 'No' }, theirOvertime.id],
        [manager, 'POST', (id) => `/api/overtime/${id}/cancel`, {}, theirOvertime.id],
      ];
      for (const [who, method, url, body, theirs] of paths) {
        const call = (id: string) => (method === 'PUT' ? who.put(url(id), body) : who.post(url(id), body));
        const foreign = await call(theirs);
        expect(foreign.status, url(':id')).toBe(404);
        expect(answer(await call(randomUUID())), url(':id')).toEqual(answer(foreign));
      }
      expect({ leave: await count(leaveRequests), overtime: await count(overtimeRequests) }).toEqual(before);
      expect(
        (
          await server.store.db.query<{ status: string }>(`select status from records where id = $1`, [theirLeave.id])
        )[0].status,
      ).toBe('requested');
    },
  );

  it(
    covers(
      "training names only our courses and staff: another organisation's course in a path is 404, in a body or a person 422 at the field, as ids that do not exist",
      'PUT /api/training/courses/{id} path:id',
      'POST /api/training/courses/{id}/archive path:id',
      'POST /api/training/records/bulk body:courseId',
      'POST /api/training/records/bulk body:staffIds',
    ),
    async () => {
      const theirs = await other.client.post('/api/training/courses', {
        name: 'Their course',
        mandatoryRoles: [],
        homeTypes: [],
      });
      expect(theirs.status).toBe(201);
      const ours = ((await manager.get('/api/training/courses')).body.items as { id: string; name: string }[]).find(
        (c) => c.name.startsWith('Fire'),
      )!;
      const before = await count('training_courses');
      for (const [method, url, body] of [
        [
          'PUT',
          (id: string) => `/api/training/courses/${id}`,
          { version: 1, name: 'Mine now', mandatoryRoles: [], homeTypes: [] },
        ],
        ['POST', (id: string) => `/api/training/courses/${id}/archive`, { version: 1, archived: true }],
      ] as const) {
        const call = (id: string) => (method === 'PUT' ? manager.put(url(id), body) : manager.post(url(id), body));
        const foreign = await call(theirs.body.id);
        expect(foreign.status, url(':id')).toBe(404);
        expect(answer(await call(randomUUID())), url(':id')).toEqual(answer(foreign));
      }
      const records = await count('records');
      const sam = people.user('staff.oak@demo.care').id;
      const bulk = (fields: Record<string, unknown>) =>
        manager.post('/api/training/records/bulk', {
          courseId: ours.id,
          completedOn: '2026-01-05',
          staffIds: [sam],
          ...fields,
        });
      const foreignCourse = await bulk({ courseId: theirs.body.id });
      expect(foreignCourse.status).toBe(422);
      expect(foreignCourse.body.errors).toEqual([{ path: '/courseId', message: expect.any(String) }]);
      expect(answer(await bulk({ courseId: randomUUID() }))).toEqual(answer(foreignCourse));
      const foreignPerson = await bulk({ staffIds: [sam, other.managerId] });
      expect(foreignPerson.status).toBe(422);
      expect(foreignPerson.body.errors).toEqual([{ path: '/staffIds/1', message: expect.any(String) }]);
      expect(answer(await bulk({ staffIds: [sam, randomUUID()] }))).toEqual(answer(foreignPerson));
      expect({ courses: await count('training_courses'), records: await count('records') }).toEqual({
        courses: before,
        records,
      });
      expect(
        (
          await server.store.db.query<{ name: string }>(`select name from training_courses where id = $1`, [
            theirs.body.id,
          ])
        )[0].name,
      ).toBe('Their course');
    },
  );

  it(
    covers(
      "making an employee of another organisation's application is 404, as for an application that does not exist; no user is made",
      'POST /api/applications/{id}/make-employee path:id',
    ),
    async () => {
      const oak = (await other.client.get('/api/homes')).body[0].id as string;
      const theirs = await other.client.post('/api/records/application', {
        homeId: oak,
        data: {
          appliedOn: '2026-11-01',
          candidate: { name: 'Their Applicant', email: 'their.applicant@example.org' },
          post: 'Support worker',
        },
      });
      expect(theirs.status).toBe(201);
      const users = await count('users');
      const foreign = await manager.post(`/api/applications/${theirs.body.id}/make-employee`, {
        role: 'staff',
        riskAssessedReason: 'Not ours to decide',
      });
      expect(foreign.status).toBe(404);
      expect(
        answer(
          await manager.post(`/api/applications/${randomUUID()}/make-employee`, {
            role: 'staff',
            riskAssessedReason: 'Not ours to decide',
          }),
        ),
      ).toEqual(answer(foreign));
      expect(await count('users')).toBe(users);
    },
  );

  it(
    covers(
      "a statutory return's writes naming another organisation's home or return read as ones that do not exist, and write nothing",
      'POST /api/homes/{homeId}/returns/{kind} path:homeId',
      'PUT /api/returns/{kind}/{id}/figures path:id',
      'POST /api/returns/{kind}/{id}/figures/refresh path:id',
    ),
    async () => {
      const before = { records: await count('records'), entries: await count('return_figure_entries') };
      const writes: [string, (id: string) => string, unknown][] = [
        [
          'POST',
          (id) => `/api/homes/${id}/returns/inspection-pre-form`,
          { periodFrom: '2026-01-01', periodTo: '2026-02-01' },
        ],
        [
          'PUT',
          (id) => `/api/returns/inspection-pre-form/${id}/figures`,
          { question: 'q21', value: 1, reason: 'x', version: 1 },
        ],
        ['POST', (id) => `/api/returns/inspection-pre-form/${id}/figures/refresh`, { version: 1 }],
      ];
      for (const [method, url, payload] of writes) {
        const theirs = url('').includes('/homes/') ? other.homeId : other.recordId;
        const call = async (id: string) => {
          const res = await server.app.inject({
            method: method as 'POST' | 'PUT',
            url: url(id),
            payload: payload as object,
            headers: { cookie: manager.cookie },
          });
          return { status: res.statusCode, body: res.json() as { detail?: string; errors?: unknown } };
        };
        const foreign = await call(theirs);
        expect(foreign.status, url(':id')).toBe(404);
        expect(answer(await call(randomUUID())), url(':id')).toEqual(answer(foreign));
      }
      expect({ records: await count('records'), entries: await count('return_figure_entries') }).toEqual(before);
    },
  );

  it(
    covers(
      "an export names only our young people, staff and their requests: another organisation's is 422 at the field, as ids that do not exist",
      'POST /api/exports body:subjectId',
      'POST /api/exports body:requestId',
    ),
    async () => {
      const manager = await clientFor(server, 'manager.oak@demo.care');
      const sar = await manager.post('/api/records/subject-access-request', {
        youngPersonId: people.oakYp.id,
        data: { receivedOn: '2026-03-02', clockFrom: '2026-03-02', requestedBy: 'self', requesterName: 'Them' },
      });
      expect(sar.status).toBe(201);
      const body = (subjectId: string, requestId: string) => ({
        subject: 'young-person',
        subjectId,
        requestId,
        stage: 'review',
        format: 'json',
        reason: 'Replying to the request',
      });
      for (const [field, theirs, mine] of [
        ['subjectId', body(other.ypId, sar.body.id), body(randomUUID(), sar.body.id)],
        ['requestId', body(people.oakYp.id, other.recordId), body(people.oakYp.id, randomUUID())],
      ] as const) {
        const foreign = await manager.post('/api/exports', theirs);
        expect(foreign.status, field).toBe(422);
        expect(foreign.body.errors, field).toEqual([{ path: `/${field}`, message: expect.any(String) }]);
        expect(answer(await manager.post('/api/exports', mine)), field).toEqual(answer(foreign));
      }
      expect(await count('export_files')).toBe(0);
    },
  );

  it(
    covers(
      "retention names only our young people, records, holds and destructions: another organisation's is 422 at the field, or 404 in the path, as ids that do not exist",
      'POST /api/retention/holds body:subjectId',
      'POST /api/retention/destructions body:subjectId',
      'POST /api/retention/holds/{id}/lift path:id',
      'POST /api/retention/destructions/{id}/approve path:id',
      'POST /api/retention/destructions/{id}/withdraw path:id',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      for (const path of ['/api/retention/holds', '/api/retention/destructions'])
        for (const [subjectType, theirs] of [
          ['young-person', other.ypId],
          ['record', other.recordId],
        ] as const) {
          const body = (subjectId: string) => ({ subjectType, subjectId, reason: 'A claim was notified' });
          const foreign = await director.post(path, body(theirs));
          expect(foreign.status, path).toBe(422);
          expect(foreign.body.errors, path).toEqual([{ path: '/subjectId', message: expect.any(String) }]);
          expect(answer(await director.post(path, body(randomUUID()))), path).toEqual(answer(foreign));
        }
      const [hold] = await server.store.db.query<{ id: string }>(
        `insert into retention_holds (org_id, subject_type, subject_id, reason, placed_by)
         values ($1, 'young-person', $2, 'Theirs', $3) returning id`,
        [other.orgId, other.ypId, other.managerId],
      );
      const [destruction] = await server.store.db.query<{ id: string }>(
        `insert into destructions (org_id, subject_type, subject_id, what, retention_ended_on, reason, proposed_by)
         values ($1, 'record', $2, '{}', '2020-01-01', 'Theirs', $3) returning id`,
        [other.orgId, other.recordId, other.managerId],
      );
      const foreignLift = await director.post(`/api/retention/holds/${hold.id}/lift`, { reason: 'Not ours' });
      expect(foreignLift.status).toBe(404);
      const missingLift = await director.post(`/api/retention/holds/${randomUUID()}/lift`, { reason: 'Not ours' });
      expect(answer(missingLift)).toEqual(answer(foreignLift));
      for (const step of ['approve', 'withdraw']) {
        const foreign = await director.post(`/api/retention/destructions/${destruction.id}/${step}`);
        expect(foreign.status, step).toBe(404);
        expect(answer(await director.post(`/api/retention/destructions/${randomUUID()}/${step}`)), step).toEqual(
          answer(foreign),
        );
      }
      const [{ n }] = await server.store.db.query<{ n: string }>(
        `select count(*) as n from destructions where id = $1 and status = 'proposed'`,
        [destruction.id],
      );
      expect(Number(n)).toBe(1);
    },
  );

  it(
    covers(
      "a correction of another organisation's pay reference row reads as a row that does not exist, and writes nothing",
      'POST /api/pay/reference/minimum-wage/{id}/correction path:id',
      'POST /api/pay/reference/premium/{id}/correction path:id',
      'POST /api/pay/reference/bank-holiday/{id}/correction path:id',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      const bodies: Record<string, [string, Record<string, unknown>]> = {
        'minimum-wage': [
          'minimum_wage',
          {
            appliesFrom: '2026-04-01',
            pence: { '21_and_over': 1300, '18_to_20': 1100, under_18: 820, apprentice: 820 },
          },
        ],
        premium: ['premium', { appliesFrom: '2000-01-01', nightFrom: '23:00', nightTo: '07:00' }],
        'bank-holiday': ['bank_holiday', { on: '2026-06-01', holiday: true, name: 'Not ours' }],
      };
      for (const [path, [kind, figures]] of Object.entries(bodies)) {
        const [theirs] = await server.store.db.query<{ id: string }>(
          `insert into pay_reference_rows (org_id, kind, applies_from, figures, source, checked)
           values ($1, $2, '2026-01-05', '{}', 'Theirs', false) returning id`,
          [other.orgId, kind],
        );
        const before = await count('pay_reference_rows');
        const body = { ...figures, source: 'Ours', checked: false, reason: 'Not ours' };
        const foreign = await director.post(`/api/pay/reference/${path}/${theirs.id}/correction`, body);
        expect(foreign.status, path).toBe(404);
        const missing = await director.post(`/api/pay/reference/${path}/${randomUUID()}/correction`, body);
        expect(answer(missing), path).toEqual(answer(foreign));
        expect(await count('pay_reference_rows'), path).toBe(before);
      }
    },
  );

  it(
    covers(
      "a transfer naming another organisation's young person, home, transfer or key worker reads as one that does not exist, and changes nothing",
      'POST /api/transfers body:youngPersonId',
      'POST /api/transfers body:toHomeId',
      'POST /api/transfers/{id}/accept path:id',
      'POST /api/transfers/{id}/accept body:keyWorkerId',
      'POST /api/transfers/{id}/decline path:id',
      'POST /api/transfers/{id}/cancel path:id',
    ),
    async () => {
      const moveOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const transfers = "records where kind = 'home-transfer'";
      const before = await count(transfers);
      const ask = (youngPersonId: string, toHomeId: string) =>
        manager.post('/api/transfers', { youngPersonId, toHomeId, moveOn, reason: 'Closer to school' });
      const foreignYp = await ask(other.ypId, people.willow.id);
      expect(foreignYp.status).toBeGreaterThanOrEqual(400);
      expect(answer(await ask(randomUUID(), people.willow.id))).toEqual(answer(foreignYp));
      const foreignHome = await ask(people.oakYp.id, other.homeId);
      expect(foreignHome.status).toBeGreaterThanOrEqual(400);
      expect(answer(await ask(people.oakYp.id, randomUUID()))).toEqual(answer(foreignHome));
      expect(await count(transfers)).toBe(before);
      // their transfer, between their two homes: not ours to decide
      const theirHome = await server.store.adminTransaction((a) =>
        a.createHome(other.orgId, { name: 'Ash House', type: 'children_home' }),
      );
      const [theirs] = await server.store.db.query<{ id: string }>(
        `insert into records (org_id, kind, definition_version_id, young_person_id, home_id, author_id, record_date,
                              data, status)
         select $1, 'home-transfer', dv.id, $2, $3, $6, $5::date,
                jsonb_build_object('toHomeId', $4::text, 'moveOn', $5::text, 'reason', 'Theirs'), 'requested'
           from definition_versions dv where dv.kind = 'home-transfer' and dv.org_id is null
          order by dv.version desc limit 1
         returning id`,
        [other.orgId, other.ypId, other.homeId, theirHome, moveOn, other.managerId],
      );
      const willowManager = await clientFor(server, 'manager.willow@demo.care');
      for (const [path, body] of [
        ['accept', { version: 1, keyWorkerId: people.user('staff.willow@demo.care').id }],
        ['decline', { version: 1, note: 'No' }],
        ['cancel', { version: 1, note: 'No' }],
      ] as const) {
        const who = path === 'cancel' ? manager : willowManager;
        const foreign = await who.post(`/api/transfers/${theirs.id}/${path}`, body);
        expect(foreign.status, path).toBe(404);
        expect(answer(await who.post(`/api/transfers/${randomUUID()}/${path}`, body)), path).toEqual(answer(foreign));
      }
      // our own transfer, accepted naming another organisation's member of staff as key worker
      const ours = await ask(people.oakYp.id, people.willow.id);
      expect(ours.status).toBe(201);
      const foreignWorker = await willowManager.post(`/api/transfers/${ours.body.id}/accept`, {
        version: ours.body.version,
        keyWorkerId: other.managerId,
      });
      expect(foreignWorker.status).toBeGreaterThanOrEqual(400);
      expect(
        answer(
          await willowManager.post(`/api/transfers/${ours.body.id}/accept`, {
            version: ours.body.version,
            keyWorkerId: randomUUID(),
          }),
        ),
      ).toEqual(answer(foreignWorker));
      const [row] = await server.store.db.query<{ status: string }>('select status from records where id = $1', [
        ours.body.id,
      ]);
      expect(row.status).toBe('requested');
      expect(
        (await manager.post(`/api/transfers/${ours.body.id}/cancel`, { version: ours.body.version, note: 'Test over' }))
          .status,
      ).toBe(200);
    },
  );

  it(
    covers(
      "the rewrite naming another organisation's young person or home reads as one that does not exist",
      'POST /api/rewrite body:youngPersonId',
      'POST /api/rewrite body:homeId',
    ),
    async () => {
      const call = (body: Record<string, unknown>) =>
        manager.post('/api/rewrite', { text: 'Kai was upset at tea.', kind: 'daily-log', ...body });
      for (const [field, theirs] of [
        ['youngPersonId', other.ypId],
        ['homeId', other.homeId],
      ] as const) {
        const foreign = await call({ [field]: theirs });
        expect(foreign.status, field).toBeGreaterThanOrEqual(400);
        expect(answer(await call({ [field]: randomUUID() })), field).toEqual(answer(foreign));
      }
    },
  );

  it(
    covers(
      "another organisation's API token or webhook in a path is 404, as one that does not exist",
      'POST /api/developer/tokens/{id}/revoke path:id',
      'PUT /api/developer/webhooks/{id} path:id',
      'POST /api/developer/webhooks/{id}/ping path:id',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      const theirs = server.store.forOrg(other.orgId).developer;
      const token = await theirs.tokens.add({
        name: 'Theirs',
        hash: `h-${Date.now()}`,
        prefix: 'crt_xxxx',
        scopes: { cyp: 'read' },
        createdBy: other.managerId,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const hook = await theirs.webhooks.add({
        url: 'https://example.org/theirs',
        description: null,
        events: ['record.created'],
        secret: 'whsec_x',
        createdBy: other.managerId,
      });
      const before = {
        tokens: await count('api_tokens where revoked_at is null'),
        deliveries: await count('webhook_deliveries'),
        hooks: await count("webhooks where url = 'https://example.org/theirs'"),
      };
      for (const id of [token.id, randomUUID()])
        expect((await director.post(`/api/developer/tokens/${id}/revoke`)).status).toBe(404);
      for (const id of [hook, randomUUID()]) {
        expect(
          (
            await director.put(`/api/developer/webhooks/${id}`, {
              url: 'https://example.org/mine',
              events: ['record.created'],
              active: true,
            })
          ).status,
        ).toBe(404);
        expect((await director.post(`/api/developer/webhooks/${id}/ping`)).status).toBe(404);
      }
      expect({
        tokens: await count('api_tokens where revoked_at is null'),
        deliveries: await count('webhook_deliveries'),
        hooks: await count("webhooks where url = 'https://example.org/theirs'"),
      }).toEqual(before);
    },
  );

  it(
    covers(
      "data migration's 'every row in this home': another organisation's home is 422 at /homeId, as a missing one",
      'POST /api/admin/data-migration/dry-run body:homeId',
      'POST /api/admin/data-migration/imports body:homeId',
    ),
    async () => {
      const admin = as(server.app, await login(server.app, 'admin@care-records.app'));
      const boundary = '----referencesTest';
      const upload = await server.app.inject({
        method: 'POST',
        url: '/api/admin/data-migration/files',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin.cookie },
        payload:
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="movers.csv"\r\n` +
          `Content-Type: text/csv\r\n\r\nFirst name,Last name,Date of birth,Move-in date\r\n` +
          `Poppy,Reed,14/02/2012,03/11/2026\r\n--${boundary}--\r\n`,
      });
      expect(upload.statusCode).toBe(201);
      const body = (homeId: string) => ({
        organisationId: people.orgId,
        fileId: upload.json().id,
        target: 'young-people',
        columns: {
          'First name': 'firstName',
          'Last name': 'lastName',
          'Date of birth': 'dateOfBirth',
          'Move-in date': 'moveInDate',
        },
        homeId,
      });
      const before = { runs: await count('data_imports'), youngPeople: await count('young_people') };
      for (const url of ['/api/admin/data-migration/dry-run', '/api/admin/data-migration/imports']) {
        const foreign = await admin.post(url, body(other.homeId));
        expect(foreign.status, url).toBe(422);
        expect(foreign.body.errors, url).toEqual([{ path: '/homeId', message: expect.any(String) }]);
        expect(answer(await admin.post(url, body(randomUUID()))), url).toEqual(answer(foreign));
      }
      expect({ runs: await count('data_imports'), youngPeople: await count('young_people') }).toEqual(before);
      // the organisation's own home is taken
      const own = await admin.post('/api/admin/data-migration/dry-run', body(people.oak.id));
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ rows: 1, failedRows: 0 });
    },
  );

  it(
    covers(
      "naming another organisation's young person or social worker in a placing authority grant reads as one that does not exist",
      'POST /api/young-people/{id}/placing-authority path:id',
      'POST /api/young-people/{id}/placing-authority body:userId',
      'POST /api/young-people/{id}/placing-authority/{userId}/end path:id',
      'POST /api/young-people/{id}/placing-authority/{userId}/end path:userId',
    ),
    async () => {
      const url = (yp: string) => `/api/young-people/${yp}/placing-authority`;
      const grant = (userId: string) => ({ userId, endsOn: '2099-01-01' });
      const before = await count('placing_authority_access');
      const theirChild = await manager.post(url(other.ypId), grant(randomUUID()));
      expect(theirChild.status).toBe(404);
      expect(answer(await manager.post(url(randomUUID()), grant(randomUUID())))).toEqual(answer(theirChild));
      const theirWorker = await manager.post(url(people.oakYp.id), grant(other.managerId));
      expect(theirWorker.status).toBe(422);
      expect(theirWorker.body.errors).toEqual([{ path: '/userId', message: expect.any(String) }]);
      expect(answer(await manager.post(url(people.oakYp.id), grant(randomUUID())))).toEqual(answer(theirWorker));
      const reason = { reason: 'x' };
      const endTheirs = await manager.post(`${url(other.ypId)}/${randomUUID()}/end`, reason);
      expect(endTheirs.status).toBe(404);
      expect(answer(await manager.post(`${url(randomUUID())}/${randomUUID()}/end`, reason))).toEqual(answer(endTheirs));
      const endTheirWorker = await manager.post(`${url(people.oakYp.id)}/${other.managerId}/end`, reason);
      expect(endTheirWorker.status).toBe(404);
      expect(answer(await manager.post(`${url(people.oakYp.id)}/${randomUUID()}/end`, reason))).toEqual(
        answer(endTheirWorker),
      );
      expect(await count('placing_authority_access')).toBe(before);
    },
  );

  it(
    covers(
      "shared devices: another organisation's home, device or person is refused as one that does not exist",
      'POST /api/shared-devices body:homeId',
      'POST /api/shared-devices/{id}/revoke path:id',
      'POST /api/shared-device/switch body:userId',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      const before = await count('shared_devices');
      const theirHome = await director.post('/api/shared-devices', { homeId: other.homeId, name: 'Tablet' });
      expect(theirHome.status).toBe(404);
      expect(answer(await director.post('/api/shared-devices', { homeId: randomUUID(), name: 'Tablet' }))).toEqual(
        answer(theirHome),
      );
      expect(await count('shared_devices')).toBe(before);
      // their device (made as their manager would), and a device of ours to switch on
      const token = (n: string) => n.repeat(43);
      const [theirs] = await server.store.db.query<{ id: string }>(
        `insert into shared_devices (org_id, home_id, name, token_hash, registered_by)
         values ($1, $2, 'Their tablet', encode(sha256($3::bytea), 'hex'), $4) returning id`,
        [other.orgId, other.homeId, token('t'), other.managerId],
      );
      const revokedBefore = await count('shared_devices where revoked_at is not null');
      const revokeTheirs = await director.post(`/api/shared-devices/${theirs.id}/revoke`);
      expect(revokeTheirs.status).toBe(404);
      expect(answer(await director.post(`/api/shared-devices/${randomUUID()}/revoke`))).toEqual(answer(revokeTheirs));
      expect(await count('shared_devices where revoked_at is not null')).toBe(revokedBefore);
      await server.store.db.query(
        `insert into shared_devices (org_id, home_id, name, token_hash, registered_by)
         values ($1, $2, 'Our tablet', encode(sha256($3::bytea), 'hex'), $4)`,
        [people.orgId, people.oak.id, token('o'), people.user('manager.oak@demo.care').id],
      );
      const switchTo = async (userId: string) => {
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/shared-device/switch',
          headers: { cookie: `shared-device=${token('o')}` },
          payload: { userId, pin: '4826' },
        });
        return { status: res.statusCode, body: res.json() };
      };
      const theirPerson = await switchTo(other.managerId);
      expect(theirPerson.status).toBe(403);
      expect(answer(await switchTo(randomUUID()))).toEqual(answer(theirPerson));
    },
  );

  it(
    covers(
      "single sign-on's break-glass director from another organisation is 422 at the field, as one that does not exist",
      'PUT /api/settings/single-sign-on body:breakGlassUserIds',
    ),
    async () => {
      const director = await clientFor(server, 'director@demo.care');
      const before = await count('organisation_sso');
      const body = (id: string) => ({
        issuer: 'https://login.example.org/tenant',
        clientId: 'care-records',
        emailDomains: ['demo.care'],
        required: true,
        trustProviderMfa: false,
        breakGlassUserIds: [id],
      });
      const foreign = await director.put('/api/settings/single-sign-on', body(other.managerId));
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual([{ path: '/breakGlassUserIds/0', message: expect.any(String) }]);
      const none = await director.put('/api/settings/single-sign-on', body(randomUUID()));
      expect(answer(none)).toEqual(answer(foreign));
      expect(await count('organisation_sso')).toBe(before);
    },
  );

  it('every write naming an id in its path or body (from /api/openapi.json) is covered by a case above', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const doc = (await director.get('/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const named: string[] = [];
    for (const [url, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (method === 'get') continue;
        const at = `${method.toUpperCase()} ${url}`;
        for (const p of op.parameters ?? []) if (isId(p.name, p.schema)) named.push(`${at} ${p.in}:${p.name}`);
        idFields(op.requestBody?.content?.['application/json']?.schema).forEach((f) => named.push(`${at} body:${f}`));
        // multipart fields are not in the document; the summary names them
        if (op.requestBody?.content?.['multipart/form-data'] || /multipart/i.test(op.summary ?? '')) {
          for (const f of (op.summary ?? '').match(/\b\w+Id\b/g) ?? []) named.push(`${at} multipart:${f}`);
        }
      }
    }
    expect(named).toContain('POST /api/documents multipart:recordId');
    expect(named).toContain('PUT /api/settings/users/{id} body:homeIds');
    expect(named.filter((k) => !covered.has(k) && !EXEMPT[k])).toEqual([]);
  });
});

interface Schema {
  type?: unknown;
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  additionalProperties?: unknown;
}
interface Operation {
  summary?: string;
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** An id: a uuid, or a field named like one (`…Id`, `…Ids`, `id`). */
const isId = (name: string, s: Schema | undefined) =>
  /(^id|Ids?)$/.test(name) || s?.format === 'uuid' || !!s?.anyOf?.some((a) => a.format === 'uuid');

/**
 * The id fields of a body, as `field` or `field/sub` for the fields of a list's items; ypOverrides is keyed by young
 * person.
 */
function idFields(s: Schema | undefined): string[] {
  return Object.entries(s?.properties ?? {}).flatMap(([k, v]) => {
    if (isId(k, v) || (v.items && isId(k, v.items)) || k === 'ypOverrides') return [k];
    return Object.entries(v.items?.properties ?? {})
      .filter(([sub, sv]) => isId(sub, sv))
      .map(([sub]) => `${k}/${sub}`);
  });
}
