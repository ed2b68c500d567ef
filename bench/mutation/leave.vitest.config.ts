// The leave rules' pure unit tests only (no database, no server), for bench/mutation/leave.stryker.json.
import { pureTests } from './pure-tests.ts';

export default pureTests([
  'tests/unit/leave-entitlement.test.ts',
  'tests/unit/leave-charge.test.ts',
  'tests/unit/pay-gross-pay.test.ts',
  'tests/unit/pay-lawful.test.ts',
  'tests/unit/pay-holiday.test.ts',
  'tests/unit/leave-pay-edges.test.ts',
]);
