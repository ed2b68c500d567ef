// The suite-wide status check (tests/helpers/status-recorder.ts, run by scripts/check-statuses.ts after `npm test`):
// what a server answered is recorded by route template, and an answer the OpenAPI document does not declare, or an
// error not sent as problem+json, is a finding that fails the run.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  callingTestFile,
  checkStatuses,
  describeFindings,
  type Observation,
  type OpenApiDocument,
  readObservations,
  recordStatuses,
} from '../helpers/status-recorder.ts';

const errors = { '400': {}, '404': {}, '414': {}, '429': {}, '431': {}, '500': {}, '503': {} };
const doc: OpenApiDocument = {
  paths: {
    '/api/records/{kind}': {
      post: { responses: { '201': {}, ...errors, '409': {}, '422': {} } },
      get: { responses: { '200': {}, ...errors } },
    },
    '/api/auth/logout': { post: { responses: { '204': {}, ...errors } }, parameters: [] },
    '/api/health': { get: { responses: { '200': {}, ...errors, '503': { content: { 'application/json': {} } } } } },
  },
};
const seen = (o: Partial<Observation> & Pick<Observation, 'method' | 'route' | 'status'>): Observation => ({
  problem: o.status >= 400,
  count: 1,
  file: 'tests/api/x.test.ts',
  ...o,
});

describe('comparing the statuses answered with the OpenAPI document', () => {
  it('passes answers each operation declares, by route template, HEAD as its GET', () => {
    const result = checkStatuses(doc, [
      seen({ method: 'POST', route: '/api/records/:kind', status: 201, count: 12 }),
      seen({ method: 'POST', route: '/api/records/:kind', status: 422 }),
      seen({ method: 'GET', route: '/api/records/:kind', status: 200 }),
      seen({ method: 'HEAD', route: '/api/records/:kind', status: 200 }),
      seen({ method: 'POST', route: '/api/auth/logout', status: 204 }),
    ]);
    expect(result.findings).toEqual([]);
    expect(result.operations).toBe(4);
  });

  it('fails an undeclared status, naming the operation, how often and a test file that saw it', () => {
    const result = checkStatuses(doc, [
      seen({ method: 'POST', route: '/api/records/:kind', status: 200, count: 3, file: 'tests/api/records.test.ts' }),
      seen({ method: 'GET', route: '/api/records/:kind', status: 409, file: 'tests/api/a.test.ts' }),
      seen({ method: 'GET', route: '/api/records/:kind', status: 409, count: 2, file: 'tests/api/b.test.ts' }),
    ]);
    expect(describeFindings(result.findings)).toEqual([
      'GET /api/records/{kind} 409: not declared (3 ×, e.g. tests/api/a.test.ts)',
      'POST /api/records/{kind} 200: not declared (3 ×, e.g. tests/api/records.test.ts)',
    ]);
  });

  it('fails an error sent as anything but problem+json, and a route the document leaves out', () => {
    const result = checkStatuses(doc, [
      seen({ method: 'GET', route: '/api/records/:kind', status: 400, problem: false }),
      seen({ method: 'DELETE', route: '/api/records/:kind/:id', status: 204 }),
      // unless the operation declares a body of its own for that status
      seen({ method: 'GET', route: '/api/health', status: 503, problem: false }),
    ]);
    expect(result.findings.map((f) => `${f.operation} ${f.status} ${f.why}`)).toEqual([
      'DELETE /api/records/{kind}/{id} 204 not in the document',
      'GET /api/records/{kind} 400 not problem+json',
    ]);
  });

  it('passes a request no route matched only with a status every operation declares', () => {
    const result = checkStatuses(doc, [
      seen({ method: 'GET', route: null, status: 404 }),
      seen({ method: 'GET', route: null, status: 414 }),
      seen({ method: 'PUT', route: null, status: 422 }),
    ]);
    expect(result.findings.map((f) => `${f.operation} ${f.status}`)).toEqual(['PUT (no route matched) 422']);
  });

  it('reports the operations no test saw succeed, without failing on them', () => {
    const result = checkStatuses(doc, [
      seen({ method: 'GET', route: '/api/records/:kind', status: 200 }),
      seen({ method: 'POST', route: '/api/records/:kind', status: 422 }),
    ]);
    expect(result.findings).toEqual([]);
    expect(result.neverSucceeded).toEqual(['GET /api/health', 'POST /api/auth/logout', 'POST /api/records/{kind}']);
  });
});

describe('recording what a server answers', () => {
  it('counts (method, route template, status) per server, writes them when it closes, and leaves hidden routes out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'statuses-'));
    const app = Fastify();
    app.get('/api/things/:id', async (request, reply) =>
      (request.params as { id: string }).id === 'new' ? reply.code(201).send({}) : {},
    );
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => ({}));
    recordStatuses(app, callingTestFile(), dir);
    for (const url of ['/api/things/1', '/api/things/2', '/api/things/new', '/api/openapi.json', '/api/nothing'])
      await app.inject({ method: 'GET', url });
    expect(readdirSync(dir)).toEqual([]); // nothing written while it runs
    await app.close();
    const recorded = readObservations(dir).map((o) => `${o.method} ${o.route} ${o.status} ×${o.count} ${o.file}`);
    expect(recorded.sort()).toEqual([
      'GET /api/things/:id 200 ×2 tests/unit/status-recorder.test.ts',
      'GET /api/things/:id 201 ×1 tests/unit/status-recorder.test.ts',
      'GET null 404 ×1 tests/unit/status-recorder.test.ts',
    ]);
  });

  it('records only when the run asks (a folder)', async () => {
    const app = Fastify();
    expect(recordStatuses(app, 'x', '')).toBe(false);
    expect(recordStatuses(app, 'x', mkdtempSync(join(tmpdir(), 'statuses-')))).toBe(true);
    await app.close();
  });
});
