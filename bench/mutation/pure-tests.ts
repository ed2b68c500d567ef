// The vitest settings every Stryker run shares: only the named pure unit tests, one worker, and date-fns pre-bundled
// (loaded as its hundreds of files, it took about 12 s to import on a busy machine, for every mutant).
import { defineConfig } from 'vitest/config';

export const pureTests = (include: string[]) =>
  defineConfig({
    test: {
      include,
      pool: 'forks',
      maxWorkers: 1,
      deps: { optimizer: { ssr: { enabled: true, include: ['date-fns', '@date-fns/utc', 'rrule'] } } },
    },
  });
