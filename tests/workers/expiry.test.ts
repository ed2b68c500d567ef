// Expiry alerts, birthdays, the next key worker session and sign-off reminders: the right alerts on
// the right (London) dates, to the right people, once — however often and however many scans run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryScan } from '../../workers/processors/expiry.ts';
import { signoffReminderScan } from '../../workers/processors/signoff-reminders.ts';
import { clientFor } from '../helpers/fixtures.ts';
import { DAY, type Harness, harness, HOUR } from './harness.ts';

/** Midday in London on a date (clear of midnight and of the clock changes). */
const on = (date: string) => new Date(`${date}T12:00:00Z`);

describe('expiry alerts, birthdays, key worker sessions, sign-off reminders', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(on('2027-01-01'));
  });
  afterAll(() => h?.close());

  const s = () => h.server.store.forOrg(h.people.orgId);
  const keysFor = async (like: string) =>
    (
      await h.server.store.db.query<{ natural_key: string }>(
        `select natural_key from alerts where natural_key like $1 order by created_at, natural_key`,
        [like],
      )
    ).map((r) => r.natural_key);
  const recipients = async (naturalKey: string) =>
    (
      await h.server.store.db.query<{ user_id: string }>(
        `select r.user_id from alert_recipients r join alerts a on a.id = r.alert_id where a.natural_key = $1 order by r.user_id`,
        [naturalKey],
      )
    ).map((r) => r.user_id);
  const scanOn = async (date: string) => {
    h.clock.now = on(date);
    return expiryScan(h.deps);
  };

  it('a DBS check: 30 days before, 7 days before and on the day — once each', async () => {
    const sam = h.people.user('staff.oak@demo.care');
    const item = await s().datedItems.insert({
      subjectKind: 'user',
      subjectId: sam.id,
      kind: 'dbs_expiry',
      label: 'Enhanced DBS',
      expiresOn: '2027-03-31',
    });
    const keys = () => keysFor(`dbs_expiry:${sam.id}:${item.id}:%`);
    await scanOn('2027-02-28');
    expect(await keys()).toEqual([]); // 31 days before: nothing yet
    await scanOn('2027-03-01');
    expect(await keys()).toEqual([`dbs_expiry:${sam.id}:${item.id}:2027-03-31:30`]);
    await scanOn('2027-03-01');
    await scanOn('2027-03-02');
    expect(await keys()).toHaveLength(1); // reruns and the next day: nothing new
    await scanOn('2027-03-24');
    expect((await keys()).at(-1)).toBe(`dbs_expiry:${sam.id}:${item.id}:2027-03-31:7`);
    await scanOn('2027-03-30');
    expect(await keys()).toHaveLength(2);
    await scanOn('2027-03-31');
    expect((await keys()).at(-1)).toBe(`dbs_expiry:${sam.id}:${item.id}:2027-03-31:0`);
    await scanOn('2027-04-05');
    expect(await keys()).toHaveLength(3);
    // for the person, the managers of their home and HR
    const people = s().people;
    const expected = [sam.id, ...(await people.managersOf(h.people.oak.id)), h.people.user('hr@demo.care').id].sort();
    expect(await recipients(`dbs_expiry:${sam.id}:${item.id}:2027-03-31:30`)).toEqual([...new Set(expected)].sort());
    const [alert] = (await (await clientFor(h.server, 'staff.oak@demo.care')).get('/api/alerts/mine?kind=dbs_expiry'))
      .body.items;
    expect(alert).toMatchObject({ recordCategory: 'hr', dueOn: '2027-03-31', system: true });
    expect(alert.title).toBe('Enhanced DBS for Sam Taylor expires today');
  });

  it('a scan that missed days raises only the most urgent lead reached, and catches up after expiry', async () => {
    const alex = h.people.user('alex.oak@demo.care');
    const late = await s().datedItems.insert({
      subjectKind: 'user',
      subjectId: alex.id,
      kind: 'driving_licence_expiry',
      expiresOn: '2027-05-10',
    });
    await scanOn('2027-05-07'); // first run 3 days before
    expect(await keysFor(`%:${late.id}:%`)).toEqual([`driving_licence_expiry:${alex.id}:${late.id}:2027-05-10:7`]);
    const gone = await s().datedItems.insert({
      subjectKind: 'user',
      subjectId: alex.id,
      kind: 'work_eligibility_expiry',
      expiresOn: '2027-05-01',
    });
    await scanOn('2027-05-20'); // Redis was down on the day
    expect(await keysFor(`%:${gone.id}:%`)).toEqual([`work_eligibility_expiry:${alex.id}:${gone.id}:2027-05-01:0`]);
    const old = await s().datedItems.insert({
      subjectKind: 'user',
      subjectId: alex.id,
      kind: 'work_eligibility_expiry',
      expiresOn: '2027-03-01',
    });
    await scanOn('2027-05-20'); // beyond the 30-day grace: left alone
    expect(await keysFor(`%:${old.id}:%`)).toEqual([]);
  });

  it("home and young person items go to the home's managers (and the key worker)", async () => {
    const home = await s().datedItems.insert({
      subjectKind: 'home',
      subjectId: h.people.oak.id,
      kind: 'next_mot_date',
      label: 'Minibus MOT',
      expiresOn: '2027-06-20',
    });
    const yp = h.people.oakYp;
    const ypItem = await s().datedItems.insert({
      subjectKind: 'young_person',
      subjectId: yp.id,
      kind: 'policy_review',
      label: 'Passport renewal',
      expiresOn: '2027-06-20',
    });
    await scanOn('2027-06-13');
    const managers = await s().people.managersOf(h.people.oak.id);
    expect(await recipients(`next_mot_date:${h.people.oak.id}:${home.id}:2027-06-20:7`)).toEqual([...managers].sort());
    expect(await recipients(`policy_review:${yp.id}:${ypItem.id}:2027-06-20:7`)).toEqual(
      [...new Set([...managers, yp.keyWorkerId!])].sort(),
    );
  });

  it('archived items and the disableTrainingAlerts feature flag raise nothing', async () => {
    const hr = h.people.user('hr@demo.care');
    const archived = await s().datedItems.insert({
      subjectKind: 'user',
      subjectId: hr.id,
      kind: 'dbs_expiry',
      expiresOn: '2027-07-10',
    });
    await s().datedItems.archive(archived.id);
    const training = await s().datedItems.insert({
      subjectKind: 'user',
      subjectId: hr.id,
      kind: 'training_expiry',
      label: 'First aid',
      expiresOn: '2027-07-10',
    });
    await h.server.store.db.query(
      `update organisations set features = features || '{"disableTrainingAlerts": true}' where id = $1`,
      [h.people.orgId],
    );
    await scanOn('2027-07-09');
    expect(await keysFor(`%:${archived.id}:%`)).toEqual([]);
    expect(await keysFor(`%:${training.id}:%`)).toEqual([]);
    await h.server.store.db.query(
      `update organisations set features = features || '{"disableTrainingAlerts": false}' where id = $1`,
      [h.people.orgId],
    );
    await scanOn('2027-07-09');
    expect(await keysFor(`%:${training.id}:%`)).toHaveLength(1);
  });

  it("an item's own leads (from its definition) count; an item without keeps 30/7/0", async () => {
    const sam = h.people.user('staff.oak@demo.care');
    // a training record saved through the API: its definition says 60, 30, 7 and 0 days before
    const hr = await clientFor(h.server, 'hr@demo.care');
    const saved = await hr.post('/api/records/training-record', {
      staffId: sam.id,
      data: { course: 'First aid at work', completedOn: '2024-11-30', expiresOn: '2027-11-30' },
    });
    expect(saved.status).toBe(201);
    const [fed] = await h.server.store.db.query<{ id: string; lead_days: number[] }>(
      `select id, lead_days from dated_items where source_record_id = $1 and archived_at is null`,
      [saved.body.id],
    );
    expect(fed.lead_days).toEqual([60, 30, 7, 0]);
    const plain = await s().datedItems.insert({
      subjectKind: 'user',
      subjectId: sam.id,
      kind: 'training_expiry',
      label: 'Fire safety',
      expiresOn: '2027-11-30',
    });
    await scanOn('2027-09-30'); // 61 days before: nothing yet
    expect(await keysFor(`%:${fed.id}:%`)).toEqual([]);
    await scanOn('2027-10-01'); // 60 days before: the definition's lead
    expect(await keysFor(`%:${fed.id}:%`)).toEqual([`training_expiry:${sam.id}:${fed.id}:2027-11-30:60`]);
    expect(await keysFor(`%:${plain.id}:%`)).toEqual([]); // the default leads start at 30
    await scanOn('2027-10-31');
    expect((await keysFor(`%:${fed.id}:%`)).at(-1)).toBe(`training_expiry:${sam.id}:${fed.id}:2027-11-30:30`);
    expect(await keysFor(`%:${plain.id}:%`)).toEqual([`training_expiry:${sam.id}:${plain.id}:2027-11-30:30`]);
    await scanOn('2027-11-30');
    // 60, 30 and on the day (7 missed: most urgent only)
    expect(await keysFor(`%:${fed.id}:%`)).toHaveLength(3);
    expect(await keysFor(`%:${plain.id}:%`)).toHaveLength(2);
  });

  it('two scans at once raise each alert once', async () => {
    const hr = h.people.user('hr@demo.care');
    const items: { id: string }[] = [];
    for (let i = 0; i < 20; i++)
      items.push(
        await s().datedItems.insert({
          subjectKind: 'user',
          subjectId: hr.id,
          kind: 'training_expiry',
          label: `Course ${i}`,
          expiresOn: '2027-08-20',
        }),
      );
    h.clock.now = on('2027-08-15');
    const before = new Date();
    const [a, b] = await Promise.all([expiryScan(h.deps), expiryScan(h.deps)]);
    // each alert raised by one of the two scans only (the demo's own staff records may bring more than these 20 due
    // that day)
    const [{ n }] = await h.server.store.db.query<{ n: number }>(
      `select count(*)::int as n from alerts where dated_item_id is not null and created_at >= $1`,
      [before],
    );
    expect(a.datedItems + b.datedItems).toBe(n);
    // the demo's own training may expire that day too (its dates follow the day it is seeded): these 20, once each
    const ours = (await keysFor('training_expiry:%:2027-08-20:7')).filter((k) => items.some((i) => k.includes(i.id)));
    expect(ours).toHaveLength(20);
    expect(new Set(ours).size).toBe(20);
  });

  it('birthdays: a week before and on the day; 29 February falls on 28 February in other years', async () => {
    const ids = await h.server.store.adminTransaction(async (a) => ({
      leap: await a.createYoungPerson(h.people.orgId, {
        homeId: h.people.oak.id,
        firstName: 'Ruby',
        lastName: 'Leap',
        dateOfBirth: '2012-02-29',
      }),
      staff: await a.createUser(h.people.orgId, {
        email: `bday.${Date.now()}@demo.care`,
        name: 'Bea Day',
        passwordHash: 'x',
        role: 'staff',
        homeIds: [h.people.oak.id],
        dateOfBirth: '1990-09-15',
      }),
    }));
    await scanOn('2027-02-20');
    expect(await keysFor(`yp_birthday:${ids.leap}:%`)).toEqual([]);
    await scanOn('2027-02-21');
    expect(await keysFor(`yp_birthday:${ids.leap}:%`)).toEqual([`yp_birthday:${ids.leap}:2027-02-28:7`]);
    await scanOn('2027-02-28');
    await scanOn('2027-02-28');
    expect(await keysFor(`yp_birthday:${ids.leap}:%`)).toEqual([
      `yp_birthday:${ids.leap}:2027-02-28:7`,
      `yp_birthday:${ids.leap}:2027-02-28:0`,
    ]);
    await scanOn('2028-02-29'); // a leap year: the day itself
    expect(await keysFor(`yp_birthday:${ids.leap}:2028%`)).toEqual([`yp_birthday:${ids.leap}:2028-02-29:0`]);
    await scanOn('2027-09-15');
    const key = `employee_birthday:${ids.staff}:2027-09-15:0`;
    expect(await keysFor(`employee_birthday:${ids.staff}:%`)).toEqual([key]);
    expect(await recipients(key)).not.toContain(ids.staff); // for the managers, not the person
    expect(await recipients(key)).toContain(h.people.user('manager.oak@demo.care').id);
  });

  it("next key worker session: from the young person's latest session record", async () => {
    const staff = await clientFor(h.server, 'staff.oak@demo.care');
    const yp = h.people.oakYps[1];
    const first = await staff.post('/api/records/key-worker-session', {
      youngPersonId: yp.id,
      data: { date: '2027-03-27', nextSessionAt: '2027-04-10' },
    });
    expect(first.status).toBe(201);
    const keys = () => keysFor(`next_key_worker_session:${yp.id}:%`);
    await scanOn('2027-04-07');
    expect(await keys()).toEqual([]);
    await scanOn('2027-04-08'); // the definition's lead: 2 days
    expect(await keys()).toEqual([`next_key_worker_session:${yp.id}:2027-04-10:2`]);
    await scanOn('2027-04-10');
    expect((await keys()).at(-1)).toBe(`next_key_worker_session:${yp.id}:2027-04-10:0`);
    await staff.post('/api/records/key-worker-session', {
      youngPersonId: yp.id,
      data: { date: '2027-04-10', nextSessionAt: '2027-04-24' },
    });
    await scanOn('2027-04-12'); // the newer session's date counts now
    expect(await keys()).toHaveLength(2);
    await scanOn('2027-04-22');
    expect((await keys()).at(-1)).toBe(`next_key_worker_session:${yp.id}:2027-04-24:2`);
    expect(await recipients(`next_key_worker_session:${yp.id}:2027-04-24:2`)).toContain(yp.keyWorkerId);
  });

  it("sign-off reminders: after the organisation's number of days, once per period, to the signer", async () => {
    const awaited = await h.server.store.db.query<{
      id: string;
      signer_id: string;
      requested_at: Date;
      record_id: string;
    }>(
      `select id, signer_id, requested_at, record_id from signoffs where signed_at is null and closed_at is null and org_id = $1`,
      [h.people.orgId],
    );
    expect(awaited.length).toBeGreaterThan(0);
    const newest = Math.max(...awaited.map((a) => new Date(a.requested_at).getTime()));
    const oldest = Math.min(...awaited.map((a) => new Date(a.requested_at).getTime()));
    const at = (ms: number) => {
      h.clock.now = new Date(ms);
      return signoffReminderScan(h.deps);
    };
    expect((await at(oldest + 3 * DAY - HOUR)).reminders).toBe(0); // default 3 days: not yet
    expect((await at(newest + 3 * DAY + HOUR)).reminders).toBe(awaited.length);
    expect((await at(newest + 3 * DAY + 2 * HOUR)).reminders).toBe(0); // rerun: nothing new
    const one = awaited[0];
    expect(await recipients(`sign_off_pending:${one.id}:day-3`)).toEqual([one.signer_id]);
    // the manager signs one off: its reminders stop
    const manager = await clientFor(h.server, 'manager.oak@demo.care');
    const inbox = (await manager.get('/api/signoffs/inbox')).body.items;
    await manager.post(`/api/records/${inbox[0].kind}/${inbox[0].id}/actions/sign-off`, { version: inbox[0].version });
    const stillAwaited = (
      await h.server.store.db.query<{ n: number }>(
        `select count(*)::int as n from signoffs where signed_at is null and closed_at is null and org_id = $1`,
        [h.people.orgId],
      )
    )[0].n;
    expect((await at(newest + 6 * DAY + HOUR)).reminders).toBe(stillAwaited);
    // a longer period set by the organisation
    await h.server.store.db.query(
      `update organisations set settings = jsonb_set(settings, '{toggles,signoffReminderDays}', '10') where id = $1`,
      [h.people.orgId],
    );
    expect((await at(newest + 9 * DAY + HOUR)).reminders).toBe(0);
    expect((await at(newest + 10 * DAY + HOUR)).reminders).toBe(stillAwaited);
  });
});
