// Only the safer-recruitment rules' unit tests, for Stryker (bench/mutation/staff.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tests/unit/staff-recruitment.test.ts'], pool: 'forks', maxWorkers: 1 },
});
