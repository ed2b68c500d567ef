// Only the obligation rule's unit tests, for Stryker (bench/mutation/obligations.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['tests/unit/obligations.test.ts'], pool: 'forks', maxWorkers: 1 } });
