// Dates as a UK reader reads them: the browser draws a native date input in its own language's order
// (mm/dd/yyyy for an American-English Chromium), so every date input of the built app is the one DateField,
// which writes the chosen day in words beside it. Each screen here is opened, every date and date-time input
// found on it, and each must sit in a DateField whose words line says the input's value, day first, and
// describes the input. tests/unit/date-field.test.ts keeps raw date inputs out of the source.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, describeBrowser, type Harness, signIn, signInAt, startHarness } from './harness.ts';

const MANAGER = 'manager.oak@demo.care';
const DATE_INPUTS = 'input[type="date"], input[type="datetime-local"]';

// "Saturday 5 September 2026", worked out here rather than by the app's own formatter
const inWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(',', '');

interface Found {
  type: string;
  value: string;
  inField: boolean;
  words: string | null;
  describedByWords: boolean;
}

async function dateInputs(page: Page): Promise<Found[]> {
  return page.locator(DATE_INPUTS).evaluateAll((inputs) =>
    inputs.map((el) => {
      const input = el as HTMLInputElement;
      const field = input.closest('[data-date-field]');
      const words = field?.querySelector('[data-date-in-words]') ?? null;
      return {
        type: input.type,
        value: input.value,
        inField: !!field,
        words: words?.textContent ?? null,
        describedByWords: !!words?.id && (input.getAttribute('aria-describedby') ?? '').split(' ').includes(words.id),
      };
    }),
  );
}

async function expectUkDateFields(page: Page, screen: string) {
  await page.locator(DATE_INPUTS).first().waitFor();
  const found = await dateInputs(page);
  expect(found.length, `${screen}: date inputs`).toBeGreaterThan(0);
  for (const [i, f] of found.entries()) {
    const at = `${screen}, date input ${i + 1} (${f.type})`;
    expect(f.inField, `${at} is a DateField`).toBe(true);
    if (!f.value) continue;
    expect(f.describedByWords, `${at}: the words describe the input`).toBe(true);
    if (f.type === 'date') expect(f.words, at).toBe(inWords(f.value));
    else
      expect(f.words, at).toMatch(
        new RegExp(`^${Number(f.value.slice(8, 10))} \\w+ ${f.value.slice(0, 4)}, ${f.value.slice(11, 16)}$`),
      );
  }
  // choosing a day writes it in words (5 September, never 09/05)
  const field = page
    .locator('[data-date-field]')
    .filter({ has: page.locator('input[type="date"]:visible') })
    .first();
  if (await field.count()) {
    await field.locator('input').fill('2026-09-05');
    await expect
      .poll(
        async () => {
          const value = await field.locator('input').inputValue(); // the rota's copy takes the week's Monday
          return value && (await field.locator('[data-date-in-words]').textContent()) === inWords(value);
        },
        { message: `${screen}: a chosen day in words` },
      )
      .toBe(true);
  }
  return found.length;
}

describeBrowser('date fields read day, month, year', () => {
  let h: Harness;
  let yp: string;
  beforeAll(async () => {
    h = await startHarness();
    const api = await apiAs(h, MANAGER);
    const me = (await api('GET', '/api/auth/me')).body as { homes: { id: string; name: string }[] };
    const oak = me.homes.find((x) => x.name === 'Oak House')!;
    yp = ((await api('GET', `/api/young-people?home=${oak.id}&archived=false`)).body as { id: string }[])[0].id;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('every date input on the listed screens is the one date field, with the day in words', async () => {
    const page = await signIn(h, MANAGER);
    const screens: [string, string, ((p: Page) => Promise<void>)?][] = [
      ['task', '/dashboard/tasks/edit'],
      ['alert', '/dashboard/alerts/edit'],
      ['add a young person', '/cyp/resident/add'],
      ['chronology', `/cyp/resident/${yp}/profile/chronology`],
      ['weekly report', `/cyp/resident/${yp}/reports/weekly-exports`],
      ['summary exports', `/cyp/resident/${yp}/reports/summary-exports`],
      ['education attendance', `/cyp/resident/${yp}/reports/education-attendance`],
      ['a record form (RJSF)', `/cyp/resident/${yp}/records/daily-log/new`],
      ['manager review', '/manager-review'],
      ['standards dashboard', '/standards-dashboard?from=2026-09-05&to=2026-09-20'],
      ['accounts analytics', '/accounts/analytics'],
      [
        'rota: copy a week',
        '/calendar/rota/update',
        async (p) => {
          await p.getByText('Copy a week onto this week').click();
        },
      ],
    ];
    const counts: Record<string, number> = {};
    for (const [screen, path, open] of screens) {
      await page.goto(path);
      await open?.(page);
      counts[screen] = await expectUkDateFields(page, screen);
    }
    console.log('date inputs checked per screen', counts);
  });

  it('the standards dashboard reads 5 September as 5 September', async () => {
    const page = await signInAt(h, MANAGER, '/standards-dashboard?from=2026-09-05&to=2026-09-20');
    const from = page.locator('[data-date-field]').first();
    await expect.poll(() => from.locator('[data-date-in-words]').textContent()).toBe('Saturday 5 September 2026');
  });
});
