// Only the medication rules' unit tests, for Stryker (bench/mutation/medication.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tests/unit/medication-rules.test.ts'], pool: 'forks', maxWorkers: 1 },
});
