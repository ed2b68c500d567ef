// The rota's working-time rules as the law reads them, through the API on both drivers (decision 0430): sleep-ins
// count in full toward the organisation's reference period, which the warning names; a 17-year-old is kept out of
// the restricted period, 22:00-06:00 or 23:00-07:00 by contract; the reference period is 17 to 52 weeks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { mondayOf } from '../../engine/rota/service.ts';
import { rotaStore } from '../../engine/store/rota.ts';
import { addDays, fromLocal, londonDate, parseYmd } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

// far enough ahead that no demo shift is near, and a week of its own for each driver's people
const W1 = mondayOf(addDays(londonDate(new Date()), 400));
const local = (date: string, hour: number) => fromLocal({ ...parseYmd(date), hour, minute: 0 });

describe.each(DRIVERS)('working time as the law reads it (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let manager: Client, director: Client;
  let sleeperId: string, youngId: string, managerId: string;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [manager, director] = await Promise.all(
      ['manager.oak@demo.care', 'director@demo.care'].map((e) => clientFor(server, e)),
    );
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    managerId = people.user('manager.oak@demo.care').id;
    [sleeperId, youngId] = await server.store.adminTransaction(async (a) =>
      Promise.all(
        [
          ['sam.sleeper@demo.care', 'Sam Sleeper', null],
          ['jo.young@demo.care', 'Jo Young', addDays(W1, -17 * 365)],
        ].map(([email, name]) =>
          a.createUser(people.orgId, {
            email: email!,
            name: name!,
            passwordHash,
            role: 'staff',
            homeIds: [people.oak.id],
            areas: { cyp: 'edit' },
          }),
        ),
      ),
    );
    await server.store.db.query(`update users set date_of_birth = $2 where id = $1`, [youngId, addDays(W1, -17 * 365)]);
  }, 120_000);
  afterAll(async () => {
    await server?.store.db.query(
      `update organisations set settings = settings #- '{toggles,workingTimeReferenceWeeks}' where id = $1`,
      [people.orgId],
    );
    await server?.close();
  });

  it('the reference period is 17 to 52 weeks; sleep-ins count in full and the warning names the period', async () => {
    const bad = await director.put('/api/settings/organisation', { toggles: { workingTimeReferenceWeeks: 53 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { path: '/toggles/workingTimeReferenceWeeks', message: 'must be a whole number of weeks from 17 to 52' },
    ]);
    expect(
      (await director.put('/api/settings/organisation', { toggles: { workingTimeReferenceWeeks: 17 } })).status,
    ).toBe(200);
    // 17 weeks before W1 of three long days, each followed by a sleep-in: 70.5 hours a week at the home
    const rows = Array.from({ length: 17 }, (_, w) => addDays(W1, (w - 17) * 7)).flatMap((monday) =>
      [0, 2, 4].flatMap((d) => {
        const date = addDays(monday, d);
        const base = { homeId: people.oak.id, staffId: sleeperId, patternId: null, notes: null };
        return [
          { ...base, startsAt: local(date, 8), endsAt: local(date, 22), shiftType: 'long_day', breakMinutes: 30 },
          {
            ...base,
            startsAt: local(date, 22),
            endsAt: local(addDays(date, 1), 8),
            shiftType: 'sleep_in',
            breakMinutes: 0,
          },
        ];
      }),
    );
    await rotaStore(server.store.db, people.orgId).insertShifts(rows, managerId);
    const next = await manager.post('/api/shifts', {
      homeId: people.oak.id,
      staffId: sleeperId,
      startsAt: local(addDays(W1, -1), 10).toISOString(),
      endsAt: local(addDays(W1, -1), 14).toISOString(),
      shiftType: 'day',
      breakMinutes: 0,
    });
    expect(next.status).toBe(409);
    const average = next.body.warnings.find((w: { rule: string }) => w.rule === 'average_48');
    expect(average.message).toMatch(/^An average of 7\d\.\d hours a week over the 17-week reference period;/);
  });

  it('a 17-year-old on a waking night is warned of the restricted period; 23:00-07:00 when the contract says so', async () => {
    const night = await manager.post('/api/shifts', {
      homeId: people.oak.id,
      staffId: youngId,
      startsAt: local(W1, 22).toISOString(),
      endsAt: local(addDays(W1, 1), 6).toISOString(),
      shiftType: 'waking_night',
      breakMinutes: 30,
    });
    expect(night.status).toBe(409);
    expect(night.body.warnings.map((w: { message: string }) => w.message)).toContain(
      'A worker under 18 may not work between 22:00 and 06:00 (the restricted period).',
    );
    const facts = {
      optedOut48: true,
      optedOutOn: null,
      nightWorker: false,
      restrictedFrom: 23,
      driver: false,
      medicationTrained: false,
      firstAider: false,
    };
    const set = await manager.put(`/api/staff/${youngId}/rota-facts`, facts);
    expect(set.status).toBe(200);
    expect(set.body.restrictedFrom).toBe(23);
    expect((await manager.put(`/api/staff/${youngId}/rota-facts`, { ...facts, restrictedFrom: 21 })).status).toBe(400);
    const evening = await manager.post('/api/shifts', {
      homeId: people.oak.id,
      staffId: youngId,
      startsAt: local(addDays(W1, 2), 16).toISOString(),
      endsAt: local(addDays(W1, 2), 22).toISOString(),
      shiftType: 'late',
      breakMinutes: 30,
    });
    expect(evening.status).toBe(201);
    const early = await manager.post('/api/shifts', {
      homeId: people.oak.id,
      staffId: youngId,
      startsAt: local(addDays(W1, 4), 6).toISOString(),
      endsAt: local(addDays(W1, 4), 12).toISOString(),
      shiftType: 'early',
      breakMinutes: 30,
    });
    expect(early.status).toBe(409);
    expect(early.body.warnings.map((w: { rule: string }) => w.rule)).toEqual(['young_night']);
    expect(early.body.warnings[0].message).toBe(
      'A worker under 18 may not work between 23:00 and 07:00 (the restricted period).',
    );
  });
});
