// Ofsted Annex A (DOMAIN §16): the pre-inspection figures since the last inspection, worked out
// from the records — never typed. A manager may add what the records cannot know and may override a figure with a
// reason; the override is kept beside the computed figure, with who and when (engine/store/home.ts, migration 025).
// Pure: the service gives it the home's stays and records.
import { careQualificationLevels, qualificationStatuses } from '../../definitions/lists/hr-performance.ts';
import { legalStatuses } from '../../definitions/lists/plans-risk.ts';
import { educationSettingTypes } from '../../definitions/lists/young-person-profile.ts';
import { csvLine } from '../csv.ts';
import { restrictiveIntervention } from '../duties/rules/incident-deadlines.ts';
import {
  AT_RISK_SCORE,
  firstOfEach,
  highestRiskScore,
  notificationKeys,
  ofstedNotified,
  owesOfsted,
} from '../returns/figures.ts';

export { AT_RISK_SCORE, highestRiskScore };

export const ANNEX_FIGURES = [
  { key: 'admissions', label: 'Admissions' },
  { key: 'leavers', label: 'Leavers' },
  { key: 'residents', label: 'Children living here now' },
  { key: 'restraints', label: 'Incidents of restraint' },
  { key: 'childrenRestrained', label: 'Children restrained' },
  { key: 'missingEpisodes', label: 'Missing episodes (unauthorised absences)' },
  { key: 'childrenMissing', label: 'Children who went missing' },
  {
    key: 'returnInterviewsOffered',
    label: 'Return home interviews offered: missing episodes whose record has "Offered at" filled',
  },
  {
    key: 'returnInterviewsCompleted',
    label: 'Return home interviews held: missing episodes whose record has "Completed at" filled',
  },
  { key: 'childrenAtRisk', label: 'Children at risk of exploitation' },
  { key: 'complaints', label: 'Complaints' },
  {
    key: 'notifications',
    label:
      'Notifications made to Ofsted (reg 40): records holding one, with its time; one notification held on two ' +
      'records (the same Ofsted reference, or the same child notified at the same minute) counts once',
  },
  { key: 'notificationsOwed', label: "Events owed a notification to Ofsted, by the notification duties' rules" },
] as const;
export type AnnexFigure = (typeof ANNEX_FIGURES)[number]['key'];

/** What only a person can say: the return's own details, and per child what the records do not hold. The child's
 *  education and return home interviews are worked out from the records; these two items keep their names so what
 *  was typed before is kept, and now hold only what the records do not show. */
export const ANNEX_TEXT_ITEMS = ['completedBy', 'notes', 'periodStart'] as const;
export const ANNEX_CHILD_ITEMS = ['education', 'returnInterviews', 'notes'] as const;

/** The records Annex A reads. */
export const ANNEX_KINDS = [
  'incident',
  'missing-episode',
  'risk-assessment-cse',
  'risk-assessment-cce',
  'complaint-feedback',
  'personal-details',
  'education-school',
  'safeguarding',
  'medication-error',
] as const;

export interface AnnexStay {
  id: string;
  name: string;
  moveInDate: string | null;
  createdAt: Date;
  archivedAt: Date | null;
  /** The actual move date of the move-out record, when there is one. */
  leftOn?: string | null;
}
export interface AnnexRecord {
  kind: string;
  youngPersonId: string | null;
  recordDate: Date;
  data: Record<string, unknown>;
}

export interface AnnexChild {
  youngPersonId: string;
  name: string;
  admittedOn: string;
  leftOn: string | null;
  restraints: number;
  missingEpisodes: number;
  /** Of those missing episodes, the ones whose return home interview was offered, and held. */
  returnInterviewsOffered: number;
  returnInterviewsCompleted: number;
  atRiskOfExploitation: boolean;
  complaints: number;
  notifications: number;
  notificationsOwed: number;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const admitted = (s: AnnexStay) => s.moveInDate ?? day(s.createdAt);
/** The day a child left: the move-out record's actual date (archived yet or not; one before this stay began is an
 *  earlier stay's), else the day they were archived. */
export const leftOn = (s: AnnexStay): string | null =>
  s.leftOn && s.leftOn >= admitted(s) ? s.leftOn : s.archivedAt ? day(s.archivedAt) : null;

/**
 * The figures for [since, now]. A stay counts as an admission when the child moved in within the period, a leaver when
 * they left within it (the move-out record's actual date), a resident when living here now. Restraint: an incident
 * whose intervention was a hold or restraint. At risk of exploitation: a child whose latest CSE or latest CCE risk
 * assessment (up to now) scores a risk medium or high, or with an incident of exploitation in the period. A leaver is
 * dated by the move-out record's actual date. Complaints: views/complaints records of type complaint. Notifications:
 * records holding a notification to Ofsted with its time, beside the events the notification duties' rules say Ofsted
 * was owed (reg 40). Drafts count (the event happened).
 */
export function annexA(input: {
  since: Date;
  now: Date;
  homeType: string;
  stays: AnnexStay[];
  records: AnnexRecord[];
}) {
  const from = day(input.since);
  const to = day(input.now);
  const inPeriod = (d: Date) => d.getTime() >= input.since.getTime() && d.getTime() <= input.now.getTime();
  const ofPeriod = input.stays.filter((s) => admitted(s) <= to && (leftOn(s) === null || leftOn(s)! >= from));
  const records = input.records.filter((r) => r.youngPersonId);
  const periodRecords = records.filter((r) => inPeriod(r.recordDate));
  const count = (pred: (r: AnnexRecord) => boolean, yp?: string) =>
    periodRecords.filter((r) => (!yp || r.youngPersonId === yp) && pred(r)).length;
  const isRestraint = (r: AnnexRecord) => r.kind === 'incident' && restrictiveIntervention(r);
  const isMissing = (r: AnnexRecord) => r.kind === 'missing-episode';
  const isComplaint = (r: AnnexRecord) => r.kind === 'complaint-feedback' && r.data.type === 'complaint';
  const isNotified = (r: AnnexRecord) => ofstedNotified(r.kind, r.data);
  const interview = (r: AnnexRecord, field: 'offeredAt' | 'completedAt') => {
    const v = (r.data.returnInterview as Record<string, unknown> | undefined)?.[field];
    return isMissing(r) && typeof v === 'string' && v.trim() !== '';
  };
  const isOffered = (r: AnnexRecord) => interview(r, 'offeredAt');
  const isInterviewed = (r: AnnexRecord) => interview(r, 'completedAt');
  // an event notified on two records (an incident and its safeguarding concern) is one notification
  const notified = (rs: AnnexRecord[]) => firstOfEach(rs.filter(isNotified), notificationKeys).length;
  const isOwed = (r: AnnexRecord) =>
    owesOfsted(
      {
        id: '',
        kind: r.kind,
        status: 'submitted',
        submission: 1,
        createdAt: r.recordDate,
        updatedAt: r.recordDate,
        data: r.data,
      },
      input.homeType,
    );
  const isExploitationIncident = (r: AnnexRecord) =>
    r.kind === 'incident' &&
    ((r.data.general as { types?: string[] } | undefined)?.types ?? []).includes('exploitation');
  // the latest CSE and the latest CCE assessment up to now, each judged by its own highest risk: most homes assess
  // every child, so having an assessment is not being at risk
  const latest = (yp: string, kind: string) =>
    records
      .filter((r) => r.youngPersonId === yp && r.kind === kind && r.recordDate.getTime() <= input.now.getTime())
      .sort((a, b) => b.recordDate.getTime() - a.recordDate.getTime())[0];
  const atRisk = (yp: string) =>
    ['risk-assessment-cse', 'risk-assessment-cce'].some((k) => {
      const r = latest(yp, k);
      return r !== undefined && highestRiskScore(r.data) >= AT_RISK_SCORE;
    }) || records.some((r) => r.youngPersonId === yp && isExploitationIncident(r) && inPeriod(r.recordDate));

  const children: AnnexChild[] = ofPeriod.map((s) => ({
    youngPersonId: s.id,
    name: s.name,
    admittedOn: admitted(s),
    leftOn: leftOn(s),
    restraints: count(isRestraint, s.id),
    missingEpisodes: count(isMissing, s.id),
    returnInterviewsOffered: count(isOffered, s.id),
    returnInterviewsCompleted: count(isInterviewed, s.id),
    atRiskOfExploitation: atRisk(s.id),
    complaints: count(isComplaint, s.id),
    notifications: notified(periodRecords.filter((r) => r.youngPersonId === s.id)),
    notificationsOwed: count(isOwed, s.id),
  }));
  const ours = new Set(ofPeriod.map((s) => s.id));
  const theirs = (pred: (r: AnnexRecord) => boolean) =>
    periodRecords.filter((r) => ours.has(r.youngPersonId!) && pred(r));
  const distinct = (rs: AnnexRecord[]) => new Set(rs.map((r) => r.youngPersonId)).size;
  const figures: Record<AnnexFigure, number> = {
    admissions: ofPeriod.filter((s) => admitted(s) >= from).length,
    leavers: ofPeriod.filter((s) => leftOn(s) !== null && leftOn(s)! <= to).length,
    residents: ofPeriod.filter((s) => leftOn(s) === null || leftOn(s)! > to).length,
    restraints: theirs(isRestraint).length,
    childrenRestrained: distinct(theirs(isRestraint)),
    missingEpisodes: theirs(isMissing).length,
    childrenMissing: distinct(theirs(isMissing)),
    returnInterviewsOffered: theirs(isOffered).length,
    returnInterviewsCompleted: theirs(isInterviewed).length,
    childrenAtRisk: children.filter((c) => c.atRiskOfExploitation).length,
    complaints: theirs(isComplaint).length,
    notifications: notified(theirs(() => true)),
    notificationsOwed: theirs(isOwed).length,
  };
  return { from, to, figures, children };
}

/** An override is a whole number (it stands for a count); the reason is required (why the records are wrong). */
export function overrideProblem(item: string, value: string | null, reason: string | null): string | null {
  if (!ANNEX_FIGURES.some((f) => f.key === item)) return null;
  if (value === null) return null; // clearing an override: the computed figure stands again
  if (!/^\d{1,5}$/.test(value)) return 'must be a whole number';
  if (!reason?.trim()) return 'say why the records are not right';
  return null;
}

/** CSV of the return: one line per figure (computed, override, in force), then the per-child table. */
export function annexCsv(a: {
  from: string;
  to: string;
  figures: Record<string, { computed: number; override: string | null; value: number }>;
  children: (AnnexChild & {
    education?: string | null;
    returnInterviews?: string | null;
    notes?: string | null;
    details?: AnnexChildDetails;
  })[];
  staff?: AnnexStaffRow[] | null;
}): string {
  const line = (...vs: unknown[]) => csvLine(vs);
  const out = [line('Annex A', `${a.from} to ${a.to}`), line('Item', 'From the records', 'Override', 'Figure')];
  for (const f of ANNEX_FIGURES) {
    const v = a.figures[f.key];
    out.push(line(f.label, v.computed, v.override, v.value));
  }
  out.push(
    '',
    line(
      'Child',
      'Admitted',
      'Left',
      'Restraints',
      'Missing episodes',
      'Return home interviews offered',
      'Return home interviews held',
      'At risk of exploitation',
      'Complaints',
      'Notifications made',
      'Notifications owed',
      'Education: what the records do not show',
      'Return home interviews: what the records do not show',
      'Notes',
    ),
  );
  for (const c of a.children)
    out.push(
      line(
        c.name,
        c.admittedOn,
        c.leftOn,
        c.restraints,
        c.missingEpisodes,
        c.returnInterviewsOffered,
        c.returnInterviewsCompleted,
        c.atRiskOfExploitation ? 'Yes' : 'No',
        c.complaints,
        c.notifications,
        c.notificationsOwed,
        c.education,
        c.returnInterviews,
        c.notes,
      ),
    );
  const who = (x: AnnexContact | null | undefined) => (x ? [x.name, x.detail].filter(Boolean).join(': ') : 'not held');
  out.push(
    '',
    line('Children: contacts', ''),
    line(
      'Child',
      'Date of birth',
      'Legal status',
      'Placing authority',
      'Social worker',
      'IRO',
      'Parents',
      'Education (from the records)',
    ),
  );
  for (const c of a.children) {
    const d = c.details;
    const parents = d?.parents.length
      ? d.parents.map((p) => `${p.name ?? ''} (${p.relationship ?? ''})${p.detail ? `: ${p.detail}` : ''}`).join('; ')
      : 'not held';
    out.push(
      line(
        c.name,
        d?.dateOfBirth ?? 'not held',
        d?.legalStatus ?? 'not held',
        who(d?.placingAuthority),
        who(d?.socialWorker),
        who(d?.iro),
        parents,
        d?.education ?? 'not held',
      ),
    );
  }
  if (a.staff) {
    out.push(
      '',
      line('Staff', ''),
      line(
        'Name',
        'Role',
        'Started',
        'Left',
        'Agency',
        'Qualifications',
        'DBS',
        'DBS next check',
        'Supervision',
        'Next supervision',
      ),
    );
    for (const s of a.staff)
      out.push(
        line(
          s.name,
          s.role,
          s.startDate,
          s.leftOn,
          s.agency,
          s.qualifications.join('; '),
          s.dbs,
          s.dbsNextCheckDue,
          s.supervision,
          s.supervisionDue,
        ),
      );
  }
  return `${out.join('\r\n')}\r\n`;
}

/** A contact as the lists show it: name, team, phone and email in one line; null when nothing is held. */
export interface AnnexContact {
  name: string | null;
  detail: string | null;
}
export interface AnnexChildDetails {
  youngPersonId: string;
  dateOfBirth: string | null;
  legalStatus: string | null;
  placingAuthority: AnnexContact | null;
  socialWorker: AnnexContact | null;
  iro: AnnexContact | null;
  parents: (AnnexContact & { relationship: string | null; parentalResponsibility: boolean })[];
  /** The current school or provider, from the education records: setting, name, full-time or not. */
  education: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const contact = (v: unknown): AnnexContact | null => {
  const o = (v ?? {}) as Record<string, unknown>;
  const name = str(o.name);
  const detail = [str(o.team), str(o.phone), str(o.email)].filter(Boolean).join(', ') || null;
  return name || detail ? { name, detail } : null;
};
const LEGAL = new Map<string, string>(legalStatuses.items.map((i) => [i.value, i.label]));
const SETTING = new Map<string, string>(educationSettingTypes.items.map((i) => [i.value, i.label]));

/**
 * Annex A's list of children with the contacts inspectors ask for (social worker, IRO, parents, placing
 * authority), from each child's latest personal details; education from the education record with no leaving date
 * (else the latest). Nothing held is null, never a guess. Records the caller may not read are not passed in.
 */
export function annexChildDetails(youngPersonIds: string[], records: AnnexRecord[]): AnnexChildDetails[] {
  const latest = (yp: string, kind: string, pick: (r: AnnexRecord) => boolean = () => true) =>
    records
      .filter((r) => r.youngPersonId === yp && r.kind === kind && pick(r))
      .sort((a, b) => b.recordDate.getTime() - a.recordDate.getTime())[0];
  return youngPersonIds.map((yp) => {
    const d = latest(yp, 'personal-details')?.data ?? {};
    const school = latest(yp, 'education-school', (r) => !str(r.data.endDate)) ?? latest(yp, 'education-school');
    const e = school?.data ?? {};
    const education = school
      ? [
          str(e.name),
          SETTING.get(String(e.settingType ?? '')) ?? null,
          e.fullTime === true ? 'full-time' : e.fullTime === false ? 'not full-time' : null,
        ]
          .filter(Boolean)
          .join(', ') || null
      : null;
    const parents = ((d.parents as Record<string, unknown>[] | undefined) ?? []).map((p) => ({
      name: str(p.name),
      // an address a parent must not be given is not printed; phone and email are how inspectors reach them
      detail: [str(p.phone), str(p.email)].filter(Boolean).join(', ') || null,
      relationship: str(p.relationship),
      parentalResponsibility: p.parentalResponsibility === true,
    }));
    return {
      youngPersonId: yp,
      dateOfBirth: str(d.dateOfBirth),
      legalStatus: LEGAL.get(String(d.legalStatus ?? '')) ?? null,
      placingAuthority: contact(d.placingAuthority),
      socialWorker: contact(d.socialWorker),
      iro: contact(d.independentReviewingOfficer),
      parents,
      education,
    };
  });
}

/** A member of staff as Annex A's staff list shows them (from the HR records, not typed). */
export interface AnnexStaffRow {
  id: string;
  name: string;
  role: string;
  startDate: string | null;
  leftOn: string | null;
  agency: string | null;
  dbs: string;
  dbsNextCheckDue: string | null;
  supervision: string;
  supervisionDue: string | null;
  /** Care qualifications from their qualification records: what, and enrolled or achieved (withdrawn left out). */
  qualifications: string[];
}

const LEVEL = new Map<string, string>(careQualificationLevels.items.map((i) => [i.value, i.label]));
const QUALIFICATION_STATUS = new Map<string, string>(qualificationStatuses.items.map((i) => [i.value, i.label]));

/** One person's qualifications as the list shows them, oldest record first: "<qualification>: <status>"; the full
 *  title given for another qualification; one withdrawn from is not held. */
export function qualificationLines(records: Record<string, unknown>[]): string[] {
  return records
    .filter((q) => q.status !== 'withdrawn')
    .map((q) => {
      const what = str(q.name) ?? LEVEL.get(String(q.level ?? '')) ?? 'Qualification';
      const state = QUALIFICATION_STATUS.get(String(q.status ?? ''));
      return state ? `${what}: ${state.toLowerCase()}` : what;
    });
}

/** Staff of the period: everyone still here, and leavers who left within it; agency workers named as such. */
export function annexStaffList(
  employees: {
    id: string;
    name: string;
    jobTitle: string | null;
    role: string;
    startDate: string | null;
    leftOn: string | null;
    contractType: string | null;
    agencyName: string | null;
    dbs: string;
    dbsNextCheckDue: string | null;
    supervision: string;
    supervisionDue: string | null;
  }[],
  from: string,
  qualifications: Map<string, Record<string, unknown>[]> = new Map(),
): AnnexStaffRow[] {
  return employees
    .filter((e) => !e.leftOn || e.leftOn >= from)
    .map((e) => ({
      id: e.id,
      name: e.name,
      role: e.jobTitle ?? e.role,
      startDate: e.startDate,
      leftOn: e.leftOn,
      agency: e.contractType === 'agency' || e.agencyName ? (e.agencyName ?? 'Agency') : null,
      dbs: e.dbs,
      dbsNextCheckDue: e.dbsNextCheckDue,
      supervision: e.supervision,
      supervisionDue: e.supervisionDue,
      qualifications: qualificationLines(qualifications.get(e.id) ?? []),
    }));
}
