// A member of staff's subject access request (decision 0870): HR or a director prepares it, never the person
// themself and never a manager without HR; the pack holds everything about them (their records with history, their
// shifts, who opened their records) with the children named in it found as third parties; the release waits for a
// second person's approval and then no longer holds the marked words; each copy is audited with who, what and why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonToday } from '../../engine/time/london.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;

describe.each(DRIVERS)('staff subject access on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let alex: Client, manager: Client, hr: Client, director: Client;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [alex, manager, hr, director] = await Promise.all(
      ['alex.oak@demo.care', 'manager.oak@demo.care', 'hr@demo.care', 'director@demo.care'].map((e) =>
        clientFor(server, e),
      ),
    );
  });
  afterAll(() => server?.close());

  it('HR prepares, a director approves and releases with the child named taken out; every copy audited', async () => {
    const alexId = people.user('alex.oak@demo.care').id;
    const hrId = people.user('hr@demo.care').id;
    const yp = people.oakYp;
    const childName = `${yp.firstName} ${yp.lastName}`;
    const today = londonToday();
    // a supervision about Alex that names a child: the child is a third party in Alex's copy
    const supervision = await manager.post('/api/records/supervision', {
      staffId: alexId,
      data: {
        date: today,
        supervisor: people.user('manager.oak@demo.care').id,
        wellbeing: `Talked through the evening with ${childName}; ${yp.firstName} is settling.`,
        nextDate: today,
      },
    });
    expect(supervision.status, JSON.stringify(supervision.body)).toBe(201);
    // an opening of Alex's record, for the read audit in the copy
    expect((await manager.get(`/api/records/supervision/${supervision.body.id}`)).status).toBe(200);
    await server.store.recordViews.flush();

    const request = {
      receivedOn: today,
      clockFrom: today,
      requestedBy: 'self',
      requesterName: 'Alex (in post)',
    };
    // the person cannot make one about themself, nor can a manager without HR
    expect(
      (await alex.post('/api/records/staff-subject-access-request', { staffId: alexId, data: request })).status,
    ).toBeGreaterThanOrEqual(403);
    expect(
      (await manager.post('/api/records/staff-subject-access-request', { staffId: alexId, data: request })).status,
    ).toBeGreaterThanOrEqual(403);
    const made = await hr.post('/api/records/staff-subject-access-request', { staffId: alexId, data: request });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const sar = made.body as { id: string; version: number };
    const pack = (stage: string, c: Client = hr) =>
      c.get(`/api/staff/${alexId}/subject-access/${sar.id}/pack?stage=${stage}&reason=Checking`);
    expect((await pack('review', alex)).status).toBe(403);
    expect((await pack('review', manager)).status).toBe(403);
    const bad = await pack('everything');
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    // a request id that is not Alex's (the supervision's) is not a request
    expect(
      (await hr.get(`/api/staff/${alexId}/subject-access/${supervision.body.id}/pack?stage=review&reason=Checking`))
        .status,
    ).toBe(404);

    const review = await pack('review');
    expect(review.status).toBe(200);
    expect(review.headers['cache-control']).toContain('no-store');
    const held = review.body.records.find((r: { id: string }) => r.id === supervision.body.id);
    expect(held.data.wellbeing).toContain(childName);
    expect(held.versions.length).toBeGreaterThan(0);
    expect(review.body.records.some((r: { kind: string }) => r.kind === 'staff-subject-access-request')).toBe(false);
    expect(
      review.body.records.every((r: { kind: string }) => server.registry.defaults.get(r.kind)?.subject === 'staff'),
    ).toBe(true);
    expect(review.body.details).toMatchObject({ id: alexId, email: 'alex.oak@demo.care' });
    expect(JSON.stringify(review.body)).not.toMatch(/password_hash|pin_hash|"token"/);
    // their rota, found by its staff_id column
    const [shifts] = await server.store.db.query<{ n: number }>(
      `select count(*)::int as n from shifts where staff_id = $1`,
      [alexId],
    );
    expect(shifts.n).toBeGreaterThan(0);
    expect(review.body.otherHeld.shifts).toHaveLength(shifts.n);
    // who opened their records
    expect(review.body.recordViews).toContainEqual(
      expect.objectContaining({ recordId: supervision.body.id, userName: people.user('manager.oak@demo.care').name }),
    );
    // the child named is found as a third party
    expect(review.body.namesFound).toContainEqual(
      expect.objectContaining({ personId: yp.id, who: 'young-person', recordId: supervision.body.id }),
    );

    const early = await pack('release');
    expect(early.status).toBe(409);
    expect(early.body.errors).toContainEqual(expect.objectContaining({ path: '/preparation/approvedBy' }));

    const prepared = await hr.put(`/api/records/staff-subject-access-request/${sar.id}`, {
      version: sar.version,
      data: {
        ...request,
        preparation: {
          preparedBy: hrId,
          preparedOn: today,
          thirdParties: [
            { where: 'Supervision', words: childName, whose: 'other_child', decision: 'redacted' },
            { where: 'Supervision', words: yp.firstName, whose: 'other_child', decision: 'redacted' },
          ],
          approvedBy: people.user('director@demo.care').id,
          approvedOn: today,
        },
      },
    });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    const released = await pack('release', director);
    expect(released.status).toBe(200);
    const out = released.body.records.find((r: { id: string }) => r.id === supervision.body.id);
    expect(out.data.wellbeing).toBe('Talked through the evening with [redacted]; [redacted] is settling.');
    expect(JSON.stringify(released.body.records)).not.toContain(childName);
    expect(released.body.namesFound).toBeUndefined();
    // the record itself is unchanged
    expect((await manager.get(`/api/records/supervision/${supervision.body.id}`)).body.data.wellbeing).toContain(
      childName,
    );

    const audit = await server.store.db.query<{ action: string; user_id: string; entity: string; detail: object }>(
      `select action, user_id, entity, detail from activity_audit
        where entity_id = $1 and action like 'export.staff-subject-access.%' order by id`,
      [alexId],
    );
    expect(audit.map((a) => [a.action, a.user_id, a.entity])).toEqual([
      ['export.staff-subject-access.review', hrId, 'user'],
      ['export.staff-subject-access.release', people.user('director@demo.care').id, 'user'],
    ]);
    expect(audit[1].detail).toMatchObject({
      requestId: sar.id,
      redactions: 2,
      why: `Subject access request received ${today} from Alex (in post)`,
    });
  });

  it('HR never prepares their own copy: a director does', async () => {
    const hrId = people.user('hr@demo.care').id;
    const today = londonToday();
    const own = await director.post('/api/records/staff-subject-access-request', {
      staffId: hrId,
      data: { receivedOn: today, clockFrom: today, requestedBy: 'self', requesterName: 'Helen Brooks' },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const mine = await hr.get(`/api/staff/${hrId}/subject-access/${own.body.id}/pack?stage=review&reason=Checking`);
    expect(mine.status).toBe(403);
    expect(
      (await director.get(`/api/staff/${hrId}/subject-access/${own.body.id}/pack?stage=review&reason=Checking`)).status,
    ).toBe(200);
  });
});
