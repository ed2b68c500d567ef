// The OpenAPI document is one integrators can trust: generated from the booted app, it
// passes Redocly's recommended rules with no errors; every operation has an id, its security and 4xx
// answers; and what it says about security is true — every operation it says needs a session or token
// answers 401 without one, and the few it says are open do not. (The document does not depend on the
// database driver, so one driver is enough: PostgreSQL from the run's demo copy, a fraction of the CPU of migrating
// an empty PGlite from the first migration.)
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdFor } from '../../engine/http/openapi.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const run = promisify(execFile);
const REDOCLY = new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url).pathname;
type Op = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  parameters?: { in: string; name: string }[];
};

describe('the OpenAPI document', () => {
  let server: TestServer;
  let doc: {
    openapi: string;
    servers: unknown[];
    paths: Record<string, Record<string, Op>>;
    components: { securitySchemes: Record<string, unknown> };
  };
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => server?.close());

  it("passes Redocly's recommended rules with no errors", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    // exit code 1 when there are errors; the JSON report says which either way
    const out = await run(
      process.execPath,
      [REDOCLY, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '10000', file],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((err: { stdout: string }) => ({ stdout: err.stdout }));
    const report = JSON.parse(out.stdout) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  }, 120_000);

  it('declares the session cookie, bearer tokens and the sign-in step, a server, and on every operation an id, its security and 4xx answers', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerToken', 'session', 'signInStep']);
    const ids = new Set<string>();
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[A-Za-z0-9]+$/);
      expect(ids.has(op.operationId!), `${where}: operationId repeated`).toBe(false);
      ids.add(op.operationId!);
      expect(op.security, where).toBeDefined();
      expect(
        Object.keys(op.responses ?? {}).some((c) => c.startsWith('4')),
        where,
      ).toBe(true);
    }
    expect(ids.size).toBeGreaterThan(200);
    expect(operationIdFor('get', '/api/records/{kind}/{id}')).toBe('getRecordsByKindById');
    // tokens and webhooks are described in it
    expect(doc.paths['/api/developer/tokens'].post.security).toEqual([{ session: [] }, { bearerToken: [] }]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/developer/webhooks', '/api/developer/webhooks/{id}/deliveries']),
    );
    // and what a subscriber receives, as an OpenAPI 3.1 webhook
    expect(
      (
        doc as unknown as { webhooks: Record<string, { post: { parameters: { name: string }[] } }> }
      ).webhooks.recordEvent.post.parameters.map((p) => p.name),
    ).toContain('Care-Records-Signature');
  });

  it('what it says about security is true: each operation said to need a session or token answers 401 without one', async () => {
    const wrong: string[] = [];
    for (const { path, method, op } of operations()) {
      // optional (an empty requirement beside others: the calendar feed's own secret address) can go either way
      if (op.security!.length > 0 && op.security!.some((s) => Object.keys(s).length === 0)) continue;
      const open = op.security!.length === 0;
      const url = path.replace(/\{[^}]+\}/g, (m) =>
        m === '{kind}' ? 'daily-log' : '00000000-0000-4000-8000-000000000000',
      );
      const res = await server.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        payload: method === 'get' ? undefined : {},
      });
      if (open === (res.statusCode === 401))
        wrong.push(
          `${method.toUpperCase()} ${path}: said ${open ? 'open' : 'to need a login'}, answered ${res.statusCode}`,
        );
      // and whatever it answered, it declares, as problem+json when an error
      if (!op.responses?.[String(res.statusCode)])
        wrong.push(`${method.toUpperCase()} ${path}: answered ${res.statusCode}, not declared`);
      if (res.statusCode >= 400 && !String(res.headers['content-type']).startsWith('application/problem+json'))
        wrong.push(`${method.toUpperCase()} ${path}: ${res.statusCode} as ${res.headers['content-type']}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});

// What the framework and the server answer before a route runs (a body too big or of the wrong type, an address or
// headers too long, too many tries) and the 201/204 routes set themselves: each is declared on the operation asked,
// and every error is problem+json. A real listening server: Node's own parser answers 431.
describe('the statuses the document declares are the ones answered', () => {
  let server: TestServer;
  let doc: { paths: Record<string, Record<string, Op>> };
  const seen: { method: string; path: string; status: number; type: string }[] = [];
  beforeAll(async () => {
    // With a built web app, as in production: its wildcard route matches every GET, so the router's own 414 for an
    // over-long path parameter is not reached and the server must still answer 414, not 404.
    const web = mkdtempSync(join(tmpdir(), 'openapi-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>app</title>');
    server = await startTestServer({ driver: 'pg', listen: true, env: { WEB_DIST: web } });
    doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => server?.close());
  const call = async (
    method: string,
    path: string,
    url: string,
    init: { headers?: Record<string, string>; body?: string } = {},
  ) => {
    const res = await new Promise<{ status: number; type: string }>((resolve, reject) => {
      const req = request(`${server.url}${url}`, { method, headers: init.headers }, (r) => {
        r.resume();
        r.on('end', () => resolve({ status: r.statusCode!, type: String(r.headers['content-type']) }));
      });
      req.on('error', reject);
      req.end(init.body);
    });
    seen.push({ method, path, ...res });
    return res;
  };

  it('413, 414, 415, 431 and 201/204 are declared where they are answered, errors as problem+json', async () => {
    const login = (body: string, type = 'application/json') =>
      call('post', '/api/auth/login', '/api/auth/login', { headers: { 'content-type': type }, body });
    expect((await login(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }))).status).toBe(413);
    expect((await login('email=a', 'text/plain')).status).toBe(415);
    expect((await call('get', '/api/records/{kind}/{id}', `/api/records/daily-log/${'a'.repeat(600)}`)).status).toBe(
      414,
    );
    expect(
      (await call('get', '/api/auth/me', '/api/auth/me', { headers: { 'x-filler': 'x'.repeat(20_000) } })).status,
    ).toBe(431);
    expect((await call('post', '/api/auth/logout', '/api/auth/logout')).status).toBe(204);
    const wrong = seen.filter(
      (s) =>
        !doc.paths[s.path]?.[s.method]?.responses?.[String(s.status)] ||
        (s.status >= 400 && !s.type.startsWith('application/problem+json')),
    );
    expect(wrong).toEqual([]);
    // a route that answers 201 says 201, not 200
    expect(Object.keys(doc.paths['/api/records/{kind}'].post.responses!)).toEqual(expect.arrayContaining(['201']));
    expect(doc.paths['/api/records/{kind}'].post.responses!['200']).toBeUndefined();
    expect(doc.paths['/api/auth/logout'].post.responses!['200']).toBeUndefined();
  });

  it("what a route declares in its schema's `answers` is in the document: sign-in's 401, a range's 206 and 416…", () => {
    const responses = (method: string, path: string) => doc.paths[path][method].responses as Record<string, Op>;
    const codes = (method: string, path: string) => Object.keys(responses(method, path));
    expect(codes('post', '/api/auth/login')).toEqual(expect.arrayContaining(['200', '401', '403', '429']));
    expect(codes('get', '/api/help/videos/{id}/video')).toEqual(expect.arrayContaining(['200', '206', '416']));
    expect(codes('get', '/api/company/logo')).toEqual(expect.arrayContaining(['200', '304']));
    expect(codes('post', '/api/admin/data-migration/imports')).toEqual(expect.arrayContaining(['201', '202']));
    expect(codes('post', '/api/admin/data-migration/imports')).not.toContain('200');
    expect(codes('get', '/api/charts')).toContain('422');
    // errors are the shared problem; health's 503 is its own report, as JSON
    expect(responses('get', '/api/charts')['422']).toEqual({ $ref: '#/components/responses/Unprocessable' });
    expect(Object.keys((responses('get', '/api/health')['503'] as { content: object }).content)).toEqual([
      'application/json',
    ]);
  });
});
