// Every statutory and practice duty the product tracks, in the one duty shape (engine/duties/types.ts). Each area
// declares its own in definitions/duties/<area>.ts and adds one import line here.
import type { Duty } from '../../engine/duties/types.ts';
import { duties as accounts } from './accounts.ts';
import { duties as complaints } from './complaints.ts';
import { duties as expiries } from './expiries.ts';
import { duties as home } from './home.ts';
import { duties as homeNotices } from './home-notices.ts';
import { duties as incidents } from './incidents.ts';
import { duties as medication } from './medication.ts';
import { duties as premises } from './premises.ts';
import { duties as premisesSafety } from './premises-safety.ts';
import { duties as records } from './records.ts';
import { duties as staff } from './staff.ts';
import { duties as youngPerson } from './young-person.ts';

export const allDuties: Duty[] = [
  ...home,
  ...homeNotices,
  ...staff,
  ...youngPerson,
  ...incidents,
  ...medication,
  ...complaints,
  ...premises,
  ...premisesSafety,
  ...expiries,
  ...records,
  ...accounts,
];

const BY_KEY = new Map(allDuties.map((d) => [d.key, d]));
/** One declared duty by its key (a missing key is a programming error, found at start-up by the checks). */
export function dutyOf(key: string): Duty {
  const d = BY_KEY.get(key);
  if (!d) throw new Error(`No duty is declared with the key "${key}"`);
  return d;
}
