// Night work health assessments from the rota (WTR 1998 reg 7, decision 0740): a waking night for someone never
// offered one makes the record and its task for the home's managers; more nights that year add none; the offer closes
// the task; a worker under 18 rostered into their restricted period is offered the young worker's assessment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { mondayOf } from '../../engine/rota/service.ts';
import { addDays, londonDate } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

const W1 = mondayOf(addDays(londonDate(new Date()), 150));

describe.each(DRIVERS)('night work health assessments (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let manager: Awaited<ReturnType<typeof clientFor>>;
  let nightId: string, youngId: string;
  let patterns: Record<string, string>;
  const assessments = (staffId: string) =>
    server.store.db.query<{ id: string; data: Record<string, string>; version: number }>(
      `select id, data, version from records where kind = 'night-health-assessment' and staff_id = $1 order by created_at`,
      [staffId],
    );
  const task = (recordId: string) =>
    server.store.db
      .query<{ status: string; due: string }>(
        `select status, to_char(due_at, 'YYYY-MM-DD') as due from tasks where natural_key = $1`,
        [`night-health-assessment:${recordId}`],
      )
      .then((r) => r[0]);
  const shift = (staffId: string, date: string, pattern: string) =>
    manager.post('/api/shifts', {
      homeId: people.oak.id,
      staffId,
      date,
      patternId: patterns[pattern],
      overrideReason: 'Test week: warnings accepted.',
      compensatoryRest: { on: addDays(date, 2), hours: 1 },
    });

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    manager = await clientFor(server, 'manager.oak@demo.care');
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    [nightId, youngId] = await server.store.adminTransaction(async (a) =>
      Promise.all(
        [
          ['nina.nights@demo.care', 'Nina Nights'],
          ['yusuf.young@demo.care', 'Yusuf Young'],
        ].map(([email, name]) =>
          a.createUser(people.orgId, {
            email,
            name,
            passwordHash,
            role: 'staff',
            homeIds: [people.oak.id],
            areas: { cyp: 'edit' },
          }),
        ),
      ),
    );
    await server.store.db.query(`update users set date_of_birth = $2 where id = $1`, [youngId, addDays(W1, -17 * 365)]);
    const list = (await manager.get(`/api/homes/${people.oak.id}/shift-patterns`)).body.patterns as {
      id: string;
      name: string;
    }[];
    patterns = Object.fromEntries(list.map((p) => [p.name, p.id]));
  }, 120_000);
  afterAll(async () => server?.close());

  it('a first waking night owes an offer by that night, with a task for the managers; more nights add none', async () => {
    expect(await assessments(nightId)).toEqual([]);
    expect((await shift(nightId, addDays(W1, 1), 'Waking night')).status).toBe(201);
    const [made] = await assessments(nightId);
    expect(made.data).toEqual({ reason: 'night_work', offerBy: addDays(W1, 1) });
    expect(await task(made.id)).toEqual({ status: 'not_complete', due: W1 });
    expect((await shift(nightId, addDays(W1, 3), 'Waking night')).status).toBe(201);
    expect(await assessments(nightId)).toHaveLength(1);

    const offered = await manager.put(`/api/records/night-health-assessment/${made.id}`, {
      data: { ...made.data, offeredOn: W1, takenUp: 'declined' },
      version: made.version,
    });
    expect(offered.status).toBe(200);
    expect((await task(made.id)).status).toBe('completed');
  });

  it('a day shift owes nothing; a worker under 18 on a late into 22:00 owes the young worker assessment', async () => {
    expect((await shift(youngId, addDays(W1, 2), 'Early')).status).toBe(201);
    expect(await assessments(youngId)).toEqual([]);
    const late = await manager.post('/api/shifts', {
      homeId: people.oak.id,
      staffId: youngId,
      startsAt: `${addDays(W1, 4)}T17:00:00Z`,
      endsAt: `${addDays(W1, 4)}T22:30:00Z`,
      shiftType: 'late',
      breakMinutes: 30,
      overrideReason: 'Test week: warnings accepted.',
      compensatoryRest: { on: addDays(W1, 6), hours: 1 },
    });
    expect(late.status).toBe(201);
    expect((await assessments(youngId)).map((r) => r.data)).toEqual([
      { reason: 'young_worker', offerBy: addDays(W1, 4) },
    ]);
  });
});
