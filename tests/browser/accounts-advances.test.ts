// An advance on the young person's Accounts tab (decision 0641): under a signed agreement, staff give the cash from
// petty cash and record it paid back from the child's pocket money, seeing what is still owed; paying back more than
// is owed is refused with the reason, and nothing changes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signaturePng } from '../../engine/accounts/signature-png.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { apiAs, describeBrowser, expectAccessible, type Harness, signedInPage, startHarness } from './harness.ts';

describeBrowser('an advance to a young person', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(() => h?.close());

  it('is given from petty cash under the signed agreement and paid back, never more than owed', async () => {
    const people = await demoPeople(h.server!);
    const yp = people.oakYp;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
    const manager = await apiAs(h, 'manager.oak@demo.care');
    const made = await manager('POST', '/api/records/money-advance', {
      youngPersonId: yp.id,
      data: {
        agreedOn: today,
        amount: '15.00',
        purpose: 'School trip deposit',
        recovery: 'pocket_money',
        weeklyRepayment: '3.00',
        repaymentsStart: today,
        agreedBy: people.user('manager.oak@demo.care').id,
        youngPersonSignature: signaturePng(),
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const signed = await manager('POST', `/api/records/money-advance/${made.body.id}/actions/submit`, {
      version: made.body.version,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    // pocket money in the pot to pay back from
    const paidIn = await manager('POST', '/api/accounts/transfers', {
      youngPersonId: yp.id,
      pot: 'pocket_money',
      to: 'pot',
      entryDate: today,
      amountPence: 1000,
      description: 'Pocket money',
    });
    expect(paidIn.status, JSON.stringify(paidIn.body)).toBe(201);
    const owed = async () =>
      (
        (await manager('GET', `/api/accounts/young-people/${yp.id}`)).body.advances as {
          id: string;
          owedPence: number;
        }[]
      ).find((a) => a.id === made.body.id)!.owedPence;

    const page = await signedInPage(h, 'staff.oak@demo.care', 390);
    await page.goto(`/cyp/resident/${yp.id}/profile/accounts`);
    const advance = page.getByRole('listitem', { name: /^Advance agreed/ });
    await advance.getByRole('form', { name: 'Give the advance' }).waitFor();
    expect(await advance.getByLabel('Amount to give (£)').inputValue()).toBe('15.00');
    await advance.getByRole('button', { name: 'Give from petty cash' }).click();
    await page.getByRole('status').getByText('£15.00 advanced from petty cash.').waitFor();
    await expect
      .poll(() => advance.getByTestId('advance-totals').innerText())
      .toBe('Advanced £15.00 · paid back £0.00 · still owed £15.00');
    expect(await advance.getByRole('form', { name: 'Give the advance' }).count(), 'nothing left to give').toBe(0);
    expect(await owed()).toBe(1500);

    await advance.getByLabel('Amount to pay back (£)').fill('3.00');
    await advance.getByRole('button', { name: 'Pay back to petty cash' }).click();
    await page.getByRole('status').getByText('£3.00 paid back into petty cash.').waitFor();
    await expect
      .poll(() => advance.getByTestId('advance-totals').innerText())
      .toBe('Advanced £15.00 · paid back £3.00 · still owed £12.00');
    await expectAccessible(page, 'an advance on the accounts tab');

    // more back than is owed: refused at the amount, nothing written
    await advance.getByLabel('Amount to pay back (£)').fill('13.00');
    await advance.getByRole('button', { name: 'Pay back to petty cash' }).click();
    await advance.getByRole('alert').waitFor();
    expect(await advance.getByRole('alert').innerText()).toMatch(/owed|£12\.00/);
    expect(await owed()).toBe(1200);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
  });
});
