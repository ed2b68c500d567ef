// The staff rules' pure unit tests only (no database, no server), for bench/mutation/staff.stryker.json.
import { pureTests } from './pure-tests.ts';

export default pureTests([
  'tests/unit/staff-recruitment.test.ts',
  'tests/unit/staff-vetting.test.ts',
  'tests/unit/staff-checks-complete.test.ts',
  'tests/unit/staff-qualifications.test.ts',
  'tests/unit/staff-induction.test.ts',
  'tests/unit/staff-supervision-policy.test.ts',
  'tests/unit/staff-discipline.test.ts',
]);
