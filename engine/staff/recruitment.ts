// Safer recruitment (CH Regs 2015 Sch 2; SA Regs 2023 Sch 1; DOMAIN §14): which checks an application
// still lacks. Pure: "Make employee" refuses while this list is not empty, unless a manager records a
// risk-assessed reason. Every check must name who verified it and when.

export type CheckKey =
  | 'identity'
  | 'employmentHistory'
  | 'gaps'
  | 'references'
  | 'latestEmployerReference'
  | 'dbs'
  | 'barredList'
  | 'rightToWork'
  | 'qualifications'
  | 'leavingChildrenWork'
  | 'health';

export interface MissingCheck {
  check: CheckKey;
  path: string;
  message: string;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const filled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null);
const isVerified = (g: Obj) => filled(g.verifiedBy) && filled(g.verifiedOn);

/** Gaps in work of more than this many days must be explained. */
export const GAP_DAYS = 31;

const DAY = 86_400_000;
const UK = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2020-02-01' → '1 Feb 2020': the message is read by a person. */
export const ukDate = (iso: string) => UK.format(new Date(`${iso}T00:00:00Z`));
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export interface Span {
  from: string;
  to: string;
}

/**
 * Unexplained gaps longer than GAP_DAYS between jobs, from the earliest start to `today` (a current
 * job has no end). A gap is explained when an explained span covers it whole.
 */
export function unexplainedGaps(
  employers: { from?: unknown; to?: unknown }[],
  explained: Span[],
  today: string,
): Span[] {
  const jobs = employers
    .filter((e) => typeof e.from === 'string')
    .map((e) => ({ from: day(e.from as string), to: typeof e.to === 'string' ? day(e.to) : day(today) }))
    .sort((a, b) => a.from - b.from);
  const covers = explained.map((s) => ({ from: day(s.from), to: day(s.to) }));
  const gaps: Span[] = [];
  let reach = jobs.length ? jobs[0].to : 0;
  for (const j of jobs.slice(1)) {
    if (j.from - reach > GAP_DAYS * DAY) {
      const gap = { from: reach + DAY, to: j.from - DAY };
      if (!covers.some((c) => c.from <= gap.from && c.to >= gap.to)) {
        gaps.push({
          from: new Date(gap.from).toISOString().slice(0, 10),
          to: new Date(gap.to).toISOString().slice(0, 10),
        });
      }
    }
    reach = Math.max(reach, j.to);
  }
  return gaps;
}

/** Every check the application still lacks, each at its field's path. */
export function missingChecks(data: Obj, today: string): MissingCheck[] {
  const out: MissingCheck[] = [];
  const need = (check: CheckKey, path: string, message: string) => out.push({ check, path, message });

  const id = obj(data.identity);
  if (!filled(id.document) || !isVerified(id))
    need('identity', '/identity', 'Photo identity seen and verified (by whom, when)');

  const history = obj(data.employmentHistory);
  const employers = list(history.employers);
  if (employers.length === 0 || !isVerified(history))
    need('employmentHistory', '/employmentHistory', 'Full employment history, verified (by whom, when)');
  const explained = list(history.gaps).filter(
    (g) => filled(g.explanation) && typeof g.from === 'string' && typeof g.to === 'string',
  ) as unknown as Span[];
  const gaps = unexplainedGaps(employers, explained, today);
  if (gaps.length)
    need(
      'gaps',
      '/employmentHistory/gaps',
      `Gaps to explain: ${gaps.map((g) => `${ukDate(g.from)} to ${ukDate(g.to)}`).join(', ')}`,
    );

  const refs = list(data.references).filter((r) => filled(r.receivedOn) && isVerified(r));
  if (refs.length < 2) need('references', '/references', 'Two written references received and verified');
  if (!refs.some((r) => r.latestEmployer === true))
    need('latestEmployerReference', '/references', 'A reference from the latest employer');

  const dbs = obj(data.dbs);
  if (dbs.level !== 'enhanced' && dbs.level !== 'enhanced_barred')
    need('dbs', '/dbs/level', 'An enhanced DBS certificate');
  else if (!filled(dbs.certificateNumber) || !filled(dbs.issuedOn) || !isVerified(dbs))
    need('dbs', '/dbs', 'The DBS certificate number, issue date, and who saw it when');
  if (dbs.barredListChecked !== true) need('barredList', '/dbs/barredListChecked', "The children's barred list check");

  const rtw = obj(data.rightToWork);
  if (!filled(rtw.documentType) || !isVerified(rtw))
    need('rightToWork', '/rightToWork', 'Right to work checked (by whom, when)');
  else if (typeof rtw.expiresOn === 'string' && rtw.expiresOn < today)
    need('rightToWork', '/rightToWork/expiresOn', 'The right to work has ended');

  const q = obj(data.qualifications);
  if ((list(q.items).length === 0 && q.noneRequired !== true) || !isVerified(q))
    need('qualifications', '/qualifications', 'Qualifications (or none required) verified');

  const leaving = obj(data.leavingChildrenWork);
  if (!isVerified(leaving) || (leaving.notApplicable !== true && !filled(leaving.reasons))) {
    need(
      'leavingChildrenWork',
      '/leavingChildrenWork',
      'Reasons for leaving work with children or vulnerable adults verified',
    );
  }

  const health = obj(data.health);
  if (health.declared !== true || !isVerified(health))
    need('health', '/health', 'Health declaration received and verified');
  return out;
}
