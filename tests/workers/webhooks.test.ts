// Webhook delivery through the real path: a record change → outbox → relay → record-changes → one delivery
// per subscription wanting the event → the webhooks queue → a signed POST to a local receiver; a failing
// receiver is retried with back-off and the log says so; the payload carries ids, never the record.
import { lookup } from 'node:dns/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, verify } from '../../engine/developer/signature.ts';
import { isPrivateAddress } from '../../engine/developer/targets.ts';
import { clientFor, dailyLog } from '../helpers/fixtures.ts';
import { eventually, type Harness, harness, HOUR, incidentData } from './harness.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('webhook delivery', () => {
  let h: Harness;
  let workers: Awaited<ReturnType<Harness['start']>>;
  let receiver: Server;
  let base = '';
  const received: Received[] = [];
  let failuresLeft = 2; // the /flaky receiver fails this many times, then answers 200
  const env = { ...process.env };

  beforeAll(async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'true'; // the receiver is on loopback
    process.env.WEBHOOK_RETRY_DELAY_MS = '100';
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ path: req.url!, headers: req.headers, body });
        if (req.url === '/down' || (req.url === '/flaky' && failuresLeft-- > 0)) {
          res.writeHead(500).end('no');
          return;
        }
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    h = await harness(new Date());
    workers = await h.start({ queues: ['record-changes', 'webhooks'] });
  });
  afterAll(async () => {
    await h?.close();
    receiver?.close();
    process.env = env;
  });

  const hooks = () => h.server.store.forOrg(h.people.orgId).developer.webhooks;
  async function subscribe(path: string, events: string[]) {
    const secret = `whsec_test_${path.slice(1)}`;
    const id = await hooks().add({
      url: `${base}${path}`,
      description: null,
      events,
      secret,
      createdBy: h.people.user('director@demo.care').id,
    });
    return { id, secret };
  }
  const deliveriesOf = (id: string) => hooks().deliveries(id, 100);

  it('delivers a signed event with ids only, and logs it', async () => {
    const ok = await subscribe('/ok', ['record.created', 'record.submitted', 'incident.restraint']);
    const staff = await clientFor(h.server, 'staff.oak@demo.care');
    const made = await staff.post('/api/records/daily-log', {
      youngPersonId: h.people.oakYp.id,
      data: dailyLog({ educationNotes: 'Went to the cinema with Sam after school' }),
    });
    expect(made.status).toBe(201);
    await workers.relayOnce();
    const got = await eventually(async () => received.find((r) => r.path === '/ok' && r.body.includes(made.body.id)));
    expect(got.headers['care-records-event']).toBe('record.created');
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({
      event: 'record.created',
      organisationId: h.people.orgId,
      record: { id: made.body.id, kind: 'daily-log', status: 'ongoing', version: 1 },
    });
    expect(got.body).not.toContain('cinema'); // data minimisation: the record's content stays here
    const header = String(got.headers[SIGNATURE_HEADER]);
    const t = Number(/t=(\d+)/.exec(header)![1]);
    expect(verify(ok.secret, header, got.body, t)).toBe(true);
    expect(verify('whsec_wrong', header, got.body, t)).toBe(false);
    expect(verify(ok.secret, header, got.body.replace('daily-log', 'incident'), t)).toBe(false);
    expect(verify(ok.secret, header, got.body, t + 3600)).toBe(false); // an old delivery replayed
    const [log] = await eventually(async () => {
      const d = await deliveriesOf(ok.id);
      return d[0]?.status === 'delivered' && d;
    });
    expect(log).toMatchObject({
      event: 'record.created',
      status: 'delivered',
      attempts: 1,
      responseCode: 204,
      lastError: null,
    });

    // relayed again (a crash between add and mark): the natural key sends nothing twice
    await h.server.store.db.query(`update outbox set relayed_at = null where payload->>'recordId' = $1`, [
      made.body.id,
    ]);
    await workers.relayOnce();
    await new Promise((r) => setTimeout(r, 500));
    expect((await deliveriesOf(ok.id)).length).toBe(1);
  });

  it('a target that is not public is refused at connection time, and the log does not say what it resolved to', async () => {
    // written straight to the store, as if made before these checks: this machine's own name (from /etc/hosts, no DNS
    // server needed) resolves to an address inside, which only the connection-time lookup sees; and a literal
    const name = hostname();
    expect((await lookup(name, { all: true })).every((a) => isPrivateAddress(a.address))).toBe(true);
    const inside = [await subscribe('/inside', ['record.created']), await subscribe('/inside2', ['record.created'])];
    await h.server.store.db.query(`update webhooks set url = $2 where id = $1`, [
      inside[0].id,
      `https://${name}:${new URL(base).port}/hook`,
    ]);
    await h.server.store.db.query(`update webhooks set url = $2 where id = $1`, [
      inside[1].id,
      'https://[::ffff:0:7f00:1]/hook',
    ]);
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'false';
    try {
      const staff = await clientFor(h.server, 'staff.oak@demo.care');
      expect(
        (await staff.post('/api/records/daily-log', { youngPersonId: h.people.oakYp.id, data: dailyLog() })).status,
      ).toBe(201);
      await workers.relayOnce();
      for (const { id } of inside) {
        const [log] = await eventually(async () => {
          const d = await deliveriesOf(id);
          return d[0]?.status === 'failed' && d;
        });
        expect(log).toMatchObject({
          status: 'failed',
          attempts: 1,
          responseCode: null,
          lastError: 'refused: not a public address',
        });
      }
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'true';
    }
  });

  it('an incident with a restraint, submitted, raises incident.restraint as well as record.submitted', async () => {
    const ok = (
      await h.server.store.db.query<{ id: string }>(`select id from webhooks where url = $1`, [`${base}/ok`])
    )[0];
    const staff = await clientFor(h.server, 'staff.oak@demo.care');
    let rec = (
      await staff.post('/api/records/incident', {
        youngPersonId: h.people.oakYp.id,
        data: incidentData(h, 'oak', new Date(Date.now() - 2 * HOUR), ['restraint']),
      })
    ).body;
    rec = (await staff.post(`/api/records/incident/${rec.id}/actions/submit`, { version: rec.version })).body;
    expect(rec.status).not.toBe('ongoing');
    await workers.relayOnce();
    const events = await eventually(async () => {
      const d = (await deliveriesOf(ok.id))
        .filter((x) => (x.payload as { record?: { id: string } }).record?.id === rec.id && x.status === 'delivered')
        .map((x) => x.event)
        .sort();
      return d.length >= 3 && d;
    });
    expect(events).toEqual(['incident.restraint', 'record.created', 'record.submitted']);
  });

  it('a failing receiver is retried with back-off until it answers, and the log shows each attempt', async () => {
    const flaky = await subscribe('/flaky', ['record.created']);
    const down = await subscribe('/down', ['record.created']);
    const staff = await clientFor(h.server, 'staff.oak@demo.care');
    const made = await staff.post('/api/records/daily-log', { youngPersonId: h.people.oakYp.id, data: dailyLog() });
    await workers.relayOnce();
    const [log] = await eventually(async () => {
      const d = await deliveriesOf(flaky.id);
      return d[0]?.status === 'delivered' && d;
    }, 20_000);
    expect(log).toMatchObject({ status: 'delivered', attempts: 3, responseCode: 204 });
    expect(received.filter((r) => r.path === '/flaky' && r.body.includes(made.body.id))).toHaveLength(3);
    const [failing] = await eventually(async () => {
      const d = await deliveriesOf(down.id);
      return d[0]?.attempts >= 2 && d;
    }, 20_000);
    expect(failing).toMatchObject({ status: 'retrying', responseCode: 500, lastError: 'the receiver answered 500' });
  });

  it('a ping from the developer tools screen goes the same way', async () => {
    const ok = (
      await h.server.store.db.query<{ id: string }>(`select id from webhooks where url = $1`, [`${base}/ok`])
    )[0];
    const director = await clientFor(h.server, 'director@demo.care');
    const ping = await director.post(`/api/developer/webhooks/${ok.id}/ping`);
    expect(ping.status).toBe(202);
    await workers.relayOnce();
    const got = await eventually(async () =>
      received.find((r) => r.headers['care-records-delivery'] === ping.body.deliveryId),
    );
    expect(JSON.parse(got.body)).toMatchObject({ event: 'ping', organisationId: h.people.orgId });
  });
});
