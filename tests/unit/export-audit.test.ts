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
      query: { month: '2026-03' },
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
          route: 'GET /api/young-people/:id/x.csv',
          params: { id },
          query: { month: '2026-03' },
          fileName: 'mar-2026-03.csv',
        },
      },
    ]);
  });
});
