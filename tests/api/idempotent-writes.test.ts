// Idempotent writes (migration 110): a create with the client's record id, and a save, workflow action or archive
// with an Idempotency-Key, sent again after a lost answer is answered from the first and never done twice; a stale
// save's 409 names who saved last and when; a 401 says whether the session expired or was ended, and why.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('idempotent writes on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Awaited<ReturnType<typeof clientFor>>;
  let colleague: Awaited<ReturnType<typeof clientFor>>;
  let manager: Awaited<ReturnType<typeof clientFor>>;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    staff = await clientFor(server, 'staff.oak@demo.care');
    colleague = await clientFor(server, 'alex.oak@demo.care');
    manager = await clientFor(server, 'manager.oak@demo.care');
  });
  afterAll(() => server?.close());

  const send = async (
    cookie: string,
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    key?: string,
  ): Promise<{
    status: number;
    body: Record<string, unknown> & { id: string; version: number };
    replayed: boolean;
  }> => {
    const res = await server.app.inject({
      method,
      url,
      payload,
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    });
    return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] === 'true' };
  };
  const rows = async (sql: string, params: unknown[]) =>
    Number((await server.store.db.query<{ n: number }>(sql, params))[0].n);
  const records = (id: string) => rows('select count(*)::int as n from records where id = $1', [id]);
  const revisions = async (id: string) => (await staff.get(`/api/records/daily-log/${id}/revisions`)).body.length;
  const newLog = async (data = dailyLog()) => {
    const made = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data });
    expect(made.status).toBe(201);
    return made.body as { id: string; version: number };
  };

  it('a create sent again with its client id returns the record it made: one record, one revision', async () => {
    const id = randomUUID();
    const body = { id, youngPersonId: people.oakYp.id, data: dailyLog({ handover: 'written offline' }) };
    const first = await send(staff.cookie, 'POST', '/api/records/daily-log', body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id, version: 1 });
    expect(first.replayed).toBe(false);
    const again = await send(staff.cookie, 'POST', '/api/records/daily-log', body);
    expect(again.status).toBe(201);
    expect(again.replayed).toBe(true);
    expect(again.body).toMatchObject({ id, version: 1, data: { handover: 'written offline' } });
    expect(await records(id)).toBe(1);
    expect(await revisions(id)).toBe(1);
  });

  it('creates raced with one client id make one record; every answer is that record', async () => {
    const id = randomUUID();
    const body = { id, youngPersonId: people.oakYp.id, data: dailyLog() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(staff.cookie, 'POST', '/api/records/daily-log', body)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id))).toEqual(new Set([id]));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await records(id)).toBe(1);
  });

  it('the same client id with other content, or by another person, is a 409 at /id and writes nothing', async () => {
    const id = randomUUID();
    await send(staff.cookie, 'POST', '/api/records/daily-log', {
      id,
      youngPersonId: people.oakYp.id,
      data: dailyLog(),
    });
    const changed = await send(staff.cookie, 'POST', '/api/records/daily-log', {
      id,
      youngPersonId: people.oakYp.id,
      data: dailyLog({ handover: 'something else' }),
    });
    expect(changed.status).toBe(409);
    expect(changed.body.errors).toEqual([{ path: '/id', message: expect.stringMatching(/different content/) }]);
    const someoneElse = await send(colleague.cookie, 'POST', '/api/records/daily-log', {
      id,
      youngPersonId: people.oakYp.id,
      data: dailyLog(),
    });
    expect(someoneElse.status).toBe(409);
    expect(someoneElse.body.errors).toEqual([{ path: '/id', message: 'A record with this id already exists.' }]);
    expect(await records(id)).toBe(1);
    expect((await staff.get(`/api/records/daily-log/${id}`)).body.data.handover).not.toBe('something else');
  });

  it('a save sent again with its key is answered as the first: one new version, no 409', async () => {
    const { id } = await newLog();
    const key = randomUUID();
    const body = { version: 1, data: dailyLog({ handover: 'kept once' }) };
    const first = await send(staff.cookie, 'PUT', `/api/records/daily-log/${id}`, body, key);
    expect(first).toMatchObject({ status: 200, replayed: false, body: { version: 2 } });
    const again = await send(staff.cookie, 'PUT', `/api/records/daily-log/${id}`, body, key);
    expect(again).toMatchObject({ status: 200, replayed: true, body: { version: 2, data: { handover: 'kept once' } } });
    expect(await revisions(id)).toBe(2);
  });

  it("a late replay after a colleague's save returns the record as it is now and overwrites nothing", async () => {
    const { id } = await newLog();
    const key = randomUUID();
    const body = { version: 1, data: dailyLog({ handover: 'mine' }) };
    expect((await send(staff.cookie, 'PUT', `/api/records/daily-log/${id}`, body, key)).status).toBe(200);
    const theirs = await colleague.put(`/api/records/daily-log/${id}`, {
      version: 2,
      data: dailyLog({ handover: 'theirs' }),
    });
    expect(theirs.status).toBe(200);
    const late = await send(staff.cookie, 'PUT', `/api/records/daily-log/${id}`, body, key);
    expect(late).toMatchObject({ status: 200, replayed: true, body: { version: 3, data: { handover: 'theirs' } } });
    expect(await revisions(id)).toBe(3);
  });

  it('saves raced with one key write one version', async () => {
    const { id } = await newLog();
    const key = randomUUID();
    const body = { version: 1, data: dailyLog({ handover: 'raced' }) };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(staff.cookie, 'PUT', `/api/records/daily-log/${id}`, body, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.body.version)).toEqual([2, 2, 2, 2, 2]);
    expect(await revisions(id)).toBe(2);
  });

  it('a key used again for a different change is a 422 at the header, and nothing changes', async () => {
    const { id } = await newLog();
    const key = randomUUID();
    await send(staff.cookie, 'PUT', `/api/records/daily-log/${id}`, { version: 1, data: dailyLog() }, key);
    const reused = await send(
      staff.cookie,
      'PUT',
      `/api/records/daily-log/${id}`,
      { version: 2, data: dailyLog({ handover: 'another change' }) },
      key,
    );
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual([
      { path: '/headers/idempotency-key', message: 'was already used for a different request' },
    ]);
    expect(await revisions(id)).toBe(2);
    // one person's key is theirs: a colleague's same key is a key of their own
    const theirs = await send(
      colleague.cookie,
      'PUT',
      `/api/records/daily-log/${id}`,
      { version: 2, data: dailyLog() },
      key,
    );
    expect(theirs).toMatchObject({ status: 200, replayed: false, body: { version: 3 } });
  });

  it('a key that is too short or not printable is a 400 at the header', async () => {
    const { id } = await newLog();
    const res = await send(staff.cookie, 'PUT', `/api/records/daily-log/${id}`, { version: 1, data: {} }, 'short');
    expect(res.status).toBe(400);
    expect((res.body.errors as { path: string }[]).map((e) => e.path)).toEqual(['/headers/idempotency-key']);
    expect(await revisions(id)).toBe(1);
  });

  it('a submit sent again with its key submits once; a reopen needs its own key', async () => {
    const { id } = await newLog();
    const key = randomUUID();
    const url = `/api/records/daily-log/${id}/actions/submit`;
    const first = await send(staff.cookie, 'POST', url, { version: 1 }, key);
    expect(first.status).toBe(200);
    const again = await send(staff.cookie, 'POST', url, { version: 1 }, key);
    expect(again).toMatchObject({ status: 200, replayed: true, body: { version: first.body.version } });
    const actions = (await staff.get(`/api/records/daily-log/${id}/revisions`)).body.map(
      (r: { action: string }) => r.action,
    );
    expect(actions.filter((a: string) => a === 'submit')).toHaveLength(1);
    // the same key for another action is not a replay of it
    const reopen = await send(
      manager.cookie,
      'POST',
      `/api/records/daily-log/${id}/actions/reopen`,
      { version: first.body.version, reason: 'handover missing' },
      key,
    );
    expect(reopen.replayed).toBe(false);
  });

  it('a stale save is a 409 naming who saved last and when', async () => {
    const { id } = await newLog();
    expect((await colleague.put(`/api/records/daily-log/${id}`, { version: 1, data: dailyLog() })).status).toBe(200);
    const stale = await staff.put(`/api/records/daily-log/${id}`, { version: 1, data: dailyLog({ handover: 'x' }) });
    expect(stale.status).toBe(409);
    const name = people.user('alex.oak@demo.care').name;
    expect(stale.body).toMatchObject({ changedBy: name, currentVersion: 2 });
    expect(stale.body.detail).toContain(`changed by someone else: ${name}, at `);
    expect(Math.abs(Date.parse(stale.body.changedAt) - Date.now())).toBeLessThan(10 * 60_000);
    // the person's own save from another tab is named as theirs
    const own = await colleague.put(`/api/records/daily-log/${id}`, { version: 1, data: dailyLog() });
    expect(own.body.detail).toMatch(/changed by you, in another tab or device/);
  });

  describe('a 401 says why', () => {
    const me = (cookie?: string) =>
      server.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
    const sid = (cookie: string) =>
      (server.app.jwt.decode(cookie.replace(/^session=/, '').split(';')[0]) as { sid: string }).sid;

    it('no session at all', async () => {
      const res = await me();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ session: 'none' });
    });

    it('a session that ran its time out is "expired"', async () => {
      const cookie = await login(server.app, 'alex.oak@demo.care');
      await server.store.db.query(`update sessions set expires_at = now() - interval '1 minute' where id = $1`, [
        sid(cookie),
      ]);
      const res = await me(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ session: 'expired', detail: expect.stringMatching(/expired/) });
    });

    it('signed out, or signed out everywhere from another device, is "ended" with why and when', async () => {
      const here = await login(server.app, 'alex.oak@demo.care');
      const there = await login(server.app, 'alex.oak@demo.care');
      expect((await me(here)).statusCode).toBe(200);
      await server.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: { cookie: there } });
      const res = (await me(here)).json();
      expect(res).toMatchObject({ status: 401, session: 'ended', ended: 'everywhere' });
      expect(res.detail).toMatch(/you signed out everywhere/);
      expect(Number.isNaN(Date.parse(res.endedAt))).toBe(false);
      const out = await login(server.app, 'alex.oak@demo.care');
      await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: out } });
      expect((await me(out)).json()).toMatchObject({ session: 'ended', ended: 'logout' });
    });
  });
});
