// Only the rota rules' unit tests, for Stryker (bench/mutation/rota.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['tests/unit/working-time.test.ts'], pool: 'forks', maxWorkers: 1 } });
