// Only the help and rewrite unit tests, for Stryker (bench/mutation/help-rewrite.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['tests/unit/help-rewrite.test.ts'], pool: 'forks', maxWorkers: 1 } });
