// The medication rules' pure unit tests only (no database, no server), for bench/mutation/medication.stryker.json.
import { pureTests } from './pure-tests.ts';

export default pureTests([
  'tests/unit/medication-rules.test.ts',
  'tests/unit/medication-timing.test.ts',
  'tests/unit/medication-dose.test.ts',
  'tests/unit/medication-competency.test.ts',
  'tests/unit/medication-allergies.test.ts',
  'tests/unit/medication-controlled.test.ts',
  'tests/unit/medication-transcription.test.ts',
  'tests/unit/medication-register.test.ts',
  'tests/unit/medication-homely.test.ts',
  'tests/unit/medication-ingredients.test.ts',
  'tests/unit/medication-audit.test.ts',
  'tests/unit/medication-errors.test.ts',
  'tests/unit/medication-arrival-storage.test.ts',
]);
