// SPEC §2's addresses outside the young person's own, each walked as a role SPEC §6 allows to open it
// (tests/fixtures/spec-section2-by-role.ts): none answers "Page not found", "This section is not available" or a
// refusal, each shows a heading once settled, and a staff profile page an h1 (its section's name, empty or not).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SPEC_PATHS_BY_ROLE, type WalkRole } from '../fixtures/spec-section2-by-role.ts';
import { apiAs, describeBrowser, type Harness, signIn, startHarness } from './harness.ts';
import { inFlight, open } from './spec-walk.ts';

describeBrowser('SPEC §2 paths by role', () => {
  let h: Harness;
  let samId: string;
  beforeAll(async () => {
    h = await startHarness();
    // Annex A's addresses are walked with its feature on (a product administrator's switch; off in the demo)
    await h.server!.store.db.query(
      `update organisations set features = features || '{"enableAnnexA": true}'::jsonb where slug = 'demo'`,
    );
    samId = ((await (await apiAs(h, 'staff.oak@demo.care'))('GET', '/api/auth/me')).body as { id: string }).id;
  });
  afterAll(() => h?.close());

  it.each(Object.keys(SPEC_PATHS_BY_ROLE) as WalkRole[])(
    'as %s every address opens',
    async (email) => {
      const page = await signIn(h, email);
      const pending = inFlight(page);
      await page.goto('/');
      await page.locator('main h1, main h2').first().waitFor();
      const failed: string[] = [];
      for (const path of SPEC_PATHS_BY_ROLE[email].map((p) => p.replace('{id}', samId))) {
        const text = await open(page, path, pending);
        if (/Page not found|This section is not available|You do not have access|not allowed to open/i.test(text))
          failed.push(path);
        // a staff profile page says which section it is, empty or not
        else if (path.startsWith('/profile/') && (await page.locator('main h1').count()) === 0)
          failed.push(`${path} (no h1)`);
      }
      expect(failed).toEqual([]);
    },
    300_000,
  );
});
