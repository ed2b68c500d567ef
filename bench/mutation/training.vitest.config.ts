// Only the training rules' unit tests, for Stryker (bench/mutation/training.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tests/unit/training-status.test.ts'], pool: 'forks', maxWorkers: 1 },
});
