// The vitest settings every Stryker run shares: only the named pure unit tests, one worker, and date-fns pre-bundled
// (loaded as its hundreds of files, it took about 12 s to import on a busy machine, for every mutant).
import { defineConfig } from 'vitest/config';

export const pureTests = (include: string[]) =>
  defineConfig({
    test: {
      include,
      pool: 'forks',
      maxWorkers: 1,
      // A test that loads every definition takes over 5 s on a busy machine; Stryker keeps its own timeouts.
      testTimeout: 60_000,
      deps: { optimizer: { ssr: { enabled: true, include: ['date-fns', '@date-fns/utc', 'rrule'] } } },
    },
  });
