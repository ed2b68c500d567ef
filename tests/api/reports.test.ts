// Reports worked out from records: attendance percentage, in/out, night stays (behind their
// organisation toggles), the weekly report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { example as attendance } from '../../definitions/young-person/examples/education-attendance.ts';
import { example as inOut } from '../../definitions/young-person/examples/in-out.ts';
import { example as nightStay } from '../../definitions/young-person/examples/night-stay.ts';
import { clientFor, demoPeople, withOakStaff } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('young person reports', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
  });
  afterAll(() => server?.close());

  it('education attendance: sessions by code and the percentage attended', async () => {
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const yp = people.oakYp.id;
    const r = (
      await staff.post('/api/records/education-attendance', {
        youngPersonId: yp,
        data: withOakStaff(attendance, people),
      })
    ).body;
    await staff.post(`/api/records/education-attendance/${r.id}/actions/submit`, { version: r.version });
    const report = (
      await staff.get(
        `/api/young-people/${yp}/reports/education-attendance?from=2025-03-10T00:00:00Z&to=2025-03-15T00:00:00Z`,
      )
    ).body;
    // 10 sessions: 7 attended (present ×6 counted with late and off-site), 1 authorised, 1 unauthorised
    expect(report.possibleSessions).toBe(10);
    expect(report.byCode).toMatchObject({
      present: 6,
      late: 1,
      off_site_education: 1,
      authorised_absence: 1,
      unauthorised_absence: 1,
    });
    expect(report.attendancePercent).toBe(80);
    const part = (
      await staff.get(
        `/api/young-people/${yp}/reports/education-attendance?from=2025-03-13T00:00:00Z&to=2025-03-15T00:00:00Z`,
      )
    ).body;
    expect(part.days.map((d: { date: string }) => d.date)).toEqual(['2025-03-13', '2025-03-14']);
  });

  it('in/out and night stays follow the organisation toggles', async () => {
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const yp = people.oakYp.id;
    expect(
      (await staff.post('/api/records/in-out', { youngPersonId: yp, data: withOakStaff(inOut, people) })).status,
    ).toBe(201);
    expect(
      (await staff.post('/api/records/night-stay', { youngPersonId: yp, data: withOakStaff(nightStay, people) }))
        .status,
    ).toBe(201);
    const io = (await staff.get(`/api/young-people/${yp}/reports/in-out`)).body;
    expect(io.timesOut).toBe(1);
    const nights = (await staff.get(`/api/young-people/${yp}/reports/overnight-stays`)).body;
    expect(nights.nightsAway).toBe(1);
    await server.store.db.query(
      `update organisations set settings = jsonb_set(settings, '{toggles,recordNightStay}', 'false') where id = $1`,
      [people.orgId],
    );
    const off = await staff.get(`/api/young-people/${yp}/reports/overnight-stays`);
    expect(off.status).toBe(404);
    expect(off.body.detail).toMatch(/recordNightStay/);
  });

  it("the weekly report counts the week's records by kind", async () => {
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const week = (await manager.get(`/api/young-people/${people.oakYp.id}/reports/weekly?week=2026-11-16`)).body;
    expect(week.counts['daily-log'].count).toBeGreaterThan(0);
    expect(week.notable.some((r: { kind: string }) => r.kind === 'incident')).toBe(true);
    expect((await manager.get(`/api/young-people/${people.oakYp.id}/reports/weekly?week=someday`)).status).toBe(400);
  });
});
