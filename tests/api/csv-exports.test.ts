// Every CSV export neutralises formula cells. The exports are found in the OpenAPI document (every operation
// answering text/csv); each has a way here to plant hostile text in every text column it writes, and the test
// fails if the document names an export this file does not exercise. For each dangerous start (=, +, -, @, tab,
// CR, ;=) the text is planted, the export called and parsed with csv-parse, and no cell may start live.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonDate } from '../../engine/time/london.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { as, login, startTestServer, type TestServer } from '../helpers/server.ts';

/** The starts OWASP's CSV injection guidance names, and a separator before a formula (`;=` read with `;` cells). */
const STARTS = ['=', '+', '-', '@', '\t', '\r', ';='];
/** What a spreadsheet would run: a formula start, also behind blanks or separators. Plain numbers are not. */
const live = (cell: string) =>
  !/^-?\d+(\.\d+)?$/.test(cell) && (/^[\s;,|"]*[=+\-@]/.test(cell) || /^[\t\r\n]/.test(cell));

type Client = Awaited<ReturnType<typeof clientFor>>;
type Op = { responses?: Record<string, { content?: Record<string, unknown> }> };

describe('CSV exports neutralise formula cells', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let manager: Client, staff: Client, hr: Client, director: Client, admin: ReturnType<typeof as>;
  let csvOps: string[];
  let jaydenId: string, demoOrgId: string;
  const month = londonDate(new Date()).slice(0, 7);
  const sql = (text: string, params: unknown[]) => server.store.db.query(text, params);

  /** Hostile text for one column: the start, then a formula, then a tag saying which column it was planted in. */
  const hostile = (start: string, tag: string) =>
    `${start}${/^[\t\r]$/.test(start) ? '=' : ''}HYPERLINK("http://evil.test/${tag}","Open, ${tag}")`;

  /** Per export: plant `start` in every text column it writes, call it, and return the CSV and the tags planted. */
  const exports: Record<string, (start: string, n: number) => Promise<{ csv: string; tags: string[] }>> = {
    'GET /api/accounts/entries.csv': async (start, n) => {
      const entry = await staff.post('/api/accounts/entries', {
        homeId: people.oak.id,
        entryDate: londonDate(new Date()),
        direction: 'out',
        amountPence: 100,
        category: 'food',
        description: 'Milk',
        youngPersonId: people.oakYp.id,
      });
      expect(entry.status, JSON.stringify(entry.body)).toBe(201);
      const t = (c: string) => `z${n}${c}`;
      await sql('update account_entries set description = $1, category = $2 where id = $3', [
        hostile(start, t('desc')),
        hostile(start, t('cat')),
        entry.body.id,
      ]);
      await sql('update homes set name = $1 where id = $2', [hostile(start, t('home')), people.oak.id]);
      await sql('update users set name = $1 where id = $2', [
        hostile(start, t('staff')),
        people.user('staff.oak@demo.care').id,
      ]);
      await sql('update young_people set first_name = $1, preferred_name = null where id = $2', [
        hostile(start, t('yp')),
        people.oakYp.id,
      ]);
      await server.app.remembered.settled();
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/accounts/entries.csv?from=${month}-01&to=${londonDate(new Date())}&home=${people.oak.id}&reason=Checking`,
        headers: { cookie: manager.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { csv: res.body, tags: ['desc', 'cat', 'home', 'staff', 'yp'].map(t) };
    },
    'GET /api/young-people/{id}/mar/export': async (start, n) => {
      const t = (c: string) => `z${n}${c}`;
      await sql(
        `update records set data = jsonb_set(data, '{name}', to_jsonb($1::text)) where kind = 'medication' and young_person_id = $2`,
        [hostile(start, t('medicine')), jaydenId],
      );
      await sql(
        `update records set data = jsonb_set(data, '{allergies,0,allergen}', to_jsonb($1::text)) where kind = 'health-profile' and young_person_id = $2`,
        [hostile(start, t('allergy')), jaydenId],
      );
      await sql('update young_people set first_name = $1, preferred_name = $1 where id = $2', [
        hostile(start, t('yp')),
        jaydenId,
      ]);
      // a homely remedy given now, its dose, reason and effect hostile (the remedy's row in the export)
      const [remedy] = (await sql(
        `select r.id, r.version, r.home_id, r.org_id from records r join young_people y on y.home_id = r.home_id
          where y.id = $1 and r.kind = 'medical-inventory' and r.data ->> 'itemKind' = 'homely_remedy' limit 1`,
        [jaydenId],
      )) as { id: string; version: number; home_id: string; org_id: string }[];
      await sql(
        `insert into homely_remedy_doses (org_id, home_id, young_person_id, item_id, item_version, consent_id, given_at,
           quantity, dose_given, symptom, balance_after, effect, recorded_by)
         select $1, $2, $3, $4, $5, $4, now() - interval '1 minute', 1, $6, $7, 1, $8, recorded_by
           from mar_entries where young_person_id = $3 limit 1`,
        [
          remedy.org_id,
          remedy.home_id,
          jaydenId,
          remedy.id,
          remedy.version,
          hostile(start, t('homelyDose')),
          hostile(start, t('homelyWhy')),
          hostile(start, t('homelyEffect')),
        ],
      );
      await server.app.remembered.settled();
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/young-people/${jaydenId}/mar/export?month=${month}&reason=Checking`,
        headers: { cookie: staff.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      // the allergies cell reads "Allergies: …": planted mid-cell, it is there but cannot start one
      return { csv: res.body, tags: ['medicine', 'allergy', 'yp', 'homelyDose', 'homelyWhy', 'homelyEffect'].map(t) };
    },
    'GET /api/homes/{id}/annex-a/export': async (start, n) => {
      const t = (c: string) => `z${n}${c}`;
      const ypId = people.oakYps[1].id;
      for (const item of ['education', 'returnInterviews', 'notes']) {
        await sql(
          'insert into annex_a_entries (org_id, home_id, item, young_person_id, value, set_by) values ($1, $2, $3, $4, $5, $6)',
          [people.orgId, people.oak.id, item, ypId, hostile(start, t(item)), people.user('manager.oak@demo.care').id],
        );
      }
      await sql('update young_people set first_name = $1, preferred_name = $1 where id = $2', [
        hostile(start, t('child')),
        ypId,
      ]);
      await server.app.remembered.settled();
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/homes/${people.oak.id}/annex-a/export?reason=Checking`,
        headers: { cookie: manager.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { csv: res.body, tags: ['education', 'returnInterviews', 'notes', 'child'].map(t) };
    },
    'GET /api/pay/gross.csv': async (start, n) => {
      const t = (c: string) => `z${n}${c}`;
      await sql('update users set name = $1 where id = $2', [
        hostile(start, t('employee')),
        people.user('staff.oak@demo.care').id,
      ]);
      await server.app.remembered.settled();
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/pay/gross.csv?month=${month}&reason=Checking`,
        headers: { cookie: hr.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { csv: res.body, tags: [t('employee')] };
    },
    'POST /api/admin/data-migration/dry-run': async (start, n) => {
      const t = (c: string) => `z${n}${c}`;
      const heading = hostile(start, t('column'));
      const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
      const file = `Young person,Date,${q(heading)}\r\n${q(hostile(start, t('value')))},01/03/2026,Brunch\r\n`;
      const boundary = '----csvExports';
      const payload = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`,
      );
      const up = await server.app.inject({
        method: 'POST',
        url: '/api/admin/data-migration/files',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin.cookie },
      });
      expect(up.statusCode, up.body).toBe(201);
      // headings are trimmed on reading, so a tab or CR start arrives as the formula behind it
      expect(up.json().headers).toContain(heading.trim());
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/admin/data-migration/dry-run?format=csv&reason=Checking',
        headers: { cookie: admin.cookie },
        payload: {
          organisationId: demoOrgId,
          fileId: up.json().id,
          target: 'record:daily-log',
          columns: { 'Young person': '@youngPerson', Date: 'date', [heading.trim()]: 'shift' },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { csv: res.body, tags: [t('column')] };
    },
  };

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    [manager, staff, hr, director] = await Promise.all(
      ['manager.oak@demo.care', 'staff.oak@demo.care', 'hr@demo.care', 'director@demo.care'].map((e) =>
        clientFor(server, e),
      ),
    );
    admin = as(server.app, await login(server.app, 'admin@care-records.app'));
    demoOrgId = people.orgId;
    jaydenId = people.oakYps.find((y) => y.firstName === 'Jayden')!.id;
    expect(
      (await director.put('/api/settings/organisation', { toggles: { mar: true, medicationInventory: true } })).status,
    ).toBe(200);
    await sql(`update organisations set features = features || '{"enableAnnexA": true}'::jsonb where id = $1`, [
      people.orgId,
    ]);
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Op>>;
    };
    csvOps = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) =>
          Object.values(op.responses ?? {}).some((r) =>
            Object.keys(r.content ?? {}).some((type) => type.startsWith('text/csv')),
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
  }, 120_000);
  afterAll(async () => server?.close());

  it('the OpenAPI document declares the CSV exports, and each is exercised here', () => {
    expect(csvOps.length).toBeGreaterThanOrEqual(5);
    expect(csvOps.filter((op) => !exports[op])).toEqual([]);
    expect(Object.keys(exports).filter((op) => !csvOps.includes(op))).toEqual([]);
  });

  it.each(STARTS.map((s, n) => [JSON.stringify(s), s, n] as const))(
    '%s planted in every text column comes out as text',
    async (_label, start, n) => {
      for (const op of csvOps) {
        const { csv, tags } = await exports[op](start, n);
        const cells = (parse(csv, { relax_column_count: true, bom: true }) as string[][]).flat();
        // the hostile text reached the export, in every column planted
        for (const tag of tags)
          expect(
            cells.some((c) => c.includes(tag)),
            `${op}: ${tag} is not in the CSV`,
          ).toBe(true);
        expect(cells.filter(live).map((c) => `${op}: ${JSON.stringify(c)}`)).toEqual([]);
      }
    },
    60_000,
  );

  it('each export is in the audit: who, what and why, the route and what was asked for', async () => {
    const before = new Date();
    for (const [n, op] of csvOps.entries()) await exports[op]('@', 100 + n);
    const rows = (await sql(
      `select user_id, entity_id, detail from activity_audit where action = 'export' and at >= $1`,
      [before],
    )) as { user_id: string | null; entity_id: string | null; detail: Record<string, unknown> }[];
    for (const op of csvOps) {
      const route = op.replace(/\{(\w+)\}/g, ':$1');
      const mine = rows.filter((r) => r.detail.route === route);
      expect(mine.length, `${op} is not in the audit`).toBeGreaterThan(0);
      for (const r of mine) {
        expect(r.user_id, op).toBeTruthy();
        expect(String(r.detail.what), op).toMatch(/\w{5}/);
        expect(String(r.detail.why), op).toMatch(/\w{5}/);
        expect(r.detail.query, op).toBeDefined();
        // the person's own reason, apart from the query
        expect(r.detail.reason, op).toBe('Checking');
        expect((r.detail.query as Record<string, unknown>).reason, op).toBeUndefined();
      }
    }
    // a file about one young person or home names it
    const mar = rows.find((r) => String(r.detail.route).includes('/mar/export'));
    expect(mar?.entity_id).toBe((mar?.detail.params as { id: string }).id);
  });

  it('every export is refused without a reason (400 at /querystring/reason) and leaves no row in the audit', async () => {
    const before = new Date();
    const urls: [string, string][] = [
      [hr.cookie, `/api/pay/gross.csv?month=${month}`],
      [manager.cookie, `/api/homes/${people.oak.id}/annex-a/export`],
      [manager.cookie, `/api/young-people/${jaydenId}/mar/export?month=${month}`],
      [manager.cookie, `/api/accounts/entries.csv?from=${month}-01&to=${londonDate(new Date())}&reason=%20%20%20`],
    ];
    for (const [cookie, url] of urls) {
      const res = await server.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
      expect(res.json().errors, url).toContainEqual(expect.objectContaining({ path: '/querystring/reason' }));
    }
    const dry = await server.app.inject({
      method: 'POST',
      url: '/api/admin/data-migration/dry-run?format=csv',
      headers: { cookie: admin.cookie },
      payload: {
        organisationId: demoOrgId,
        fileId: '00000000-0000-4000-8000-000000000000',
        target: 'homes',
        columns: {},
      },
    });
    expect(dry.statusCode).toBe(400);
    expect(dry.json().errors).toContainEqual(expect.objectContaining({ path: '/querystring/reason' }));
    expect(await sql(`select 1 from activity_audit where action = 'export' and at >= $1`, [before])).toEqual([]);
  });

  it("no route answers CSV but through the one writer's reply (so none can miss the OpenAPI declaration)", () => {
    const root = new URL('../../engine/', import.meta.url);
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    // the upload type lists name text/csv as a type they accept, the export audit reads the declaration; only
    // csv-reply.ts answers with it
    const allowed = new Set([
      'http/csv-reply.ts',
      'http/export-audit.ts',
      'documents/accepted-types.ts',
      'documents/sniff.ts',
    ]);
    const elsewhere = files.filter(
      (f) => !allowed.has(f.replaceAll('\\', '/')) && /text\/csv/.test(readFileSync(new URL(f, root), 'utf8')),
    );
    expect(elsewhere).toEqual([]);
  });

  it('each export answers text/csv as it declares', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/pay/gross.csv?month=${month}&reason=Checking`,
      headers: { cookie: hr.cookie },
    });
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['cache-control']).toContain('no-store');
  });
});
