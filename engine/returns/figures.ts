// The figures a statutory return or review can take from the records: what each counts,
// for one home and one period of London calendar days. A question of a return definition names its figure with
// `x-figure`; the store (engine/store/returns.ts) counts every figure of a source in one set-based statement and
// lists the records (or young people) behind one figure with the same condition, so a count and its list never
// disagree. Drafts count (the event happened); archived records do not.

import { allDuties } from '../../definitions/duties/index.ts';
import { isRecordDeadline, recordDeadlineOf } from '../deadlines/from-duty.ts';
import { applicable } from '../deadlines/rules.ts';
import { needsNotifying } from '../duties/rules/incident-notifications.ts';
import { type SupervisionPolicy, supervisionWeeks } from '../staff/supervision-policy.ts';
import type { IncidentScanRow } from '../store/index.ts';
import { addDays } from '../time/london.ts';

/** Who a figure counts: the home's young people by their stay, records about the home and its young people, or the
 *  home's staff by their employment (contract start, leaving date, qualifications, supervision). */
type FigureSource = 'people' | 'records' | 'staff';

/** A record as a figure's own rule reads it (a rule too rich for SQL: the duties' notifications owed). */
export interface FigureRecord {
  id: string;
  kind: string;
  status: string;
  submission: number;
  createdAt: Date;
  updatedAt: Date;
  data: Record<string, unknown>;
  youngPersonId?: string | null;
}

/** A member of staff as a staff figure's own rule reads them (London days; the home's supervision policy). */
export interface StaffFigureRow {
  start: string;
  supervised: string | null;
  policy: SupervisionPolicy | null;
  probationEndsOn: string | null;
  probationDecided: boolean;
}

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
  /** records: a rule in code the record must also pass (the same rule the duties use), given the home type. */
  test?: (r: FigureRecord, homeType: string) => boolean;
  /** records: what names the event a record holds; records sharing a name count once (the oldest is listed). */
  once?: (r: FigureRecord) => string[];
  /** staff: a condition on the staff CTE of engine/store/returns.ts (`start`, `finish`, `care`, `level3`,
   *  `supervised`). */
  staff?: string;
  /** staff: a rule in code the person must also pass, given the period's last day. */
  staffTest?: (s: StaffFigureRow, lastDay: string) => boolean;
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
const filled = (path: string) => `coalesce(r.data #>> '{${path}}', '') <> ''`;

/** An Ofsted notification the record holds, in the place each kind keeps it (a row with its time, or a date-time). */
export const OFSTED_NOTIFIED_KINDS = [
  'incident',
  'safeguarding',
  'medication-error',
  'missing-episode',
  'risk-assessment-cse',
  'risk-assessment-cce',
  'accident',
];
const ofstedRow = (rows: string, key: string) =>
  `exists (select 1 from jsonb_array_elements(case when jsonb_typeof(r.data->'${rows}') = 'array' then r.data->'${rows}' else '[]'::jsonb end) n
    where n->>'${key}' = 'ofsted' and coalesce(n->>'at', '') <> '')`;
const OFSTED_NOTIFIED = `(r.kind in ('incident', 'safeguarding', 'medication-error') and ${ofstedRow('notifications', 'authority')})
  or (r.kind = 'missing-episode' and ${ofstedRow('notified', 'who')})
  or (r.kind in ('risk-assessment-cse', 'risk-assessment-cce') and ${filled('notification,ofstedNotifiedAt')})
  or (r.kind = 'accident' and ${filled('notifiable,notifiedAt')})`;

/** The Ofsted notifications a record holds, each with its time and Ofsted's reference when one was given. */
export function ofstedNotifications(kind: string, data: Record<string, unknown>): { at: string; reference: string }[] {
  const rows = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const made = (at: unknown, reference: unknown) => (text(at) ? [{ at: text(at), reference: text(reference) }] : []);
  if (['incident', 'safeguarding', 'medication-error'].includes(kind))
    return rows(data.notifications).flatMap((n) => (n.authority === 'ofsted' ? made(n.at, n.reference) : []));
  if (kind === 'missing-episode')
    return rows(data.notified).flatMap((n) => (n.who === 'ofsted' ? made(n.at, n.reference) : []));
  if (kind === 'risk-assessment-cse' || kind === 'risk-assessment-cce') {
    const n = (data.notification ?? {}) as Record<string, unknown>;
    return made(n.ofstedNotifiedAt, n.ofstedReference);
  }
  if (kind === 'accident') return made((data.notifiable as Record<string, unknown> | undefined)?.notifiedAt, null);
  return [];
}

/** The same test as the SQL in code, for lists worked out from records already read (Annex A). */
export const ofstedNotified = (kind: string, data: Record<string, unknown>) =>
  ofstedNotifications(kind, data).length > 0;

/** What names one notification to Ofsted: its reference (Ofsted gives one per notification), else the child and the
 *  minute it was made — an incident and its safeguarding concern notified together hold the same one. */
export function notificationKeys(r: { kind: string; youngPersonId?: string | null; data: Record<string, unknown> }) {
  return ofstedNotifications(r.kind, r.data).map((n) => {
    if (n.reference) return `reference:${n.reference.toLowerCase().replace(/\s+/g, '')}`;
    const t = Date.parse(n.at);
    return `made:${r.youngPersonId ?? ''}:${Number.isNaN(t) ? n.at : new Date(t).toISOString().slice(0, 16)}`;
  });
}

/**
 * The first of each group of rows that share a key (directly or through others): one event held on several records
 * counts once. Rows keep their order; a row with no key is a group of its own.
 */
export function firstOfEach<T>(rows: T[], keysOf: (r: T) => string[]): T[] {
  const owner = new Map<string, number>();
  const parent = rows.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  rows.forEach((r, i) => {
    for (const k of keysOf(r)) {
      const j = owner.get(k);
      if (j === undefined) owner.set(k, i);
      else {
        const [a, b] = [root(i), root(j)];
        parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  });
  return rows.filter((_, i) => root(i) === i);
}

/** The duties that say a young person's record owes Ofsted a notification (CH reg 40, SA reg 27), as the
 *  record-deadline sync runs them; an incident by the notification rule the incident scan runs. */
const OWED_RULES = allDuties
  .filter((d) => d.area === 'notifications' && isRecordDeadline(d))
  .map(recordDeadlineOf)
  .filter((d) => d.kinds.some((k) => OFSTED_NOTIFIED_KINDS.includes(k)));
export function owesOfsted(r: FigureRecord, homeType: string): boolean {
  if (r.kind === 'incident') return needsNotifying({ data: r.data, homeType } as IncidentScanRow);
  const accident = r.data.notifiable as { reg40?: unknown; reg27?: unknown } | undefined;
  if (r.kind === 'accident') return accident?.reg40 === true || accident?.reg27 === true;
  return applicable(OWED_RULES, { ...r, archivedAt: null, homeType, youngPersonName: '' }).length > 0;
}

// staff: in post on the last day; a care role (people with manager rights included) is who Level 3 is owed by
const STAFF_AT_END = 'start <= $4::date and (finish is null or finish > $4::date)';

/** Supervised (or started) within the home's own interval before the last day: its policy, more often during
 *  probation, 6 weeks when the home has set none (engine/staff/supervision-policy.ts, as the supervision duty). */
export function supervisionUpToDate(s: StaffFigureRow, lastDay: string): boolean {
  const probation = { startOn: s.start, endsOn: s.probationEndsOn, decided: s.probationDecided };
  const weeks = supervisionWeeks(s.policy ?? {}, probation, lastDay);
  return (s.supervised ?? s.start) > addDays(lastDay, -7 * weeks);
}

/** The records a record figure counts among those its SQL condition chose: its rule passed, each event once. */
export function countedRecords<R extends FigureRecord & { figures: string[] }>(
  f: FigureDef,
  rows: R[],
  homeType: string,
): R[] {
  const hits = rows.filter((r) => r.figures.includes(f.key) && (!f.test || f.test(r, homeType)));
  return f.once ? firstOfEach(hits, f.once) : hits;
}

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
  {
    key: 'notificationsMade',
    label:
      'Events notified to Ofsted: incidents, safeguarding concerns, medication errors, missing episodes, ' +
      'exploitation assessments and accidents whose record holds an Ofsted notification with its time. One ' +
      'notification held on two records (the same Ofsted reference, or the same child notified at the same minute) ' +
      'counts once, under the older record',
    source: 'records',
    kinds: OFSTED_NOTIFIED_KINDS,
    where: OFSTED_NOTIFIED,
    once: notificationKeys,
  },
  {
    key: 'notificationsOwed',
    label:
      "Events the records say Ofsted was owed, by the notification duties' own rules: a serious incident, CSE{| or " +
      'CCE}, an allegation against staff, a child protection enquiry, a DBS referral, a serious medication error or ' +
      'missing episode, a notifiable accident{|, every restraint}',
    source: 'records',
    kinds: OFSTED_NOTIFIED_KINDS,
    test: owesOfsted,
  },
  {
    key: 'owedNotNotified',
    label: 'Events the records say Ofsted was owed whose record holds no notification to Ofsted',
    source: 'records',
    kinds: OFSTED_NOTIFIED_KINDS,
    where: `not (${OFSTED_NOTIFIED})`,
    test: owesOfsted,
  },
  {
    key: 'returnInterviewsOffered',
    label: 'Return home interviews offered: missing episodes with "Offered at" filled',
    source: 'records',
    kinds: ['missing-episode'],
    where: filled('returnInterview,offeredAt'),
  },
  {
    key: 'returnInterviewsCompleted',
    label: 'Return home interviews completed: missing episodes with "Completed at" filled',
    source: 'records',
    kinds: ['missing-episode'],
    where: filled('returnInterview,completedAt'),
  },
  {
    key: 'policeInvolved',
    label: 'Incidents with the police involved: "Police involved" answered yes on the incident',
    source: 'records',
    kinds: ['incident'],
    where: `r.data #>> '{general,policeInvolved}' = 'true'`,
  },
  {
    key: 'allegationsAgainstStaff',
    label: 'Allegations against staff: safeguarding concerns with the category "allegation against staff"',
    source: 'records',
    kinds: ['safeguarding'],
    where: `coalesce(r.data->'category', '[]'::jsonb) ? 'allegation_against_staff'`,
  },
  {
    key: 'ladoReferrals',
    label: 'Referrals to the LADO: safeguarding concerns with "Referred to the LADO at" filled',
    source: 'records',
    kinds: ['safeguarding'],
    where: filled('allegation,ladoReferredAt'),
  },
  {
    key: 'complaintsUpheld',
    label: 'Complaints upheld: complaints whose outcome is "upheld" or "partly upheld"',
    source: 'records',
    kinds: ['complaint-feedback'],
    where: `r.data->>'type' = 'complaint' and r.data #>> '{outcome,result}' in ('upheld', 'partly_upheld')`,
  },
  {
    key: 'inEducationAtEnd',
    label:
      'In education, employment or training on the last day: an education record (school, college, training ' +
      'provider, apprenticeship…) started by then and not left before it',
    source: 'people',
    people: `${AT_END} and exists (select 1 from records e where e.org_id = $1 and e.young_person_id = stays.id
      and e.kind = 'education-school' and e.archived_at is null and e.data->>'startDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
      and (e.data->>'startDate')::date <= $4::date
      and (coalesce(e.data->>'endDate', '') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' or (e.data->>'endDate')::date >= $4::date))`,
  },
  {
    key: 'fullTimeEducationAtEnd',
    label: 'In full-time education on the last day: as above, with "Full-time education" answered yes',
    source: 'people',
    people: `${AT_END} and exists (select 1 from records e where e.org_id = $1 and e.young_person_id = stays.id
      and e.kind = 'education-school' and e.archived_at is null and e.data->>'fullTime' = 'true'
      and e.data->>'startDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and (e.data->>'startDate')::date <= $4::date
      and (coalesce(e.data->>'endDate', '') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' or (e.data->>'endDate')::date >= $4::date))`,
  },
  {
    key: 'placedFromOutside',
    label:
      'Placed from outside the local authority area (at any time in the period): the admission record says the ' +
      'host authority had to be told, so it is not the placing authority',
    source: 'people',
    people: `${IN_PERIOD} and admission is not null and (admission->>'hostAuthorityNotRequired') is distinct from 'true'
      and (admission->>'hostAuthorityNotRequired' = 'false' or coalesce(admission->>'hostAuthorityNotifiedAt', '') <> '')`,
  },
  {
    key: 'staffAtEnd',
    label: 'Staff in post on the last day: everyone working at the home, by their contract start and leaving date',
    source: 'staff',
    staff: STAFF_AT_END,
  },
  {
    key: 'staffStarted',
    label: "Staff who started in the period (the employment contract's start date, else when their account was made)",
    source: 'staff',
    staff: 'start between $3::date and $4::date',
  },
  {
    key: 'staffLeft',
    label: 'Staff who left in the period (the day their account was closed on leaving)',
    source: 'staff',
    staff: 'finish between $3::date and $4::date',
  },
  {
    key: 'level3HeldOrEnrolled',
    label:
      'Care staff in post on the last day holding the Level 3 Diploma for Residential Childcare (or higher, or ' +
      'accepted as equivalent) or enrolled on it: their qualification records',
    source: 'staff',
    staff: `${STAFF_AT_END} and care and level3`,
  },
  {
    key: 'supervisionUpToDate',
    label:
      "Staff in post on the last day whose supervision is up to date: supervised (or started) within the home's " +
      'supervision interval before it (its policy in the home details, the probation interval while on probation; ' +
      '6 weeks when none is set)',
    source: 'staff',
    staff: STAFF_AT_END,
    staffTest: supervisionUpToDate,
  },
];

/** What the figures say against each other: each a thing an inspector would ask about. */
export function figureWarnings(f: Record<string, number>, homeType: string): string[] {
  const out: string[] = [];
  const sa = homeType === 'support_accomodation_for_older_children';
  if ((f.owedNotNotified ?? 0) > 0)
    out.push(
      `${f.owedNotNotified} event${f.owedNotNotified === 1 ? '' : 's'} the records say Ofsted was owed a notification ` +
        `hold${f.owedNotNotified === 1 ? 's' : ''} no notification to Ofsted (${sa ? 'SA reg 27' : 'CH reg 40'}).`,
    );
  if (sa && (f.restraints ?? 0) > (f.notificationsMade ?? 0))
    out.push(
      `In supported accommodation every restraint is notifiable (SA reg 27): ${f.restraints} incident` +
        `${f.restraints === 1 ? '' : 's'} of restraint, but ${f.notificationsMade ?? 0} event` +
        `${f.notificationsMade === 1 ? '' : 's'} notified to Ofsted in all.`,
    );
  if ((f.returnInterviewsOffered ?? 0) < (f.missingEpisodes ?? 0))
    out.push(
      `${f.missingEpisodes - (f.returnInterviewsOffered ?? 0)} missing episode(s) record no return home interview offered.`,
    );
  if ((f.ladoReferrals ?? 0) < (f.allegationsAgainstStaff ?? 0))
    out.push(
      `${f.allegationsAgainstStaff - (f.ladoReferrals ?? 0)} allegation(s) against staff record no referral to the LADO.`,
    );
  return out;
}

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
