// The duties rules' pure unit tests only (no database, no server), for bench/mutation/duties.stryker.json.
import { pureTests } from './pure-tests.ts';

export default pureTests(['tests/unit/duties-period.test.ts', 'tests/unit/duties-evaluate.test.ts']);
