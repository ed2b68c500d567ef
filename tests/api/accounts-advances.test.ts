// An advance to a young person is its own signed agreement, never a negative pot; allowances are held against the
// placement agreement's entitlement; and a week without pocket money is the manager's task (engine/accounts, the
// money-advance and money-allowances kinds, the pocket-money-weekly duty, the overspent allowance alert).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allObligations } from '../../definitions/obligations.ts';
import { signaturePng } from '../../engine/accounts/signature-png.ts';
import { mondayOf } from '../../engine/time/london.ts';
import type { WorkerDeps } from '../../workers/deps.ts';
import { obligationScan } from '../../workers/processors/obligations.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const today = new Date().toISOString().slice(0, 10);
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('money advances and allowances (pg)', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let staff: Client, manager: Client;
  const id = (email: string) => people.user(email).id;
  const money = async (ypId: string) => (await manager.get(`/api/accounts/young-people/${ypId}`)).body;
  const agreement = (over: Record<string, unknown> = {}) => ({
    agreedOn: today,
    amount: '15.00',
    purpose: 'School trip deposit',
    recovery: 'pocket_money',
    weeklyRepayment: '3.00',
    repaymentsStart: today,
    agreedBy: id('manager.oak@demo.care'),
    youngPersonSignature: signaturePng(),
    ...over,
  });
  const pay = (ypId: string, advanceId: string, amountPence: number) =>
    staff.post('/api/accounts/entries', {
      homeId: people.oak.id,
      entryDate: today,
      direction: 'out',
      amountPence,
      category: 'other',
      description: 'Advance for the school trip deposit',
      youngPersonId: ypId,
      advanceId,
      noReceiptReason: 'Cash handed to the young person',
    });
  const repay = (ypId: string, advanceId: string, amountPence: number) =>
    staff.post('/api/accounts/transfers', {
      youngPersonId: ypId,
      pot: 'pocket_money',
      to: 'petty_cash',
      entryDate: today,
      amountPence,
      description: 'Advance paid back from pocket money',
      advanceId,
    });

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    [staff, manager] = await Promise.all(
      ['staff.oak@demo.care', 'manager.oak@demo.care'].map((e) => clientFor(server, e)),
    );
  }, 120_000);
  afterAll(async () => server?.close());

  it('an advance is paid only under a signed agreement, never beyond it, and paid back never beyond what is owed', async () => {
    const [yp, other] = people.oakYps;
    // not yet signed: a draft agreement cannot be paid against
    const draft = await staff.post('/api/records/money-advance', {
      youngPersonId: yp.id,
      data: agreement({ youngPersonSignature: undefined }),
    });
    expect(draft.status).toBe(201);
    const unsigned = await pay(yp.id, draft.body.id, 500);
    expect(unsigned.status).toBe(422);
    expect(unsigned.headers['content-type']).toContain('application/problem+json');
    expect(unsigned.body.errors[0]).toEqual({
      path: '/advanceId',
      message: 'has not been signed: the young person signs the agreement before money is advanced',
    });
    // submitting without the signature is refused at the field
    const refused = await staff.post(`/api/records/money-advance/${draft.body.id}/actions/submit`, {
      version: draft.body.version,
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.errors)).toContain('youngPersonSignature');
    // a mark that is not a PNG, or a member of staff who is not a manager, is refused
    const fake = await staff.post('/api/records/money-advance', {
      youngPersonId: yp.id,
      data: agreement({ youngPersonSignature: 'data:image/png;base64,aGVsbG8=' }),
    });
    expect(fake.status).toBe(422);
    expect(fake.body.errors).toEqual([{ path: '/youngPersonSignature', message: 'is not a PNG image' }]);
    const notManager = await staff.post('/api/records/money-advance', {
      youngPersonId: yp.id,
      data: agreement({ agreedBy: id('staff.oak@demo.care') }),
    });
    expect(notManager.status).toBe(422);
    expect(notManager.body.errors).toEqual([{ path: '/agreedBy', message: 'must be a manager of the home' }]);

    const made = await staff.post('/api/records/money-advance', { youngPersonId: yp.id, data: agreement() });
    expect(made.status).toBe(201);
    const signed = await staff.post(`/api/records/money-advance/${made.body.id}/actions/submit`, {
      version: made.body.version,
    });
    expect(signed.status).toBe(200);
    const advanceId = made.body.id as string;

    // someone else's agreement, and money in, are refused
    expect((await pay(other.id, advanceId, 500)).body.errors[0].message).toBe(
      "is not this young person's advance agreement",
    );
    const before = (await money(yp.id)).pots.pocket_money as number;
    // the £15 agreed, paid as £10 then £5; a penny more is refused, even when two try at once
    expect((await pay(yp.id, advanceId, 1000)).status).toBe(201);
    const both = await Promise.all([pay(yp.id, advanceId, 500), pay(yp.id, advanceId, 500)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    const over = both.find((r) => r.status === 422)!;
    expect(over.body.errors).toEqual([
      { path: '/amountPence', message: 'is more than the agreement allows: all £15.00 has been advanced' },
    ]);
    // the young person's own pot was never touched by the advance
    expect((await money(yp.id)).pots.pocket_money).toBe(before);
    const owed = async () =>
      ((await money(yp.id)).advances as { id: string; status: string }[]).find((a) => a.id === advanceId);
    expect(await owed()).toMatchObject({ status: 'complete', advancedPence: 1500, repaidPence: 0, owedPence: 1500 });

    // paid back from pocket money: pocket money in, then £3 back to petty cash under the agreement
    const paidIn = await staff.post('/api/accounts/transfers', {
      youngPersonId: yp.id,
      pot: 'pocket_money',
      to: 'pot',
      entryDate: today,
      amountPence: 2000,
      description: 'Weekly pocket money',
    });
    expect(paidIn.status).toBe(201);
    expect((await repay(yp.id, advanceId, 300)).status).toBe(201);
    const tooMuch = await repay(yp.id, advanceId, 1201);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual([
      { path: '/amountPence', message: 'is more than the £12.00 still owed on the advance' },
    ]);
    // a repayment into the pot is not a repayment
    const wrongWay = await staff.post('/api/accounts/transfers', {
      youngPersonId: yp.id,
      pot: 'pocket_money',
      to: 'pot',
      entryDate: today,
      amountPence: 100,
      description: 'x',
      advanceId,
    });
    expect(wrongWay.status).toBe(422);
    expect(wrongWay.body.errors[0].path).toBe('/advanceId');
    expect(await owed()).toMatchObject({ advancedPence: 1500, repaidPence: 300, owedPence: 1200 });
  }, 60_000);

  it('pocket money and budgets are held against the placement agreement', async () => {
    const yp = people.oakYps[1];
    // the demo's agreement (£10.00 a week) until a new one from this Monday: £12.00, clothing £5.00 a week
    expect((await money(yp.id)).allowances.weeks[0].entitledPence).toBe(1000);
    const set = await staff.post('/api/records/money-allowances', {
      youngPersonId: yp.id,
      data: {
        agreedFrom: mondayOf(today),
        weeklyPocketMoney: '12.00',
        clothingAllowance: '5.00',
        clothingPeriod: 'week',
      },
    });
    expect(set.status).toBe(201);
    const before = (await money(yp.id)).allowances;
    const thisWeek = before.weeks[0];
    expect(thisWeek.entitledPence).toBe(1200);
    // pocket money paid this week from petty cash: the week is no longer missing
    const paid = await staff.post('/api/accounts/transfers', {
      youngPersonId: yp.id,
      pot: 'pocket_money',
      to: 'pot',
      entryDate: today,
      amountPence: 1200 - thisWeek.paidPence > 0 ? 1200 - thisWeek.paidPence : 100,
      description: 'Weekly pocket money',
    });
    expect(paid.status).toBe(201);
    const after = (await money(yp.id)).allowances;
    expect(after.weeks[0]).toMatchObject({ missing: false });
    expect(after.weeks[0].paidPence).toBeGreaterThanOrEqual(1200);
    // clothing bought from petty cash for them this week: over the £5 weekly allowance is overspent
    const spentBefore = after.budgets.find((b: { budget: string }) => b.budget === 'clothing').spentPence as number;
    const shoes = await staff.post('/api/accounts/entries', {
      homeId: people.oak.id,
      entryDate: today,
      direction: 'out',
      amountPence: 501,
      category: 'clothing',
      description: 'Socks',
      youngPersonId: yp.id,
      noReceiptReason: 'Market stall, no receipt given',
    });
    expect(shoes.status).toBe(201);
    const clothing = (await money(yp.id)).allowances.budgets.find((b: { budget: string }) => b.budget === 'clothing');
    expect(clothing).toMatchObject({ allowedPence: 500, spentPence: spentBefore + 501, overspent: true });
    // the home's managers are told as it goes over, once for the budget's period however many spends follow
    const overspent = async () => {
      const body = (await manager.get('/api/alerts/mine?kind=allowance_overspent&limit=50')).body;
      return ((body.items ?? body) as { youngPersonId: string; title: string }[]).filter(
        (a) => a.youngPersonId === yp.id,
      );
    };
    const told = await overspent();
    expect(told).toHaveLength(1);
    expect(told[0].title).toBe(`Clothing allowance overspent: £${((spentBefore + 501) / 100).toFixed(2)} of £5.00`);
    expect(told[0].title).not.toContain(yp.firstName);
    const more = await staff.post('/api/accounts/entries', {
      homeId: people.oak.id,
      entryDate: today,
      direction: 'out',
      amountPence: 100,
      category: 'clothing',
      description: 'Laces',
      youngPersonId: yp.id,
      noReceiptReason: 'Market stall, no receipt given',
    });
    expect(more.status).toBe(201);
    expect(await overspent()).toHaveLength(1);
  }, 60_000);

  it('a week with no pocket money paid opens a task for the managers, closed by the payment', async () => {
    const duty = allObligations.find((o) => o.key === 'pocket-money-weekly')!;
    expect(duty.metBy).toEqual({ source: 'pocket-money' });
    const yp = people.oakYps[2];
    const clock = { now: new Date() };
    const deps: WorkerDeps = {
      store: server.store,
      now: () => clock.now,
      log: silent,
      kinds: {},
      leads: {} as WorkerDeps['leads'],
    };
    const paid = await staff.post('/api/accounts/transfers', {
      youngPersonId: yp.id,
      pot: 'pocket_money',
      to: 'pot',
      entryDate: today,
      amountPence: 1000,
      description: 'Weekly pocket money',
    });
    expect(paid.status).toBe(201);
    // last paid on Monday 5 January 2026: the next week's is due on 12 January, its task open the day before
    await server.store.db.query(`update account_entries set entry_date = '2026-01-05' where young_person_id = $1`, [
      yp.id,
    ]);
    clock.now = new Date('2026-01-11T10:00:00Z');
    await obligationScan(deps, [duty]);
    const open = await server.store.db.query<{ id: string; status: string; title: string; assigned_to: string[] }>(
      `select id, status, title, assigned_to from tasks where natural_key like $1`,
      [`duty:pocket-money-weekly:${yp.id}:%`],
    );
    expect(open).toHaveLength(1);
    expect(open[0].status).toBe('not_complete');
    expect(open[0].title).toMatch(/^Record .+'s pocket money for the week$/);
    expect(open[0].assigned_to).toContain(id('manager.oak@demo.care'));
    // paid on the 12th: the scan closes it in time
    await server.store.db.query(`update account_entries set entry_date = '2026-01-12' where id = $1`, [
      paid.body.pot.id,
    ]);
    clock.now = new Date('2026-01-13T10:00:00Z');
    await obligationScan(deps, [duty]);
    const [closed] = await server.store.db.query<{ status: string; description: string }>(
      `select status, description from tasks where id = $1`,
      [open[0].id],
    );
    expect(closed.status).toBe('completed');
    expect(closed.description).toMatch(/Done in time\.$/);
  }, 60_000);

  it("the petty cash count falls due as often as the home's schedule says (weekly when it sets none)", async () => {
    const duty = allObligations.find((o) => o.key === 'petty-cash-count')!;
    expect(duty.policy).toBe('petty-cash-count');
    const clock = { now: new Date() };
    const deps: WorkerDeps = {
      store: server.store,
      now: () => clock.now,
      log: silent,
      kinds: {},
      leads: {} as WorkerDeps['leads'],
    };
    // Oak House counts every 2 days; Willow Court has set nothing; both last counted by two on 5 January 2026
    const [details] = await server.store.db.query<{ id: string; version: number; data: Record<string, unknown> }>(
      `select id, version, data from records where kind = 'home-details' and home_id = $1 and archived_at is null
        order by record_date desc limit 1`,
      [people.oak.id],
    );
    const saved = await manager.put(`/api/records/home-details/${details.id}`, {
      data: { ...details.data, pettyCashCountEveryDays: 2 },
      version: details.version,
    });
    expect(saved.status).toBe(200);
    const bad = await manager.put(`/api/records/home-details/${details.id}`, {
      data: { ...details.data, pettyCashCountEveryDays: 8 },
      version: saved.body.version,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('/pettyCashCountEveryDays');
    await server.store.db.query(`update cash_counts set counted_at = '2026-01-05T09:00:00Z' where org_id = $1`, [
      people.orgId,
    ]);
    clock.now = new Date('2026-01-06T10:00:00Z');
    await obligationScan(deps, [duty]);
    const keys = async () =>
      (
        await server.store.db.query<{ natural_key: string }>(
          `select natural_key from tasks where natural_key like 'duty:petty-cash-count:%' and status = 'not_complete'`,
        )
      ).map((t) => t.natural_key);
    // Oak's is due on the 7th and opens a day before; Willow's is not due until the 12th
    expect(await keys()).toEqual([`duty:petty-cash-count:${people.oak.id}:2026-01-07`]);
    clock.now = new Date('2026-01-11T10:00:00Z');
    await obligationScan(deps, [duty]);
    expect((await keys()).sort()).toEqual(
      [
        `duty:petty-cash-count:${people.oak.id}:2026-01-07`,
        `duty:petty-cash-count:${people.willow.id}:2026-01-12`,
      ].sort(),
    );
  }, 60_000);
});
