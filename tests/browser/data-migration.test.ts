// Data migration end to end (the product administrator): upload a CSV of daily logs, the columns matched by
// the first guess, a dry run listing the failing row, a clean file imported with its progress bar, the
// history with undo; a director is refused the screen; at phone width nothing scrolls sideways.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, expectAccessible, type Harness, signIn, signInAt, startHarness } from './harness.ts';

const csv = (rows: string[]) => ({
  name: 'daily logs.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    `Young person,Date,Shift,How the young person presented,Health and wellbeing\n${rows.join('\n')}\n`,
  ),
});

describeBrowser('data migration', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('maps, checks, imports with progress, lists and undoes an import', async () => {
    const page = await signIn(h, 'admin@care-records.app');
    await page.getByRole('link', { name: 'Data migration' }).click();
    await page.getByRole('heading', { level: 1, name: 'Data migration' }).waitFor();
    await page.getByLabel('Organisation').selectOption({ label: 'Brightwater Care (demo)' });
    await page.getByLabel('What the file holds').selectOption({ label: 'Daily log' });
    await page
      .getByLabel('CSV or Excel (.xlsx) file')
      .setInputFiles(csv(['Jayden Carter,01/03/2026,Early,Settled,Fine', 'Nobody Here,02/03/2026,Brunch,Settled,ok']));
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('heading', { name: 'Match the columns to Daily log' }).waitFor();
    // the first guess, by the fields' titles
    await expect.poll(() => page.getByLabel('Field for the column Shift').inputValue()).toBe('shift');
    expect(await page.getByLabel('Field for the column Young person').inputValue()).toBe('@youngPerson');
    await page.getByRole('button', { name: 'Check every row' }).click();
    await page.getByText('2 rows checked: 1 would be imported, 1 would fail').waitFor();
    const report = page.getByRole('table', { name: 'Rows that would fail' });
    await expect.poll(() => report.getByRole('row').count()).toBe(3);
    expect(await report.innerText()).toContain('no young person "Nobody Here" in this organisation');
    expect(await page.getByRole('button', { name: 'Import 2 rows' }).isDisabled()).toBe(true);
    await page.mouse.move(0, 0); // the pointer left on a primary button shows its hover shade (a site-wide style)
    await expectAccessible(page, 'data migration with a dry-run report');

    await page
      .getByLabel('CSV or Excel (.xlsx) file')
      .setInputFiles(csv(['Jayden Carter,01/03/2026,Early,Settled,Fine', 'Amelia Hughes,02/03/2026,Late,Mixed,Tired']));
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('daily logs.csv: 2 rows, 5 columns.').waitFor();
    await expect.poll(() => page.getByLabel('Field for the column Shift').inputValue()).toBe('shift');
    await page.getByRole('button', { name: 'Check every row' }).click();
    await page.getByText('2 rows checked: 2 would be imported, 0 would fail').waitFor();
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByText('2 of 2 rows imported.').waitFor();
    expect(await page.getByRole('progressbar').getAttribute('value')).toBe('100');

    await page.getByRole('link', { name: 'See every import (and undo one)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import history' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'daily logs.csv' }).filter({ hasText: 'Imported' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Brightwater Care \(demo\)[\s\S]*Daily log[\s\S]*2[\s\S]*2[\s\S]*0/);
    await row.getByRole('button', { name: /Undo/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo the import' }).click();
    await page.getByText('Import undone: 2 records archived.').waitFor();
    await page.getByRole('row').filter({ hasText: 'daily logs.csv' }).filter({ hasText: 'Undone' }).waitFor();
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'import history');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Import history' }).waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= 391)).toBe(true);
  });

  it('a loose heading match is shown to confirm before the dry run; a file with no home column puts every row in one home', async () => {
    const page = await signInAt(h, 'admin@care-records.app', '/data-migration');
    await page.getByLabel('Organisation').selectOption({ label: 'Brightwater Care (demo)' });
    await page.getByLabel('What the file holds').selectOption({ label: 'Young people' });
    await page.getByLabel('CSV or Excel (.xlsx) file').setInputFiles({
      name: 'movers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('First name,Last name,Move in\nPoppy,Reed,03/11/2026\nLeo,Hart,04/11/2026\n'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('heading', { name: 'Match the columns to Young people' }).waitFor();
    await expect.poll(() => page.getByLabel('Field for the column Move in').inputValue()).toBe('moveInDate');
    // the suggestion is shown, and the dry run waits for it to be confirmed (or changed)
    const confirm = page.getByRole('checkbox', { name: /Suggested: Move in looks like Move-in date/ });
    await confirm.waitFor();
    const check = page.getByRole('button', { name: 'Check every row' });
    expect(await check.isDisabled()).toBe(true);
    await page.getByText('Confirm or change the suggested matches first: "Move in".').waitFor();
    await confirm.check();
    // no home column: every row goes to the home chosen
    const home = page.getByLabel('Put every row in this home');
    await home.selectOption({ label: 'Willow Court' });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= 391)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await check.click();
    await page.getByText('2 rows checked: 2 would be imported, 0 would fail').waitFor();
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'data migration with a suggested match and a home for every row');
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByText('2 of 2 rows imported.').waitFor();
    const rows = await h.server!.store.db.query<{ home: string }>(
      `select h.name as home from young_people y join homes h on h.id = y.home_id where y.last_name in ('Reed', 'Hart')`,
    );
    expect(rows).toEqual([{ home: 'Willow Court' }, { home: 'Willow Court' }]);
  });

  it('a director is refused the screen', async () => {
    const page = await signInAt(h, 'director@demo.care', '/data-migration');
    await page
      .getByText(/do not have access|no access/i)
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: '1. The file' }).count()).toBe(0);
  });
});
