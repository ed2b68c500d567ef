// The accounts rules' pure unit tests only (no database, no server), for bench/mutation/accounts.stryker.json.
import { pureTests } from './pure-tests.ts';

export default pureTests([
  'tests/unit/accounts-money.test.ts',
  'tests/unit/money-allowances.test.ts',
  'tests/unit/money-controls.test.ts',
]);
