// The home, premises and returns rules' pure unit tests only (no database, no server), for
// bench/mutation/home.stryker.json.
import { pureTests } from './pure-tests.ts';

export default pureTests([
  'tests/unit/home-checks.test.ts',
  'tests/unit/home-annex-a.test.ts',
  'tests/unit/home-notices.test.ts',
  'tests/unit/reg44-steps.test.ts',
  'tests/unit/water-temperatures.test.ts',
  'tests/unit/required-policies.test.ts',
  'tests/unit/premises-rules.test.ts',
  'tests/unit/returns-honest-figures.test.ts',
  'tests/unit/returns.test.ts',
  'tests/unit/returns-notifications-once.test.ts',
  'tests/unit/returns-supervision-figure.test.ts',
  'tests/unit/returns-figure-rules.test.ts',
]);
