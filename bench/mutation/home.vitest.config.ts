// Only the home rules' unit tests, for Stryker (bench/mutation/home.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/home-checks.test.ts', 'tests/unit/home-annex-a.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
  },
});
