// Only the accounts rules' unit tests, for Stryker (bench/mutation/accounts.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['tests/unit/accounts-money.test.ts'], pool: 'forks', maxWorkers: 1 } });
