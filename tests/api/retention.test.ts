// Operational data past its period is removed by the nightly retention scan; what is younger, a live session and a
// delivery still being tried stay, and no care record is touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationalRetention } from '../../definitions/retention.ts';
import { removeExpiredOperationalData } from '../../engine/retention/operational.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const DAY = 86_400_000;

describe('the read audit, sessions, webhook deliveries and the mail log are kept for their periods', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
  }, 120_000);
  afterAll(async () => server?.close());

  it('removes what is older than its period and nothing else', async () => {
    const db = server.store.db;
    const people = await demoPeople(server);
    const me = people.user('manager.oak@demo.care');
    const now = new Date('2030-06-01T12:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const [record] = await db.query<{ id: string }>('select id from records limit 1');
    const records = await db.query<{ n: string }>('select count(*) as n from records');
    const revisions = await db.query<{ n: string }>('select count(*) as n from record_revisions');
    await db.query('delete from record_views where org_id = $1', [people.orgId]);

    const views = operationalRetention.recordViews.days;
    for (const [days, tag] of [
      [views + 1, 'old'],
      [views - 1, 'young'],
    ] as const)
      await db.query(
        `insert into record_views (org_id, record_id, kind, young_person_id, home_id, user_id, viewed_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [people.orgId, record.id, tag, people.oakYp.id, people.oak.id, me.id, ago(days)],
      );
    const sessions = operationalRetention.sessions.days;
    const session = async (created: Date, expires: Date, ended: Date | null) =>
      (
        await db.query<{ id: string }>(
          `insert into sessions (org_id, user_id, created_at, expires_at, ended_at, ended_why)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [people.orgId, me.id, created, expires, ended, ended ? 'logout' : null],
        )
      )[0].id;
    const endedLongAgo = await session(ago(sessions + 10), ago(sessions + 9), ago(sessions + 5));
    const expiredLongAgo = await session(ago(sessions + 10), ago(sessions + 1), null);
    const endedLately = await session(ago(sessions + 10), ago(1), ago(sessions - 1));
    const [{ id: hook }] = await db.query<{ id: string }>(
      `insert into webhooks (org_id, url, events, secret, created_by) values ($1, 'https://example.org/h', '{}', 's', $2)
       returning id`,
      [people.orgId, me.id],
    );
    const deliveries = operationalRetention.webhookDeliveries.days;
    for (const [status, days, key] of [
      ['delivered', deliveries + 1, 'old-delivered'],
      ['failed', deliveries + 1, 'old-failed'],
      ['retrying', deliveries + 1, 'old-retrying'],
      ['delivered', deliveries - 1, 'young-delivered'],
    ] as const)
      await db.query(
        `insert into webhook_deliveries (org_id, webhook_id, event, event_key, payload, status, created_at)
         values ($1, $2, 'record.changed', $3, '{}', $4, $5)`,
        [people.orgId, hook, key, status, ago(days)],
      );

    const [{ id: keyed }] = await db.query<{ id: string }>('select id from records where org_id = $1 limit 1', [
      people.orgId,
    ]);
    const writeKeys = operationalRetention.writeKeys.days;
    for (const [key, days] of [
      ['old-key-xxxxxxxxxxxx', writeKeys + 1],
      ['young-key-xxxxxxxxxx', writeKeys - 1],
    ] as const)
      await db.query(
        `insert into write_keys (org_id, user_id, key, record_id, version, action, request_hash, at)
         values ($1, $2, $3, $4, 1, 'update', 'h', $5)`,
        [people.orgId, me.id, key, keyed, ago(days)],
      );

    const mail = operationalRetention.mailMessages.days;
    for (const [status, days, subject] of [
      ['sent', mail + 1, 'old-sent'],
      ['not_sent', mail + 1, 'old-not-sent'],
      ['queued', mail + 1, 'old-queued'],
      ['sent', mail - 1, 'young-sent'],
    ] as const)
      await db.query(
        `insert into mail_messages (org_id, user_id, to_address, category, subject, status, created_at)
         values ($1, $2, 'manager@example.org', 'account', $3, $4, $5)`,
        [people.orgId, me.id, subject, status, ago(days)],
      );

    const removed = await removeExpiredOperationalData(db, now);
    expect(removed.recordViews).toBeGreaterThanOrEqual(1);
    expect(removed.webhookDeliveries).toBe(2);

    const left = await db.query<{ kind: string }>('select kind from record_views where org_id = $1', [people.orgId]);
    expect(left.map((v) => v.kind)).toEqual(['young']);
    const ids = (await db.query<{ id: string }>('select id from sessions')).map((s) => s.id);
    expect(ids).not.toContain(endedLongAgo);
    expect(ids).not.toContain(expiredLongAgo);
    expect(ids).toContain(endedLately);
    const keys = (
      await db.query<{ event_key: string }>('select event_key from webhook_deliveries where webhook_id = $1', [hook])
    ).map((d) => d.event_key);
    expect(keys.sort()).toEqual(['old-retrying', 'young-delivered']);
    expect(removed.writeKeys).toBeGreaterThanOrEqual(1);
    const kept = await db.query<{ key: string }>('select key from write_keys where user_id = $1', [me.id]);
    expect(kept.map((k) => k.key)).toContain('young-key-xxxxxxxxxx');
    expect(kept.map((k) => k.key)).not.toContain('old-key-xxxxxxxxxxxx');
    expect(removed.mailMessages).toBeGreaterThanOrEqual(2);
    const mailLeft = await db.query<{ subject: string }>(
      `select subject from mail_messages where org_id = $1 and to_address = 'manager@example.org'`,
      [people.orgId],
    );
    expect(mailLeft.map((m) => m.subject).sort()).toEqual(['old-queued', 'young-sent']);
    // care records are never removed by it
    expect(await db.query('select count(*) as n from records')).toEqual(records);
    expect(await db.query('select count(*) as n from record_revisions')).toEqual(revisions);
  });
});
