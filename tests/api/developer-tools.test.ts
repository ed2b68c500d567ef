// Developer tools: API tokens — scoped, expiring, revocable, shown once, stored hashed,
// accepted as Authorization: Bearer with exactly the scope's rights inside the organisation — and webhook
// subscriptions (the delivery itself is tests/workers/webhooks.test.ts).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, dailyLog, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
const nextYear = () => `${new Date().getUTCFullYear() + 1}-01-15`;

describe.each(DRIVERS)('developer tools on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: Client, staff: Client, manager: Client;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [director, staff, manager] = await Promise.all(
      ['director@demo.care', 'staff.oak@demo.care', 'manager.oak@demo.care'].map((e) => clientFor(server, e)),
    );
  });
  afterAll(() => server?.close());

  /** A client that sends the token as a bearer (no cookie). */
  const bearer = (secret: string) => {
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
      const res = await server.app.inject({
        method,
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${secret}` },
      });
      return { status: res.statusCode, body: res.body ? res.json() : null };
    };
    return {
      get: (url: string) => call('GET', url),
      post: (url: string, body: unknown = {}) => call('POST', url, body),
      put: (url: string, body: unknown) => call('PUT', url, body),
    };
  };
  const makeToken = async (who: Client, scopes: Record<string, string>, name = 'Local authority feed') => {
    const res = await who.post('/api/developer/tokens', { name, scopes, expiresOn: nextYear() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { token: { id: string; prefix: string }; secret: string };
  };
  const count = async (table: string) =>
    (await server.store.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;

  it('a token is shown once and kept only as its SHA-256; the list never shows it', async () => {
    const made = await makeToken(director, { cyp: 'read', cyp_daily_log: 'read' });
    expect(made.secret).toMatch(/^crt_[A-Za-z0-9_-]{43}$/);
    expect(made.token.prefix).toBe(made.secret.slice(0, 8));
    const [row] = await server.store.db.query<{ token_hash: string }>(
      `select token_hash from api_tokens where id = $1`,
      [made.token.id],
    );
    expect(row.token_hash).toBe(createHash('sha256').update(made.secret).digest('hex'));
    const list = await director.get('/api/developer/tokens');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(made.secret);
    expect(JSON.stringify(list.body)).not.toContain(row.token_hash);
    expect(list.body.tokens.find((t: { id: string }) => t.id === made.token.id)).toMatchObject({
      name: 'Local authority feed',
      createdByName: 'Dana Whitfield',
      revokedAt: null,
    });
  });

  it('a read token reads but cannot write; a write token writes, as its maker', async () => {
    const reader = bearer((await makeToken(director, { cyp: 'read', cyp_daily_log: 'read' })).secret);
    expect((await reader.get(`/api/records/daily-log?youngPerson=${people.oakYp.id}`)).status).toBe(200);
    const refused = await reader.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
    expect(refused.status).toBe(403);
    const writer = bearer((await makeToken(director, { cyp: 'edit', cyp_daily_log: 'edit' })).secret);
    const made = await writer.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [rec] = await server.store.db.query<{ author_id: string }>(`select author_id from records where id = $1`, [
      made.body.id,
    ]);
    expect(rec.author_id).toBe(people.user('director@demo.care').id);
    // an area the token was not given, though its maker (a director) has every one
    expect((await writer.get('/api/settings/users')).status).toBe(403);
  });

  it("a token never exceeds its maker: a staff member's token stays in their home and their areas", async () => {
    const res = await staff.post('/api/developer/tokens', {
      name: 'Mine',
      scopes: { cyp: 'read' },
      expiresOn: nextYear(),
    });
    expect(res.status).toBe(403); // staff have no developer access at all
    // given developer access, they still cannot give a token more than they have
    const staffId = people.user('staff.oak@demo.care').id;
    await server.store.db.query(`update users set areas = areas || '{"developer":"edit"}' where id = $1`, [staffId]);
    await server.app.remembered.settled();
    const wider = await staff.post('/api/developer/tokens', {
      name: 'Wider',
      scopes: { cyp: 'read', settings: 'edit' },
      expiresOn: nextYear(),
    });
    expect(wider.status).toBe(403);
    expect(wider.body.errors).toEqual([{ path: '/scopes/settings', message: 'is more than you have' }]);
    const token = bearer((await makeToken(staff, { cyp: 'read', cyp_daily_log: 'read' }, 'Staff token')).secret);
    expect((await token.get(`/api/records/daily-log?youngPerson=${people.oakYp.id}`)).status).toBe(200);
    // not their home
    expect((await token.get(`/api/records/daily-log?youngPerson=${people.willowYp.id}`)).status).toBe(403);
    // and it shrinks with them: their area taken away, the token loses it on the next request
    await server.store.db.query(`update users set areas = areas - 'cyp_daily_log' where id = $1`, [staffId]);
    await server.app.remembered.settled();
    expect((await token.get(`/api/records/daily-log?youngPerson=${people.oakYp.id}`)).status).toBe(403);
    await server.store.db.query(
      `update users set areas = (areas || '{"cyp_daily_log":"edit"}'::jsonb) - 'developer' where id = $1`,
      [staffId],
    );
    await server.app.remembered.settled();
  });

  it('an expired or revoked token is refused, and who revoked it is kept', async () => {
    const made = await makeToken(director, { cyp: 'read', cyp_daily_log: 'read' });
    const token = bearer(made.secret);
    expect((await token.get(`/api/records/daily-log?youngPerson=${people.oakYp.id}`)).status).toBe(200);
    const revoked = await director.post(`/api/developer/tokens/${made.token.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ revokedByName: 'Dana Whitfield' });
    expect((await token.get(`/api/records/daily-log?youngPerson=${people.oakYp.id}`)).status).toBe(401);
    expect((await director.post(`/api/developer/tokens/${made.token.id}/revoke`)).status).toBe(409);
    const audit = await server.store.db.query<{ action: string; user_id: string }>(
      `select action, user_id from activity_audit where entity_id = $1 order by at`,
      [made.token.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['api-token.create', 'api-token.revoke']);
    expect(new Set(audit.map((a) => a.user_id))).toEqual(new Set([people.user('director@demo.care').id]));

    const old = await makeToken(director, { cyp: 'read', cyp_daily_log: 'read' });
    await server.store.db.query(`update api_tokens set expires_at = now() - interval '1 second' where id = $1`, [
      old.token.id,
    ]);
    expect((await bearer(old.secret).get(`/api/records/daily-log?youngPerson=${people.oakYp.id}`)).status).toBe(401);
    expect((await bearer('crt_' + 'x'.repeat(43)).get('/api/records/daily-log')).status).toBe(401);
    expect((await bearer('short').get('/api/records/daily-log')).status).toBe(401);
  });

  it("another organisation's ids are refused to a token as to its maker", async () => {
    const other = await otherOrganisation(server);
    const token = bearer((await makeToken(director, { cyp: 'edit', cyp_daily_log: 'edit' })).secret);
    expect((await token.get(`/api/records/daily-log/${other.recordId}`)).status).toBe(404);
    const write = await token.post('/api/records/daily-log', { youngPersonId: other.ypId, data: dailyLog() });
    expect([403, 404, 422]).toContain(write.status);
    expect(
      (await director.post(`/api/developer/tokens/${(await other.client.get('/api/auth/me')).body.id}/revoke`)).status,
    ).toBe(404);
  });

  it("tokens cannot manage tokens or users unless scoped, nor use a person's own routes", async () => {
    const plain = bearer((await makeToken(director, { cyp: 'read' })).secret);
    expect((await plain.get('/api/developer/tokens')).status).toBe(403);
    expect(
      (await plain.post('/api/developer/tokens', { name: 'x', scopes: { cyp: 'read' }, expiresOn: nextYear() })).status,
    ).toBe(403);
    expect((await plain.get('/api/settings/users')).status).toBe(403);
    const dev = bearer((await makeToken(director, { developer: 'edit', cyp: 'read' })).secret);
    expect((await dev.get('/api/developer/tokens')).status).toBe(200);
    const wider = await dev.post('/api/developer/tokens', {
      name: 'wider',
      scopes: { cyp: 'edit' },
      expiresOn: nextYear(),
    });
    expect(wider.status).toBe(403);
    const child = await dev.post('/api/developer/tokens', {
      name: 'child',
      scopes: { cyp: 'read' },
      expiresOn: nextYear(),
    });
    expect(child.status).toBe(201);
    const admin = bearer((await makeToken(director, { settings: 'edit' })).secret);
    expect((await admin.get('/api/settings/users')).status).toBe(200);
    for (const url of ['/api/auth/me', '/api/account/pin', '/api/update-alerts', '/api/admin/customers']) {
      expect((await dev.get(url)).status, url).toBe(403);
    }
    expect((await dev.post('/api/auth/logout-everywhere')).status).toBe(403);
  });

  it('only developer access opens the tokens and webhooks, in the API', async () => {
    for (const who of [staff, manager]) {
      expect((await who.get('/api/developer/tokens')).status).toBe(403);
      expect((await who.get('/api/developer/webhooks')).status).toBe(403);
      expect(
        (await who.post('/api/developer/webhooks', { url: 'https://example.org/hook', events: ['record.created'] }))
          .status,
      ).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/developer/tokens' })).statusCode).toBe(401);
  });

  it('bad input is refused at its field and changes nothing', async () => {
    const before = await count('api_tokens');
    const cases: [unknown, number, string][] = [
      [{ name: 'x', scopes: {}, expiresOn: nextYear() }, 400, '/scopes'],
      [{ name: 'x', scopes: { nowhere: 'read' }, expiresOn: nextYear() }, 400, '/scopes'],
      [{ name: 'x', scopes: { cyp: 'admin' }, expiresOn: nextYear() }, 400, '/scopes/cyp'],
      [{ name: '   ', scopes: { cyp: 'read' }, expiresOn: nextYear() }, 400, '/name'],
      [{ name: 'x', scopes: { cyp: 'read' }, expiresOn: '2020-01-01' }, 422, '/expiresOn'],
      [
        { name: 'x', scopes: { cyp: 'read' }, expiresOn: `${new Date().getUTCFullYear() + 3}-01-01` },
        422,
        '/expiresOn',
      ],
      [{ name: 'x', scopes: { cyp: 'read' }, expiresOn: 'tomorrow' }, 400, '/expiresOn'],
    ];
    for (const [body, status, path] of cases) {
      const res = await director.post('/api/developer/tokens', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(JSON.stringify(res.body.errors), JSON.stringify(body)).toContain(path);
    }
    expect(await count('api_tokens')).toBe(before);
  });

  it('webhooks: https to public addresses only, a secret shown once, changed or switched off but never deleted', async () => {
    const before = await count('webhooks');
    // loopback, private and link-local in every form: IPv4-compatible, -mapped and -translated, 6to4, NAT64, Teredo,
    // octal, hex and whole-number IPv4, unique-local, multicast, unspecified, CGNAT (unit cases:
    // tests/unit/developer-tools)
    const forms = [
      '[::127.0.0.1]',
      '[::ffff:0:7f00:1]',
      '[2002:7f00:1::]',
      '[64:ff9b::a9fe:a9fe]',
      '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
      '0177.0.0.1',
      '0x7f.1',
      '2130706433',
      '[fd00::1]',
      '[ff02::1]',
      '[::]',
      '100.64.0.1',
      'localhost.',
    ].map((h) => `https://${h}/hook`);
    for (const url of [
      'http://example.org/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
      'https://localhost/x',
      'https://user:pw@example.org/',
      'not a url',
      ...forms,
    ]) {
      const res = await director.post('/api/developer/webhooks', { url, events: ['record.created'] });
      expect(res.status, url).toBe(422);
      expect(res.body.errors[0].path).toBe('/url');
    }
    // the refusal reads as a sentence, with the bare rule at the field
    const http = await director.post('/api/developer/webhooks', {
      url: 'http://example.org/hook',
      events: ['record.created'],
    });
    expect(http.body.detail).toBe('The address must start with https://.');
    expect(http.body.errors).toEqual([{ path: '/url', message: 'must start with https://' }]);
    expect(
      (await director.post('/api/developer/webhooks', { url: 'https://localhost/x', events: ['record.created'] })).body
        .detail,
    ).toBe('The address must be a public address (not private, loopback or link-local).');
    expect(
      (await director.post('/api/developer/webhooks', { url: 'https://example.org/hook', events: ['record.deleted'] }))
        .status,
    ).toBe(400);
    expect(await count('webhooks')).toBe(before);
    const made = await director.post('/api/developer/webhooks', {
      url: 'https://example.org/hook',
      description: 'Case system',
      events: ['record.submitted', 'incident.restraint'],
    });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^whsec_/);
    const list = await director.get('/api/developer/webhooks');
    expect(JSON.stringify(list.body)).not.toContain(made.body.secret);
    expect(list.body.events.map((e: { value: string }) => e.value)).toContain('incident.restraint');
    expect(list.body.webhooks.find((w: { id: string }) => w.id === made.body.id)).toMatchObject({
      url: 'https://example.org/hook',
      active: true,
      delivered: 0,
      failed: 0,
    });
    const off = await director.put(`/api/developer/webhooks/${made.body.id}`, {
      url: 'https://example.org/hook2',
      events: ['record.created'],
      active: false,
    });
    expect(off.status).toBe(200);
    expect((await director.get(`/api/developer/webhooks/${made.body.id}/deliveries`)).body).toEqual({ deliveries: [] });
    const other = await otherOrganisation(server);
    // no developer access there
    expect((await other.client.get(`/api/developer/webhooks/${made.body.id}/deliveries`)).status).toBe(403);
    await server.store.db.query(`update users set areas = '{"developer":"edit"}' where id = $1`, [other.managerId]);
    await server.app.remembered.settled();
    expect((await other.client.get(`/api/developer/webhooks/${made.body.id}/deliveries`)).status).toBe(404);
    expect(
      (
        await other.client.put(`/api/developer/webhooks/${made.body.id}`, {
          url: 'https://evil.example/x',
          events: ['record.created'],
          active: true,
        })
      ).status,
    ).toBe(404);
    const ping = await director.post(`/api/developer/webhooks/${made.body.id}/ping`);
    expect(ping.status).toBe(202);
    const log = await director.get(`/api/developer/webhooks/${made.body.id}/deliveries`);
    expect(log.body.deliveries).toHaveLength(1);
    expect(log.body.deliveries[0]).toMatchObject({ event: 'ping', status: 'pending', attempts: 0 });
  });
});

// A developer testing against a receiver on their own machine: WEBHOOKS_ALLOW_LOCAL=1 outside production lets
// webhooks go to localhost, 127.0.0.0/8 and ::1 (http too); other private addresses, and production, stay refused.
describe('webhooks to a local receiver in development', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.close())));
  const director = async (env: Record<string, string>) => {
    const server = await startTestServer({ driver: 'pg', env });
    servers.push(server);
    return clientFor(server, 'director@demo.care');
  };
  const add = (c: Client, url: string) => c.post('/api/developer/webhooks', { url, events: ['record.created'] });

  it('development with WEBHOOKS_ALLOW_LOCAL=1: this machine is allowed, other private addresses are not', async () => {
    const dev = await director({ NODE_ENV: 'development', WEBHOOKS_ALLOW_LOCAL: '1' });
    for (const url of [
      'http://127.0.0.1:4000/hook',
      'http://localhost:4000/hook',
      'http://[::1]:4000/hook',
      'https://localhost/hook',
    ]) {
      expect((await add(dev, url)).status, url).toBe(201);
    }
    for (const url of ['http://10.1.2.3/x', 'http://169.254.169.254/latest', 'http://example.org/hook']) {
      const res = await add(dev, url);
      expect(res.status, url).toBe(422);
      expect(res.body.detail, url).toMatch(/^The address must /);
    }
  });

  it('never in production, and not without the flag', async () => {
    const prod = await director({ NODE_ENV: 'production', WEBHOOKS_ALLOW_LOCAL: '1' });
    const res = await add(prod, 'http://127.0.0.1:4000/hook');
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('The address must start with https://.');
    expect((await add(prod, 'https://localhost/hook')).body.detail).toBe(
      'The address must be a public address (not private, loopback or link-local).',
    );
    const unflagged = await director({ NODE_ENV: 'development' });
    expect((await add(unflagged, 'http://127.0.0.1:4000/hook')).status).toBe(422);
  });
});
