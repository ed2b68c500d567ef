// Only the duties' period and evaluator unit tests, for Stryker (bench/mutation/duties.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/duties-period.test.ts', 'tests/unit/duties-evaluate.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
  },
});
