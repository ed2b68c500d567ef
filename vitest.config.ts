import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Tests drive Debian's Chromium headless shell when it is installed (decision 0920): the same Blink and V8 as
// /usr/bin/chromium without the full browser around them, about half the browser's CPU per page. The harness and the
// server's PDF printing (engine/reports/pdf.ts) both read CHROMIUM_PATH; a path given by the caller wins.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) process.env.CHROMIUM_PATH = HEADLESS_SHELL;

// Unit tests that boot a server belong with the API tests (they need the seeded demo and a database).
const UNIT_WITH_SERVER = ['tests/unit/obligations-dated-items.test.ts'];
// Behaviour tests run on PostgreSQL. The `pglite` project walks every route on PGlite beside PostgreSQL and runs
// these files, whose code differs on PGlite's one connection, on PGlite (tests/helpers/server.ts DRIVERS).
const PGLITE_PARITY = ['tests/api/pglite-parity.test.ts'];
const ON_PGLITE_TOO = [
  'tests/api/records.test.ts',
  'tests/api/data-migration.test.ts',
  'tests/api/leave.test.ts',
  'tests/api/young-people-across-homes.test.ts',
  'tests/api/definition-publish.test.ts',
  'tests/api/backup-restore.test.ts',
  'tests/api/subject-access.test.ts',
  'tests/api/staff-subject-access.test.ts',
];
// Files that assert nothing uncaught happened in their process get a process of their own: in a shared one, a
// connection another file left behind (its database dropped after it) can fail them for what is not theirs.
const OWN_PROCESS = ['tests/api/database-outage.test.ts'];
// The demo organisation seeded once per run; servers start from copies (tests/helpers/demo-template.ts).
const DEMO = ['tests/helpers/demo-template.ts'];

export default defineConfig({
  test: {
    // Four test processes on two cores: a file spends most of its time waiting (on PostgreSQL, on Chromium drawing,
    // on polls), so two processes left the cores idle over half the run. `--maxWorkers 2` for the old pace.
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Browser tests poll the page; on two busy cores a lazy page can take seconds to appear.
    expect: { poll: { timeout: 20_000, interval: 100 } },
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
    // Five projects: `vitest run --project unit` needs no database, no Redis and no browser. Files in one test process
    // share what they import (isolate: false): the engine, the 101 definitions and Chromium are loaded once per
    // process, not once per file. Each file still starts its own server on its own copy of the demo.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: UNIT_WITH_SERVER,
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/workers/**/*.test.ts', ...UNIT_WITH_SERVER],
          exclude: [...PGLITE_PARITY, ...OWN_PROCESS],
          globalSetup: DEMO,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-alone',
          include: OWN_PROCESS,
          globalSetup: DEMO,
          pool: 'forks',
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: [...PGLITE_PARITY, ...ON_PGLITE_TOO],
          globalSetup: DEMO,
          pool: 'forks',
          isolate: false,
          env: { TEST_DRIVERS: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: DEMO,
          pool: 'forks',
          isolate: false,
        },
      },
    ],
  },
});
