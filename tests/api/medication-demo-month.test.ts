// The demo's month of medicines (seeds/medication.ts, seeds/medication-month.ts), read from the seeded database: a
// month of the MAR at Oak House and Willow Court with refusals and omissions and their reasons, a late dose with
// its reason, PRN doses with reasons and effects, supervised self-administration at Willow Court, in each home a
// controlled drug's register (receipts, witnessed doses, weekly witnessed checks, a running balance that adds up), a
// homely remedy given with its effect and a near miss, a reconciliation on arrival met within its 24 hours, and a
// month of temperature readings with one out of range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../engine/time/london.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe("the demo's month of medicines", () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  const q = <T>(sql: string, params: unknown[]) => server.store.db.query<T>(sql, params);

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
  });
  afterAll(() => server?.close());

  it('a month of the MAR in each home, with refusals, an omission and a late dose, each with its reason', async () => {
    const monthAgo = addDays(londonDate(new Date()), -29);
    for (const home of [people.oak, people.willow]) {
      const [row] = await q<{ days: number; refused: number; omitted: number; unexplained: number }>(
        `select count(distinct (scheduled_at at time zone 'Europe/London')::date)::int as days,
                count(*) filter (where outcome = 'refused')::int as refused,
                count(*) filter (where outcome = 'omitted')::int as omitted,
                count(*) filter (where outcome not in ('given', 'self_administered') and reason is null)::int
                  as unexplained
           from mar_entries where org_id = $1 and home_id = $2 and not prn`,
        [people.orgId, home.id],
      );
      expect(row.days).toBeGreaterThanOrEqual(30);
      expect(row.refused).toBeGreaterThanOrEqual(1);
      expect(row.omitted).toBeGreaterThanOrEqual(1);
      expect(row.unexplained).toBe(0);
      const [first] = await q<{ day: string }>(
        `select to_char(min(scheduled_at at time zone 'Europe/London'), 'YYYY-MM-DD') as day from mar_entries
          where org_id = $1 and home_id = $2`,
        [people.orgId, home.id],
      );
      expect(first.day <= monthAgo).toBe(true);
    }
    const [late] = await q<{ minutes: number; reason: string }>(
      `select extract(epoch from given_at - scheduled_at)::int / 60 as minutes, reason from mar_entries
        where org_id = $1 and home_id = $2 and outcome = 'given' and not prn and reason is not null`,
      [people.orgId, people.oak.id],
    );
    expect(late.minutes).toBeGreaterThan(60);
    expect(late.reason).toMatch(/dental appointment/);
  });

  it('PRN doses with why and their effect; supervised self-administration at Willow Court', async () => {
    for (const home of [people.oak, people.willow]) {
      const prn = await q<{ prn_reason: string; effect: string | null }>(
        `select prn_reason, effect from mar_entries where org_id = $1 and home_id = $2 and prn and outcome = 'given'`,
        [people.orgId, home.id],
      );
      expect(prn.length).toBeGreaterThanOrEqual(3);
      expect(prn.every((e) => e.prn_reason && e.effect)).toBe(true);
    }
    const [self] = await q<{ n: number }>(
      `select count(*)::int as n from mar_entries where org_id = $1 and home_id = $2 and outcome = 'self_administered'`,
      [people.orgId, people.willow.id],
    );
    expect(self.n).toBeGreaterThanOrEqual(10);
  });

  it("each home's controlled drug's register: receipts and doses witnessed by a second person, weekly witnessed checks, a balance that adds up", async () => {
    for (const [home, email, drug] of [
      [people.oak, 'manager.oak@demo.care', /Methylphenidate/],
      [people.willow, 'manager.willow@demo.care', /Lisdexamfetamine/],
    ] as const) {
      const manager = await clientFor(server, email);
      const register = await manager.get(`/api/homes/${home.id}/cd-register`);
      expect(register.status).toBe(200);
      const page = register.body.pages.find((p: { name: string }) => drug.test(p.name));
      expect(page, home.name).toBeDefined();
      const moves = await q<{
        kind: string;
        quantity: string;
        balance_after: string;
        by_id: string;
        witness_id: string | null;
      }>(
        `select kind, quantity, balance_after, by_id, witness_id from medication_stock_moves
          where org_id = $1 and medication_id = $2 order by seq`,
        [people.orgId, page.medicationId],
      );
      const kinds = (k: string) => moves.filter((m) => m.kind === k);
      expect(kinds('received').length).toBeGreaterThanOrEqual(2);
      expect(kinds('given').length).toBeGreaterThanOrEqual(25);
      expect(kinds('count').length).toBeGreaterThanOrEqual(4);
      const signed = moves.filter((m) => ['received', 'given', 'count'].includes(m.kind));
      expect(
        signed.every((m) => m.witness_id && m.witness_id !== m.by_id),
        home.name,
      ).toBe(true);
      let balance = 0;
      for (const m of moves) {
        balance = Math.round((balance + Number(m.quantity)) * 1000) / 1000;
        expect(Number(m.balance_after)).toBe(balance);
      }
    }
  });

  it("in each home a homely remedy given from the home's stock with its effect, and a near miss recorded", async () => {
    for (const home of [people.oak, people.willow]) {
      const [homely] = await q<{ n: number }>(
        `select count(*)::int as n from homely_remedy_doses where org_id = $1 and home_id = $2 and effect is not null`,
        [people.orgId, home.id],
      );
      expect(homely.n, home.name).toBeGreaterThanOrEqual(1);
      const [nearMiss] = await q<{ n: number }>(
        `select count(*)::int as n from records where org_id = $1 and home_id = $2 and kind = 'medication-error'
            and data ->> 'reach' = 'near_miss' and archived_at is null`,
        [people.orgId, home.id],
      );
      expect(nearMiss.n, home.name).toBe(1);
    }
  });

  it('one near miss recorded, and a reconciliation on arrival submitted within 24 hours of the move-in', async () => {
    const [nearMiss] = await q<{ n: number }>(
      `select count(*)::int as n from records where org_id = $1 and kind = 'medication-error'
          and data ->> 'reach' = 'near_miss' and archived_at is null`,
      [people.orgId],
    );
    expect(nearMiss.n).toBeGreaterThanOrEqual(1);
    const rows = await q<{ home_id: string; status: string; hours: number; discrepancies: number }>(
      `select r.home_id, r.status, jsonb_array_length(coalesce(r.data -> 'discrepancies', '[]')) as discrepancies,
              extract(epoch from r.created_at - m.created_at)::int / 3600 as hours
         from records r join records m on m.young_person_id = r.young_person_id and m.kind = 'move-in'
        where r.org_id = $1 and r.kind = 'medication-reconciliation'`,
      [people.orgId],
    );
    const oak = rows.find((r) => r.home_id === people.oak.id)!;
    expect(oak).toMatchObject({ status: 'complete', discrepancies: 1 });
    expect(oak.hours).toBeLessThan(24);
    expect(rows.some((r) => r.home_id === people.willow.id)).toBe(true);
  });

  it('a daily temperature reading of the medicines fridge and cupboard, one out of range with what was done', async () => {
    for (const home of [people.oak, people.willow]) {
      const [row] = await q<{ days: number; out: number; explained: number }>(
        `select count(distinct (data ->> 'readAt')::timestamptz::date)::int as days,
                count(*) filter (where (data ->> 'max')::numeric > 8 and data ->> 'store' = 'fridge')::int as out,
                count(*) filter (where data -> 'action' ->> 'stock' is not null)::int as explained
           from records where org_id = $1 and home_id = $2 and kind = 'medicines-temperature'`,
        [people.orgId, home.id],
      );
      expect(row.days).toBeGreaterThanOrEqual(30);
      expect(row.out).toBe(row.explained);
      if (home.id === people.oak.id) expect(row.out).toBe(1);
    }
  });
});
