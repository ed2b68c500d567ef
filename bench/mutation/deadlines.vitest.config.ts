// Only the record deadline rules' unit tests, for Stryker (bench/mutation/deadlines.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['tests/unit/deadlines.test.ts'], pool: 'forks', maxWorkers: 1 } });
