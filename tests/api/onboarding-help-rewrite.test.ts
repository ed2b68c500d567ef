// Onboarding (/create-company, /register), help (articles, search,
// videos with captions, reference content and timings), and the AI rewrite beta against a local fake endpoint
// that must never see an identifier of the demo data.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGULATORY_TIMINGS } from '../../definitions/regulatory-timings.ts';
import { dateForms } from '../../engine/rewrite/deidentify.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * An OpenAI-compatible chat-completions endpoint that keeps every body it is sent and answers with the user's text,
 * reworded.
 */
async function fakeAi() {
  const bodies: string[] = [];
  let fail = false;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      bodies.push(body);
      if (fail) {
        res.writeHead(500).end('{}');
        return;
      }
      const user = (JSON.parse(body).messages as { role: string; content: string }[]).find(
        (m) => m.role === 'user',
      )!.content;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: `Reworded: ${user}` } }] }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`,
    bodies,
    setFail: (f: boolean) => {
      fail = f;
    },
    close: () => new Promise((ok) => server.close(ok)),
  };
}

const newCompany = (suffix: string) => ({
  organisation: { name: `Birch Care ${suffix} Ltd` },
  homes: [
    {
      name: 'Birch House',
      type: 'children_home',
      address: '1 Birch Road, Leeds LS1 1AA',
      urn: 'SC123456',
      registeredPlaces: 4,
    },
    { name: 'Birch Flats', type: 'support_accomodation_for_older_children', urn: '2712345', registeredPlaces: 6 },
  ],
  director: { name: 'Dana Birch', email: `dana.${suffix}@birch.example` },
});

describe.each(DRIVERS)('onboarding, help and the rewrite beta (%s)', (driver) => {
  let server: TestServer;
  let ai: Awaited<ReturnType<typeof fakeAi>>;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  beforeAll(async () => {
    ai = await fakeAi();
    server = await startTestServer({
      driver,
      env: { AI_REWRITE_URL: ai.url, AI_REWRITE_KEY: 'test-key', AI_REWRITE_PER_MINUTE: '40' },
    });
    people = await demoPeople(server);
  });
  afterAll(async () => {
    await server?.close();
    await ai?.close();
  });

  const anon = () => ({
    get: async (url: string) => {
      const r = await server.app.inject({ method: 'GET', url });
      return { status: r.statusCode, body: /json/.test(String(r.headers['content-type'])) ? r.json() : null, raw: r };
    },
    post: async (url: string, payload: unknown, ip = '10.0.0.1') => {
      const r = await server.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
      return { status: r.statusCode, body: r.body ? r.json() : null };
    },
  });
  const count = async (sql: string, params: unknown[] = []) =>
    (await server.store.db.query<{ n: number }>(sql, params))[0].n;

  describe('onboarding', () => {
    it('/create-company: the product administrator creates the organisation, its homes and director in one go; the director sets a password from the link', async () => {
      const admin = await clientFor(server, 'admin@care-records.app');
      const res = await admin.post('/api/admin/companies', newCompany('a'));
      expect(res.status).toBe(201);
      expect(res.body.homeIds).toHaveLength(2);
      expect(res.body.invite.link).toMatch(/^\/set-password\?token=/);
      const homes = await server.store.db.query<{ name: string; type: string; urn: string; registered_places: number }>(
        `select name, type, urn, registered_places from homes where org_id = $1 order by name`,
        [res.body.id],
      );
      expect(homes).toEqual([
        { name: 'Birch Flats', type: 'support_accomodation_for_older_children', urn: '2712345', registered_places: 6 },
        { name: 'Birch House', type: 'children_home', urn: 'SC123456', registered_places: 4 },
      ]);
      // no password yet: the director cannot sign in until they use the link
      expect(
        (await anon().post('/api/auth/login', { email: 'dana.a@birch.example', password: 'CareDemo2026!' })).status,
      ).toBe(401);
      const token = res.body.invite.link.split('token=')[1];
      expect((await anon().post('/api/auth/set-password', { token, password: 'Birch-Trees-Grow-2026!' })).status).toBe(
        200,
      );
      const director = as(server.app, await login(server.app, 'dana.a@birch.example', 'Birch-Trees-Grow-2026!'));
      const me = await director.get('/api/auth/me');
      expect(me.body.user ?? me.body).toMatchObject({ role: 'director' });
      expect(
        await count(
          `select count(*)::int as n from activity_audit where org_id = $1 and action = 'organisation.create'`,
          [res.body.id],
        ),
      ).toBe(1);
    });

    it('/create-company refuses bad input with the field path and creates nothing; everyone but the product administrator is refused', async () => {
      const admin = await clientFor(server, 'admin@care-records.app');
      const before = await count(`select count(*)::int as n from organisations`);
      const bad = newCompany('b');
      (bad.homes[1] as Record<string, unknown>).type = 'castle';
      const res = await admin.post('/api/admin/companies', bad);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(JSON.stringify(res.body.errors)).toContain('/homes/1/type');
      const twice = newCompany('c');
      twice.homes[1].name = 'birch house ';
      const dup = await admin.post('/api/admin/companies', twice);
      expect(dup.status).toBe(422);
      expect(dup.body.errors[0].path).toBe('/homes/1/name');
      const hostile = newCompany('d');
      hostile.organisation.name = '<img src=x onerror=alert(1)>\u0000';
      expect((await admin.post('/api/admin/companies', hostile)).status).toBe(400);
      for (const email of ['director@demo.care', 'manager.oak@demo.care', 'staff.oak@demo.care']) {
        expect((await (await clientFor(server, email)).post('/api/admin/companies', newCompany('e'))).status).toBe(403);
      }
      expect(await count(`select count(*)::int as n from organisations`)).toBe(before);
    });

    it('/register: a request waits for approval with nothing usable; the answer never says whether an email is known; approve creates the organisation, decline is kept', async () => {
      const request = {
        organisationName: 'Rowan Homes',
        contactName: 'Riley Rowan',
        contactEmail: 'riley@rowan.example',
        contactPhone: '0113 496 0999',
        homes: [{ name: 'Rowan Lodge', type: 'children_home' }],
      };
      const first = await anon().post('/api/register', request, '10.0.1.1');
      expect(first.status).toBe(202);
      // an address that already has a login somewhere gets the same answer
      const known = await anon().post('/api/register', { ...request, contactEmail: 'director@demo.care' }, '10.0.1.2');
      expect(known).toEqual(first);
      expect(
        (await anon().post('/api/auth/login', { email: 'riley@rowan.example', password: 'anything-at-all-1' })).status,
      ).toBe(401);
      expect(await count(`select count(*)::int as n from organisations where name = 'Rowan Homes'`)).toBe(0);
      // bad and hostile input: the field path, nothing kept
      const pending = await count(`select count(*)::int as n from account_requests`);
      const bad = await anon().post('/api/register', { ...request, homes: [] }, '10.0.1.3');
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body.errors)).toContain('/homes');
      expect((await anon().post('/api/register', { ...request, contactName: 'A\u0000B' }, '10.0.1.4')).status).toBe(
        400,
      );
      expect((await anon().post('/api/register', { ...request, isAdmin: true }, '10.0.1.5')).status).toBe(400);
      expect(await count(`select count(*)::int as n from account_requests`)).toBe(pending);
      // rate limited per address
      const flood = [];
      for (let i = 0; i < 6; i++) flood.push((await anon().post('/api/register', request, '10.0.9.9')).status);
      expect(flood.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
      expect(flood[5]).toBe(429);

      const admin = await clientFor(server, 'admin@care-records.app');
      const manager = await clientFor(server, 'director@demo.care');
      expect((await manager.get('/api/admin/account-requests')).status).toBe(403);
      const list = (await admin.get('/api/admin/account-requests?status=pending')).body.requests;
      const mine = list.filter((r: { contactEmail: string }) => r.contactEmail === 'riley@rowan.example');
      expect(mine.length).toBeGreaterThan(1);
      expect((await manager.post(`/api/admin/account-requests/${mine[0].id}/approve`, {})).status).toBe(403);
      const approved = await admin.post(`/api/admin/account-requests/${mine[0].id}/approve`, {});
      expect(approved.status).toBe(201);
      expect(approved.body.invite.link).toMatch(/token=/);
      expect((await admin.post(`/api/admin/account-requests/${mine[0].id}/approve`, {})).status).toBe(409);
      const [org] = await server.store.db.query<{ id: string }>(
        `select org_id as id from account_requests where id = $1`,
        [mine[0].id],
      );
      expect(org.id).toBe(approved.body.id);
      expect(
        await count(`select count(*)::int as n from homes where org_id = $1 and name = 'Rowan Lodge'`, [
          approved.body.id,
        ]),
      ).toBe(1);
      const declined = await admin.post(`/api/admin/account-requests/${mine[1].id}/decline`, {
        note: 'Duplicate request',
      });
      expect(declined.body).toEqual({ id: mine[1].id, status: 'declined' });
      const [row] = await server.store.db.query<{ status: string; decision_note: string }>(
        `select status, decision_note from account_requests where id = $1`,
        [mine[1].id],
      );
      expect(row).toEqual({ status: 'declined', decision_note: 'Duplicate request' });
      expect((await admin.post(`/api/admin/account-requests/${mine[1].id}/approve`, {})).status).toBe(409);
    });
  });

  describe('help', () => {
    it('lists articles with the screens they help with; an article is blocks, never HTML; search finds by text', async () => {
      const index = (await anon().get('/api/help')).body;
      const slugs = index.articles.map((a: { slug: string }) => a.slug);
      for (const s of [
        'daily-logs',
        'sign-off',
        'deadlines',
        'medication',
        'incidents-and-restraint',
        'safeguarding',
        'rota-and-leave',
        'notifications',
        'standards',
        'regulatory-timings',
      ])
        expect(slugs).toContain(s);
      expect(index.kinds).toMatchObject({
        incident: 'incidents-and-restraint',
        'quality-review': 'quality-reviews',
        'daily-log': 'daily-logs',
      });
      const article = (await anon().get('/api/help/articles/daily-logs')).body;
      expect(article.title).toBe('How to write a good daily log');
      expect(JSON.stringify(article.blocks)).not.toMatch(/<[a-z]/i);
      const search = (await anon().get('/api/help/search?q=restraint%2048%20hours')).body.results;
      expect(search[0].slug).toBe('incidents-and-restraint');
      expect(search[0].snippet.toLowerCase()).toContain('restraint');
      expect((await anon().get('/api/help/search?q=zzzxqq')).body.results).toEqual([]);
      expect((await anon().get('/api/help/articles/..%2Fpackage')).status).toBe(400);
      expect((await anon().get('/api/help/articles/no-such-article')).status).toBe(404);
    });

    it('the reference pages print the timings the rules use, and link to legislation.gov.uk', async () => {
      const timings = JSON.stringify((await anon().get('/api/help/articles/regulatory-timings')).body.blocks);
      expect(timings).toContain('six months');
      expect(timings).toContain(`${REGULATORY_TIMINGS.copyToRegulatorDays} days`);
      expect(timings).toContain(`${REGULATORY_TIMINGS.notificationDueHours} hours`);
      // the 36-hour figure only as a quoted reference line, labelled as the outermost limit some guidance gives
      expect(timings).toContain(
        `Reference only: \\"${REGULATORY_TIMINGS.outermostLimitQuote}\\" is the outermost limit some guidance gives`,
      );
      expect(timings).not.toMatch(/means[^.]*36 hours/);
      expect(timings).toMatch(
        new RegExp(`more than "},\\{"t":"strong","text":"${REGULATORY_TIMINGS.careDaysCountedInInspection} days`),
      );
      expect(timings).toContain('once a calendar year');
      const notifications = (await anon().get('/api/help/articles/notifications')).body.blocks;
      const links = JSON.stringify(notifications).match(/https:\/\/www\.legislation\.gov\.uk\/[^"]+/g);
      expect(links).toEqual(
        expect.arrayContaining([
          'https://www.legislation.gov.uk/uksi/2015/541/regulation/40',
          'https://www.legislation.gov.uk/uksi/2023/416/regulation/27',
        ]),
      );
      // the 2015 regulations' list: the DBS referral (40(3)) in both lists, no 2001 "serious injury or illness" item,
      // police involvement anywhere, every restraint in supported accommodation, and the SA source cited
      const text = JSON.stringify(notifications);
      expect(text.match(/referral to the DBS/g)).toHaveLength(2);
      expect(text).not.toMatch(/serious injury to, or serious illness of/);
      expect(text).not.toMatch(/police being called to the home/);
      expect(text).toContain('incident requiring police involvement');
      expect(text).toContain('any use of restraint');
      expect(text).toContain(
        'https://www.gov.uk/guidance/report-a-serious-incident-in-a-supported-accommodation-service',
      );
    });

    it('training videos: none shipped; the product administrator uploads one only with WebVTT captions; it is served with its captions', async () => {
      expect((await anon().get('/api/help/videos')).body.videos).toEqual([]);
      const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
      const vtt = 'WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome to Care Records.\n';
      const upload = async (email: string, parts: { captions?: string; file?: Buffer; type?: string }) => {
        const boundary = 'XhelpX';
        const field = (n: string, v: string) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`;
        const body = Buffer.concat([
          Buffer.from(
            field('title', 'Writing a daily log') +
              (parts.captions !== undefined ? field('captions', parts.captions) : ''),
          ),
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="log.mp4"\r\nContent-Type: ${parts.type ?? 'video/mp4'}\r\n\r\n`,
          ),
          parts.file ?? mp4,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/admin/training-videos',
          payload: body,
          headers: {
            cookie: await login(server.app, email),
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        });
        return { status: res.statusCode, body: res.json() };
      };
      expect((await upload('director@demo.care', { captions: vtt })).status).toBe(403);
      const noCaptions = await upload('admin@care-records.app', {});
      expect(noCaptions.status).toBe(422);
      expect(noCaptions.body.errors).toEqual([{ path: '/captions', message: expect.stringContaining('WebVTT') }]);
      const fake = await upload('admin@care-records.app', {
        captions: vtt,
        file: Buffer.from('MZ not a video at all'),
      });
      expect(fake.body.errors[0].path).toBe('/file');
      const ok = await upload('admin@care-records.app', { captions: vtt });
      expect(ok.status).toBe(201);
      const list = (await anon().get('/api/help/videos')).body.videos;
      expect(list).toEqual([
        expect.objectContaining({
          id: ok.body.id,
          title: 'Writing a daily log',
          contentType: 'video/mp4',
          shipped: false,
        }),
      ]);
      const file = await anon().get(`/api/help/videos/${ok.body.id}/video`);
      expect(file.raw.headers['content-type']).toBe('video/mp4');
      expect(file.raw.rawPayload.equals(mp4)).toBe(true);
      const part = await server.app.inject({
        method: 'GET',
        url: `/api/help/videos/${ok.body.id}/video`,
        headers: { range: 'bytes=4-11' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4.length}`);
      expect(part.body).toBe('ftypmp42');
      expect(
        (
          await server.app.inject({
            method: 'GET',
            url: `/api/help/videos/${ok.body.id}/video`,
            headers: { range: 'bytes=9999-' },
          })
        ).statusCode,
      ).toBe(416);
      const captions = await anon().get(`/api/help/videos/${ok.body.id}/captions.vtt`);
      expect(captions.raw.headers['content-type']).toMatch(/^text\/vtt/);
      expect(captions.raw.body).toBe(vtt);
      const admin = await clientFor(server, 'admin@care-records.app');
      expect((await admin.post(`/api/admin/training-videos/${ok.body.id}/archive`)).status).toBe(200);
      expect((await anon().get('/api/help/videos')).body.videos).toEqual([]);
    });
  });

  describe('the rewrite beta', () => {
    it('is off until the organisation has enableTextRewrite, enforced by the API; then it suggests, audited without the text', async () => {
      const staff = await clientFor(server, 'staff.oak@demo.care');
      const ask = {
        text: 'He kicked off at tea and was rude.',
        kind: 'daily-log',
        youngPersonId: people.oakYp.id,
        field: 'summary',
      };
      expect((await staff.get('/api/rewrite')).body).toMatchObject({ enabled: false, configured: true });
      const off = await staff.post('/api/rewrite', ask);
      expect(off.status).toBe(403);
      const admin = await clientFor(server, 'admin@care-records.app');
      expect(
        (await admin.put(`/api/admin/customers/${people.orgId}/features`, { enableTextRewrite: true })).status,
      ).toBe(200);
      const on = await staff.post('/api/rewrite', ask);
      expect(on.status).toBe(200);
      expect(on.body.before).toBe(ask.text);
      expect(on.body.after).toBe(`Reworded: ${ask.text}`);
      expect(on.body.notice).toMatch(/cloud AI service.*de-identified.*inaccurate/s);
      const audit = await server.store.db.query<{ detail: Record<string, unknown> }>(
        `select detail from activity_audit where org_id = $1 and action = 'text.rewrite' order by at desc limit 1`,
        [people.orgId],
      );
      expect(audit[0].detail).toMatchObject({ kind: 'daily-log', length: ask.text.length, outcome: 'suggested' });
      expect(JSON.stringify(audit[0].detail)).not.toContain('rude');
      // another home's young person, another organisation's, and bad input
      expect((await staff.post('/api/rewrite', { ...ask, youngPersonId: people.willowYp.id })).status).toBe(403);
      const other = await otherOrganisation(server);
      expect((await staff.post('/api/rewrite', { ...ask, youngPersonId: other.ypId })).status).toBe(404);
      const bad = await staff.post('/api/rewrite', { ...ask, text: '' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body.errors)).toContain('/text');
      expect((await staff.post('/api/rewrite', { ...ask, kind: 'no-such-kind' })).status).toBe(422);
      // the provider failing leaves the author's text alone and says so
      ai.setFail(true);
      const failed = await staff.post('/api/rewrite', ask);
      ai.setFail(false);
      expect(failed.status).toBe(502);
    });

    it('no identifier of the demo data reaches the AI endpoint, and every placeholder comes back', async () => {
      const director = await clientFor(server, 'director@demo.care');
      const admin = await clientFor(server, 'admin@care-records.app');
      await admin.put(`/api/admin/customers/${people.orgId}/features`, { enableTextRewrite: true });
      const db = server.store.db;
      const yps = await db.query<{
        id: string;
        first_name: string;
        last_name: string;
        preferred_name: string | null;
        dob: string | null;
      }>(
        `select id, first_name, last_name, preferred_name, to_char(date_of_birth, 'YYYY-MM-DD') as dob from young_people where org_id = $1`,
        [people.orgId],
      );
      const users = await db.query<{ name: string; email: string }>(`select name, email from users where org_id = $1`, [
        people.orgId,
      ]);
      const held = await db.query<{ data: Record<string, unknown> }>(
        `select data from records where org_id = $1 and kind in ('contact', 'personal-details', 'staff-contact', 'staff-personal-details', 'application')`,
        [people.orgId],
      );
      // every identifier in the demo: names, dates of birth, emails, phones, postcodes, addresses, NHS numbers
      const ids = new Set<string>();
      for (const y of yps) {
        ids.add(y.first_name);
        ids.add(y.last_name);
        if (y.preferred_name) ids.add(y.preferred_name);
        if (y.dob) dateForms(y.dob).forEach((d) => ids.add(d));
      }
      for (const u of users) {
        u.name
          .split(/\s+/)
          .filter((p) => p.length > 2)
          .forEach((p) => ids.add(p));
        ids.add(u.email);
      }
      const walk = (v: unknown, key = ''): void => {
        if (
          typeof v === 'string' &&
          /name|phone|mobile|email|postcode|line1|nhs|insurance|birth/i.test(key) &&
          /[\d@A-Z]/.test(v) &&
          v.length < 100
        )
          ids.add(v);
        else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
        else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => walk(x, k));
      };
      held.forEach((r) => walk(r.data));
      expect(ids.size).toBeGreaterThan(30);
      ids.add('943 476 5919');
      ids.add('QQ 12 34 56 C');
      ids.add('LS6 2AB');
      ids.add('07700 900461');
      ai.bodies.length = 0;
      for (const y of yps) {
        const logs = await db.query<{ data: Record<string, unknown> }>(
          `select data from records where org_id = $1 and young_person_id = $2 and kind = 'daily-log' limit 3`,
          [people.orgId, y.id],
        );
        const story = logs
          .map((l) =>
            Object.values(l.data)
              .filter((v) => typeof v === 'string')
              .join(' '),
          )
          .join(' ')
          .slice(0, 3000);
        const text =
          `${story}\n${[...ids].join('; ')}. Seen at 14 Otley Road, Leeds LS6 2AB; NHS 943 476 5919; NI QQ 12 34 56 C; mum on 07700 900461.`.slice(
            0,
            8000,
          );
        const res = await director.post('/api/rewrite', { text, kind: 'daily-log', youngPersonId: y.id });
        expect(res.status).toBe(200);
        expect(res.body.after).toBe(`Reworded: ${text}`);
      }
      expect(ai.bodies.length).toBe(yps.length);
      const leaks: string[] = [];
      for (const body of ai.bodies) {
        const sent = (JSON.parse(body).messages as { role: string; content: string }[])
          .filter((m) => m.role !== 'system')
          .map((m) => m.content)
          .join('\n');
        for (const id of ids) {
          const re = new RegExp(
            `(?<![\\p{L}\\p{N}])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
            'iu',
          );
          if (re.test(sent)) leaks.push(id);
        }
        expect(sent).toMatch(/\[PERSON_\d+\]/);
      }
      expect([...new Set(leaks)]).toEqual([]);
      expect(JSON.parse(ai.bodies[0]).model).toBeTruthy();
    });

    it('fails closed: people, places, numbers and dates the records do not hold never reach the AI endpoint, and come back', async () => {
      const director = await clientFor(server, 'director@demo.care');
      const admin = await clientFor(server, 'admin@care-records.app');
      await admin.put(`/api/admin/customers/${people.orgId}/features`, { enableTextRewrite: true });
      // what an outside probe planted: none of it is in the demo's records
      const secrets = [
        '4th of March 2011',
        'March 4th 2011',
        'Jaydens',
        'Okonkwo',
        'Smith',
        'jaydenOS11',
        'Brenda',
        'Walsh',
        'Femi',
        'Hughes',
        'Adeyemi',
        'grange',
        'harehills',
        'Allerton',
        'RR8',
        '123456',
        'YX19',
        'Huddersfield',
      ];
      const text =
        'Jaydens mood dipped after his nan Brenda Walsh rang; he was born on the 4th of March 2011 (March 4th 2011 on the referral) ' +
        'in Huddersfield and signs as Okonkwo-Smith or Smith, @jaydenOS11 online. His dad Femi came. Dr Hughes and his social worker ' +
        'Ms Adeyemi were told. He used to live at 14 grange road and was seen on harehills lane in a car, YX19 ABC. He attends ' +
        'Allerton Grange School; hospital number RR8 123456. Staff stayed calm and he settled by 9pm.';
      ai.bodies.length = 0;
      const res = await director.post('/api/rewrite', { text, kind: 'daily-log', youngPersonId: people.oakYp.id });
      expect(res.status).toBe(200);
      expect(res.body.after).toBe(`Reworded: ${text}`);
      const sent = (JSON.parse(ai.bodies[0]).messages as { role: string; content: string }[]).find(
        (m) => m.role === 'user',
      )!.content;
      for (const secret of secrets)
        expect(sent, secret).not.toMatch(new RegExp(`(?<![\\p{L}\\p{N}])${secret}(?![\\p{L}\\p{N}])`, 'iu'));
      // still readable: the ordinary wording is sent as written
      expect(sent).toContain('Staff stayed calm and he settled by 9pm.');
      expect(sent).toMatch(/his nan \[PERSON_\d+\] rang/);
    });

    it('is rate limited per person (AI_REWRITE_PER_MINUTE)', async () => {
      const admin = await clientFor(server, 'admin@care-records.app');
      await admin.put(`/api/admin/customers/${people.orgId}/features`, { enableTextRewrite: true });
      const manager = await clientFor(server, 'manager.oak@demo.care');
      const statuses: number[] = [];
      for (let i = 0; i < 41; i++)
        statuses.push(
          (
            await manager.post('/api/rewrite', {
              text: 'A calm evening.',
              kind: 'daily-log',
              youngPersonId: people.oakYp.id,
            })
          ).status,
        );
      expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
      expect(statuses[40]).toBe(429);
      // someone else is not held up by it
      expect(
        (
          await (
            await clientFor(server, 'staff.oak@demo.care')
          ).post('/api/rewrite', { text: 'A calm evening.', kind: 'daily-log', youngPersonId: people.oakYp.id })
        ).status,
      ).toBe(200);
    });
  });
});
