// The figures a statutory return or review can take from the records: what each counts,
// for one home and one period of London calendar days. A question of a return definition names its figure with
// `x-figure`; the store (engine/store/returns.ts) counts every figure of a source in one set-based statement and
// lists the records (or young people) behind one figure with the same condition, so a count and its list never
// disagree. Drafts count (the event happened); archived records do not.

/** Who a figure counts: the home's young people by their stay, or records about the home and its young people. */
type FigureSource = 'people' | 'records';

export interface FigureDef {
  key: string;
  label: string;
  source: FigureSource;
  /** people: a condition on the stay (y, with `start`/`finish` London days and the period $from/$to). */
  people?: string;
  /** records: the record kinds, and an extra condition on r (data paths) where the kind alone is not enough. */
  kinds?: string[];
  where?: string;
  /** records: count the young people the records are about, not the records. */
  distinctPeople?: boolean;
}

// SQL conditions over a stay (see engine/store/returns.ts for `start`, `finish`, `age`).
const IN_PERIOD = 'start <= $4::date and (finish is null or finish >= $3::date)';
const AT_END = 'start <= $4::date and (finish is null or finish > $4::date)';
const RESTRAINT = `exists (select 1 from jsonb_array_elements(case when jsonb_typeof(r.data->'intervention') = 'array' then r.data->'intervention' else '[]'::jsonb end) i
  where i->>'level' in ('hold', 'restraint'))`;
/** A risk scoring this or more (likelihood × severity, each 1–5) is medium or high on the usual 5 × 5 matrix. */
export const AT_RISK_SCORE = 5;
/** The highest likelihood × severity of an assessment's risks (0 when none is scored). */
export function highestRiskScore(data: Record<string, unknown>): number {
  const risks = Array.isArray(data.risks) ? (data.risks as { likelihood?: unknown; severity?: unknown }[]) : [];
  return Math.max(0, ...risks.map((k) => (Number(k.likelihood) || 0) * (Number(k.severity) || 0)));
}

// Exploitation risk: an exploitation incident, or a young person's latest CSE or CCE assessment of the period with
// a risk scored medium or high (likelihood × severity, AT_RISK_SCORE or more). Most homes
// assess every young person, so having an assessment is not being at risk.
const AT_RISK = `(r.kind = 'incident' and coalesce(r.data #> '{general,types}', '[]'::jsonb) ? 'exploitation')
  or (r.kind <> 'incident'
    and not exists (select 1 from records n where n.org_id = r.org_id and n.young_person_id = r.young_person_id
      and n.kind = r.kind and n.archived_at is null and n.record_date < $4 and (n.record_date, n.id) > (r.record_date, r.id))
    and exists (select 1 from jsonb_array_elements(case when jsonb_typeof(r.data->'risks') = 'array' then r.data->'risks' else '[]'::jsonb end) k
      where k->>'likelihood' in ('1', '2', '3', '4', '5') and k->>'severity' in ('1', '2', '3', '4', '5')
        and (k->>'likelihood')::int * (k->>'severity')::int >= ${AT_RISK_SCORE}))`;
const healthSays = (path: string) => `${IN_PERIOD} and (health #>> '{${path}}') = 'true'`;

export const FIGURES: FigureDef[] = [
  {
    key: 'youngPeopleInPeriod',
    label: 'Young people living here at any time in the period',
    source: 'people',
    people: IN_PERIOD,
  },
  {
    key: 'youngPeopleAtEnd',
    label: 'Young people living here on the last day of the period',
    source: 'people',
    people: AT_END,
  },
  {
    key: 'placementsStarted',
    label: 'Placements that started in the period',
    source: 'people',
    people: 'start between $3::date and $4::date',
  },
  {
    key: 'placementsEnded',
    label: 'Placements that ended in the period',
    source: 'people',
    people: 'finish between $3::date and $4::date and start <= $4::date',
  },
  { key: 'agedUnder16', label: 'Aged under 16 on the last day', source: 'people', people: `${AT_END} and age < 16` },
  { key: 'aged16', label: 'Aged 16 on the last day', source: 'people', people: `${AT_END} and age = 16` },
  { key: 'aged17', label: 'Aged 17 on the last day', source: 'people', people: `${AT_END} and age = 17` },
  {
    key: 'aged16or17',
    label: 'Aged 16 or 17 on the last day',
    source: 'people',
    people: `${AT_END} and age in (16, 17)`,
  },
  { key: 'aged18Plus', label: 'Aged 18 or over on the last day', source: 'people', people: `${AT_END} and age >= 18` },
  { key: 'ageUnknown', label: 'Age not recorded', source: 'people', people: `${AT_END} and age is null` },
  { key: 'gpRegistered', label: 'Registered with a GP', source: 'people', people: healthSays('gp,registered') },
  {
    key: 'dentistRegistered',
    label: 'Registered with a dentist',
    source: 'people',
    people: healthSays('dentist,registered'),
  },
  {
    key: 'opticianRegistered',
    label: 'Registered with an optician',
    source: 'people',
    people: healthSays('optician,registered'),
  },
  {
    key: 'healthPlanHeld',
    label: 'Health plan held',
    source: 'people',
    people: healthSays('assessments,healthPlanHeld'),
  },
  {
    key: 'immunisationsUpToDate',
    label: 'Immunisations up to date',
    source: 'people',
    people: healthSays('immunisations,upToDate'),
  },
  { key: 'missingEpisodes', label: 'Missing episodes', source: 'records', kinds: ['missing-episode'] },
  {
    key: 'youngPeopleMissing',
    label: 'Young people who went missing',
    source: 'records',
    kinds: ['missing-episode'],
    distinctPeople: true,
  },
  { key: 'incidents', label: 'Incidents recorded', source: 'records', kinds: ['incident'] },
  {
    key: 'restraints',
    label: 'Incidents with a hold or restraint',
    source: 'records',
    kinds: ['incident'],
    where: RESTRAINT,
  },
  {
    key: 'youngPeopleRestrained',
    label: 'Young people held or restrained',
    source: 'records',
    kinds: ['incident'],
    where: RESTRAINT,
    distinctPeople: true,
  },
  { key: 'safeguardingConcerns', label: 'Safeguarding concerns recorded', source: 'records', kinds: ['safeguarding'] },
  {
    key: 'exploitationRiskAssessments',
    label:
      'Young people at risk of exploitation: an exploitation incident, or their latest CSE or CCE risk assessment ' +
      'in the period scores a risk medium or high (likelihood × severity 5 or more)',
    source: 'records',
    kinds: ['risk-assessment-cse', 'risk-assessment-cce', 'incident'],
    where: AT_RISK,
    distinctPeople: true,
  },
  {
    key: 'complaints',
    label: 'Complaints received',
    source: 'records',
    kinds: ['complaint-feedback'],
    where: `r.data->>'type' = 'complaint'`,
  },
  {
    key: 'compliments',
    label: 'Compliments received',
    source: 'records',
    kinds: ['complaint-feedback'],
    where: `r.data->>'type' = 'compliment'`,
  },
  { key: 'keyWorkerSessions', label: 'Key worker sessions held', source: 'records', kinds: ['key-worker-session'] },
  {
    key: 'youngPeopleWithPlan',
    label: 'Young people with a {planName} written or reviewed in the period',
    source: 'records',
    kinds: ['placement-plan'],
    distinctPeople: true,
  },
  { key: 'qualityReviews', label: '{Reg 45|Reg 32} reviews completed', source: 'records', kinds: ['quality-review'] },
  { key: 'homeChecks', label: 'Home checks recorded', source: 'records', kinds: ['home-check'] },
  { key: 'maintenanceIssues', label: 'Maintenance issues reported', source: 'records', kinds: ['maintenance'] },
];

export const FIGURE_KEYS = new Set(FIGURES.map((f) => f.key));
export const figureOf = (key: string) => FIGURES.find((f) => f.key === key);

export interface Period {
  from: string;
  to: string;
}

/** A period is two London calendar days, from on or before to, at most about two years long. */
export function periodProblem(p: Partial<Period>): { path: string; message: string } | null {
  const day = (v: unknown) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
  if (!day(p.from)) return { path: '/periodFrom', message: 'must be a date' };
  if (!day(p.to)) return { path: '/periodTo', message: 'must be a date' };
  if (p.from! > p.to!) return { path: '/periodTo', message: 'must be on or after the start of the period' };
  if (Date.parse(`${p.to}T00:00:00Z`) - Date.parse(`${p.from}T00:00:00Z`) > 800 * 86400000)
    return { path: '/periodTo', message: 'the period is longer than two years' };
  return null;
}

/** The questions of a definition that take a figure: field name → figure key (top-level integer fields). */
export function figureQuestions(schema: { properties?: Record<string, unknown> }): { field: string; figure: string }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([field, node]) => {
    const figure = (node as Record<string, unknown> | null)?.['x-figure'];
    return typeof figure === 'string' && FIGURE_KEYS.has(figure) ? [{ field, figure }] : [];
  });
}
