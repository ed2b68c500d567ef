// The developer tools' pure rules alone, for Stryker (bench/mutation/developer.stryker.json).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['tests/unit/developer-tools.test.ts'] } });
