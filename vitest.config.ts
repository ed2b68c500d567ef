import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // the demo organisation seeded once per run and driver; servers start from copies (tests/helpers/demo-template.ts)
    globalSetup: ['tests/helpers/demo-template.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Browser tests poll the page; on two busy cores a lazy page can take seconds to appear.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
