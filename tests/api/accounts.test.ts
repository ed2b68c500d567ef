// Accounts on both drivers: petty cash for one's own home, reversing corrections, a manager's
// cash count with its discrepancy, receipts under the locker's rules, a young person's own money with its
// permission area and hand-over, analytics and CSV, budgets and the income tracker; who may and may not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signaturePng } from '../../engine/accounts/signature-png.ts';
import { hashPassword } from '../../engine/auth/password.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const today = new Date().toISOString().slice(0, 10);
/** The young person's mark drawn on the device. */
const SIGNED = signaturePng();

function multipart(fields: Record<string, string>, file: { name: string; type: string; content: Buffer }) {
  const boundary = '----accounts' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DRIVERS)('accounts (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let staff: Client, manager: Client, director: Client, hr: Client, willowStaff: Client, noAccounts: Client;
  const spend = (over: Record<string, unknown> = {}) => ({
    homeId: people.oak.id,
    entryDate: today,
    direction: 'out',
    amountPence: 1234,
    category: 'food',
    description: 'Milk and bread',
    noReceiptReason: 'Corner shop: no till receipt',
    ...over,
  });
  const balance = async (c: Client = manager) =>
    (await c.get(`/api/accounts/ledger?home=${people.oak.id}`)).body.balancePence as number;
  const upload = async (
    c: Client,
    homeId: string,
    file = { name: 'receipt.pdf', type: 'application/pdf', content: PDF },
  ) => {
    const form = multipart({ homeId }, file);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/accounts/receipts',
      payload: form.payload,
      headers: { ...form.headers, cookie: c.cookie },
    });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [staff, manager, director, hr, willowStaff] = await Promise.all(
      [
        'staff.oak@demo.care',
        'manager.oak@demo.care',
        'director@demo.care',
        'hr@demo.care',
        'staff.willow@demo.care',
      ].map((e) => clientFor(server, e)),
    );
    // an Oak House colleague without the accounts area
    await server.store.adminTransaction(async (a) =>
      a.createUser(people.orgId, {
        email: 'no.accounts@demo.care',
        name: 'Nia Walsh',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        role: 'staff',
        homeIds: [people.oak.id],
        areas: { cyp: 'edit', cyp_daily_log: 'edit' },
      }),
    );
    noAccounts = await clientFor(server, 'no.accounts@demo.care');
  }, 120_000);
  afterAll(async () => server?.close());

  it('staff record spending for their own home; the balance moves by exactly the pence', async () => {
    const before = await balance();
    const res = await staff.post('/api/accounts/entries', spend({ youngPersonId: people.oakYp.id }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amountPence: 1234,
      direction: 'out',
      category: 'food',
      kind: 'entry',
      youngPersonId: people.oakYp.id,
      enteredByName: 'Sam Taylor',
    });
    expect(await balance()).toBe(before - 1234);
    const ledger = (await staff.get(`/api/accounts/ledger?home=${people.oak.id}`)).body;
    expect(ledger.entries[0]).toMatchObject({ id: res.body.id, balancePence: before - 1234 });
    // each line's balance is the one below it plus this line
    for (let i = 0; i < ledger.entries.length - 1; i++) {
      const e = ledger.entries[i];
      expect(e.balancePence).toBe(
        ledger.entries[i + 1].balancePence + (e.direction === 'in' ? e.amountPence : -e.amountPence),
      );
    }
  });

  it('refuses another home, no accounts area, a young person of another home and bad amounts — nothing written', async () => {
    const before = await balance();
    expect((await willowStaff.post('/api/accounts/entries', spend())).status).toBe(403);
    expect((await willowStaff.get(`/api/accounts/ledger?home=${people.oak.id}`)).status).toBe(403);
    expect((await noAccounts.post('/api/accounts/entries', spend())).status).toBe(403);
    expect((await noAccounts.get(`/api/accounts/ledger?home=${people.oak.id}`)).status).toBe(403);
    expect((await hr.get(`/api/accounts/ledger?home=${people.oak.id}`)).status).toBe(403);
    const fractional = await staff.post('/api/accounts/entries', spend({ amountPence: 12.5 }));
    expect(fractional.status).toBe(400);
    expect(fractional.headers['content-type']).toContain('application/problem+json');
    expect(fractional.body.errors.map((e: { path: string }) => e.path)).toContain('/body/amountPence');
    const zero = await staff.post('/api/accounts/entries', spend({ amountPence: 0 }));
    expect(zero.status).toBe(400);
    const category = await staff.post('/api/accounts/entries', spend({ category: 'top_up' }));
    expect(category.status).toBe(400);
    expect(category.body.errors.map((e: { path: string }) => e.path)).toContain('/body/category');
    const blank = await staff.post('/api/accounts/entries', spend({ description: '   ' }));
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual([{ path: '/description', message: 'is required' }]);
    const otherYp = await staff.post('/api/accounts/entries', spend({ youngPersonId: people.willowYp.id }));
    expect(otherYp.status).toBe(422);
    expect(otherYp.body.errors[0].path).toBe('/youngPersonId');
    expect(await balance()).toBe(before);
  });

  it("a top-up is a manager's; staff are refused", async () => {
    const body = { homeId: people.oak.id, entryDate: today, amountPence: 5000, description: 'From the bank' };
    expect((await staff.post('/api/accounts/top-ups', body)).status).toBe(403);
    const before = await balance();
    const res = await manager.post('/api/accounts/top-ups', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'top_up', direction: 'in', category: 'top_up' });
    expect(await balance()).toBe(before + 5000);
  });

  it('corrections are reversing entries by a manager, once; the entry itself never changes', async () => {
    const entry = (await staff.post('/api/accounts/entries', spend({ amountPence: 999, description: 'Typed twice' })))
      .body;
    const before = await balance();
    expect((await staff.post(`/api/accounts/entries/${entry.id}/reverse`, { reason: 'Duplicate' })).status).toBe(403);
    const noReason = await manager.post(`/api/accounts/entries/${entry.id}/reverse`, { reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0].path).toBe('/reason');
    const rev = await manager.post(`/api/accounts/entries/${entry.id}/reverse`, { reason: 'Duplicate' });
    expect(rev.status).toBe(201);
    expect(rev.body).toMatchObject({ kind: 'correction', direction: 'in', amountPence: 999, reversesId: entry.id });
    expect(await balance()).toBe(before + 999);
    expect((await manager.post(`/api/accounts/entries/${entry.id}/reverse`, { reason: 'Again' })).status).toBe(409);
    expect((await manager.post(`/api/accounts/entries/${rev.body.id}/reverse`, { reason: 'Undo' })).status).toBe(409);
    const ledger = (await manager.get(`/api/accounts/ledger?home=${people.oak.id}`)).body;
    expect(ledger.entries.find((e: { id: string }) => e.id === entry.id)).toMatchObject({
      amountPence: 999,
      direction: 'out',
      description: 'Typed twice',
      reversedById: rev.body.id,
    });
  });

  it('two people count the cash; a difference needs a reason and is kept against the ledger balance', async () => {
    const expected = await balance();
    const witness = { userId: people.user('staff.oak@demo.care').id, password: DEMO_PASSWORD };
    const body = { homeId: people.oak.id, countedPence: expected - 250, witness };
    expect((await willowStaff.post('/api/accounts/counts', body)).status).toBe(403);
    const noReason = await manager.post('/api/accounts/counts', body);
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0].path).toBe('/reason');
    const short = await manager.post('/api/accounts/counts', { ...body, reason: 'Bus fare not entered' });
    expect(short.status).toBe(201);
    expect(short.body).toMatchObject({
      countedPence: expected - 250,
      expectedPence: expected,
      discrepancyPence: -250,
      reason: 'Bus fare not entered',
      countedByName: 'Marcus Oduya',
      witnessName: 'Sam Taylor',
      witnessMethod: 'password',
      audit: false,
    });
    const exact = await manager.post('/api/accounts/counts', {
      homeId: people.oak.id,
      countedPence: expected,
      witness,
    });
    expect(exact.status).toBe(201);
    expect(exact.body).toMatchObject({ discrepancyPence: 0, reason: null });
    expect((await staff.get(`/api/accounts/ledger?home=${people.oak.id}`)).body.counts[0].id).toBe(exact.body.id);
  });

  it('receipts: a photo or PDF of the home, on one entry, opened by those who may read the ledger', async () => {
    const up = await upload(staff, people.oak.id);
    expect(up.status).toBe(201);
    const entry = await staff.post('/api/accounts/entries', spend({ receiptDocumentId: up.body.id }));
    expect(entry.status).toBe(201);
    expect(entry.body.receiptUrl).toBe(`/api/accounts/entries/${entry.body.id}/receipt`);
    const file = await server.app.inject({
      method: 'GET',
      url: entry.body.receiptUrl,
      headers: { cookie: manager.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await server.app.inject({ method: 'GET', url: entry.body.receiptUrl, headers: { cookie: willowStaff.cookie } }))
        .statusCode,
    ).toBe(403);
    // used once only
    const again = await staff.post('/api/accounts/entries', spend({ receiptDocumentId: up.body.id }));
    expect(again.status).toBe(422);
    expect(again.body.errors[0].path).toBe('/receiptDocumentId');
    // a Willow Court receipt is not Oak House's
    const willowReceipt = await upload(willowStaff, people.willow.id);
    expect(
      (await staff.post('/api/accounts/entries', spend({ receiptDocumentId: willowReceipt.body.id }))).status,
    ).toBe(422);
    expect((await upload(staff, people.willow.id)).status).toBe(403);
    const text = await upload(staff, people.oak.id, {
      name: 'notes.txt',
      type: 'text/plain',
      content: Buffer.from('hello'),
    });
    expect(text.status).toBe(415);
    const fake = await upload(staff, people.oak.id, {
      name: 'r.pdf',
      type: 'application/pdf',
      content: Buffer.from('not a pdf at all'),
    });
    expect(fake.status).toBe(415);
  });

  it("a young person's own money: signed for where possible, balance per pot, handed over on moving out", async () => {
    const yp = people.oakYps[1];
    const url = `/api/accounts/young-people/${yp.id}`;
    const start = (await staff.get(url)).body;
    const given = {
      entryDate: today,
      direction: 'in',
      amountPence: 1500,
      pot: 'birthday',
      description: 'Birthday money from the home',
      youngPersonSignature: SIGNED,
    };
    expect((await staff.post(`${url}/entries`, given)).status).toBe(201);
    const unsigned = await staff.post(`${url}/entries`, { ...given, youngPersonSignature: null });
    expect(unsigned.status).toBe(422);
    expect(unsigned.body.errors[0].path).toBe('/witness');
    expect((await staff.post(`${url}/entries`, { ...given, pot: 'sweets' })).status).toBe(400);
    expect((await willowStaff.post(`${url}/entries`, given)).status).toBe(403);
    const now = (await staff.get(url)).body;
    expect(now.pots.birthday).toBe(start.pots.birthday + 1500);
    expect(now.balancePence).toBe(start.balancePence + 1500);
    expect(now.entries[0]).toMatchObject({ pot: 'birthday', acknowledged: true, balancePence: now.balancePence });
    // hand-over: a manager's; afterwards nothing is left in any pot
    const handover = { recipient: 'young_person', method: 'cash', youngPersonSignature: SIGNED };
    expect((await staff.post(`${url}/handover`, handover)).status).toBe(403);
    const handed = await manager.post(`${url}/handover`, handover);
    expect(handed.status).toBe(201);
    expect(handed.body.totalPence).toBe(now.balancePence);
    const after = (await staff.get(url)).body;
    expect(after.balancePence).toBe(0);
    expect(Object.values(after.pots).every((v) => v === 0)).toBe(true);
    expect((await manager.post(`${url}/handover`, handover)).status).toBe(409);
  });

  it("the young person's accounts permission area narrows the home's: none for this young person is refused", async () => {
    const yp = people.oakYps[2];
    await server.store.adminTransaction(async (a) =>
      a.createUser(people.orgId, {
        email: 'narrow.accounts@demo.care',
        name: 'Ola Narrow',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        role: 'staff',
        homeIds: [people.oak.id],
        areas: { cyp: 'edit', accounts: 'edit' },
        ypPermissions: { accounts: 'read' },
      }),
    );
    const narrow = await clientFor(server, 'narrow.accounts@demo.care');
    expect((await narrow.get(`/api/accounts/young-people/${yp.id}`)).status).toBe(200);
    const write = await narrow.post(`/api/accounts/young-people/${yp.id}/entries`, {
      entryDate: today,
      direction: 'in',
      amountPence: 100,
      pot: 'savings',
      description: 'x',
      youngPersonSignature: SIGNED,
    });
    expect(write.status).toBe(403);
    // the home's petty cash is not a young person's area: still theirs to record
    expect((await narrow.post('/api/accounts/entries', spend())).status).toBe(201);
    expect((await noAccounts.get(`/api/accounts/young-people/${yp.id}`)).status).toBe(403);
  });

  it("a filtered ledger (a category, a month, however old) keeps the whole ledger's balance on each line", async () => {
    // an entry dated three years back is still found by its month and category (not only among the newest)
    const old = await staff.post(
      '/api/accounts/entries',
      spend({ entryDate: '2023-03-14', amountPence: 321, category: 'education', description: 'Library fine' }),
    );
    expect(old.status).toBe(201);
    const all = (await manager.get(`/api/accounts/ledger?home=${people.oak.id}`)).body.entries as {
      id: string;
      balancePence: number;
      category: string;
    }[];
    const month = (await manager.get(`/api/accounts/ledger?home=${people.oak.id}&from=2023-03-01&to=2023-03-31`)).body
      .entries;
    expect(month).toEqual([
      expect.objectContaining({ id: old.body.id, balancePence: all.find((e) => e.id === old.body.id)!.balancePence }),
    ]);
    const food = (await manager.get(`/api/accounts/ledger?home=${people.oak.id}&category=food`)).body
      .entries as typeof all;
    expect(food.length).toBeGreaterThan(1);
    expect(food.every((e) => e.category === 'food')).toBe(true);
    for (const e of food) expect(e.balancePence).toBe(all.find((x) => x.id === e.id)!.balancePence);
  });

  it("directors see every home; a manager only theirs; a young person's own login none", async () => {
    expect((await director.get('/api/accounts/homes')).body.map((h: { name: string }) => h.name).sort()).toEqual([
      'Oak House',
      'Willow Court',
    ]);
    expect((await manager.get('/api/accounts/homes')).body.map((h: { name: string }) => h.name)).toEqual(['Oak House']);
    expect((await hr.get('/api/accounts/homes')).body).toEqual([]);
    expect((await director.get(`/api/accounts/ledger?home=${people.willow.id}`)).status).toBe(200);
  });

  it('analytics: spending by category and month net of corrections, top-ups left out; budgets by managers; CSV', async () => {
    const from = today.slice(0, 8) + '01';
    const get = async () =>
      (await manager.get(`/api/accounts/analytics?from=${from}&to=${today}&home=${people.oak.id}`)).body;
    const sumOf = (b: { rows: { category: string; pence: number }[] }, cat: string) =>
      b.rows.filter((r) => r.category === cat).reduce((s, r) => s + r.pence, 0);
    const before = await get();
    await staff.post(
      '/api/accounts/entries',
      spend({ amountPence: 700, category: 'transport', description: 'Taxi home from A&E' }),
    );
    const after = await get();
    expect(sumOf(after, 'transport') - sumOf(before, 'transport')).toBe(700);
    expect(after.rows.some((r: { category: string }) => r.category === 'top_up')).toBe(false);
    expect(
      (await willowStaff.get(`/api/accounts/analytics?from=${from}&to=${today}&home=${people.oak.id}`)).status,
    ).toBe(403);
    expect(
      (await staff.put('/api/accounts/budgets', { homeId: people.oak.id, category: 'transport', monthlyPence: 9000 }))
        .status,
    ).toBe(403);
    const set = await manager.put('/api/accounts/budgets', {
      homeId: people.oak.id,
      category: 'transport',
      monthlyPence: 9000,
    });
    expect(set.status).toBe(200);
    expect((await get()).budgets).toContainEqual({ homeId: people.oak.id, category: 'transport', monthlyPence: 9000 });
    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/accounts/entries.csv?from=${from}&to=${today}&reason=Checking`,
      headers: { cookie: manager.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Taxi home from A&E');
    expect(csv.body).toContain(',7.00,');
    expect(csv.body).not.toContain('Willow Court');
  });

  it('a pot is never overdrawn: one request for more than it holds is refused, nothing written', async () => {
    const yp = people.oakYps[2];
    const url = `/api/accounts/young-people/${yp.id}`;
    const own = (over: Record<string, unknown>) => ({
      entryDate: today,
      direction: 'out',
      amountPence: 1000,
      pot: 'festival',
      description: 'Eid gift money',
      youngPersonSignature: SIGNED,
      ...over,
    });
    expect((await staff.post(`${url}/entries`, own({ direction: 'in' }))).status).toBe(201);
    const before = (await staff.get(url)).body;
    expect(before.pots.festival).toBe(1000);
    const big = await staff.post(`${url}/entries`, own({ amountPence: 10_000_000 }));
    expect(big.status).toBe(422);
    expect(big.headers['content-type']).toContain('application/problem+json');
    expect(big.body.errors).toEqual([{ path: '/amountPence', message: 'is more than the £10.00 in the festival pot' }]);
    // another pot's money does not make up the difference
    expect((await staff.post(`${url}/entries`, own({ amountPence: 1001 }))).status).toBe(422);
    expect((await staff.post(`${url}/entries`, own({ amountPence: 1000 }))).status).toBe(201);
    expect((await staff.post(`${url}/entries`, own({ amountPence: 1 }))).status).toBe(422);
    const after = (await staff.get(url)).body;
    expect(after.pots.festival).toBe(0);
    expect(after.entries.length).toBe(before.entries.length + 1);
    // petty cash the same: more than the float is refused at the amount
    const float = await balance();
    const over = await manager.post('/api/accounts/entries', spend({ amountPence: float + 1 }));
    expect(over.status).toBe(422);
    expect(over.body.errors[0].path).toBe('/amountPence');
    expect(await balance()).toBe(float);
    // undoing money in that has since been spent would overdraw: refused, the top-up stays
    const willow = people.willow.id;
    const topUp = await director.post('/api/accounts/top-ups', {
      homeId: willow,
      entryDate: today,
      amountPence: 500,
      description: 'From the bank',
    });
    expect(topUp.status).toBe(201);
    const willowFloat = (await director.get(`/api/accounts/ledger?home=${willow}`)).body.balancePence as number;
    expect(
      (await director.post('/api/accounts/entries', spend({ homeId: willow, amountPence: willowFloat }))).status,
    ).toBe(201);
    const undo = await director.post(`/api/accounts/entries/${topUp.body.id}/reverse`, {
      reason: 'Entered against the wrong home',
    });
    expect(undo.status).toBe(409);
    expect(undo.body.detail).toMatch(/below zero/);
  });

  it('50 withdrawals at once: exactly those the money covers succeed, for a pot and for petty cash', async () => {
    const yp = people.oakYps[2];
    const url = `/api/accounts/young-people/${yp.id}`;
    expect(
      (
        await staff.post(`${url}/entries`, {
          entryDate: today,
          direction: 'in',
          amountPence: 1000,
          pot: 'education',
          description: 'Trip money',
          youngPersonSignature: SIGNED,
        })
      ).status,
    ).toBe(201);
    const held = (await staff.get(url)).body.pots.education as number;
    const at = (n: number) =>
      Array.from({ length: n }, () =>
        staff.post(`${url}/entries`, {
          entryDate: today,
          direction: 'out',
          amountPence: 300,
          pot: 'education',
          description: 'Trip',
          youngPersonSignature: SIGNED,
        }),
      );
    const pot = await Promise.all(at(50));
    expect(pot.filter((r) => r.status === 201).length).toBe(Math.floor(held / 300));
    expect(
      pot.filter((r) => r.status !== 201).every((r) => r.status === 422 && r.body.errors[0].path === '/amountPence'),
    ).toBe(true);
    expect((await staff.get(url)).body.pots.education).toBe(held % 300);

    const float = await balance();
    const each = Math.floor(float / 6);
    const cash = await Promise.all(
      Array.from({ length: 50 }, () =>
        // a manager: spending over the limit is theirs without a second approval
        manager.post('/api/accounts/entries', spend({ amountPence: each, description: 'Fuel' })),
      ),
    );
    expect(cash.filter((r) => r.status === 201).length).toBe(Math.floor(float / each));
    expect(cash.filter((r) => r.status !== 201).every((r) => r.status === 422)).toBe(true);
    expect(await balance()).toBe(float - Math.floor(float / each) * each);
  }, 60_000);

  it('the database itself refuses an overdraft and a changed or removed entry, whatever writes', async () => {
    const float = await balance();
    const staffId = people.user('staff.oak@demo.care').id;
    const insert = (pence: number) =>
      server.store.db.query(
        `insert into account_entries (org_id, home_id, ledger, kind, entry_date, direction, amount_pence, category, description, entered_by)
       values ($1, $2, 'petty_cash', 'entry', current_date, 'out', $3, 'food', 'Straight into the table', $4)`,
        [people.orgId, people.oak.id, pence, staffId],
      );
    await expect(insert(float + 1)).rejects.toMatchObject({ code: '23514' });
    const [last] = await server.store.db.query<{ id: string }>(
      `select id from account_entries where home_id = $1 order by seq desc limit 1`,
      [people.oak.id],
    );
    await expect(
      server.store.db.query('update account_entries set amount_pence = 1 where id = $1', [last.id]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(server.store.db.query('delete from account_entries where id = $1', [last.id])).rejects.toMatchObject({
      code: '23514',
    });
    expect(await balance()).toBe(float);
  });

  it('money and counts are exact JSON numbers: true, "100" and 1.5 are refused with the field, not coerced', async () => {
    const before = await balance();
    for (const amountPence of [true, '100', '1e2', [100]]) {
      const res = await staff.post('/api/accounts/entries', spend({ amountPence }));
      expect(res.status, JSON.stringify(amountPence)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain('/body/amountPence');
    }
    const count = await manager.post('/api/accounts/counts', {
      homeId: people.oak.id,
      countedPence: String(before),
      reason: 'x',
    });
    expect(count.status).toBe(400);
    expect(count.body.errors.map((e: { path: string }) => e.path)).toContain('/body/countedPence');
    const own = await staff.post(`/api/accounts/young-people/${people.oakYps[2].id}/entries`, {
      entryDate: today,
      direction: 'in',
      amountPence: 500,
      pot: 'savings',
      description: 'x',
      youngPersonSignature: 123,
    });
    expect(own.status).toBe(400);
    expect(own.body.errors.map((e: { path: string }) => e.path)).toContain('/body/youngPersonSignature');
    const budget = await manager.put('/api/accounts/budgets', {
      homeId: people.oak.id,
      category: 'food',
      monthlyPence: '9000',
    });
    expect(budget.status).toBe(400);
    expect(await balance()).toBe(before);
    // the query string is text by nature: numbers there are still read as numbers
    expect((await manager.get(`/api/accounts/ledger?home=${people.oak.id}&from=2026-01-01`)).status).toBe(200);
  });

  it('money entries are dated from 2000 to today (London), not before or in the future', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [entryDate, message] of [
      ['1999-12-31', 'must be on or after 2000-01-01'],
      [tomorrow, 'must not be in the future: money is recorded when it moves'],
    ]) {
      const res = await staff.post('/api/accounts/entries', spend({ entryDate, direction: 'in', amountPence: 1 }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ path: '/entryDate', message }]);
      const own = await staff.post(`/api/accounts/young-people/${people.oakYps[2].id}/entries`, {
        entryDate,
        direction: 'in',
        amountPence: 500,
        pot: 'savings',
        description: 'x',
        youngPersonSignature: SIGNED,
      });
      expect(own.status).toBe(422);
      expect(own.body.errors).toEqual([{ path: '/entryDate', message }]);
    }
    expect(
      (await staff.post('/api/accounts/entries', spend({ entryDate: '2000-01-01', direction: 'in', amountPence: 1 })))
        .status,
    ).toBe(201);
  });

  it("income tracker: fees, changes and move-ins per home and group; scoped to the caller's homes", async () => {
    const res = await director.get(`/api/accounts/income?on=${today}`);
    expect(res.status).toBe(200);
    expect(res.body.homes.map((h: { name: string }) => h.name).sort()).toEqual(['Oak House', 'Willow Court']);
    const oak = res.body.homes.find((h: { name: string }) => h.name === 'Oak House');
    // three young people at Oak House, one on the raised fee of £5,100 and two on £4,850 (seeds/accounts.ts)
    expect(oak.placed).toBe(people.oakYps.filter((y) => !y.moveInDate || y.moveInDate <= today).length);
    expect(oak.places).toBe(4);
    expect(res.body.group.weeklyIncomePence).toBe(
      res.body.homes.reduce((s: number, h: { weeklyIncomePence: number }) => s + h.weeklyIncomePence, 0),
    );
    const raised = res.body.placements.find((p: { events: { type: string; subject: string }[] }) =>
      p.events.some((e) => e.type === 'ongoing' && e.subject === 'fee'),
    );
    expect(raised.weeklyFeePence).toBeGreaterThan(0);
    expect(
      raised.events.some((e: { type: string; source?: string }) => e.type === 'admission' && e.source === 'move-in'),
    ).toBe(true);
    const mine = await manager.get(`/api/accounts/income?on=${today}`);
    expect(mine.body.homes.map((h: { name: string }) => h.name)).toEqual(['Oak House']);
    expect((await hr.get('/api/accounts/income')).status).toBe(403);
  });
});
