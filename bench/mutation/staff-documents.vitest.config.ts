// Only the staff documents' access unit tests, for Stryker (bench/mutation/staff-documents.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tests/unit/staff-documents.test.ts'], pool: 'forks', maxWorkers: 1 },
});
