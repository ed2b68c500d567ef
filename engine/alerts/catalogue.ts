// Which alerts the workers raise, with the record category each files under and how far ahead.
// Keys are the SPEC §3 lists' keys (definitions/lists); a key missing from a list fails at start-up.
import { alertKinds, recordCategories } from '../../definitions/lists/index.ts';
import { HOME_TYPES, type HomeType, resolveWording } from '../../definitions/wording.ts';
import type { RecordDefinition } from '../definitions/types.ts';

/** Dated items: what each expiring thing is called, where it files, and who it is about. */
export const DATED_ITEM_KINDS: Record<
  string,
  { label: string; category: string; subject: 'user' | 'home' | 'young_person'; verb: 'expires' | 'due' }
> = {
  dbs_expiry: { label: 'DBS check', category: 'hr', subject: 'user', verb: 'expires' },
  work_eligibility_expiry: { label: 'Right to work', category: 'hr', subject: 'user', verb: 'expires' },
  driving_licence_expiry: { label: 'Driving licence', category: 'hr', subject: 'user', verb: 'expires' },
  training_expiry: { label: 'Training', category: 'hr', subject: 'user', verb: 'expires' },
  insurance_renewal: { label: 'Insurance renewal', category: 'compliance/policy', subject: 'home', verb: 'due' },
  insurance_expiry: { label: 'Insurance', category: 'compliance/policy', subject: 'home', verb: 'expires' },
  next_mot_date: { label: 'Vehicle MOT', category: 'vehicle mileage', subject: 'home', verb: 'due' },
  policy_review: { label: 'Policy review', category: 'compliance/policy', subject: 'home', verb: 'due' },
};

/** A text in each home type's wording: the workers pick the record's own (`coalesce(… ->> home.type, …)`). */
const inEachType = (text: string) =>
  Object.fromEntries(HOME_TYPES.map((t) => [t, resolveWording(text, t)])) as Record<HomeType, string>;

/** Days before the date an alert is raised; 0 = on the day (and after, if the scan missed it). */
export const LEADS = {
  datedItems: [30, 7, 0],
  birthdays: [7, 0],
  keyWorkerSession: [3, 0],
};
/** How long after the date a missed "on the day" alert is still raised (a worker was down). */
export const GRACE_DAYS = { datedItems: 30, birthdays: 2, keyWorkerSession: 7 };

/** Record categories of the sign-off options (SPEC §3 sign-off option → record category). */
export const SIGNOFF_CATEGORY: Record<string, string> = {
  dailySummary: 'daily summary',
  placementPlan: 'placement/support plan',
  ils: 'ils',
  riskAssessment: 'risk',
  behaviourManagementPlan: 'pbs plan',
  theraupticPlan: 'therapeutic plan',
  incidents: 'incident',
  safeguardings: 'safeguarding',
  kws: 'key worker session',
};

/**
 * Per record kind: a readable title (`titles` in each home type's wording, `title` for records of no home)
 * and the record category its alerts file under.
 */
export function kindCatalogue(
  defs: Iterable<RecordDefinition>,
): Record<string, { title: string; titles: Record<HomeType, string>; category: string }> {
  const out: Record<string, { title: string; titles: Record<HomeType, string>; category: string }> = {};
  for (const d of defs) {
    out[d.kind] = {
      title: resolveWording(d.title, 'children_home'),
      titles: inEachType(d.title),
      category: (d.signoff && SIGNOFF_CATEGORY[d.signoff]) || 'other',
    };
  }
  return out;
}

// Fail at start-up if a key above is not in the SPEC lists.
const kinds = new Set(alertKinds.items.map((i) => i.value as string));
const categories = new Set(recordCategories.items.map((i) => i.value as string));
for (const [k, v] of Object.entries(DATED_ITEM_KINDS)) {
  if (!kinds.has(k)) throw new Error(`alert kind "${k}" is not in alertKinds`);
  if (!categories.has(v.category)) throw new Error(`record category "${v.category}" is not in recordCategories`);
}
for (const c of Object.values(SIGNOFF_CATEGORY))
  if (!categories.has(c)) throw new Error(`record category "${c}" is not in recordCategories`);
