// Every recurring statutory duty the product tracks (engine/obligations reads this index).
// Each area declares its own in definitions/<folder>/obligations.ts and adds one import line here.
import type { Obligation } from '../engine/obligations/types.ts';
import { obligations as homeChecks } from './home/obligations-checks.ts';

export const allObligations: Obligation[] = [
  ...homeChecks,
];
