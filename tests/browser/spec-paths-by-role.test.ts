// SPEC §2's addresses outside the young person's own, each walked as a role SPEC §6 allows to open it
// (tests/fixtures/spec-section2-by-role.ts): none answers "Page not found", "This section is not available" or a
// refusal, and each shows a heading once settled.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SPEC_PATHS_BY_ROLE, type WalkRole } from '../fixtures/spec-section2-by-role.ts';
import { apiAs, describeBrowser, type Harness, signIn, startHarness } from './harness.ts';
import { inFlight, open } from './spec-walk.ts';

describeBrowser('SPEC §2 paths by role', () => {
  let h: Harness;
  let samId: string;
  beforeAll(async () => {
    h = await startHarness();
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
      }
      expect(failed).toEqual([]);
    },
    300_000,
  );
});
