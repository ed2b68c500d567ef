// The rota rules' pure unit tests only (no database, no server), for bench/mutation/rota.stryker.json.
import { pureTests } from './pure-tests.ts';

export default pureTests([
  'tests/unit/working-time.test.ts',
  'tests/unit/working-time-law.test.ts',
  'tests/unit/working-time-nights-fortnights.test.ts',
  'tests/unit/night-health.test.ts',
  'tests/unit/compensatory-rest.test.ts',
  'tests/unit/opt-out-evidence.test.ts',
  'tests/unit/rota-skills.test.ts',
]);
