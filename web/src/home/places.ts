// Where each of the home's own kinds has its record screens (SPEC §2 Home paths): the list at the SPEC path,
// the record's own screens under it (as referrals and the premises kinds are placed).

export interface KindPlace {
  kind: string;
  base: string;
  list: string;
}

export const CHECK: KindPlace = { kind: 'home-check', base: '/home/chores/check', list: '/home/chores/list' };
export const MAINTENANCE: KindPlace = {
  kind: 'maintenance',
  base: '/home/maintenance/issue',
  list: '/home/maintenance',
};
export const DETAILS: KindPlace = { kind: 'home-details', base: '/home/details/registration', list: '/home/details' };
export const PURPOSE: KindPlace = {
  kind: 'statement-of-purpose',
  base: '/home/details/statement-of-purpose',
  list: '/home/details',
};
export const REG44: KindPlace = { kind: 'reg44-visit', base: '/home/reg44-visits/visit', list: '/home/reg44-visits' };
export const REVIEW: KindPlace = {
  kind: 'quality-review',
  base: '/home/reg44-visits/review',
  list: '/home/reg44-visits',
};
export const INSPECTION: KindPlace = {
  kind: 'ofsted-inspection',
  base: '/home/ofsted/inspection/record',
  list: '/home/ofsted/inspection',
};
export const HOME_LOG: KindPlace = { kind: 'home-log', base: '/home/logs/entry', list: '/home/logs' };
export const VISITOR: KindPlace = { kind: 'visitor', base: '/home/logs/visitor', list: '/home/logs?type=visits' };

export const HOME_PLACES = [CHECK, MAINTENANCE, DETAILS, PURPOSE, REG44, REVIEW, INSPECTION, HOME_LOG, VISITOR];

/** The premises kinds' record screens (web/src/premises/places.ts; SPEC §2 paths), read by the timeline's links. */
const PREMISES_BASES: Record<string, string> = {
  accident: '/home/accidents/accident',
  policy: '/policies/policy',
  insurance: '/home/insurances/insurance',
  asset: '/home/assets/asset',
  mileage: '/home/assets/mileage/journey',
  'meal-plan': '/home/meal-plan/plan',
};

/** Where a home record opens, whichever area built its screens. */
export function recordPath(kind: string, id: string): string {
  const base = HOME_PLACES.find((p) => p.kind === kind)?.base ?? PREMISES_BASES[kind] ?? `/home/records/${kind}`;
  return `${base}/${encodeURIComponent(id)}`;
}
