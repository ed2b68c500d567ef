// Willow Court (supported accommodation) as its manager and a care worker (SPEC §6), walking every SPEC §2
// per-young-person path, the incident sections and the assistant's home by client-side navigation
// (tests/browser/spec-walk.ts): none answers "Page not found", "This section is not available" or a refusal; at
// supported accommodation the pages speak of support plans, never placement plans. A file of its own so the walks
// run beside spec-paths.test.ts rather than after it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, type Harness, startHarness } from './harness.ts';
import { walk } from './spec-walk.ts';

describeBrowser('SPEC §2 paths', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it.each([
    ['manager.willow@demo.care', 'Willow Court'],
    ['staff.willow@demo.care', 'Willow Court'],
  ])(
    'as %s, every SPEC path of a young person at %s opens',
    async (email, home) => {
      const { page, texts, failed } = await walk(h, email, home);
      expect(failed).toEqual([]);
      if (home === 'Willow Court') {
        // supported accommodation's own words: support plans
        const plans = [...texts].find(([path]) => path.endsWith('/plans/placement-plans'))?.[1] ?? '';
        expect(plans).toMatch(/Support plan/);
        // (a placement planning meeting is the placing authority's, in both)
        expect([...texts].filter(([, text]) => /placement plans?\b/i.test(text)).map(([path]) => path)).toEqual([]);
      }
      await page.close();
    },
    600_000,
  );
});
