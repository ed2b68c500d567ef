// Where a register row opens in the app: the section of a staff member's profile or the young person's profile
// it is about, the record a running clock belongs to, or, for a duty of the home, the screen where the record that
// meets it is made (the Reg 44 visits, the checks table). The API names its subject and record; the app's own
// paths for them are decided here, beside the places the home's and the staff profile's screens declare.
import { CHECK, HOME_PLACES, recordPath as homeRecordPath, REG44 } from '../home/places.ts';
import { ACCIDENT, ASSET, INSURANCE, MEAL_PLAN, POLICY } from '../premises/places.ts';
import type { DutyRow } from './types.ts';

const e = encodeURIComponent;
const parent = (base: string) => base.slice(0, base.lastIndexOf('/'));

/** A home kind's list: the home's own screens, then the premises screens (their lists sit above their records). */
const HOME_KIND_LISTS: Record<string, string> = {
  ...Object.fromEntries(HOME_PLACES.map((p) => [p.kind, p.list])),
  ...Object.fromEntries([ACCIDENT, POLICY, INSURANCE, ASSET].map((p) => [p.kind, parent(p.base)])),
  [MEAL_PLAN.kind]: parent(MEAL_PLAN.base),
};

/** A recurring duty of the home: the screen where what meets it is recorded, by the duty's key. */
const HOME_DUTY_PLACES: [prefix: string, path: string][] = [
  ['reg44-visit', REG44.list],
  ['reg45-review', REG44.list],
  ['reg32-review', REG44.list],
  ['sa-location-assessment', '/home/details'],
  ['home-check-', CHECK.list],
  ['meal-plan', parent(MEAL_PLAN.base)],
  ['petty-cash-count', '/accounts/logs'],
  ['expiry-policy', parent(POLICY.base)],
  ['expiry-insurance', parent(INSURANCE.base)],
  ['expiry-next-mot', parent(ASSET.base)],
  ['expiry-', parent(ASSET.base)],
];

/** A staff member's duty: the section of their profile where what meets it is recorded (web/src/staff/tabs.ts). */
const STAFF_SECTIONS: [prefix: string, section: string][] = [
  ['supervision', 'performance/supervisions'],
  ['appraisal', 'performance/appraisals'],
  ['probation-', 'employment/probation'],
  ['level3-diploma', 'training/qualifications'],
  ['level5-diploma', 'training/qualifications'],
  ['expiry-training', 'training/log'],
  ['medication-competency', 'training/log'],
  ['expiry-dbs', 'details/investigations'],
  ['expiry-driving-licence', 'details/driving-license'],
  ['expiry-work-eligibility', 'details/work-eligibility'],
];

/** The record a running clock belongs to, from the API's "/records/<kind>/<id>". */
export function recordLink(apiLink: string | null): string | null {
  const m = apiLink ? /^\/records\/([^/?]+)\/([^/?]+)$/.exec(apiLink) : null;
  if (!m) return null;
  const [, kind, id] = m;
  return HOME_KIND_LISTS[kind] ? homeRecordPath(kind, id) : `/records/${e(kind)}/${e(id)}`;
}

/** The kind of record a clock belongs to, from its link ("/records/<kind>/<id>"). */
export const kindOfLink = (apiLink: string | null): string | null =>
  (apiLink ? /^\/records\/([^/?]+)\//.exec(apiLink)?.[1] : undefined) ?? null;

/** Where the row itself opens, and whether that screen shows the current home (so the row's home is chosen first). */
export function rowLink(r: DutyRow): { to: string; homeScreen: boolean } {
  if (r.subject.kind === 'staff') {
    const section = STAFF_SECTIONS.find(([prefix]) => r.duty.startsWith(prefix))?.[1];
    return { to: `/profile/${e(r.subject.id)}${section ? `/${section}` : ''}`, homeScreen: false };
  }
  if (r.subject.kind === 'young-person') return { to: `/cyp/resident/${e(r.subject.id)}`, homeScreen: false };
  const list = /^\/records\/([^/?]+)/.exec(r.link);
  if (list) {
    const homeList = HOME_KIND_LISTS[list[1]];
    return homeList ? { to: homeList, homeScreen: true } : { to: `/records/${e(list[1])}`, homeScreen: false };
  }
  const place = HOME_DUTY_PLACES.find(([prefix]) => r.duty.startsWith(prefix));
  return { to: place ? place[1] : '/home', homeScreen: true };
}
