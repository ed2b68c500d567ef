// The payroll CSV of the demo's pay month (seeds/pay-month.ts, decisions 0880 and 0881) holds every kind of line a
// home's payroll has: hours at base, night and bank holiday rates, sleep-ins, on-call call-outs, holiday pay for
// annual leave taken, and rolled-up holiday pay. Each figure is
// checked against the demo's own rota and leave, so a line paid at the wrong rate or for the wrong hours fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonDate } from '../../engine/time/london.ts';
import { demoPayMonth } from '../../seeds/pay-month.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

interface Line {
  type: string;
  minutes: number;
  units: number;
  ratePence: number;
  amountPence: number;
}
interface Item {
  staff: { id: string; name: string };
  lines: Line[];
  amountPence: number;
  shifts: number;
}

describe.each(DRIVERS)('the demo pay month (%s)', (driver) => {
  let server: TestServer;
  let hr: Awaited<ReturnType<typeof clientFor>>;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  const month = demoPayMonth(londonDate(new Date()));

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    hr = await clientFor(server, 'hr@demo.care');
  });
  afterAll(() => server?.close());

  const itemOf = (items: Item[], email: string) => items.find((i) => i.staff.id === people.user(email).id)!;

  it('the payroll CSV shows base, night, bank holiday, sleep-in, call-out and both kinds of holiday pay', async () => {
    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/pay/gross.csv?month=${month}&reason=Checking`,
      headers: { cookie: hr.cookie },
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((r) => r.split(','));
    const types = new Set(rows.map((r) => r[4]));
    for (const t of ['base', 'night', 'bank_holiday', 'sleep_in', 'call_out', 'holiday', 'rolled_up_holiday'])
      expect(types, t).toContain(t);
    // rolled-up holiday pay is a share of the month's pay: no hourly rate is given for it
    expect(
      rows.filter((r) => r[4] === 'rolled_up_holiday').every((r) => r[8] === '' && /^\d+\.\d{2}$/.test(r[9])),
    ).toBe(true);
  });

  it("each line follows the demo's rota and leave", async () => {
    const res = await hr.get(`/api/pay/gross?month=${month}`);
    expect(res.status).toBe(200);
    const items = res.body.items as Item[];
    const line = (i: Item, type: string) => i.lines.filter((l) => l.type === type);
    const minutes = (i: Item, type: string) => line(i, type).reduce((n, l) => n + l.minutes, 0);

    // each manager was called out twice for 95 minutes on call, paid at their base rate
    for (const email of ['manager.oak@demo.care', 'manager.willow@demo.care']) {
      const m = itemOf(items, email);
      expect(minutes(m, 'call_out')).toBe(190);
      const base = line(m, 'base')[0];
      expect(line(m, 'call_out')[0].ratePence).toBe(base.ratePence);
    }

    // Alex's three days of leave: the shifts rostered on them, paid as holiday and not as worked
    const alex = itemOf(items, 'alex.oak@demo.care');
    const holiday = line(alex, 'holiday');
    expect(holiday.length).toBe(1);
    const leave = await server.store.db.query<{ minutes: number }>(
      `select coalesce(sum(extract(epoch from ends_at - starts_at) / 60 - break_minutes), 0)::int as minutes
         from shifts x, records r
        where r.kind = 'leave-request' and r.staff_id = $1 and r.status = 'approved' and r.data->>'note' like 'Half-term%'
          and x.staff_id = r.staff_id and x.archived_at is null and x.shift_type not in ('sleep_in', 'on_call')
          and (x.starts_at at time zone 'Europe/London')::date between (r.data->>'startsOn')::date and (r.data->>'endsOn')::date`,
      [people.user('alex.oak@demo.care').id],
    );
    expect(leave[0].minutes).toBeGreaterThan(0);
    expect(holiday[0].minutes).toBe(leave[0].minutes);
    // at least the base rate: the average of 52 weeks' pay for time worked, premiums included
    expect(holiday[0].ratePence).toBeGreaterThanOrEqual(line(alex, 'base')[0].ratePence);

    // sleep-ins are paid as a flat rate each, their woken time at base
    const sleepIns = items.flatMap((i) => line(i, 'sleep_in'));
    expect(sleepIns.reduce((n, l) => n + l.units, 0)).toBeGreaterThan(4);
    expect(sleepIns.every((l) => l.amountPence === l.units * l.ratePence)).toBe(true);

    // Jordan, on rolled-up holiday pay, gets 12.07 % of the month's pay on its own line
    const jordan = itemOf(items, 'staff.willow@demo.care');
    const rolled = line(jordan, 'rolled_up_holiday');
    expect(rolled.length).toBe(1);
    const worked = jordan.lines.filter((l) => l.type !== 'rolled_up_holiday').reduce((n, l) => n + l.amountPence, 0);
    expect(rolled[0].amountPence).toBe(Math.round((worked * 1207) / 10_000));
    expect(jordan.amountPence).toBe(worked + rolled[0].amountPence);
    expect(line(jordan, 'holiday')).toEqual([]);
  });
});
