// Only the leave and pay rules' unit tests, for Stryker (bench/mutation/leave.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tests/unit/leave-*.test.ts', 'tests/unit/pay-*.test.ts'], pool: 'forks', maxWorkers: 1 },
});
