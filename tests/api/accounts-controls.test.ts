// A child's money that cannot go wrong (engine/accounts/controls.ts behind the accounts routes): twenty withdrawals
// of a whole pot at once, two people for money to or from a young person, transfers that move petty cash and a pot
// together (and back together), receipts over the threshold, the spending limit and a manager's approval, counts by
// two with the manager told of a difference over the tolerance, and a hand-over that says to whom and how.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signaturePng } from '../../engine/accounts/signature-png.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

const today = new Date().toISOString().slice(0, 10);
const SIGNED = signaturePng();

describe.each(DRIVERS)('accounts controls (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let staff: Client, manager: Client, director: Client, willowStaff: Client;
  const id = (email: string) => people.user(email).id;
  const asWitness = (email: string, password = DEMO_PASSWORD) => ({ userId: id(email), password });
  const float = async () =>
    (await manager.get(`/api/accounts/ledger?home=${people.oak.id}`)).body.balancePence as number;
  const pots = async (ypId: string) => (await manager.get(`/api/accounts/young-people/${ypId}`)).body;
  const own = (over: Record<string, unknown> = {}) => ({
    entryDate: today,
    direction: 'in',
    amountPence: 1000,
    pot: 'savings',
    description: 'Saved from birthday money',
    youngPersonSignature: SIGNED,
    ...over,
  });
  const spend = (over: Record<string, unknown> = {}) => ({
    homeId: people.oak.id,
    entryDate: today,
    direction: 'out',
    amountPence: 400,
    category: 'food',
    description: 'Milk',
    ...over,
  });

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [staff, manager, director, willowStaff] = await Promise.all(
      ['staff.oak@demo.care', 'manager.oak@demo.care', 'director@demo.care', 'staff.willow@demo.care'].map((e) =>
        clientFor(server, e),
      ),
    );
  }, 120_000);
  afterAll(async () => server?.close());

  it('twenty withdrawals of a whole £10 pot at once: exactly one succeeds and the pot ends at nothing', async () => {
    const yp = people.oakYps[2];
    const url = `/api/accounts/young-people/${yp.id}/entries`;
    expect((await staff.post(url, own({ pot: 'festival', amountPence: 1000 }))).status).toBe(201);
    const held = (await pots(yp.id)).pots.festival as number;
    expect(held).toBe(1000);
    const tries = await Promise.all(
      Array.from({ length: 20 }, () =>
        staff.post(url, own({ direction: 'out', pot: 'festival', amountPence: held, description: 'Eid clothes' })),
      ),
    );
    expect(tries.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of tries.filter((t) => t.status !== 201)) {
      expect(r.status).toBe(422);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.body.errors[0].path).toBe('/amountPence');
    }
    expect((await pots(yp.id)).pots.festival).toBe(0);
    // £100,000 out of a £10 pot in one request: refused at the amount, nothing written
    expect((await staff.post(url, own({ pot: 'festival', amountPence: 1000 }))).status).toBe(201);
    const probe = await staff.post(url, own({ direction: 'out', pot: 'festival', amountPence: 10_000_000 }));
    expect(probe.status).toBe(422);
    expect(probe.body.errors).toEqual([
      { path: '/amountPence', message: 'is more than the £10.00 in the festival pot' },
    ]);
    expect((await pots(yp.id)).pots.festival).toBe(1000);
  }, 60_000);

  it("two people for a child's money: a colleague's PIN or password, or the young person's signature", async () => {
    const yp = people.oakYps[1];
    const url = `/api/accounts/young-people/${yp.id}/entries`;
    const before = await pots(yp.id);
    const neither = await staff.post(url, own({ youngPersonSignature: null }));
    expect(neither.status).toBe(422);
    expect(neither.body.errors).toEqual([
      { path: '/witness', message: "is required: a second member of staff's PIN, or the young person's signature" },
    ]);
    const notPng = await staff.post(url, own({ youngPersonSignature: 'data:image/png;base64,aGVsbG8=' }));
    expect(notPng.status).toBe(422);
    expect(notPng.body.errors.map((e: { path: string }) => e.path)).toEqual(['/youngPersonSignature', '/witness']);
    // the witness is someone else, of this home, whose password is right
    const self = await staff.post(url, own({ youngPersonSignature: null, witness: asWitness('staff.oak@demo.care') }));
    expect(self.status).toBe(422);
    expect(self.body.errors[0].path).toBe('/witness/userId');
    const elsewhere = await staff.post(
      url,
      own({ youngPersonSignature: null, witness: asWitness('staff.willow@demo.care') }),
    );
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors[0].path).toBe('/witness/userId');
    const wrong = await staff.post(
      url,
      own({ youngPersonSignature: null, witness: asWitness('manager.oak@demo.care', 'not-their-password') }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].path).toBe('/witness/password');
    expect((await pots(yp.id)).entries.length).toBe(before.entries.length);

    const witnessed = await staff.post(
      url,
      own({ youngPersonSignature: null, witness: asWitness('manager.oak@demo.care') }),
    );
    expect(witnessed.status).toBe(201);
    expect(witnessed.body).toMatchObject({
      witnessName: 'Marcus Oduya',
      witnessMethod: 'password',
      acknowledged: false,
      youngPersonSignature: null,
    });
    // a return to the young person they did not sign for says why
    const out = own({ direction: 'out', amountPence: 200, youngPersonSignature: null, description: 'Cash for town' });
    const noReason = await staff.post(url, { ...out, witness: asWitness('manager.oak@demo.care') });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0].path).toBe('/notAcknowledgedReason');
    const reasoned = await staff.post(url, {
      ...out,
      witness: asWitness('manager.oak@demo.care'),
      notAcknowledgedReason: 'Left in a hurry for the bus; signs tonight',
    });
    expect(reasoned.status).toBe(201);
    const signed = await staff.post(url, { ...out, youngPersonSignature: SIGNED });
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({ acknowledged: true, youngPersonSignature: SIGNED, witnessId: null });
  });

  it('a transfer moves petty cash and the pot together, refuses as one, and is reversed together', async () => {
    const yp = people.oakYps[1];
    const [cash0, pot0] = [await float(), (await pots(yp.id)).pots.pocket_money as number];
    const pay = (over: Record<string, unknown> = {}) => ({
      youngPersonId: yp.id,
      pot: 'pocket_money',
      to: 'pot',
      entryDate: today,
      amountPence: 750,
      description: 'Weekly pocket money',
      ...over,
    });
    const made = await staff.post('/api/accounts/transfers', pay());
    expect(made.status).toBe(201);
    expect(made.body.pettyCash).toMatchObject({ ledger: 'petty_cash', direction: 'out', kind: 'transfer' });
    expect(made.body.pot).toMatchObject({ ledger: 'young_person', direction: 'in', pot: 'pocket_money' });
    expect(made.body.pettyCash.transferId).toBe(made.body.transferId);
    expect(made.body.pot.transferId).toBe(made.body.transferId);
    expect(await float()).toBe(cash0 - 750);
    expect((await pots(yp.id)).pots.pocket_money).toBe(pot0 + 750);

    // more than the float: neither ledger moves
    const tooMuch = await staff.post('/api/accounts/transfers', pay({ amountPence: cash0 + 1 }));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors[0].path).toBe('/amountPence');
    expect(await float()).toBe(cash0 - 750);
    expect((await pots(yp.id)).pots.pocket_money).toBe(pot0 + 750);
    // back from a pot holding less: refused the same way
    const back = await staff.post(
      '/api/accounts/transfers',
      pay({ to: 'petty_cash', pot: 'birthday', amountPence: 1 + ((await pots(yp.id)).pots.birthday as number) }),
    );
    expect(back.status).toBe(422);
    expect(await float()).toBe(cash0 - 750);

    // reversing the pot's line reverses the petty cash line too; never twice from either side
    expect((await staff.post(`/api/accounts/entries/${made.body.pot.id}/reverse`, { reason: 'x' })).status).toBe(403);
    const undo = await manager.post(`/api/accounts/entries/${made.body.pot.id}/reverse`, {
      reason: 'Paid twice this week',
    });
    expect(undo.status).toBe(201);
    expect(undo.body.reversesId).toBe(made.body.pot.id);
    expect(undo.body.corrections.map((c: { reversesId: string }) => c.reversesId).sort()).toEqual(
      [made.body.pot.id, made.body.pettyCash.id].sort(),
    );
    expect(await float()).toBe(cash0);
    expect((await pots(yp.id)).pots.pocket_money).toBe(pot0);
    const again = await manager.post(`/api/accounts/entries/${made.body.pettyCash.id}/reverse`, { reason: 'again' });
    expect(again.status).toBe(409);
    expect(await float()).toBe(cash0);

    // a transfer whose pocket money has been spent cannot be undone: both lines stay
    const spent = await staff.post('/api/accounts/transfers', pay({ amountPence: 300 }));
    expect(spent.status).toBe(201);
    const potNow = (await pots(yp.id)).pots.pocket_money as number;
    expect(
      (
        await staff.post(
          `/api/accounts/young-people/${yp.id}/entries`,
          own({ direction: 'out', pot: 'pocket_money', amountPence: potNow, description: 'Spent on a phone top-up' }),
        )
      ).status,
    ).toBe(201);
    const late = await manager.post(`/api/accounts/entries/${spent.body.pettyCash.id}/reverse`, { reason: 'late' });
    expect(late.status).toBe(409);
    expect(late.body.detail).toMatch(/below zero/);
    expect(await float()).toBe(cash0 - 300);
    // another home's staff cannot pay this young person
    expect((await willowStaff.post('/api/accounts/transfers', pay())).status).toBe(403);
  });

  it('twenty transfers at once from a small float: each is whole or not at all', async () => {
    const yp = people.oakYps[2];
    // a seventh of the float twenty times over: only whole transfers the float covers are written
    const cash0 = await float();
    const pot0 = (await pots(yp.id)).pots.clothing as number;
    const tries = await Promise.all(
      Array.from({ length: 20 }, () =>
        staff.post('/api/accounts/transfers', {
          youngPersonId: yp.id,
          pot: 'clothing',
          to: 'pot',
          entryDate: today,
          amountPence: Math.max(1, Math.floor(cash0 / 7)),
          description: 'Clothing allowance',
        }),
      ),
    );
    const ok = tries.filter((r) => r.status === 201).length;
    expect(ok).toBe(Math.min(20, Math.floor(cash0 / Math.max(1, Math.floor(cash0 / 7)))));
    expect(tries.filter((r) => r.status !== 201).every((r) => r.status === 422)).toBe(true);
    const moved = ok * Math.max(1, Math.floor(cash0 / 7));
    expect(await float()).toBe(cash0 - moved);
    expect((await pots(yp.id)).pots.clothing).toBe(pot0 + moved);
  }, 60_000);

  it('petty cash controls: a receipt over the threshold or why not; over the limit a manager approves', async () => {
    expect((await manager.get('/api/accounts/controls')).body).toEqual({
      receiptThresholdPence: 500,
      spendingLimitPence: 5000,
      countTolerancePence: 0,
    });
    const controls = { receiptThresholdPence: 1000, spendingLimitPence: 2000, countTolerancePence: 100 };
    expect((await manager.put('/api/accounts/controls', controls)).status).toBe(403);
    const set = await director.put('/api/accounts/controls', controls);
    expect(set.status).toBe(200);
    expect(set.body).toEqual(controls);

    const top = await manager.post('/api/accounts/top-ups', {
      homeId: people.oak.id,
      entryDate: today,
      amountPence: 10_000,
      description: 'From the bank',
    });
    expect(top.status).toBe(201);
    expect((await staff.post('/api/accounts/entries', spend({ amountPence: 1000 }))).status).toBe(201);
    const noReceipt = await staff.post('/api/accounts/entries', spend({ amountPence: 1001 }));
    expect(noReceipt.status).toBe(422);
    expect(noReceipt.body.errors).toEqual([
      {
        path: '/receiptDocumentId',
        message: 'is required for spending over £10.00, or say why there is none (noReceiptReason)',
      },
    ]);
    const why = await staff.post(
      '/api/accounts/entries',
      spend({ amountPence: 1001, noReceiptReason: 'Market stall: no till' }),
    );
    expect(why.status).toBe(201);
    expect(why.body.noReceiptReason).toBe('Market stall: no till');

    const big = spend({ amountPence: 2500, noReceiptReason: 'Lost on the way back', description: 'Cinema for three' });
    const unapproved = await staff.post('/api/accounts/entries', big);
    expect(unapproved.status).toBe(422);
    expect(unapproved.body.errors[0]).toEqual({
      path: '/approval',
      message: 'is required: spending over £20.00 is approved by a manager',
    });
    // a colleague who is not a manager cannot approve; the manager can, with their password
    const colleague = await staff.post('/api/accounts/entries', {
      ...big,
      approval: asWitness('staff.willow@demo.care'),
    });
    expect(colleague.status).toBe(422);
    expect(colleague.body.errors[0].path).toBe('/approval/userId');
    const approved = await staff.post('/api/accounts/entries', {
      ...big,
      approval: asWitness('manager.oak@demo.care'),
    });
    expect(approved.status).toBe(201);
    expect(approved.body).toMatchObject({ approvedBy: id('manager.oak@demo.care'), approvedByName: 'Marcus Oduya' });
    // a manager spending over the limit approves it themselves
    expect((await manager.post('/api/accounts/entries', big)).status).toBe(201);
    // money in needs neither
    expect((await staff.post('/api/accounts/entries', spend({ direction: 'in', amountPence: 9000 }))).status).toBe(201);
    await director.put('/api/accounts/controls', {
      receiptThresholdPence: 500,
      spendingLimitPence: 5000,
      countTolerancePence: 0,
    });
  });

  it("counts by two: the witness is needed, the audit is a manager's, a difference over tolerance tells the managers", async () => {
    await director.put('/api/accounts/controls', {
      receiptThresholdPence: 500,
      spendingLimitPence: 5000,
      countTolerancePence: 100,
    });
    const expected = await float();
    const alone = await staff.post('/api/accounts/counts', { homeId: people.oak.id, countedPence: expected });
    expect(alone.status).toBe(400); // the schema asks for the second person
    const noWitness = await staff.post('/api/accounts/counts', {
      homeId: people.oak.id,
      countedPence: expected,
      witness: asWitness('staff.oak@demo.care'),
    });
    expect(noWitness.status).toBe(422);
    expect(noWitness.body.errors[0].path).toBe('/witness/userId');
    const audit = { homeId: people.oak.id, countedPence: expected, witness: asWitness('manager.oak@demo.care') };
    expect((await staff.post('/api/accounts/counts', { ...audit, audit: true })).status).toBe(403);
    const alerts = async () =>
      (
        await server.store.db.query<{ title: string }>(
          `select title from alerts where org_id = $1 and kind = 'cash_count_discrepancy' and home_id = $2`,
          [people.orgId, people.oak.id],
        )
      ).map((a) => a.title);
    const seen = (await alerts()).length;
    // within the tolerance: kept with its reason, no one alerted
    const within = await staff.post('/api/accounts/counts', {
      ...audit,
      countedPence: expected - 100,
      reason: 'A £1 coin under the tin',
    });
    expect(within.status).toBe(201);
    expect(within.body).toMatchObject({ discrepancyPence: -100, witnessName: 'Marcus Oduya', audit: false });
    expect((await alerts()).length).toBe(seen);
    const over = await staff.post('/api/accounts/counts', {
      ...audit,
      countedPence: expected - 101,
      reason: 'Bus fares not entered',
    });
    expect(over.status).toBe(201);
    expect(await alerts()).toContain('Petty cash at Oak House counted £1.01 short');
    const monthly = await manager.post('/api/accounts/counts', {
      homeId: people.oak.id,
      countedPence: expected,
      witness: asWitness('staff.oak@demo.care'),
      audit: true,
    });
    expect(monthly.status).toBe(201);
    expect(monthly.body).toMatchObject({ audit: true, witnessName: 'Sam Taylor', discrepancyPence: 0 });
  });

  it('the hand-over on moving out says to whom and how; a transfer or cheque has its reference', async () => {
    const yp = people.oakYps[1];
    const url = `/api/accounts/young-people/${yp.id}/handover`;
    const held = (await pots(yp.id)).balancePence as number;
    expect(held).toBeGreaterThan(0);
    const noRef = await manager.post(url, {
      recipient: 'social_worker',
      method: 'bank_transfer',
      youngPersonSignature: SIGNED,
    });
    expect(noRef.status).toBe(422);
    expect(noRef.body.errors.map((e: { path: string }) => e.path)).toEqual(['/recipientName', '/reference']);
    const unsigned = await manager.post(url, {
      recipient: 'social_worker',
      recipientName: 'Jo Bloggs, Leeds City Council',
      method: 'bank_transfer',
      reference: 'LCC-MOVE-0427',
      witness: asWitness('staff.oak@demo.care'),
    });
    expect(unsigned.status).toBe(422);
    expect(unsigned.body.errors[0].path).toBe('/notAcknowledgedReason');
    const handed = await manager.post(url, {
      recipient: 'social_worker',
      recipientName: 'Jo Bloggs, Leeds City Council',
      method: 'bank_transfer',
      reference: 'LCC-MOVE-0427',
      witness: asWitness('staff.oak@demo.care'),
      notAcknowledgedReason: 'Paid to the council: Jo signed the council’s receipt',
    });
    expect(handed.status).toBe(201);
    expect(handed.body.totalPence).toBe(held);
    const after = await pots(yp.id);
    expect(after.balancePence).toBe(0);
    expect(after.entries[0]).toMatchObject({
      kind: 'handover',
      description:
        'Handed over on moving out to the social worker (Jo Bloggs, Leeds City Council) by bank transfer LCC-MOVE-0427',
      witnessName: 'Sam Taylor',
    });
  });
});
