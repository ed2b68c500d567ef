// The SPEC's own addresses for a young person (SPEC §2 "Per young person"), as ONE table: each path under
// /cyp/resident/:ypId and what it shows. The SPEC's paths are canonical; the product's older addresses
// (profile/<tabKey>, records/<kind>) redirect here where a row names them (decision 0540).
//
// What a row shows:
//   kind  — the records of a kind: the list at the path; /new, /:recordId, /:recordId/edit, /:recordId/history under it
//   add   — the SPEC's "edit" variant: Add without ?id=, Edit with ?id= (the record opens under `at`)
//   view  — the SPEC's "view"/"details" variant: the record named by ?id= (opened under `at`); without one, the list
//   tab   — a profile tab's record kinds (optionally only some), as profile/<tabKey> shows them
//   page  — a page of its own (SPEC_PAGES in spec-routes.tsx)
// Paths already routed in web/src/routes.tsx (overview, medication, reports…) are not repeated here.

export type SpecPage = 'personal' | 'personalEdit' | 'chronology' | 'documents' | 'ownLogin';

export type SpecShows =
  | { kind: string }
  | { add: string; at: string }
  | { view: string; at: string }
  | { tab: string; kinds?: string[] }
  | { page: SpecPage };

export interface SpecPathRow {
  /** Under /cyp/resident/:ypId; `{product}` is any segment ending in the suffix that follows it. */
  path: string;
  shows: SpecShows;
}

/** SPEC §2 risk-management edit pages, by the SPEC's name, and the risk assessment kind each writes. */
export const RISK_KINDS: Record<string, string> = {
  'self-harm-suicide': 'risk-assessment-self-harm-suicide',
  cce: 'risk-assessment-cce',
  cse: 'risk-assessment-cse',
  'others-harm': 'risk-assessment-others-harm',
  vulnerability: 'risk-assessment-vulnerability',
  'missing-from-care': 'risk-assessment-missing-from-care',
  other: 'risk-assessment-other',
};

/** A list path, its SPEC "edit" variant (Add / Edit) and, when named, its "view" variant. */
function listed(path: string, kind: string, view?: string): SpecPathRow[] {
  const rows: SpecPathRow[] = [
    { path, shows: { kind } },
    { path: `${path}/edit`, shows: { add: kind, at: path } },
  ];
  if (view) rows.push({ path: `${path}/${view}`, shows: { view: kind, at: path } });
  return rows;
}

const PLACEMENT_PLAN_SECTIONS = [
  'aims',
  'risk-management',
  'behaviour-management',
  'education',
  'health',
  'self-care',
  'enjoyment',
  'signoffs-alerts',
];

export const SPEC_PATHS: SpecPathRow[] = [
  // profile
  { path: 'profile/edit', shows: { page: 'personalEdit' } },
  { path: 'profile/details', shows: { page: 'personal' } },
  { path: 'profile/details/personal', shows: { page: 'personal' } },
  { path: 'profile/details/personal/edit', shows: { page: 'personalEdit' } },
  ...listed('profile/details/move-in', 'move-in'),
  ...listed('profile/details/history', 'placement-history'),
  { path: 'profile/details/chronology', shows: { page: 'chronology' } },
  { path: 'profile/details/chronology/edit', shows: { add: 'important-meeting', at: 'logs/important-meetings' } },
  { path: 'profile/details/{product}-access', shows: { page: 'ownLogin' } },
  { path: 'profile/details/{product}-access/edit', shows: { page: 'ownLogin' } },
  ...listed('profile/details/contacts', 'contact'),
  { path: 'profile/details/contacts/contact', shows: { view: 'contact', at: 'profile/details/contacts' } },
  { path: 'profile/details/contacts/contact/edit', shows: { add: 'contact', at: 'profile/details/contacts' } },
  ...listed('profile/one-page', 'one-page-profile'),
  { path: 'profile/health', shows: { tab: 'health' } },
  ...listed('profile/health/general', 'health-profile'),
  ...listed('profile/health/contacts', 'contact'),
  ...listed('profile/health/meal-intake', 'meal-intake'),
  ...listed('profile/health/appointments', 'appointment'),
  ...listed('profile/health/incidents', 'incident'),
  { path: 'profile/health/documents', shows: { page: 'documents' } },
  { path: 'profile/education', shows: { tab: 'education' } },
  ...listed('profile/education/school', 'education-school'),
  ...listed('profile/education/appointments', 'appointment'),
  ...listed('profile/education/exams', 'exam'),
  { path: 'profile/education/exam', shows: { view: 'exam', at: 'profile/education/exams' } },
  { path: 'profile/education/exam/edit', shows: { add: 'exam', at: 'profile/education/exams' } },
  ...listed('profile/education/contacts', 'contact'),
  { path: 'profile/education/documents', shows: { page: 'documents' } },
  ...listed('profile/education/employment', 'employment'),
  ...listed('profile/education/plan', 'education-plan'),
  ...listed('profile/education/attendance', 'education-attendance'),
  { path: 'profile/enjoyment', shows: { tab: 'enjoyment' } },
  ...listed('profile/enjoyment/hobbies', 'hobby'),
  ...listed('profile/enjoyment/activities', 'activity', 'details'),
  ...listed('profile/enjoyment/holidays', 'holiday', 'view'),
  ...listed('profile/achievements', 'achievement', 'view'),
  ...listed('profile/self-care', 'ils-plan'),
  // plans
  ...listed('plans/ils', 'ils-plan'),
  ...listed('plans/behaviour-management/pbs-plans', 'behaviour-support-plan'),
  {
    path: 'plans/behaviour-management/pbs-plan',
    shows: { view: 'behaviour-support-plan', at: 'plans/behaviour-management/pbs-plans' },
  },
  {
    path: 'plans/behaviour-management/pbs-plan/edit',
    shows: { add: 'behaviour-support-plan', at: 'plans/behaviour-management/pbs-plans' },
  },
  ...listed('plans/behaviour-management/rewards', 'reward'),
  { path: 'plans/placement-plans', shows: { kind: 'placement-plan' } },
  { path: 'plans/placement-plans/plans', shows: { kind: 'placement-plan' } },
  // the needs are a section of each plan: the plans, each opening at its needs
  { path: 'plans/placement-plans/needs', shows: { kind: 'placement-plan' } },
  { path: 'plans/placement-plans/edit', shows: { add: 'placement-plan', at: 'plans/placement-plans' } },
  { path: 'plans/placement-plan', shows: { view: 'placement-plan', at: 'plans/placement-plans' } },
  ...PLACEMENT_PLAN_SECTIONS.map((s): SpecPathRow => ({
    path: `plans/placement-plan/${s}`,
    shows: { view: 'placement-plan', at: 'plans/placement-plans' },
  })),
  ...listed('plans/external-plans', 'external-plan'),
  { path: 'plans/therapeutic-plans', shows: { kind: 'therapeutic-plan' } },
  { path: 'plans/therapeutic-plans/plans', shows: { kind: 'therapeutic-plan' } },
  ...listed('plans/therapeutic-plans/therapeutic-sessions', 'therapeutic-session'),
  ...listed('plans/therapeutic-plans/link-worker-sessions', 'link-worker-session'),
  { path: 'plans/therapeutic-plan', shows: { view: 'therapeutic-plan', at: 'plans/therapeutic-plans' } },
  { path: 'plans/therapeutic-plan/edit', shows: { add: 'therapeutic-plan', at: 'plans/therapeutic-plans' } },
  { path: 'plans/risk-management', shows: { tab: 'plans', kinds: Object.values(RISK_KINDS) } },
  ...Object.entries(RISK_KINDS).flatMap(([name, kind]) => listed(`plans/risk-management/${name}`, kind)),
  // logs
  ...listed('logs/daily-log', 'daily-log'),
  ...listed('logs/daily-summary', 'daily-summary'),
  { path: 'logs/key-worker-session', shows: { kind: 'key-worker-session' } },
  ...listed('logs/key-worker-session/sessions', 'key-worker-session', 'view'),
  // each session carries its action plan (the actions agreed, and how the last ones went)
  { path: 'logs/key-worker-session/action-plans', shows: { kind: 'key-worker-session' } },
  ...listed('logs/incidents', 'incident'),
  ...listed('logs/safeguarding', 'safeguarding', 'view'),
  ...listed('logs/sanctions', 'consequence'),
  ...listed('logs/rewards', 'reward'),
  ...listed('logs/important-meetings', 'important-meeting'),
  ...listed('logs/complaints-feedback', 'complaint-feedback', 'view'),
  ...listed('logs/visits', 'visit', 'view'),
  ...listed('logs/deescalation', 'deescalation-log'),
  ...listed('logs/appointments', 'appointment'),
  // other
  { path: 'document-locker', shows: { page: 'documents' } },
  ...listed('contracts', 'contract'),
  ...listed('important-dates', 'important-date'),
  ...listed('transfer-request', 'transfer-request'),
];

const preference = (path: string) => (path.startsWith('logs/') ? 2 : path.startsWith('plans/') ? 1 : 0);

/**
 * The canonical SPEC list path of each kind, for redirects and menus: the first row listing it under logs/, else
 * under plans/, else anywhere (incidents and appointments are also listed under health, rewards under behaviour
 * management, the ILS under self-care).
 */
export const SPEC_PATH_OF_KIND: Record<string, string> = Object.fromEntries(
  // the last entry of a kind wins: the rows reversed (the first last), then ordered by preference (stable)
  [...SPEC_PATHS]
    .reverse()
    .sort((a, b) => preference(a.path) - preference(b.path))
    .flatMap((r) => ('kind' in r.shows ? [[r.shows.kind, r.path]] : [])),
);

/** A kind's list under /cyp/resident/{id}/: its SPEC path, or records/<kind> for kinds the SPEC does not name. */
export const kindPath = (kind: string): string => SPEC_PATH_OF_KIND[kind] ?? `records/${encodeURIComponent(kind)}`;

/**
 * The product's profile tab addresses whose content a SPEC path shows whole (one record kind, or the same page): the
 * tab links there, and profile/<tabKey> redirects there. Tabs holding several kinds (dailyLog, placementHistory,
 * incident, plans…) keep their tab page.
 */
export const SPEC_PATH_OF_TAB: Record<string, string> = {
  personal: 'profile/details/personal',
  contacts: 'profile/details/contacts',
  onePageProfile: 'profile/one-page',
  chronology: 'profile/details/chronology',
  deescalationLog: 'logs/deescalation',
  safeguarding: 'logs/safeguarding',
  views: 'logs/complaints-feedback',
  visits: 'logs/visits',
  documents: 'document-locker',
  rewardsLog: 'logs/rewards',
  consequencesLog: 'logs/sanctions',
  keyworkerSessions: 'logs/key-worker-session',
  // the weekly reports are the weekly export, drawn from the records (no kind of their own)
  weeklyReports: 'reports/weekly-exports',
};

/** Where a profile tab's link goes, under /cyp/resident/{id}/: its SPEC path, or profile/<tabKey>. */
export const tabPath = (tab: string): string => SPEC_PATH_OF_TAB[tab] ?? `profile/${tab}`;

/** The row of the SPEC table that `rest` (an address under /cyp/resident/{id}/) falls under, longest path first. */
export function specRowOf(rest: string): SpecPathRow | undefined {
  let best: SpecPathRow | undefined;
  for (const row of SPEC_PATHS) {
    const pattern = row.path.replace('{product}', '[^/]*');
    if (!new RegExp(`^${pattern}(/|$)`).test(rest)) continue;
    if (!best || row.path.length > best.path.length) best = row;
  }
  return best;
}
