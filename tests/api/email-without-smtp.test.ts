// Without an SMTP server nothing is sent: a login link is shown once to the signed-in person who made it (to pass
// on), the directors' mail log lists what would have gone as "not sent" (never the link), and "forgot your password"
// says to ask a manager.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('email, not configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('an invitation link comes back once; the log says it was not sent and holds no link', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const homes = (await director.get('/api/settings/homes')).body as { id: string }[];
    const email = `robin.${Date.now()}@example.test`;
    const made = await director.post('/api/settings/users', {
      email,
      name: 'Robin Unmailed',
      role: 'staff',
      isManager: false,
      areas: { cyp: 'read' },
      ypPermissions: {},
      homeIds: [homes[0].id],
      showInRota: true,
      removeFromRota: false,
      removeFromRotaHomes: [],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.invite.link).toMatch(/^\/set-password\?token=[\w-]+$/);
    const log = await director.get('/api/settings/mail-log');
    expect(log.status).toBe(200);
    expect(log.body.configured).toBe(false);
    expect(log.body.messages.find((m: { to: string }) => m.to === email)).toMatchObject({
      status: 'not_sent',
      category: 'account',
      subject: expect.stringMatching(/^Your login to /),
    });
    expect(JSON.stringify(log.body)).not.toMatch(/token/);
    const [row] = await server.store.db.query<{ body: string | null }>(
      `select body from mail_messages where to_address = $1`,
      [email],
    );
    expect(row.body).toBeNull();
  });

  it('"forgot your password" answers the same for anyone and says to ask a manager; the log is directors\' only', async () => {
    const ask = (email: string) =>
      server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const known = await ask('staff.oak@demo.care');
    const unknown = await ask('nobody@demo.care');
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toMatchObject({ sent: false, message: expect.stringMatching(/ask your manager/) });
    const bad = await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { mail: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    const manager = await clientFor(server, 'manager.oak@demo.care');
    expect((await manager.get('/api/settings/mail-log')).status).toBe(403);
    const choices = await manager.get('/api/account/email');
    expect(choices.status).toBe(200);
    expect(choices.body).toMatchObject({ configured: false, email: 'manager.oak@demo.care' });
    expect(choices.body.categories.find((c: { key: string }) => c.key === 'deadlines').delivery).toBe('immediate');
  });
});
