// "What may I do" has one answer: /api/auth/me's abilities, computed from engine/access. For every demo
// role, a sample per area is asked of the API itself: what the abilities allow is not refused (no 403), what
// they refuse is refused (403). If the abilities and the routes ever disagree, this fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

const ROLES = [
  'director@demo.care',
  'manager.oak@demo.care',
  'hr@demo.care',
  'staff.oak@demo.care',
  'staff.willow@demo.care',
];

type Client = Awaited<ReturnType<typeof clientFor>>;
type Flags = Record<string, boolean>;
interface Abilities {
  areas: Record<string, string>;
  kinds: Record<string, Flags>;
  homes: Record<string, Record<string, Flags>>;
  youngPeople: { default: { documents: Flags; create: string[] } };
  organisation: Record<string, boolean | Flags>;
}

describe.each(DRIVERS)('abilities on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: Client;
  let oakStaff: Client;
  let willowStaff: Client;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    director = await clientFor(server, 'director@demo.care');
    oakStaff = await clientFor(server, 'alex.oak@demo.care');
    willowStaff = await clientFor(server, 'staff.willow@demo.care');
  });
  afterAll(() => server?.close());

  /** A fresh daily log in the home, by the director or `author` (submitted when asked), for one action to be tried. */
  async function aDailyLog(youngPersonId: string, submitted = false, author = director) {
    const made = await author.post('/api/records/daily-log', { youngPersonId, data: dailyLog() });
    expect(made.status).toBe(201);
    if (!submitted) return made.body as { id: string; version: number };
    const done = await author.post(`/api/records/daily-log/${made.body.id}/actions/submit`, {
      version: made.body.version,
    });
    expect(done.status).toBe(200);
    return done.body as { id: string; version: number };
  }

  it('the answer is described by the OpenAPI document and is closed', async () => {
    const doc = (await director.get('/api/openapi.json')).body;
    const me = doc.paths['/api/auth/me'].get.responses['200'].content['application/json'].schema;
    expect(me.properties.abilities.additionalProperties).toBe(false);
    expect(me.properties.abilities.required).toEqual(['areas', 'kinds', 'homes', 'youngPeople', 'organisation']);
  });

  for (const email of ROLES) {
    it(`${email}: every sampled ability matches what the API then allows`, async () => {
      const c = await clientFor(server, email);
      const me = (await c.get('/api/auth/me')).body as { homes: { id: string }[]; abilities: Abilities };
      const a = me.abilities;
      const homeId = me.homes[0].id;
      const here = a.homes[homeId];
      const yp = homeId === people.willow.id ? people.willowYp : people.oakYps[0];
      const month = '2026-11';
      const disagreements: string[] = [];
      const check = async (name: string, allowed: boolean, res: Promise<{ status: number }>) => {
        const { status } = await res;
        if (allowed ? status === 403 : status !== 403)
          disagreements.push(`${name}: abilities say ${allowed ? 'allowed' : 'refused'}, the API answered ${status}`);
      };
      const log = a.kinds['daily-log'];

      // records of a kind: create, read, edit, submit, reopen, archive
      await check(
        'daily log: create',
        log.create,
        c.post('/api/records/daily-log', { youngPersonId: yp.id, data: dailyLog() }),
      );
      await check('daily log: read', log.read, c.get(`/api/records/daily-log?youngPerson=${yp.id}`));
      const draft = await aDailyLog(yp.id);
      await check(
        'daily log: edit',
        log.edit,
        c.put(`/api/records/daily-log/${draft.id}`, { version: draft.version, data: dailyLog() }),
      );
      const another = await aDailyLog(yp.id);
      await check(
        'daily log: submit',
        log.submit,
        c.post(`/api/records/daily-log/${another.id}/actions/submit`, { version: another.version }),
      );
      // sign-off is of a record someone else wrote (nobody signs their own): a care worker of the home writes it
      const writer = homeId === people.willow.id ? willowStaff : oakStaff;
      const waiting = await aDailyLog(yp.id, true, writer);
      const signOff = c.post(`/api/records/daily-log/${waiting.id}/actions/sign-off`, { version: waiting.version });
      await check('daily log: sign off', log.signOff, signOff);
      const done = await aDailyLog(yp.id, true);
      await check(
        'daily log: reopen',
        log.reopen,
        c.post(`/api/records/daily-log/${done.id}/actions/reopen`, { version: done.version }),
      );
      const old = await aDailyLog(yp.id);
      await check(
        'daily log: archive',
        log.archive,
        c.post(`/api/records/daily-log/${old.id}/archive`, { version: old.version }),
      );
      await check('incident: read', a.kinds.incident.read, c.get(`/api/records/incident?youngPerson=${yp.id}`));

      // the home's own areas
      await check('home: read', here.home.read, c.get(`/api/homes/${homeId}/checks`));
      await check('young people: read', here.youngPeople.read, c.get(`/api/young-people?home=${homeId}`));
      await check('rota: read', here.rota.read, c.get(`/api/homes/${homeId}/rota?month=${month}`));
      await check('leave: read the home', here.leave.read, c.get(`/api/overtime/home/${homeId}`));
      await check('accounts: read', here.accounts.read, c.get(`/api/accounts/ledger?home=${homeId}`));
      await check('tasks: the home list', here.tasks.list, c.get(`/api/tasks?home=${homeId}`));
      const mar = here.medication.read && (a.organisation.turnedOn as Flags).mar;
      await check('medication: the MAR', mar, c.get(`/api/young-people/${yp.id}/mar`));
      await check(
        'documents: read',
        a.youngPeople.default.documents.read,
        c.get(`/api/documents?youngPerson=${yp.id}`),
      );

      // the organisation's areas
      const org = a.organisation as Record<string, Flags> & Record<string, boolean>;
      await check('settings: read', org.settings.read, c.get('/api/settings/organisation'));
      await check('developer: read', org.developer.read, c.get('/api/developer/tokens'));
      await check('quality: view', org.quality.view, c.get('/api/quality-assurance'));
      await check('training: view', org.training.view, c.get('/api/training/matrix'));
      await check('staff: list', org.staff.list, c.get('/api/hr/employees'));
      await check('pay: everyone', org.pay.everyone, c.get(`/api/pay/gross?month=${month}`));
      await check('pay: rates', org.pay.rates, c.get('/api/pay/reference'));
      await check('search', org.search, c.get('/api/search?q=ab'));

      expect(disagreements, email).toEqual([]);
    });
  }

  it('the roles differ where the engine says they do (the sample is not all one answer)', async () => {
    const answers = await Promise.all(
      ROLES.map(async (e) => (await (await clientFor(server, e)).get('/api/auth/me')).body.abilities as Abilities),
    );
    const [dir, manager, hr, staff] = answers;
    expect(dir.organisation.settings).toEqual({ read: true, edit: true });
    expect(staff.organisation.settings).toEqual({ read: false, edit: false });
    expect(manager.kinds['daily-log'].reopen).toBe(true);
    expect(staff.kinds['daily-log'].reopen).toBe(false);
    expect(manager.kinds['daily-log'].signOff).toBe(true);
    expect(staff.kinds['daily-log'].signOff).toBe(false);
    expect(hr.organisation.staff).toEqual({ list: true });
    expect(staff.organisation.staff).toEqual({ list: false });
  });
});
