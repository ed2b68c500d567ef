// Every recurring statutory duty the product tracks (engine/obligations reads this index).
// Each area declares its own in definitions/<folder>/obligations.ts and adds one import line here.
import type { Obligation } from '../engine/obligations/types.ts';
import { obligations as accounts } from './accounts/obligations.ts';
import { obligations as homeChecks } from './home/obligations-checks.ts';
import { obligations as premises } from './home/obligations-premises.ts';
import { obligations as staffDuties } from './staff/obligations.ts';
import { obligations as probationReviews } from './staff/obligations-hr.ts';
import { obligations as statutoryReturns } from './statutory/obligations.ts';

export const allObligations: Obligation[] = [
  ...accounts,
  ...homeChecks,
  ...premises,
  ...staffDuties,
  ...probationReviews,
  ...statutoryReturns,
];
