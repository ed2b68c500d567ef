// Dated expiries from definitions: what a record's dated items should be (pure), and the record service
// keeping them in step on create, update, workflow action, archive and restore (both drivers), so the
// expiry worker raises DBS, right-to-work, training… alerts from what the record says now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datedAlerts, dateOf, subjectOf, wantedDatedItems } from '../../engine/obligations/dated-items.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

const def = {
  alerts: [
    { field: 'dbs.nextCheckDue', alert: 'dbs_expiry', leadDays: [30, 7, 0] },
    { field: 'licence', alert: 'driving_licence_expiry', leadDays: [0] },
    // not a dated item: scanned elsewhere
    { field: 'nextSessionAt', alert: 'next_key_worker_session', leadDays: [2, 0] },
  ],
};
const staffRecord = { youngPersonId: null, staffId: 'u1', homeId: 'h1', archivedAt: null };

describe('which dated items a record should have', () => {
  it('only dated-item alerts count; a kind without them costs nothing', () => {
    expect(datedAlerts(def).map((a) => a.alert)).toEqual(['dbs_expiry', 'driving_licence_expiry']);
    expect(datedAlerts({})).toEqual([]);
    expect(datedAlerts({ alerts: [{ field: 'x', alert: 'next_key_worker_session', leadDays: [0] }] })).toEqual([]);
  });
  it('reads dates and date-times (as London dates); anything else is no date', () => {
    expect(dateOf('2027-02-16')).toBe('2027-02-16');
    expect(dateOf('2026-06-30T23:30:00Z')).toBe('2026-07-01'); // BST: already the 1st in London
    expect(dateOf('2026-12-31T23:30:00Z')).toBe('2026-12-31');
    expect(dateOf('')).toBeNull();
    expect(dateOf(null)).toBeNull();
    expect(dateOf(20270216)).toBeNull();
    expect(dateOf('16/02/2027')).toBeNull();
    expect(dateOf('2027-02-16T')).toBeNull();
    expect(dateOf('2027-02-16Tnonsense')).toBeNull();
  });
  it('the subject is the young person, else the member of staff, else the home', () => {
    expect(subjectOf({ ...staffRecord, youngPersonId: 'y1', data: {} })).toEqual({
      subjectKind: 'young_person',
      subjectId: 'y1',
    });
    expect(subjectOf({ ...staffRecord, data: {} })).toEqual({ subjectKind: 'user', subjectId: 'u1' });
    expect(subjectOf({ ...staffRecord, staffId: null, data: {} })).toEqual({ subjectKind: 'home', subjectId: 'h1' });
    expect(subjectOf({ ...staffRecord, staffId: null, homeId: null, data: {} })).toBeNull();
  });
  it('one item per filled date, inside groups too; none when archived or about no one', () => {
    const data = { dbs: { nextCheckDue: '2027-02-16' }, licence: '', nextSessionAt: '2026-12-01' };
    expect(wantedDatedItems(def, { ...staffRecord, data })).toEqual([
      { subjectKind: 'user', subjectId: 'u1', kind: 'dbs_expiry', expiresOn: '2027-02-16', leadDays: [30, 7, 0] },
    ]);
    expect(
      wantedDatedItems(
        { alerts: [{ field: 'licence', alert: 'driving_licence_expiry', leadDays: [] }] },
        { ...staffRecord, data: { licence: '2030-01-01' } },
      )[0].leadDays,
    ).toBeNull(); // no leads: the worker's default
    expect(wantedDatedItems(def, { ...staffRecord, data: { ...data, licence: '2030-01-01' } })).toHaveLength(2);
    expect(wantedDatedItems(def, { ...staffRecord, archivedAt: new Date(), data })).toEqual([]);
    expect(wantedDatedItems(def, { ...staffRecord, staffId: null, homeId: null, data })).toEqual([]);
    expect(wantedDatedItems(def, { ...staffRecord, data: {} })).toEqual([]);
  });
});

describe.each(DRIVERS)('dated items kept in step by the record service (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let hr: Awaited<ReturnType<typeof clientFor>>, manager: Awaited<ReturnType<typeof clientFor>>;
  const example = {
    certificateNumber: '001234567890',
    level: 'enhanced_barred',
    workforce: 'child',
    barredListChecked: true,
    issuedOn: '2025-02-14',
    nextCheckDue: '2027-02-16',
  };
  const items = (recordId: string) =>
    server.store.db.query<{
      id: string;
      kind: string;
      subject_kind: string;
      subject_id: string;
      expires_on: string;
      archived: boolean;
    }>(
      `select id, kind, subject_kind, subject_id, to_char(expires_on, 'YYYY-MM-DD') as expires_on, archived_at is not null as archived
       from dated_items where source_record_id = $1 order by created_at, archived_at nulls last`,
      [recordId],
    );
  const live = async (recordId: string) => (await items(recordId)).filter((i) => !i.archived);

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    hr = await clientFor(server, 'hr@demo.care');
    manager = await clientFor(server, 'manager.oak@demo.care');
  });
  afterAll(() => server?.close());

  it('create, change the date, change something else, archive, restore', async () => {
    const staffId = people.user('staff.oak@demo.care').id;
    const created = await hr.post('/api/records/dbs-check', { staffId, data: example });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const first = await live(id);
    expect(first).toEqual([
      expect.objectContaining({
        kind: 'dbs_expiry',
        subject_kind: 'user',
        subject_id: staffId,
        expires_on: '2027-02-16',
      }),
    ]);

    // another field: the item stays as it is (its alerts are not raised again)
    let r = await hr.put(`/api/records/dbs-check/${id}`, {
      version: created.body.version,
      data: { ...example, seenOn: '2025-02-20' },
    });
    expect(r.status).toBe(200);
    expect((await live(id)).map((i) => i.id)).toEqual([first[0].id]);

    // the date moves: the old one is archived (never deleted), the new one is live
    r = await hr.put(`/api/records/dbs-check/${id}`, {
      version: r.body.version,
      data: { ...example, nextCheckDue: '2028-03-01' },
    });
    expect(r.status).toBe(200);
    expect((await live(id)).map((i) => i.expires_on)).toEqual(['2028-03-01']);
    expect((await items(id)).find((i) => i.id === first[0].id)!.archived).toBe(true);

    // the date emptied: no live item
    r = await hr.put(`/api/records/dbs-check/${id}`, {
      version: r.body.version,
      data: { ...example, nextCheckDue: undefined },
    });
    expect(r.status).toBe(200);
    expect(await live(id)).toEqual([]);
    r = await hr.put(`/api/records/dbs-check/${id}`, { version: r.body.version, data: example });
    expect((await live(id)).map((i) => i.expires_on)).toEqual(['2027-02-16']);

    // archived record: its items archived; restored: live again
    const archived = await manager.post(`/api/records/dbs-check/${id}/archive`, {
      version: r.body.version,
      reason: 'Entered twice',
    });
    expect(archived.status).toBe(200);
    expect(await live(id)).toEqual([]);
    const restored = await manager.post(`/api/records/dbs-check/${id}/unarchive`, { version: archived.body.version });
    expect(restored.status).toBe(200);
    expect((await live(id)).map((i) => i.expires_on)).toEqual(['2027-02-16']);
    expect((await items(id)).length).toBe(4); // every earlier item kept
  });

  it('a record refused changes nothing', async () => {
    const before = await server.store.db.query<{ n: number }>(`select count(*)::int as n from dated_items`);
    const bad = await hr.post('/api/records/dbs-check', {
      staffId: people.user('staff.oak@demo.care').id,
      data: { ...example, certificateNumber: '12' },
    });
    expect(bad.status).toBe(422);
    const after = await server.store.db.query<{ n: number }>(`select count(*)::int as n from dated_items`);
    expect(after[0].n).toBe(before[0].n);
  });
});
