// The home's premises in the browser: a member of staff records a young person's accident with a body-map
// point placed by clicking the figure and another added from the list, and the view draws them; staff sign a
// policy's new version and it leaves their list; and at phone width (390 × 844) a point is placed by tapping,
// with no page scrolling sideways.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, type Harness, signedInPage, startHarness } from './harness.ts';

describeBrowser('home premises', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 300_000);
  afterAll(() => h?.close());

  const signIn = (email: string, width?: number) => signedInPage(h, email, width);

  it('staff record an accident with body-map points (clicked on the figure, and added from the list); the view draws them', async () => {
    const page = await signIn('staff.oak@demo.care');
    await page.goto('/home/accidents');
    await page.getByRole('link', { name: /^New / }).click();
    await page.waitForURL('**/home/accidents/accident/new');
    await page.getByLabel('When it happened').fill('2026-11-20T16:40');
    await page.getByLabel('Accident or illness').selectOption({ label: 'Accident' });
    await page.getByLabel(/^Who\b/).selectOption({ label: 'Child' }); // a children's home says "child"
    await page.getByLabel(/^Child\b/).selectOption({ index: 1 });
    await page.getByLabel('Where it happened').fill('Garden steps');
    await page.getByLabel('What happened').fill('Slipped on wet leaves and put a hand out.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: /Injuries and body map/ }).waitFor();

    // click the front figure at its left hand (the person's left is on the viewer's right)
    const front = page.getByRole('img', { name: /^Body map, front/ });
    await front.scrollIntoViewIfNeeded();
    const box = (await front.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.85, box.y + box.height * 0.52);
    await page.getByLabel('What is there (point 1)').fill('Graze, left palm');
    // and one from the list, without a pointer
    await page.getByLabel('Side', { exact: true }).selectOption('back');
    await page.getByLabel('Where', { exact: true }).selectOption({ label: 'Right shoulder' });
    await page.getByRole('button', { name: 'Add point' }).click();
    await page.getByLabel('What is there (point 2)').fill('Bruise');
    await expect
      .poll(() => page.getByRole('list', { name: 'Points on the body map' }).innerText())
      .toContain('Point 2: back, near the right shoulder');
    expect(await page.locator('svg[data-side="front"] circle').count()).toBe(1);
    expect(await page.locator('svg[data-side="back"] circle').count()).toBe(1);

    // the accident book has no workflow: one "Save", then the saved record's page
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => /\/home\/accidents\/accident\/[0-9a-f-]{36}$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/')[4];
    const saved = await page.evaluate(async (rid) => (await fetch(`/api/records/accident/${rid}`)).json(), id);
    expect(saved.data.bodyMap).toHaveLength(2);
    expect(saved.data.bodyMap[0]).toMatchObject({ side: 'front', note: 'Graze, left palm' });
    expect(saved.data.bodyMap[0].x).toBeGreaterThan(75);
    expect(saved.data.bodyMap[1]).toMatchObject({ side: 'back', x: 70, y: 44, note: 'Bruise' });

    await page.goto(`/home/accidents/accident/${id}`);
    const map = page.getByRole('region', { name: 'Body map', exact: true });
    await expect.poll(() => map.innerText()).toContain('Graze, left palm');
    expect(await map.innerText()).toContain('Back, near the right shoulder — Bruise');
    expect(await map.locator('circle').count()).toBe(2);
  });

  it("staff sign a policy's new version from their list; it then says everything is signed", async () => {
    const page = await signIn('staff.oak@demo.care');
    await page.goto('/policies');
    const mine = page.getByRole('region', { name: 'Policies for me to read and sign' });
    const sign = mine.getByRole('button', {
      name: 'I have read and understood version 4.2 of Safeguarding and child protection',
    });
    await sign.waitFor();
    await sign.click();
    await expect
      .poll(() => mine.innerText())
      .toContain('You have read and signed the current version of every policy of your homes.');
    const standing = await page.evaluate(async () => {
      const me = await (await fetch('/api/policies/mine')).json();
      return me.signed.map((p: { title: string; version: string }) => `${p.title} ${p.version}`);
    });
    expect(standing).toContain('Safeguarding and child protection 4.2');
  });

  it('at phone width a point is placed by tapping the figure, and the premises pages do not scroll sideways', async () => {
    const page = await signIn('manager.oak@demo.care', 390);
    for (const path of [
      '/home/accidents',
      '/policies',
      '/home/insurances',
      '/home/assets',
      '/home/meal-plan',
      '/home/documents',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/home/accidents/accident/new');
    await page.getByRole('button', { name: 'Next' }).click();
    const back = page.getByRole('img', { name: /^Body map, back/ });
    await back.scrollIntoViewIfNeeded();
    const box = (await back.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.3);
    await expect
      .poll(() => page.getByRole('list', { name: 'Points on the body map' }).innerText())
      .toContain('Point 1: back');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
