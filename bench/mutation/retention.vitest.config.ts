// The retention rules' pure unit tests only (no database, no server), for bench/mutation/retention.stryker.json.
import { pureTests } from './pure-tests.ts';

export default pureTests(['tests/unit/retention.test.ts']);
