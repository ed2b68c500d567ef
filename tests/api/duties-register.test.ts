// The duties register (/api/duties/register): a manager sees their home's duties with source, subject, next due, last
// met and late counts; a director every home; staff are refused; an area narrows it; a Reg 44 visit in this calendar
// month with its report recorded meets this month's duty, and the next one falls due at the end of next month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, londonDate } from '../../engine/time/london.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Row = {
  duty: string;
  area: string;
  source: string;
  verified: boolean;
  homeId: string;
  subject: { kind: string; id: string; name: string };
  nextDue: string | null;
  lastMet: string | null;
  metLateLast12Months: number;
  missedLast12Months: number;
  state: string;
  period: string;
  link: string;
};

describe('the duties register', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let manager: Client, director: Client, staff: Client;

  beforeAll(async () => {
    server = await startTestServer();
    people = await demoPeople(server);
    [manager, director, staff] = await Promise.all(
      ['manager.oak@demo.care', 'director@demo.care', 'staff.oak@demo.care'].map((e) => clientFor(server, e)),
    );
  });
  afterAll(() => server?.close());

  it("a manager's home: every duty with its source and subject; staff are refused; an area narrows it", async () => {
    const res = await manager.get(`/api/duties/register?homeId=${people.oak.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.rows as Row[];
    expect(new Set(rows.map((r) => r.homeId))).toEqual(new Set([people.oak.id]));
    const reg44 = rows.find((r) => r.duty === 'reg44-visit')!;
    expect(reg44).toMatchObject({
      area: 'visits-and-reviews',
      source: "Children's Homes (England) Regulations 2015 reg 44(1)–(2)",
      verified: true,
      period: 'once in each calendar month',
      subject: { kind: 'home', id: people.oak.id },
    });
    // restraint steps, notifications and supervision are all there, in the home type's language
    for (const key of ['restraint-record', 'restraint-review', 'safeguarding-lado-referral', 'supervision'])
      expect(
        rows.some((r) => r.duty === key),
        key,
      ).toBe(true);
    expect(rows.some((r) => r.duty === 'sa-restraint-review')).toBe(false); // a children's home
    const lado = rows.find((r) => r.duty === 'safeguarding-lado-referral')!;
    expect(lado.period).toBe('within 1 working day (England and Wales)');
    expect(rows.find((r) => r.duty === 'missing-return-interview')!.source).toMatch(/unverified/);

    const staffOnly = (await manager.get(`/api/duties/register?homeId=${people.oak.id}&area=staff`)).body.rows as Row[];
    expect(staffOnly.length).toBeGreaterThan(0);
    expect(staffOnly.every((r) => r.area === 'staff')).toBe(true);
    expect(staffOnly.every((r) => r.subject.kind === 'staff' && r.link === `/staff/${r.subject.id}`)).toBe(true);

    expect((await staff.get(`/api/duties/register?homeId=${people.oak.id}`)).status).toBe(403);
    expect((await manager.get('/api/duties/register?area=nonsense')).status).toBe(400);
    expect((await manager.get(`/api/duties/register?homeId=${people.willow.id}`)).status).toBe(403);
  });

  it('a director sees every home', async () => {
    const res = await director.get('/api/duties/register?area=visits-and-reviews');
    expect(res.status).toBe(200);
    const homes = new Set((res.body.rows as Row[]).map((r) => r.homeId));
    expect(homes.has(people.oak.id) && homes.has(people.willow.id)).toBe(true);
    // supported accommodation has no Reg 44 visit, and its Reg 32 review is there instead
    const willow = (res.body.rows as Row[]).filter((r) => r.homeId === people.willow.id).map((r) => r.duty);
    expect(willow).toContain('reg32-review');
    expect(willow).not.toContain('reg44-visit');
  });

  it("a visit this month with its report recorded meets this month's Reg 44 duty; next due the end of next month", async () => {
    const today = londonDate(new Date());
    const visit = await manager.post('/api/records/reg44-visit', {
      homeId: people.oak.id,
      data: {
        visitDate: today,
        visitor: 'Pat Independent',
        safeguarded: 'yes',
        wellbeing: 'yes',
        reportReceivedOn: today,
      },
    });
    expect(visit.status, JSON.stringify(visit.body)).toBe(201);
    const rows = (await manager.get(`/api/duties/register?homeId=${people.oak.id}&area=visits-and-reviews`)).body
      .rows as Row[];
    const reg44 = rows.find((r) => r.duty === 'reg44-visit')!;
    expect(reg44.lastMet).toBe(today);
    const nextMonth = addMonths(`${today.slice(0, 7)}-01`, 1);
    const [y, m] = nextMonth.split('-').map(Number);
    const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
    expect(reg44.nextDue).toBe(`${nextMonth.slice(0, 7)}-${String(lastDay).padStart(2, '0')}`);
    expect(reg44.state).toBe('not-yet-due');
  });
});
