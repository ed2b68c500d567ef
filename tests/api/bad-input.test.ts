// Bad input: each gets a 4xx application/problem+json with a clear message, nothing is written,
// and no request produces a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../engine/http/app.ts';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('bad input on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let cookie: string;
  let record: { id: string; version: number };

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    const staff = await clientFor(server, 'staff.oak@demo.care');
    cookie = staff.cookie;
    record = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).body;
  });
  afterAll(() => server?.close());

  const writes = async () => {
    const [r] = await server.store.db.query<{ n: number }>(
      'select (select count(*) from records)::int + (select count(*) from record_revisions)::int as n',
    );
    return r.n;
  };

  const cases = (): [
    string,
    { method: 'GET' | 'POST' | 'PUT'; url: string; body?: string; headers?: Record<string, string> },
    number,
    RegExp,
  ][] => [
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/records/daily-log',
        body: '{"data": {',
        headers: { 'content-type': 'application/json' },
      },
      400,
      /not valid JSON/,
    ],
    [
      'an unknown kind',
      { method: 'POST', url: '/api/records/no-such-kind', body: JSON.stringify({ data: {} }) },
      404,
      /no-such-kind/,
    ],
    ['an unknown kind (list)', { method: 'GET', url: '/api/records/no-such-kind' }, 404, /no-such-kind/],
    ['a kind of the wrong shape', { method: 'GET', url: '/api/records/DROP%20TABLE' }, 400, /params\/kind/],
    [
      'unknown fields in the body',
      {
        method: 'POST',
        url: '/api/records/daily-log',
        body: JSON.stringify({ youngPersonId: people.oakYp.id, data: {}, status: 'complete' }),
      },
      400,
      /\/body\/status/,
    ],
    [
      'unknown fields in the data',
      {
        method: 'POST',
        url: '/api/records/daily-log',
        body: JSON.stringify({ youngPersonId: people.oakYp.id, data: { date: '2026-11-01', sneaky: true } }),
      },
      422,
      /not valid/,
    ],
    [
      'wrong types in the data',
      {
        method: 'POST',
        url: '/api/records/daily-log',
        body: JSON.stringify({ youngPersonId: people.oakYp.id, data: { date: 20261101, meals: 'lots' } }),
      },
      422,
      /not valid/,
    ],
    [
      'data that is not an object',
      {
        method: 'POST',
        url: '/api/records/daily-log',
        body: JSON.stringify({ youngPersonId: people.oakYp.id, data: [1, 2] }),
      },
      400,
      /\/body\/data/,
    ],
    [
      'an oversized body',
      {
        method: 'POST',
        url: '/api/records/daily-log',
        body: JSON.stringify({ youngPersonId: people.oakYp.id, data: { handover: 'x'.repeat(BODY_LIMIT) } }),
      },
      413,
      /./,
    ],
    ['an id of the wrong shape', { method: 'GET', url: '/api/records/daily-log/not-a-uuid' }, 400, /params\/id/],
    [
      'a young person id of the wrong shape',
      { method: 'POST', url: '/api/records/daily-log', body: JSON.stringify({ youngPersonId: '42', data: {} }) },
      400,
      /youngPersonId/,
    ],
    [
      'a query of the wrong type',
      { method: 'GET', url: '/api/records/daily-log?limit=lots' },
      400,
      /querystring\/limit/,
    ],
    ['a bad cursor', { method: 'GET', url: '/api/records/daily-log?cursor=abc' }, 400, /cursor/],
    [
      'an unknown workflow action',
      {
        method: 'POST',
        url: `/api/records/daily-log/${record.id}/actions/teleport`,
        body: JSON.stringify({ version: 1 }),
      },
      400,
      /action/,
    ],
    [
      'a status action out of order',
      {
        method: 'POST',
        url: `/api/records/daily-log/${record.id}/actions/sign-off`,
        body: JSON.stringify({ version: 1 }),
      },
      409,
      /cannot be signed off/,
    ],
    [
      'reopening a draft',
      {
        method: 'POST',
        url: `/api/records/daily-log/${record.id}/actions/reopen`,
        body: JSON.stringify({ version: 1 }),
      },
      409,
      /cannot be reopened/,
    ],
    [
      'an action without a version',
      { method: 'POST', url: `/api/records/daily-log/${record.id}/actions/submit`, body: JSON.stringify({}) },
      400,
      /version/,
    ],
    [
      'a save without a version',
      { method: 'PUT', url: `/api/records/daily-log/${record.id}`, body: JSON.stringify({ data: {} }) },
      400,
      /version/,
    ],
    ['an unknown API path', { method: 'GET', url: '/api/nothing-here' }, 404, /nothing-here/],
  ];

  it('each bad request gets a 4xx problem+json, writes nothing, and never a 5xx', async () => {
    const before = await writes();
    for (const [name, req, status, detail] of cases()) {
      const res = await server.app.inject({
        method: req.method,
        url: req.url,
        payload: req.body,
        headers: { cookie, ...(req.body ? { 'content-type': 'application/json' } : {}), ...req.headers },
      });
      expect(res.statusCode, name).toBe(status);
      expect(res.headers['content-type'], name).toContain('application/problem+json');
      const body = res.json();
      expect(body, name).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
      expect(`${body.detail} ${JSON.stringify(body.errors ?? [])}`, name).toMatch(detail);
    }
    expect(await writes()).toBe(before);
  });

  it('a forged, expired or missing token gets 401 problem+json', async () => {
    const token = cookie.split('=')[1];
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: people.user('director@demo.care').id }),
    ).toString('base64url');
    const expired = server.app.jwt.sign({
      sub: claims.sub,
      org: claims.org,
      iat: 1_600_000_000,
      exp: 1_600_000_100,
    } as never);
    for (const [name, c] of [
      ['forged', `session=${h}.${forgedPayload}.${s}`],
      ['expired', `session=${expired}`],
      ['garbage', 'session=abc'],
      ['missing', ''],
    ] as const) {
      const res = await server.app.inject({ url: '/api/records/daily-log', headers: c ? { cookie: c } : {} });
      expect(res.statusCode, name).toBe(401);
      expect(res.headers['content-type'], name).toContain('application/problem+json');
    }
  });

  it('a wrong password is refused without saying which part was wrong', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'staff.oak@demo.care', password: 'nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('The email or password is not right.');
    const nobody = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@demo.care', password: 'nope' },
    });
    expect(nobody.json().detail).toBe('The email or password is not right.');
  });
});

describe('login rate limiting', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg', env: { LOGIN_RATE_LIMIT: '3' } });
  });
  afterAll(() => server?.close());

  it('refuses the fourth attempt in a minute with 429', async () => {
    const attempt = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'staff.oak@demo.care', password: 'wrong' },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const last = await attempt();
    expect(last.headers['content-type']).toContain('application/problem+json');
  });
});
