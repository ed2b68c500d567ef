// Only the premises rules' unit tests, for Stryker (bench/mutation/premises.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['tests/unit/premises-rules.test.ts'], pool: 'forks', maxWorkers: 1 } });
