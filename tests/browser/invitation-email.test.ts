// An invitation accepted from the email that arrived. With email configured, a director adds a member of staff on the
// users screen: the screen says only where the invitation went (no link to pass on); the mail queue's worker sends it
// to a real SMTP server the test starts; the new person opens the link from that email in Chromium, sets a password
// and signs in with it; the link works once.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startWorkers } from '../../workers/start.ts';
import { REDIS_URL } from '../helpers/server.ts';
import {
  describeBrowser,
  dismissBanners,
  expectAccessible,
  type Harness,
  login,
  signInAt,
  startHarness,
} from './harness.ts';

const PUBLIC_URL = 'https://care.example.test';
const FROM = 'Care records <no-reply@care.example.test>';
// quoted-printable, as nodemailer writes a long line
const unquoted = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describeBrowser('an invitation by email', () => {
  let h: Harness;
  let smtp: SMTPServer;
  let workers: Awaited<ReturnType<typeof startWorkers>>;
  const received: { to: string[]; raw: string }[] = [];
  const prefix = `test-${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: unquoted(raw) });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    h = await startHarness({ env: { SMTP_URL: smtpUrl, PUBLIC_URL, MAIL_FROM: FROM } });
    const store = h.server!.store;
    // the demo's own history is not this test's: only the invitation is relayed
    await store.db.query(`update outbox set relayed_at = now() where relayed_at is null`);
    workers = await startWorkers({
      store,
      redisUrl: REDIS_URL,
      prefix,
      relay: false,
      schedules: false,
      queues: ['record-changes', 'mail'],
      mail: { smtpUrl, from: FROM, publicUrl: PUBLIC_URL },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
  }, 120_000);
  afterAll(async () => {
    await workers?.close().catch(() => undefined);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await h?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('the director adds a user; the new person sets a password from the emailed link and signs in', async () => {
    const email = `robin.${randomBytes(3).toString('hex')}@example.test`;
    const page = await signInAt(h, 'director@demo.care', '/users');
    await page.getByRole('link', { name: 'Add a user' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a user' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Robin Newman');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('checkbox', { name: 'Oak House' }).first().check();
    await page.getByRole('radio', { name: 'Young people: daily logs: Edit' }).check();
    await page.getByRole('button', { name: 'Create user and invite' }).click();
    await page.getByRole('heading', { level: 1, name: 'Robin Newman' }).waitFor();
    // the screen says where it went, and shows no link to copy
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain(email);
    expect(await page.locator('main').textContent()).not.toMatch(/set-password\?token=/);

    // the worker sends it; it arrives at the new person's address
    await expect
      .poll(
        async () => {
          await workers.relayOnce();
          return received.filter((m) => m.to.includes(email)).length;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(1);
    const mail = received.find((m) => m.to.includes(email))!;
    const link = mail.raw.match(/https:\/\/care\.example\.test(\/set-password\?token=[\w-]+)/);
    expect(link, mail.raw).toBeTruthy();

    // in their own browser: PUBLIC_URL is this server's address to the outside world
    const theirs = await h.newPage();
    await theirs.goto(`${h.url}${link![1]}`);
    await dismissBanners(theirs);
    await theirs.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
    await expectAccessible(theirs, 'set password from the email');
    const password = 'Sunny-days-ahead-2026';
    await theirs.getByLabel('New password', { exact: true }).fill(password);
    await theirs.getByLabel('New password again').fill(password);
    await theirs.getByRole('button', { name: 'Set password' }).click();
    await theirs.waitForURL((url) => url.pathname === '/login');
    await login(theirs, email, password);
    expect(new URL(theirs.url()).pathname).not.toBe('/login');

    // the link works once
    const again = await fetch(`${h.url}/api/auth/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: new URL(`${h.url}${link![1]}`).searchParams.get('token'),
        password: 'another-1-Pass',
      }),
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });
});
