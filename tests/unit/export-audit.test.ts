// Every CSV export says what it exports and why (engine/http/export-audit.ts): start-up refuses one that does not,
// and a declared one is written to the audit before the file is sent, never for a refusal.
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditExportsOn } from '../../engine/http/export-audit.ts';
import type { Store } from '../../engine/store/index.ts';

const csv = { 200: { description: 'x', content: { 'text/csv': { schema: { type: 'string' } } } } };
const written: unknown[] = [];
const store = { forOrg: () => ({ audit: { write: async (e: unknown) => void written.push(e) } }) } as unknown as Store;
const route = (over: Partial<RouteOptions>) =>
  ({ method: 'GET', url: '/api/x.csv', handler: () => null, ...over }) as RouteOptions;

describe('exports in the audit', () => {
  it('refuses a CSV route that does not say what it exports and why; leaves other routes alone', () => {
    expect(() => auditExportsOn(route({ schema: { response: csv } }), store)).toThrow(/personalDataExport/);
    const plain = route({ schema: { response: { 200: { type: 'object' } } } });
    auditExportsOn(plain, store);
    expect(plain.onSend).toBeUndefined();
  });
  it('asks every export for a reason: required in its query, refused without one at the field', async () => {
    const r = route({
      schema: { response: csv, querystring: { type: 'object', properties: { month: { type: 'string' } } } },
      config: { personalDataExport: { what: 'A chart', why: 'the pharmacy' } },
    });
    auditExportsOn(r, store);
    const q = r.schema!.querystring as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(q.properties)).toEqual(['month', 'reason']);
    expect(q.required).toEqual(['reason']);
    // a report answering a file only for some queries asks then, and only then
    const report = route({
      method: 'POST',
      schema: { response: csv },
      config: { personalDataExport: { what: 'A report', why: 'checking', fileWhen: { format: 'csv' } } },
    });
    auditExportsOn(report, store);
    expect((report.schema!.querystring as { required?: string[] }).required).toBeUndefined();
    const check = [report.preValidation].flat()[0] as (q: FastifyRequest) => Promise<void>;
    await expect(check({ query: { format: 'json' } } as unknown as FastifyRequest)).resolves.toBeUndefined();
    await expect(check({ query: { format: 'csv', reason: '  ' } } as unknown as FastifyRequest)).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      check({ query: { format: 'csv', reason: 'For the import' } } as unknown as FastifyRequest),
    ).resolves.toBeUndefined();
  });
  it('writes who, what, why, the route, the ids and the file name once the answer is a success', async () => {
    const r = route({
      url: '/api/young-people/:id/x.csv',
      schema: { response: csv },
      config: { personalDataExport: { what: 'A chart', why: 'the pharmacy' } },
    });
    auditExportsOn(r, store);
    const send = [r.onSend].flat()[0] as (q: FastifyRequest, p: FastifyReply, x: unknown) => Promise<unknown>;
    const id = '0190a1b2-0000-7000-8000-000000000001';
    const request = {
      method: 'GET',
      routeOptions: { url: r.url },
      params: { id },
      query: { month: '2026-03', reason: ' For the pharmacy visit ' },
      caller: { id: 'u1', orgId: 'o1' },
    } as unknown as FastifyRequest;
    const reply = (status: number) =>
      ({
        statusCode: status,
        getHeader: () => 'attachment; filename="mar-2026-03.csv"',
      }) as unknown as FastifyReply;
    expect(await send(request, reply(403), 'no')).toBe('no');
    expect(written).toEqual([]);
    expect(await send(request, reply(200), 'file')).toBe('file');
    expect(written).toEqual([
      {
        userId: 'u1',
        action: 'export',
        entity: 'export',
        entityId: id,
        detail: {
          what: 'A chart',
          why: 'the pharmacy',
          reason: 'For the pharmacy visit',
          route: 'GET /api/young-people/:id/x.csv',
          params: { id },
          query: { month: '2026-03' },
          fileName: 'mar-2026-03.csv',
        },
      },
    ]);
  });
});
