// Only the statutory returns' unit tests, for Stryker (bench/mutation/returns.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['tests/unit/returns.test.ts'], pool: 'forks', maxWorkers: 1 } });
