// Safer recruitment (CH Regs 2015 Sch 2; SA Regs 2023 Sch 1; DOMAIN §14): which checks an application
// still lacks. Pure: "Make employee" refuses while this list is not empty, unless a manager records a
// risk-assessed reason. Every check must name who verified it and when.

import { afterStart, dbsProblems, isOpenReference, overseasProblems, referenceProblems } from './vetting.ts';

type CheckKey =
  | 'startDate'
  | 'identity'
  | 'employmentHistory'
  | 'education'
  | 'openEnded'
  | 'gaps'
  | 'referenceContent'
  | 'references'
  | 'latestEmployerReference'
  | 'referencesBeforeStart'
  | 'dbs'
  | 'barredList'
  | 'dbsContent'
  | 'dbsBeforeStart'
  | 'overseas'
  | 'rightToWork'
  | 'qualifications'
  | 'leavingChildrenWork'
  | 'health';

/** Checks about timing at the hire: once someone has started (with a manager's risk-assessed reason) a late
 *  reference or certificate, when it arrives, completes their checks (engine/staff/checks-complete.ts). */
export const HIRE_TIMING_CHECKS: ReadonlySet<CheckKey> = new Set([
  'startDate',
  'referencesBeforeStart',
  'dbsBeforeStart',
]);

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

/**
 * Days unaccounted for between jobs, education and training that must be explained: any gap of more than a day (CH
 * Sch 2 "any gaps"; decision 0451). One day is allowed for a change on consecutive working days.
 */
export const GAP_DAYS = 1;

const DAY = 86_400_000;
const UK = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2020-02-01' → '1 Feb 2020': the message is read by a person. */
const ukDate = (iso: string) => UK.format(new Date(`${iso}T00:00:00Z`));
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const isDate = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(day(v));

export interface Span {
  from: string;
  to: string;
}

/** A row of the history: a job, a course of education or training (`current`: still there). */
export interface HistoryRow {
  from?: unknown;
  to?: unknown;
  current?: unknown;
}

/**
 * Rows with no end date that are not current: an old job left open would hide every later gap. A row is current
 * when marked so, or (histories kept before the mark) when it is the latest to start.
 */
export function openEndedRows(rows: HistoryRow[]): number[] {
  const starts = rows.filter((r) => isDate(r.from)).map((r) => r.from as string);
  const latest = starts.length ? starts.reduce((a, b) => (b > a ? b : a)) : null;
  const marked = rows.some((r) => r.current === true);
  return rows.flatMap((r, i) =>
    isDate(r.from) && !isDate(r.to) && r.current !== true && (marked || r.from !== latest) ? [i] : [],
  );
}

/**
 * Unexplained gaps of more than GAP_DAYS in the history, from leaving full-time education (when given) to `today`:
 * between any jobs, education and training, overlaps allowed. A current row reaches today; an open-ended old one
 * only its start. A gap is explained when an explained span covers it whole.
 */
export function unexplainedGaps(
  rows: HistoryRow[],
  explained: Span[],
  today: string,
  educationEndedOn?: unknown,
): Span[] {
  const open = new Set(openEndedRows(rows));
  const spans = rows
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => isDate(r.from))
    .map(({ r, i }) => ({
      from: day(r.from as string),
      to: isDate(r.to) ? day(r.to) : open.has(i) ? day(r.from as string) : day(today),
    }))
    .sort((a, b) => a.from - b.from);
  if (!spans.length) return [];
  const covers = explained.map((s) => ({ from: day(s.from), to: day(s.to) }));
  const gaps: Span[] = [];
  const gap = (after: number, before: number) => {
    if ((before - after) / DAY - 1 <= GAP_DAYS) return;
    const g = { from: after + DAY, to: before - DAY };
    if (!covers.some((c) => c.from <= g.from && c.to >= g.to)) gaps.push({ from: isoDay(g.from), to: isoDay(g.to) });
  };
  let reach = isDate(educationEndedOn) ? day(educationEndedOn) : spans[0].from - DAY;
  for (const s of spans) {
    gap(reach, s.from);
    reach = Math.max(reach, s.to);
  }
  // up to the day of the check: not working, studying or training now is a gap too
  gap(reach, day(today) + DAY);
  return gaps;
}

/** Every check the application still lacks, each at its field's path. */
export function missingChecks(data: Obj, today: string): MissingCheck[] {
  const out: MissingCheck[] = [];
  const need = (check: CheckKey, path: string, message: string) => out.push({ check, path, message });

  const startsOn = isDate(data.startsOn) ? data.startsOn : null;
  if (!startsOn) need('startDate', '/startsOn', 'The agreed start date: references and the DBS must be in before it');

  const id = obj(data.identity);
  if (!filled(id.document) || !isVerified(id))
    need('identity', '/identity', 'Photo identity seen and verified (by whom, when)');

  const history = obj(data.employmentHistory);
  const employers = list(history.employers);
  if (employers.length === 0 || !isVerified(history))
    need('employmentHistory', '/employmentHistory', 'Full employment history, verified (by whom, when)');
  if (!isDate(history.educationEndedOn))
    need(
      'education',
      '/employmentHistory/educationEndedOn',
      'When full-time education ended: the history runs from then',
    );
  for (const i of openEndedRows(employers))
    need(
      'openEnded',
      `/employmentHistory/employers/${i}/to`,
      `${String(employers[i].employer ?? 'A row')} (from ${ukDate(employers[i].from as string)}) has no end date: ` +
        'give it, or mark it current',
    );
  const explained = list(history.gaps).filter(
    (g) => filled(g.explanation) && isDate(g.from) && isDate(g.to),
  ) as unknown as Span[];
  const gaps = unexplainedGaps(employers, explained, today, history.educationEndedOn);
  if (gaps.length)
    need(
      'gaps',
      '/employmentHistory/gaps',
      `Gaps to explain: ${gaps.map((g) => `${ukDate(g.from)} to ${ukDate(g.to)}`).join(', ')}`,
    );

  // a reference counts when received, verified, asked of the referee (not open) and answering the questions
  const refs = list(data.references).map((r, i) => ({ r, i, problems: referenceProblems(r) }));
  for (const { r, i, problems } of refs) {
    if (!filled(r.receivedOn) && !isOpenReference(r)) continue; // still awaited: "two references" says so
    const who = String(r.refereeName ?? `Reference ${i + 1}`);
    for (const p of problems) need('referenceContent', `/references/${i}/${p.field}`, `${who}: ${p.message}`);
  }
  const counted = refs.filter(({ r, problems }) => !problems.length && filled(r.receivedOn) && isVerified(r));
  if (counted.length < 2)
    need(
      'references',
      '/references',
      "Two written references received, verified and answering the children's-work questions",
    );
  if (!counted.some(({ r }) => r.latestEmployer === true))
    need('latestEmployerReference', '/references', 'A reference from the latest employer');
  for (const { r, i } of counted)
    if (afterStart(r.receivedOn, startsOn))
      need(
        'referencesBeforeStart',
        `/references/${i}/receivedOn`,
        `${String(r.refereeName)}'s reference arrived on ${ukDate(r.receivedOn as string)}, after the start date ` +
          `${ukDate(startsOn as string)}`,
      );

  const dbs = obj(data.dbs);
  if (dbs.level !== 'enhanced' && dbs.level !== 'enhanced_barred')
    need('dbs', '/dbs/level', 'An enhanced DBS certificate');
  else if (!filled(dbs.certificateNumber) || !filled(dbs.issuedOn) || !isVerified(dbs))
    need('dbs', '/dbs', 'The DBS certificate number, issue date, and who saw it when');
  if (dbs.barredListChecked !== true) need('barredList', '/dbs/barredListChecked', "The children's barred list check");
  for (const p of dbsProblems(dbs)) need('dbsContent', `/dbs/${p.field}`, p.message);
  if (afterStart(dbs.verifiedOn, startsOn))
    need(
      'dbsBeforeStart',
      '/dbs/verifiedOn',
      `The DBS certificate was seen on ${ukDate(dbs.verifiedOn as string)}, after the start date ` +
        `${ukDate(startsOn as string)}`,
    );
  for (const p of overseasProblems(obj(data.overseas))) need('overseas', `/overseas/${p.field}`, p.message);

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
