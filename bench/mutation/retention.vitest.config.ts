// Only the retention rules' unit tests, for Stryker (bench/mutation/retention.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/retention.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
  },
});
