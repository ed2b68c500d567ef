// The rates pay is checked and paid by, as data a director corrects (decision 0780): the organisation's table starts
// as the shipped rows, each with its source and "not checked"; a correction is a new row naming the old one, which
// stays as history, audited with the reason; pay reads the rows in force (minimum wage, night hours, bank holidays).
// Only directors; hostile dates are 400 problem+json naming the field, and write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonToday } from '../../engine/time/london.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
interface Row {
  id: string;
  kind: string;
  appliesFrom: string;
  figures: Record<string, unknown>;
  source: string;
  checked: boolean;
  inForce: boolean;
  correctedBy: string | null;
  corrects: string | null;
  reason: string | null;
}
const month = londonToday().slice(0, 7);

describe.each(DRIVERS)('pay reference rates on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: Client, hr: Client, manager: Client;
  const count = async () =>
    Number((await server.store.db.query<{ n: number }>(`select count(*)::int as n from pay_reference_rows`))[0].n);
  const rows = async () => {
    const res = await director.get('/api/pay/reference');
    expect(res.status).toBe(200);
    return res.body.items as Row[];
  };
  const jordanPay = async () => {
    const res = await director.get(`/api/pay/gross/${people.user('staff.willow@demo.care').id}?month=${month}`);
    expect(res.status).toBe(200);
    return res.body as { belowMinimumWage: { minimumPence: number }[]; lines: { type: string }[] };
  };

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [director, hr, manager] = await Promise.all(
      ['director@demo.care', 'hr@demo.care', 'manager.oak@demo.care'].map((e) => clientFor(server, e)),
    );
  });
  afterAll(() => server?.close());

  it('starts as the shipped rows, each with its source and whether it was checked here', async () => {
    const items = await rows();
    const wage = items.find((r) => r.kind === 'minimum_wage' && r.appliesFrom === '2026-04-01')!;
    expect(wage.figures).toEqual({ pence: { '21_and_over': 1271, '18_to_20': 1085, under_18: 800, apprentice: 800 } });
    expect(wage.checked).toBe(false);
    expect(wage.source).toMatch(/Low Pay Commission/);
    expect(items.find((r) => r.kind === 'premium')!.figures).toEqual({ nightFrom: '22:00', nightTo: '06:00' });
    expect(items.find((r) => r.kind === 'bank_holiday' && r.appliesFrom === '2023-05-08')!.figures).toEqual({
      holiday: true,
      name: 'The coronation of King Charles III',
    });
    expect(items.every((r) => r.inForce && r.source.length > 3)).toBe(true);
    // read twice, written once
    const n = await count();
    await rows();
    expect(await count()).toBe(n);
  });

  it('is for directors only, enforced by the engine', async () => {
    for (const c of [hr, manager]) {
      expect((await c.get('/api/pay/reference')).status).toBe(403);
      const add = await c.post('/api/pay/reference/premium', {
        appliesFrom: '2027-01-01',
        nightFrom: '23:00',
        nightTo: '07:00',
        source: 'Our contracts',
        checked: true,
      });
      expect(add.status).toBe(403);
    }
  });

  it('a correction replaces a row in force, keeps the old one with the reason, is audited, and pay checks by it', async () => {
    expect((await jordanPay()).belowMinimumWage).toEqual([]); // £12.90 an hour is over £12.71
    const old = (await rows()).find((r) => r.kind === 'minimum_wage' && r.appliesFrom === '2026-04-01')!;
    const body = {
      appliesFrom: '2026-04-01',
      pence: { '21_and_over': 1300, '18_to_20': 1085, under_18: 800, apprentice: 800 },
      source: 'The National Minimum Wage (Amendment) Regulations 2026, read on legislation.gov.uk',
      checked: true,
      reason: 'The adult rate was misread',
    };
    const res = await director.post(`/api/pay/reference/minimum-wage/${old.id}/correction`, body);
    expect(res.status).toBe(201);
    const after = await rows();
    const was = after.find((r) => r.id === old.id)!;
    const now = after.find((r) => r.id === res.body.id)!;
    expect(was).toMatchObject({ inForce: false, correctedBy: now.id, figures: old.figures });
    expect(now).toMatchObject({ inForce: true, corrects: old.id, reason: 'The adult rate was misread', checked: true });
    const [audit] = await server.store.db.query<{ detail: Record<string, unknown> }>(
      `select detail from activity_audit where action = 'pay-reference.corrected' and entity_id = $1`,
      [now.id],
    );
    expect(audit.detail).toMatchObject({ corrects: old.id, reason: 'The adult rate was misread' });
    // Jordan's £12.90 is now below the corrected £13.00
    expect((await jordanPay()).belowMinimumWage.map((b) => b.minimumPence)).toContain(1300);
    // the old row cannot be corrected twice; nothing written
    const n = await count();
    const again = await director.post(`/api/pay/reference/minimum-wage/${old.id}/correction`, body);
    expect(again.status).toBe(409);
    expect(again.headers['content-type']).toMatch(/problem\+json/);
    expect(await count()).toBe(n);
    // a row of another kind under this kind's path is not found
    const premium = after.find((r) => r.kind === 'premium')!;
    expect((await director.post(`/api/pay/reference/minimum-wage/${premium.id}/correction`, body)).status).toBe(404);
  });

  it('adding a row for a date already in force is 409; a new night window changes the night line', async () => {
    const clash = await director.post('/api/pay/reference/premium', {
      appliesFrom: '2000-01-01',
      nightFrom: '23:00',
      nightTo: '07:00',
      source: 'Our contracts',
      checked: true,
    });
    expect(clash.status).toBe(409);
    const sam = people.user('staff.oak@demo.care').id;
    const nightOf = async () => {
      const res = await director.get(`/api/pay/gross/${sam}?month=${month}`);
      return (res.body.lines as { type: string; minutes: number }[])
        .filter((l) => l.type === 'night')
        .reduce((n, l) => n + l.minutes, 0);
    };
    const before = await nightOf();
    expect(before).toBeGreaterThan(0); // the late ends at 22:30
    const added = await director.post('/api/pay/reference/premium', {
      appliesFrom: `${month}-01`,
      nightFrom: '23:00',
      nightTo: '06:00',
      source: 'Staff handbook, pay section',
      checked: true,
    });
    expect(added.status).toBe(201);
    expect(await nightOf()).toBeLessThan(before);
  });

  it('a bank holiday proclaimed at run time pays at the bank holiday rate', async () => {
    const sam = people.user('staff.oak@demo.care').id;
    const { body } = await director.get(`/api/pay/gross/${sam}?month=${month}`);
    const worked = (
      await server.store.db.query<{ d: string }>(
        `select to_char(starts_at at time zone 'Europe/London', 'YYYY-MM-DD') as d from shifts
       where staff_id = $1 and to_char(starts_at at time zone 'Europe/London', 'YYYY-MM') = $2
         and shift_type = 'early' order by starts_at limit 1`,
        [sam, month],
      )
    )[0].d;
    const bankMinutes = (b: { lines: { type: string; minutes: number }[] }) =>
      b.lines.filter((l) => l.type === 'bank_holiday').reduce((n, l) => n + l.minutes, 0);
    const res = await director.post('/api/pay/reference/bank-holiday', {
      on: worked,
      holiday: true,
      name: 'A day proclaimed for the test',
      source: 'The London Gazette',
      checked: false,
    });
    expect(res.status).toBe(201);
    const after = (await director.get(`/api/pay/gross/${sam}?month=${month}`)).body;
    expect(bankMinutes(after) - bankMinutes(body)).toBe(450); // the 07:00–15:00 early less its 30-minute break
  });

  it.each([
    ['a hostile date', { appliesFrom: "2026-04-01'; drop table users;--" }, '/appliesFrom'],
    ['a date that is not a day', { appliesFrom: '2026-02-30' }, '/appliesFrom'],
    ['pence as text', { pence: { '21_and_over': '12.71', '18_to_20': 1085, under_18: 800, apprentice: 800 } }, ''],
    ['no source', { source: undefined }, ''],
  ])('%s is 400 problem+json naming the field, and writes nothing', async (_what, change, path) => {
    const n = await count();
    const res = await director.post('/api/pay/reference/minimum-wage', {
      appliesFrom: '2027-04-01',
      pence: { '21_and_over': 1300, '18_to_20': 1100, under_18: 820, apprentice: 820 },
      source: 'Low Pay Commission',
      checked: false,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    if (path) expect(JSON.stringify(res.body)).toContain(path);
    expect(await count()).toBe(n);
  });
});
