// Limits across API processes, and PIN lock-outs that no one can aim at a colleague. Two test
// servers with one Redis key prefix stand for two API processes (each has its own memory, as processes do); a
// server whose Redis cannot be reached still limits, counting in memory.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { markTranscriptionChecked } from '../helpers/medication.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const shared = { JOBS_PREFIX: `t-limits-${randomBytes(4).toString('hex')}`, LOGIN_RATE_LIMIT: '4' };

describe('one limit for every API process (Redis)', () => {
  let a: TestServer, b: TestServer;
  beforeAll(async () => {
    [a, b] = await Promise.all([startTestServer({ env: shared }), startTestServer({ env: shared })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('sign-in attempts per address and email: four in a minute over both processes, then both refuse', async () => {
    const attempt = (s: TestServer) =>
      s.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'hr@demo.care', password: 'not the password' },
        remoteAddress: '203.0.113.41',
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt(i % 2 ? b : a)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401]);
    for (const s of [a, b]) {
      const refused = await attempt(s);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('registration requests per address: five an hour over both processes', async () => {
    const request = {
      organisationName: 'Limit Homes',
      contactName: 'Lee Limit',
      contactEmail: 'lee@limit.example',
      homes: [{ name: 'Limit Lodge', type: 'children_home' }],
    };
    const register = (s: TestServer) =>
      s.app.inject({ method: 'POST', url: '/api/register', payload: request, remoteAddress: '203.0.113.42' });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await register(i % 2 ? b : a)).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await register(a)).statusCode).toBe(429);
  });

  it('five wrong witness PINs naming a colleague lock out the one trying, not the colleague, in every process', async () => {
    const people = await demoPeople(a);
    const sam = people.user('staff.oak@demo.care').id;
    const ypId = people.oakYps[1].id;
    const today = londonDate(new Date());
    // the same medicine in each process's database (each test server has its own copy of the demo)
    const prescribe = async (s: TestServer) => {
      expect(
        (await (await clientFor(s, 'director@demo.care')).put('/api/settings/organisation', { toggles: { mar: true } }))
          .status,
      ).toBe(200);
      const nurse = await clientFor(s, 'staff.oak@demo.care');
      const made = await nurse.post('/api/records/medication', {
        youngPersonId: ypId,
        data: {
          name: 'Paracetamol 500 mg tablets',
          form: 'tablet',
          strength: '500 mg',
          dose: '1 tablet',
          doseQuantity: 1,
          stockUnit: 'tablet',
          route: 'oral',
          regularity: 'prn',
          prn: { indication: 'Headache', minIntervalHours: 0, maxDosesIn24h: 20 },
          start: addDays(today, -1),
        },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      await markTranscriptionChecked(s, made.body.id);
      // allergies first: a dose is given only once the allergy status is recorded
      const hp = await nurse.post('/api/records/health-profile', {
        youngPersonId: ypId,
        data: { updatedOn: today, noKnownAllergies: true },
      });
      expect(hp.status, JSON.stringify(hp.body)).toBe(201);
      return made.body.id as string;
    };
    const [inA, inB] = await Promise.all([prescribe(a), prescribe(b)]);
    const [alex, manager, staff] = await Promise.all(
      ['alex.oak@demo.care', 'manager.oak@demo.care', 'staff.oak@demo.care'].map((e) => clientFor(a, e)),
    );
    const dose = (witness?: { userId: string; password: string }, medicationId = inA) => ({
      medicationId,
      outcome: 'given',
      prnReason: 'Headache',
      password: DEMO_PASSWORD,
      ...(witness ? { witness } : {}),
    });
    for (let i = 0; i < 5; i++) {
      const wrong = await alex.post(
        `/api/young-people/${ypId}/mar/doses`,
        dose({ userId: sam, password: `guess ${i}` }),
      );
      expect(wrong.body.errors, JSON.stringify(wrong.body)).toEqual([
        { path: '/witness/password', message: "does not match the witness's password" },
      ]);
    }
    // the one trying is refused naming Sam, here and in the other process, even with the right password
    const alexB = await clientFor(b, 'alex.oak@demo.care');
    for (const [c, medicationId] of [
      [alex, inA],
      [alexB, inB],
    ] as const) {
      const locked = await c.post(
        `/api/young-people/${ypId}/mar/doses`,
        dose({ userId: sam, password: DEMO_PASSWORD }, medicationId),
      );
      expect(locked.status, JSON.stringify(locked.body)).toBe(429);
      expect(locked.body.detail).toMatch(/Too many wrong tries of Sam Taylor's PIN or password as witness/);
    }
    // Sam is not locked out: Sam records a dose, and witnesses the manager's
    const own = await staff.post(`/api/young-people/${ypId}/mar/doses`, dose());
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const witnessed = await manager.post(
      `/api/young-people/${ypId}/mar/doses`,
      dose({ userId: sam, password: DEMO_PASSWORD }),
    );
    expect(witnessed.status, JSON.stringify(witnessed.body)).toBe(201);
    // and Alex's own confirmations are a separate count: Alex still records a dose alone
    expect((await alex.post(`/api/young-people/${ypId}/mar/doses`, dose())).status).toBe(201);
  });
});

describe('while Redis is away', () => {
  let server: TestServer;
  // nothing listens on port 1: every count falls to the in-memory insurance at once
  beforeAll(async () => {
    server = await startTestServer({ env: { REDIS_URL: 'redis://127.0.0.1:1', LOGIN_RATE_LIMIT: '3' } });
  });
  afterAll(() => server?.close());

  it('sign-in is still limited (in this process), and a right password still signs in', async () => {
    const attempt = (password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'staff.oak@demo.care', password },
        remoteAddress: '203.0.113.43',
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt('wrong')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'staff.oak@demo.care', password: DEMO_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });
});
