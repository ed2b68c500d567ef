// The controlled-drug register and stock that leaves with a young person, on PostgreSQL: a page per controlled
// medicine in the bound book's order with the running balance and both signatures; a balance check and a disposal are
// witnessed; a correction is a new line naming the one it corrects; stock sent out says who took it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { markTranscriptionChecked } from '../helpers/medication.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;

describe('the CD register and stock sent out', () => {
  let server: TestServer;
  let staff: Client, manager: Client;
  let ypId: string, homeId: string, alexId: string, staffId: string;
  const witness = () => ({ userId: alexId, password: DEMO_PASSWORD });

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    const people = await demoPeople(server);
    [staff, manager] = await Promise.all(
      ['staff.oak@demo.care', 'manager.oak@demo.care'].map((e) => clientFor(server, e)),
    );
    const director = await clientFor(server, 'director@demo.care');
    expect(
      (await director.put('/api/settings/organisation', { toggles: { mar: true, medicationInventory: true } })).status,
    ).toBe(200);
    ypId = people.oakYps[2].id;
    homeId = people.oak.id;
    alexId = people.user('alex.oak@demo.care').id;
    staffId = people.user('staff.oak@demo.care').id;
  });
  afterAll(() => server?.close());

  const prescribe = async (name: string, controlled: boolean) => {
    const made = await staff.post('/api/records/medication', {
      youngPersonId: ypId,
      data: {
        name,
        form: 'tablet',
        strength: '10 mg',
        dose: '1 tablet',
        doseQuantity: 1,
        stockUnit: 'tablet',
        route: 'oral',
        regularity: 'regular',
        times: ['07:30'],
        start: addDays(londonDate(new Date()), -1),
        ...(controlled ? { controlled: true, cdSchedule: '2' } : {}),
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await markTranscriptionChecked(server, made.body.id);
    return made.body.id as string;
  };
  const move = (c: Client, body: Record<string, unknown>) =>
    c.post(`/api/young-people/${ypId}/medication-stock`, { password: DEMO_PASSWORD, ...body });

  it('a controlled drug: witnessed receipt, count and correction, read as a register page in order', async () => {
    const id = await prescribe('Methylphenidate 10 mg tablets', true);
    const received = await move(staff, {
      medicationId: id,
      kind: 'received',
      quantity: 28,
      expiry: addDays(londonDate(new Date()), 200),
      party: 'Boots, Roundhay Road',
      witness: witness(),
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const spilled = await move(staff, {
      medicationId: id,
      kind: 'adjustment',
      quantity: -1,
      reason: 'spilled',
      note: 'Dropped down the sink',
      witness: witness(),
    });
    expect(spilled.status).toBe(201);
    // the balance check of a controlled drug is witnessed
    const alone = await move(manager, { medicationId: id, kind: 'count', quantity: 27 });
    expect(alone.status).toBe(422);
    expect(alone.body.errors).toEqual([{ path: '/witness', message: 'is required for a controlled drug' }]);
    const counted = await move(manager, { medicationId: id, kind: 'count', quantity: 28, witness: witness() });
    expect(counted.status, JSON.stringify(counted.body)).toBe(201);
    // a controlled drug's count that does not match opens a draft medication error (stock discrepancy)
    expect(counted.body.errorRecordId).toEqual(expect.any(String));
    const error = await manager.get(`/api/records/medication-error/${counted.body.errorRecordId}`);
    expect(error.status).toBe(200);
    expect(error.body).toMatchObject({
      status: 'ongoing',
      youngPersonId: ypId,
      data: { reach: 'error', errorType: ['stock_discrepancy'], medicine: id, stockMove: counted.body.id },
    });
    expect(error.body.data.whatHappened).toContain('counted 28; the CD register said 27');
    const register0 = await manager.get(`/api/homes/${homeId}/cd-register`);
    expect(register0.body.pages.find((p: { medicationId: string }) => p.medicationId === id).canCount).toBe(true);
    // the spill was a miscount: a new line corrects it, the old one stays
    const wrongLine = await move(staff, {
      medicationId: id,
      kind: 'disposal',
      quantity: 1,
      corrects: spilled.body.id,
      witness: witness(),
    });
    expect(wrongLine.status).toBe(422);
    expect(wrongLine.body.errors[0].path).toBe('/corrects');
    const corrected = await move(staff, {
      medicationId: id,
      kind: 'adjustment',
      quantity: 1,
      reason: 'correction',
      note: 'The tablet was found in the pot: nothing was spilled',
      corrects: spilled.body.id,
      witness: witness(),
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(201);

    const register = await staff.get(`/api/homes/${homeId}/cd-register`);
    expect(register.status).toBe(200);
    const page = register.body.pages.find((p: { medicationId: string }) => p.medicationId === id);
    expect(page).toMatchObject({
      name: 'Methylphenidate 10 mg tablets',
      strength: '10 mg',
      cdSchedule: '2',
      balance: 28,
    });
    expect(
      page.lines.map((l: { line: number; what: string; quantityIn: number; quantityOut: number; balance: number }) => [
        l.line,
        l.what,
        l.quantityIn,
        l.quantityOut,
        l.balance,
      ]),
    ).toEqual([
      [1, 'Received', 28, null, 28],
      [2, 'Adjustment', null, 1, 27],
      [3, 'Balance check', null, null, 27],
      [4, 'Adjustment', 1, null, 28],
    ]);
    expect(page.lines[0]).toMatchObject({ fromOrTo: 'Boots, Roundhay Road', witness: expect.any(String) });
    expect(page.lines[2].annotation).toBe('Counted 28, register says 27');
    expect(page.lines[3].annotation).toBe('Corrects line 2: The tablet was found in the pot: nothing was spilled');
    // a medicine that is not controlled has no page
    const plain = await prescribe('Cetirizine 10 mg tablets', false);
    const again = await staff.get(`/api/homes/${homeId}/cd-register`);
    expect(again.body.pages.some((p: { medicationId: string }) => p.medicationId === plain)).toBe(false);
    // a care worker reads the register but does not run the balance check
    expect(again.body.pages.find((p: { medicationId: string }) => p.medicationId === id).canCount).toBe(false);
    // a count that matches opens nothing
    const matches = await move(manager, { medicationId: id, kind: 'count', quantity: 28, witness: witness() });
    expect(matches.status, JSON.stringify(matches.body)).toBe(201);
    expect(matches.body.errorRecordId).toBeNull();
  });

  it('stock sent out with the young person says who took it; brought back adds; a disposal is witnessed', async () => {
    const id = await prescribe('Sertraline 50 mg tablets', false);
    expect(
      (
        await move(staff, {
          medicationId: id,
          kind: 'received',
          quantity: 10,
          expiry: addDays(londonDate(new Date()), 200),
        })
      ).status,
    ).toBe(201);
    const nobody = await move(staff, { medicationId: id, kind: 'sent_out', quantity: 4 });
    expect(nobody.status).toBe(422);
    expect(nobody.body.errors[0].path).toBe('/party');
    const out = await move(staff, {
      medicationId: id,
      kind: 'sent_out',
      quantity: 4,
      party: 'Mum, weekend home leave',
    });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body).toMatchObject({
      kind: 'sent_out',
      quantity: -4,
      balanceAfter: 6,
      party: 'Mum, weekend home leave',
    });
    const back = await move(staff, { medicationId: id, kind: 'back_in', quantity: 2, party: 'Mum' });
    expect(back.body).toMatchObject({ quantity: 2, balanceAfter: 8 });
    const unwitnessed = await move(staff, { medicationId: id, kind: 'disposal', quantity: 1 });
    expect(unwitnessed.status).toBe(422);
    expect(unwitnessed.body.errors).toEqual([{ path: '/witness', message: 'is required for a disposal' }]);
    const disposed = await move(staff, { medicationId: id, kind: 'disposal', quantity: 1, witness: witness() });
    expect(disposed.status, JSON.stringify(disposed.body)).toBe(201);
    expect(disposed.body.witnessId).toBe(alexId);
    expect(disposed.body.byId).toBe(staffId);
  });
});
