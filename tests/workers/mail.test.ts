// Email through the real path, to a real SMTP server the test starts (smtp-server, nodemailer's own): a change writes
// the message and an outbox row → relay → record-changes → the mail queue → SMTP. Invitations and resets reach the
// person only (the link is never in the answer or the log), a refused recipient is a bounce, a server that fails for
// a while is retried, sign-in changes and new devices are told, alerts go at once or in the digest as chosen.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAlerts } from '../../workers/processors/mail.ts';
import { clientFor } from '../helpers/fixtures.ts';
import { login } from '../helpers/server.ts';
import { eventually, type Harness, harness } from './harness.ts';

interface Received {
  to: string[];
  raw: string;
}

const PUBLIC_URL = 'https://care.example.test';
/** The message as sent, with quoted-printable undone (soft line breaks, =3D), so links can be read. */
const unquoted = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const newUser = (email: string, areas: Record<string, string>, homeIds: string[]) => ({
  email,
  name: 'Robin New',
  role: 'staff',
  isManager: false,
  areas,
  ypPermissions: {},
  homeIds,
  showInRota: true,
  removeFromRota: false,
  removeFromRotaHomes: [],
});

describe('email', () => {
  let h: Harness;
  let smtp: SMTPServer;
  let workers: Awaited<ReturnType<Harness['start']>>;
  const received: Received[] = [];
  let tempFailuresLeft = 0; // the server answers 451 (try later) to this many messages
  const env = { ...process.env };
  let settings: { smtpUrl: string; from: string; publicUrl: string };

  const unique = () => Math.random().toString(36).slice(2, 8);
  const to = (address: string) => received.filter((m) => m.to.includes(address));
  const mailRow = async (address: string) =>
    (
      await h.server.store.db.query<{ status: string; body: string | null; attempts: number; subject: string }>(
        `select status, body, attempts, subject from mail_messages where to_address = $1 order by created_at desc limit 1`,
        [address],
      )
    )[0];
  /** Relay until the message to `address` is finished (sent, bounced or failed). */
  const settled = (address: string) =>
    eventually(async () => {
      await workers.relayOnce();
      const row = await mailRow(address);
      return row && row.status !== 'queued' ? row : null;
    }, 20_000);

  beforeAll(async () => {
    process.env.MAIL_RETRY_DELAY_MS = '100';
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, done) {
        if (address.address.startsWith('bounce'))
          return done(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        done();
      },
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          if (tempFailuresLeft > 0) {
            tempFailuresLeft--;
            return done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: unquoted(raw) });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    settings = {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Care records <no-reply@care.example.test>',
      publicUrl: PUBLIC_URL,
    };
    h = await harness(new Date(), { env: { SMTP_URL: settings.smtpUrl, PUBLIC_URL, MAIL_FROM: settings.from } });
    workers = await h.start({ queues: ['record-changes', 'mail'], mail: settings });
  });
  afterAll(async () => {
    await h?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    process.env = env;
  });

  it('an invitation goes to the new person by email; the answer and the log never hold the link; it works once', async () => {
    const director = await clientFor(h.server, 'director@demo.care');
    const email = `new.${unique()}@example.test`;
    const made = await director.post('/api/settings/users', newUser(email, { cyp: 'edit' }, [h.people.oak.id]));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.invite).toEqual({ sentTo: email, expiresInDays: 7 });
    expect(JSON.stringify(made.body)).not.toMatch(/token/);
    const row = await settled(email);
    expect(row).toMatchObject({ status: 'sent', body: null });
    const [mail] = to(email);
    expect(mail.raw).toMatch(/Subject: Your login to /);
    const link = mail.raw.match(/https:\/\/care\.example\.test\/set-password\?token=([\w-]+)/);
    expect(link, mail.raw).toBeTruthy();
    const token = link![1];
    const set = await h.server.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'A long new password for Robin 2026' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const again = await h.server.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'Another long password for Robin 2026' },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    const log = await director.get('/api/settings/mail-log');
    expect(log.status).toBe(200);
    const entry = log.body.messages.find((m: { to: string }) => m.to === email);
    expect(entry).toMatchObject({ status: 'sent', category: 'account' });
    expect(JSON.stringify(log.body)).not.toMatch(/set-password|token=/);
  });

  it('a reset made by the administrator is emailed; "forgot your password" sends one only to a real login', async () => {
    const director = await clientFor(h.server, 'director@demo.care');
    const sam = h.people.user('staff.oak@demo.care');
    const reset = await director.post(`/api/settings/users/${sam.id}/reset-password`);
    expect(reset.status).toBe(200);
    expect(reset.body.reset).toEqual({ sentTo: sam.email, expiresInDays: 1 });
    expect((await settled(sam.email)).subject).toBe('Reset your password');

    const before = received.length;
    const ask = (email: string) =>
      h.server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const known = await ask('ALEX.OAK@demo.care');
    const unknown = await ask('nobody.here@demo.care');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json().message).toBe(unknown.json().message);
    await settled('alex.oak@demo.care');
    expect(received.length).toBe(before + 1);
    expect(to('alex.oak@demo.care')[0].raw).toMatch(/set-password\?token=/);
  });

  it('a recipient the server refuses is a bounce, not retried; a server failing for a while is retried until sent', async () => {
    const director = await clientFor(h.server, 'director@demo.care');
    const add = (email: string) =>
      director.post('/api/settings/users', newUser(email, { cyp: 'read' }, [h.people.oak.id]));
    const bounce = `bounce.${unique()}@example.test`;
    expect((await add(bounce)).status).toBe(201);
    const bounced = await settled(bounce);
    expect(bounced).toMatchObject({ status: 'bounced', body: null, attempts: 1 });

    tempFailuresLeft = 2;
    const later = `later.${unique()}@example.test`;
    expect((await add(later)).status).toBe(201);
    const sent = await settled(later);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3 });
    expect(to(later)).toHaveLength(1);
  });

  it('a change to how a person signs in, and a sign-in from a new device, are told to them', async () => {
    const director = await clientFor(h.server, 'director@demo.care');
    const priya = h.people.user('manager.willow@demo.care');
    expect((await director.post(`/api/settings/users/${priya.id}/reset-second-factor`)).status).toBe(200);
    const told = await settled(priya.email);
    expect(told.subject).toBe('Your sign-in security changed');

    const signIn = (ua: string) =>
      h.server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'user-agent': ua },
        payload: { email: 'staff.willow@demo.care', password: 'CareDemo2026!' },
      });
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1';
    expect((await signIn(firefox)).statusCode).toBe(200);
    await workers.relayOnce();
    const count = async () =>
      (
        await h.server.store.db.query<{ n: number }>(
          `select count(*)::int as n from mail_messages where to_address = 'staff.willow@demo.care' and subject = $1`,
          ['A sign-in from a new device'],
        )
      )[0].n;
    const base = await count();
    expect((await signIn(iphone)).statusCode).toBe(200);
    expect(await count()).toBe(base + 1);
    expect((await signIn(iphone)).statusCode).toBe(200);
    expect(await count()).toBe(base + 1);
    await settled('staff.willow@demo.care');
    const mail = to('staff.willow@demo.care').at(-1)!;
    expect(mail.raw).toMatch(/Safari on iPhone or iPad/);
  });

  it('alerts: deadlines at once, other kinds in the daily digest, none when turned off, and no child named', async () => {
    const sam = h.people.user('staff.oak@demo.care');
    const jayden = h.people.oakYps[0];
    const alerts = h.server.store.forOrg(h.people.orgId).alerts;
    const raise = (kind: string) =>
      alerts.raise(
        {
          kind,
          recordCategory: 'incident',
          title: `${jayden.firstName} ${jayden.lastName}: ${kind}`,
          youngPersonId: jayden.id,
          homeId: h.people.oak.id,
          dueOn: '2026-12-01',
          naturalKey: `mail-test-${kind}-${unique()}`,
          createdBy: null,
        },
        [sam.id],
      );
    const mailedTo = async () =>
      (
        await h.server.store.db.query<{ subject: string; status: string }>(
          `select subject, status from mail_messages where user_id = $1 and category <> 'account' order by created_at`,
          [sam.id],
        )
      ).map((r) => r.subject);
    const deps = { ...h.deps, mail: settings };

    await raise('notification_due');
    await raise('task_assigned');
    expect((await mailAlerts(deps, settings, false)).sent).toBeGreaterThanOrEqual(1);
    expect(await mailedTo()).toEqual(['A statutory deadline needs you']);
    expect((await mailAlerts(deps, settings, true)).sent).toBeGreaterThanOrEqual(1);
    // the demo's own alerts for Sam are in the digest too
    expect(await mailedTo()).toEqual([
      'A statutory deadline needs you',
      expect.stringMatching(/^Your daily summary: \d+ new alerts?$/),
    ]);
    // a rerun sends nothing twice
    await mailAlerts(deps, settings, false);
    await mailAlerts(deps, settings, true);
    expect(await mailedTo()).toHaveLength(2);
    await eventually(async () => {
      await workers.relayOnce();
      const statuses = await h.server.store.db.query<{ status: string }>(
        `select status from mail_messages where user_id = $1 and category <> 'account'`,
        [sam.id],
      );
      return statuses.every((s) => s.status === 'sent');
    }, 20_000);
    const bodies = to(sam.email)
      .map((m) => m.raw)
      .join('\n');
    expect(bodies).toContain('Notification to make, Oak House, due 1 Dec 2026');
    expect(bodies).toContain('Task assigned, Oak House, due 1 Dec 2026');
    expect(bodies).not.toContain(jayden.firstName);
    expect(bodies).toContain(`${PUBLIC_URL}/account/email?off=deadlines`);

    // turned off: nothing is sent, and the alert is not kept back for later
    const samClient = await clientFor(h.server, sam.email);
    const set = await samClient.put('/api/account/email', { deadlines: 'off' });
    expect(set.status).toBe(200);
    expect(set.body.categories.find((c: { key: string }) => c.key === 'deadlines').delivery).toBe('off');
    expect((await samClient.put('/api/account/email', { deadlines: 'sometimes' })).status).toBe(400);
    await raise('notification_due');
    await mailAlerts(deps, settings, false);
    await mailAlerts(deps, settings, true);
    expect(await mailedTo()).toHaveLength(2);
  });

  it('the mail log is the directors’ alone', async () => {
    const manager = await clientFor(h.server, 'manager.oak@demo.care');
    const res = await manager.get('/api/settings/mail-log');
    expect(res.status).toBe(403);
    expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
    // a cookie of the right shape but no session is refused too
    const cookie = await login(h.server.app, 'staff.oak@demo.care');
    expect(
      (await h.server.app.inject({ method: 'GET', url: '/api/settings/mail-log', headers: { cookie } })).statusCode,
    ).toBe(403);
  });
});
