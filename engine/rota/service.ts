// The rota: a home's patterns, its shifts by month or week, adding and
// changing shifts, copying a week with the three paste modes, clock in/out, sleep-in wake-ups, and the warnings of
// working-time.ts and staffing.ts, which block a save unless a manager overrides with a reason.
// Every decision is engine/access/rota.ts; the SQL is store/rota.ts.
import { type Caller, worksIn } from '../access/index.ts';
import { decideClock, decideRota, decideStaffFacts, decideWake } from '../access/rota.ts';
import type { FieldError } from '../definitions/ajv.ts';
import { recountLeave } from '../leave/hooks.ts';
import { competencyOn } from '../medication/competency.ts';
import { conflict, forbidden, invalid, notFound, Problem } from '../problem.ts';
import type { RecordService } from '../records/service.ts';
import { checksWarnings, uncheckedStaff } from '../staff/checks-complete.ts';
import { auditStore } from '../store/audit.ts';
import type { Sql } from '../store/db.ts';
import type { Store } from '../store/index.ts';
import { medicationStore } from '../store/medication.ts';
import { peopleStore } from '../store/people.ts';
import {
  type FactsInput,
  type OptOutAgreement,
  type PatternInput,
  type PatternRow,
  type RotaPerson,
  rotaStore,
  type ShiftInput,
  type ShiftRow,
} from '../store/rota.ts';
import { addDays, datesFrom, fromLocal, londonDate, mondayOf, parseYmd, ukDate } from '../time/london.ts';
import { REST_RULES } from './compensatory-rest.ts';
import { assessmentsOwed } from './night-health.ts';
import { optOutEvidence } from './opt-out.ts';
import { type PasteMode, planPaste } from './paste.ts';
import { EXCLUDING_LEAVE, referenceWeeks } from './reference-period.ts';
import { type SkillEvidence, skillOfCourse, skillsOn } from './skills.ts';
import { checkStaffing, type Skills, type StaffingPattern, type StaffingWarning } from './staffing.ts';
import {
  checkWorkingTime,
  DAY,
  isYoungWorker,
  type ShiftType,
  summarise,
  WEEK,
  type WorkShift,
  type WtrRule,
  type WtrWarning,
} from './working-time.ts';

export type RotaWarning =
  | (WtrWarning & { staffId: string; staffName: string; needsCompensatoryRest?: true })
  | (StaffingWarning & { date: string })
  | Awaited<ReturnType<typeof checksWarnings>>[number];

/** A rest, break or night warning: overriding it owes equivalent compensatory rest (regs 21 and 24). */
const owesRest = (w: RotaWarning) => 'needsCompensatoryRest' in w && w.needsCompensatoryRest === true;
const COMPENSATORY_REST_NEEDED = {
  path: '/compensatoryRest',
  message:
    'is needed to save despite a rest, break or night warning: the day the equivalent rest is taken and its hours',
};

/** What a manager gives to save despite warnings: the reason, and for rest warnings the compensatory rest. */
export interface Override {
  overrideReason?: string;
  compensatoryRest?: { on: string; hours: number };
}

/** A save the rules warned about, refused until a manager overrides it with a reason. */
export class RotaWarnings extends Problem {
  constructor(
    readonly warnings: RotaWarning[],
    canOverride: boolean,
  ) {
    super(
      409,
      'Conflict',
      `${warnings.length === 1 ? 'A warning' : `${warnings.length} warnings`} must be overridden to save: ${warnings.map((w) => w.message).join(' ')}`,
      [
        {
          path: '/overrideReason',
          message: canOverride
            ? 'is needed to save despite the warnings'
            : 'a manager of the home must override the warnings',
        },
        ...(canOverride && warnings.some(owesRest) ? [COMPENSATORY_REST_NEEDED] : []),
      ],
    );
  }
}

export interface ShiftBody extends Override {
  homeId: string;
  staffId?: string | null;
  date?: string;
  patternId?: string | null;
  startsAt?: string;
  endsAt?: string;
  shiftType?: ShiftType;
  breakMinutes?: number;
  notes?: string | null;
  version?: number;
}
export interface PasteBody extends Override {
  fromWeek: string;
  toWeek: string;
  mode: PasteMode;
}
export interface ClockBody {
  action: 'in' | 'out' | 'set';
  at?: string;
  clockedInAt?: string | null;
  clockedOutAt?: string | null;
  reason?: string;
  version: number;
}

const check = (v: { ok: true } | { ok: false; reason: string }) => {
  if (!v.ok) throw forbidden(v.reason);
};
const ms = (d: Date | string) => new Date(d).getTime();
const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** A London date and a wall-clock time → the instant; an end at or before the start is the next day. */
export function occurrence(date: string, startsAt: string, endsAt: string): { start: Date; end: Date } {
  const d = parseYmd(date);
  const [sh, sm] = startsAt.split(':').map(Number);
  const [eh, em] = endsAt.split(':').map(Number);
  const start = fromLocal({ ...d, hour: sh, minute: sm });
  const endDay = parseYmd(minutes(endsAt) <= minutes(startsAt) ? addDays(date, 1) : date);
  return { start, end: fromLocal({ ...endDay, hour: eh, minute: em }) };
}
export { mondayOf };
const dayStart = (date: string) => fromLocal({ ...parseYmd(date), hour: 0, minute: 0 });

export function rotaService({ store, records }: { store: Store; records?: RecordService }) {
  const forOrg = (c: Caller, sql: Sql = store.db) => rotaStore(sql, c.orgId);

  async function home(c: Caller, homeId: string) {
    const h = await store.forOrg(c.orgId).people.home(homeId);
    if (!h) throw notFound('The home');
    return h;
  }
  /** The organisation's settings, read on `sql` (inside a transaction, on its own connection: the embedded database
   * has only one, and a read beside the transaction would wait for it for ever). */
  async function org(c: Caller, sql: Sql = store.db) {
    const o = await peopleStore(sql, c.orgId).organisation();
    const toggles = ((o?.settings ?? {}) as { toggles?: Record<string, unknown> }).toggles ?? {};
    return { toggles, features: (o?.features ?? {}) as Record<string, boolean> };
  }

  const toWork = (s: ShiftRow, wakes: Map<string, { start: number; end: number }[]>): WorkShift => ({
    id: s.id,
    start: ms(s.startsAt),
    end: ms(s.endsAt),
    breakMinutes: s.breakMinutes,
    shiftType: s.shiftType as ShiftType,
    wakes: wakes.get(s.id) ?? [],
    clockedIn: s.clockedInAt ? ms(s.clockedInAt) : null,
    clockedOut: s.clockedOutAt ? ms(s.clockedOutAt) : null,
  });

  /**
   * Working-time warnings for `checked` shifts of these people, with their history, as the rota would stand: the
   * organisation's reference period, approved leave that makes excluded days, approved overtime and clocked times.
   */
  async function wtrWarnings(
    sql: Sql,
    c: Caller,
    staffIds: string[],
    checked: Set<string>,
    from: Date,
    to: Date,
  ): Promise<RotaWarning[]> {
    if (!staffIds.length || !checked.size) return [];
    const rota = forOrg(c, sql);
    const weeks = referenceWeeks((await org(c, sql)).toggles.workingTimeReferenceWeeks);
    // twice the period before: leave in the period is made up from the worked days before it
    const since = new Date(from.getTime() - 2 * weeks * WEEK - WEEK);
    const until = new Date(to.getTime() + 2 * WEEK);
    const [people, shifts, facts] = await Promise.all([
      rota.people(staffIds),
      rota.staffShifts(staffIds, since, until),
      rota.workingTimeFacts(staffIds, londonDate(since), londonDate(until)),
    ]);
    const sleepIns = shifts.filter((s) => s.shiftType === 'sleep_in' || s.shiftType === 'on_call').map((s) => s.id);
    const wakes = new Map<string, { start: number; end: number }[]>();
    for (const w of await rota.wakes(sleepIns)) {
      wakes.set(w.shiftId, [...(wakes.get(w.shiftId) ?? []), { start: ms(w.wokeAt), end: ms(w.backAt ?? w.wokeAt) }]);
    }
    const out: RotaWarning[] = [];
    for (const p of people) {
      const mine = shifts.filter((s) => s.staffId === p.id);
      const ids = mine.filter((s) => checked.has(s.id)).map((s) => s.id);
      const excludedDates = facts.leave
        .filter((l) => l.staffId === p.id && EXCLUDING_LEAVE.has(l.leaveType))
        .flatMap((l) => datesFrom(l.startsOn, l.endsOn));
      const overtime = facts.overtime.filter((o) => o.staffId === p.id);
      for (const w of checkWorkingTime(
        {
          dateOfBirth: p.dateOfBirth,
          optedOut48: p.optedOut48,
          optedOutOn: p.optedOutOn,
          optOutWithdrawnOn: p.optOutWithdrawnOn,
          optOutNoticeDays: p.optOutNoticeDays,
          restrictedFrom: p.restrictedFrom,
          nightWorker: p.nightWorker,
          startedOn: p.startedOn,
        },
        mine.map((s) => toWork(s, wakes)),
        ids,
        { referenceWeeks: weeks, excludedDates, overtime },
      )) {
        out.push({
          ...w,
          staffId: p.id,
          staffName: p.name,
          ...(REST_RULES.has(w.rule as WtrRule) ? { needsCompensatoryRest: true as const } : {}),
        });
      }
    }
    return out;
  }

  /** Minimum-staffing warnings for a home on these London dates. */
  async function staffingWarnings(sql: Sql, c: Caller, homeId: string, dates: string[]): Promise<RotaWarning[]> {
    if (!dates.length) return [];
    const rota = forOrg(c, sql);
    const sorted = [...new Set(dates)].sort();
    const [all, shifts] = await Promise.all([
      rota.patterns(homeId),
      rota.shifts(homeId, dayStart(addDays(sorted[0], -1)), dayStart(addDays(sorted.at(-1)!, 2))),
    ]);
    const patterns = all.filter((p) => p.minStaff > 0 || p.needsDriver || p.needsMedication || p.needsFirstAid);
    if (!patterns.length) return [];
    const ids = [...new Set(shifts.map((s) => s.staffId).filter((x): x is string => !!x))];
    // staff owns "checks complete": someone unchecked is on shift but does not count toward it (decision 0611)
    const [people, found, competency, unchecked] = await Promise.all([
      rota.people(ids),
      rota.skillEvidence(ids),
      medicationStore(sql, c.orgId).competencyEvidence(ids),
      uncheckedStaff(sql, c.orgId, ids, londonDate(new Date())),
    ]);
    const evidence: SkillEvidence[] = found.flatMap((e) => {
      const skill = e.kind === 'driving-licence' ? 'driver' : skillOfCourse(e.course);
      return skill ? [{ staffId: e.staffId, skill, since: e.since, until: e.until }] : [];
    });
    // medication-trained is the medication rule's competency that day (an in-date course and a signed observed
    // assessment within the year), the same that lets a person record a dose as given
    const medicationCompetent = (date: string, id: string) => {
      const mine = competency.filter((r) => r.staffId === id);
      return competencyOn(
        date,
        id,
        mine.filter((r) => r.kind === 'training-record'),
        mine
          .filter((r) => r.kind === 'medication-competency')
          .map((r) => ({ ...r, complete: r.status === 'complete' })),
      ).competent;
    };
    // each day's skills: the rota facts, and the courses and licences in force that day
    const skillsFor = (date: string) =>
      new Map<string, Skills>(
        people.map((p) => [
          p.id,
          {
            ...skillsOn(
              date,
              { driver: p.driver, medicationTrained: false, firstAider: p.firstAider },
              evidence.filter((e) => e.staffId === p.id && e.skill !== 'medicationTrained'),
            ),
            medicationTrained: medicationCompetent(date, p.id),
            shiftLeader: p.shiftLeader,
          },
        ]),
      );
    const staffed = shifts.map((s) => ({
      id: s.id,
      staffId: s.staffId,
      start: ms(s.startsAt),
      end: ms(s.endsAt),
      patternId: s.patternId,
    }));
    const out: RotaWarning[] = [];
    for (const date of sorted) {
      const occ: StaffingPattern[] = patterns.map((p) => {
        const o = occurrence(date, p.startsAt, p.endsAt);
        return { ...p, start: o.start.getTime(), end: o.end.getTime() };
      });
      for (const w of checkStaffing(occ, staffed, skillsFor(date), unchecked))
        out.push({ ...w, date, message: `${ukDate(date)}: ${w.message}` });
    }
    return out;
  }

  /**
   * Runs a change in one transaction, then the rules on the rota as it would stand; with warnings and no override
   * the transaction is rolled back (RotaWarnings); an override needs a manager of the home and is stored.
   */
  async function guarded<T>(
    c: Caller,
    homeId: string,
    override: Override,
    dates: string[],
    change: (sql: Sql) => Promise<{
      result: T;
      staffIds: string[];
      shiftIds: string[];
      dates: string[];
      from: Date;
      to: Date;
      /** whose rostered days changed, for their leave's charge (staffIds when not given: a removal breaches nothing) */
      rosterOf?: string[];
    }>,
  ) {
    const { overrideReason, compensatoryRest } = override;
    const canOverride = decideRota(c, homeId, 'manage').ok;
    if (overrideReason !== undefined && !canOverride)
      throw forbidden('Only a manager of this home can save a rota despite its warnings.');
    if (compensatoryRest && compensatoryRest.on < [...dates].sort()[0])
      throw invalid('Compensatory rest comes after the shift it makes up for.', [
        { path: '/compensatoryRest/on', message: `must be on or after ${ukDate([...dates].sort()[0])}` },
      ]);
    let owed: RotaWarning[] = [];
    let made = { shiftIds: [] as string[], from: new Date(0), to: new Date(0) };
    const saved = await store.db.transaction(async (sql) => {
      // staffing: only what this change makes worse (adding one shift to an empty week is not refused for the rest)
      const key = (w: RotaWarning) => `${w.rule}|${'patternId' in w ? w.patternId : ''}|${'date' in w ? w.date : ''}`;
      const before = new Set((await staffingWarnings(sql, c, homeId, dates)).map(key));
      const done = await change(sql);
      made = { shiftIds: done.shiftIds, from: done.from, to: done.to };
      const staffing = await staffingWarnings(sql, c, homeId, dates);
      const warnings = [
        ...(await wtrWarnings(sql, c, done.staffIds, new Set(done.shiftIds), done.from, done.to)),
        ...staffing.filter((w) => !before.has(key(w))),
        // staff owns "checks complete" (engine/staff/checks-complete.ts): someone unchecked needs a checked colleague
        ...(await checksWarnings(
          sql,
          c.orgId,
          (await forOrg(c, sql).shifts(homeId, new Date(+done.from - 86_400_000), new Date(+done.to + 86_400_000))).map(
            (s) => ({ id: s.id, staffId: s.staffId, start: ms(s.startsAt), end: ms(s.endsAt) }),
          ),
          new Set(done.shiftIds),
          (ids) => forOrg(c, sql).people(ids),
          londonDate(new Date()),
        )),
      ];
      const overlap = warnings.find((w) => w.rule === 'overlap');
      if (overlap)
        throw conflict(
          `${'staffName' in overlap ? overlap.staffName : 'This person'} already has a shift at that time.`,
        );
      if (warnings.length && !overrideReason) throw new RotaWarnings(warnings, canOverride);
      // leave is charged as the shifts rostered in it: a rota change moves the charge of leave on those days
      const days = [...done.dates, londonDate(done.from), londonDate(done.to)].sort();
      await recountLeave(sql, c.orgId, c.id, done.rosterOf ?? done.staffIds, days[0], days.at(-1)!);
      owed = warnings.filter(owesRest);
      // regs 21 and 24: the special case lets rest be moved, never lost
      if (owed.length && !compensatoryRest)
        throw invalid('Saving despite a rest, break or night warning needs the compensatory rest.', [
          COMPENSATORY_REST_NEEDED,
        ]);
      if (warnings.length) {
        const rota = forOrg(c, sql);
        for (const id of done.shiftIds) await rota.stampOverride(id, overrideReason!, warnings, c.id);
        await auditStore(sql, c.orgId).write({
          userId: c.id,
          action: 'rota-override',
          entity: 'home',
          entityId: homeId,
          detail: { reason: overrideReason, warnings: warnings.map((w) => w.message), compensatoryRest },
        });
      }
      return { ...(done.result as object), warnings } as T & { warnings: RotaWarning[] };
    });
    // the rest owed, one record per person, each with its task on the day (engine/rota/compensatory-rest.ts); made
    // after the save's transaction, since the record service opens its own
    if (owed.length && compensatoryRest) {
      if (!records) throw new Error('The rota needs the record service to record compensatory rest');
      for (const staffId of [...new Set(owed.map((w) => ('staffId' in w ? w.staffId : '')))].filter(Boolean)) {
        await records.create(c, 'compensatory-rest', {
          staffId,
          homeId,
          data: {
            restOn: compensatoryRest.on,
            hours: compensatoryRest.hours,
            warnings: owed
              .filter((w) => 'staffId' in w && w.staffId === staffId)
              .map((w) => w.message)
              .join(' '),
            reason: overrideReason!,
          },
        });
      }
    }
    await offerHealthAssessments(c, homeId, made);
    return saved;
  }

  /**
   * Night work the save rostered, for someone not offered a health assessment in the year before it: the record to
   * offer one by the first night, with its task (engine/rota/night-health.ts). A caller who may not write staff
   * records leaves it for the next save by a manager, which finds it still owed.
   */
  async function offerHealthAssessments(c: Caller, homeId: string, made: { shiftIds: string[]; from: Date; to: Date }) {
    if (!made.shiftIds.length || !records) return;
    const rota = forOrg(c);
    const ids = new Set(made.shiftIds);
    const shifts = (await rota.shifts(homeId, new Date(+made.from - DAY), new Date(+made.to + DAY))).filter(
      (s) => ids.has(s.id) && s.staffId,
    );
    if (!shifts.length) return;
    const staffIds = [...new Set(shifts.map((s) => s.staffId!))];
    const [people, latest] = await Promise.all([rota.people(staffIds), rota.lastHealthOffers(staffIds)]);
    const person = new Map(people.map((p) => [p.id, p]));
    const owed = assessmentsOwed(
      shifts.map((s) => ({
        staffId: s.staffId!,
        start: ms(s.startsAt),
        end: ms(s.endsAt),
        shiftType: s.shiftType,
        dateOfBirth: person.get(s.staffId!)?.dateOfBirth ?? null,
        restrictedFrom: person.get(s.staffId!)?.restrictedFrom ?? 22,
      })),
      new Map(latest.map((l) => [l.staffId, l.on])),
    );
    if (!owed.length) return;
    try {
      // one at a time: each record opens its own task (createMany runs no hooks)
      for (const o of owed)
        await records.create(c, 'night-health-assessment', {
          staffId: o.staffId,
          homeId,
          data: { reason: o.reason, offerBy: o.offerBy },
        });
    } catch (e) {
      if (!(e instanceof Problem && e.status === 403)) throw e;
    }
  }

  async function resolveShift(c: Caller, b: ShiftBody, sql: Sql): Promise<ShiftInput> {
    const errors: FieldError[] = [];
    let pattern: PatternRow | null = null;
    if (b.patternId) {
      pattern = await forOrg(c, sql).pattern(b.patternId);
      // the times come from the pattern: without it, say only that
      if (!pattern || pattern.homeId !== b.homeId || pattern.archivedAt)
        throw invalid('The shift is not valid.', [{ path: '/patternId', message: 'is not a pattern of this home' }]);
    }
    let start: Date | null = b.startsAt ? new Date(b.startsAt) : null;
    let end: Date | null = b.endsAt ? new Date(b.endsAt) : null;
    if (pattern && b.date && !start && !end) ({ start, end } = occurrence(b.date, pattern.startsAt, pattern.endsAt));
    if (!start) errors.push({ path: '/startsAt', message: 'is required (or a date and a pattern)' });
    if (!end) errors.push({ path: '/endsAt', message: 'is required (or a date and a pattern)' });
    if (start && end && end <= start) errors.push({ path: '/endsAt', message: 'must be after the start' });
    if (start && end && end.getTime() - start.getTime() > DAY)
      errors.push({ path: '/endsAt', message: 'a shift is at most 24 hours' });
    const shiftType = b.shiftType ?? pattern?.shiftType;
    if (!shiftType) errors.push({ path: '/shiftType', message: 'is required (or a pattern)' });
    if (b.staffId) {
      const user = await store.forOrg(c.orgId).people.user(b.staffId);
      const [facts] = user ? await forOrg(c, sql).people([b.staffId], b.homeId) : [];
      if (!user || !user.active || user.role === 'young_person')
        errors.push({ path: '/staffId', message: 'is not a member of staff of this organisation' });
      else if (facts?.removed) {
        errors.push({
          path: '/staffId',
          message: "is not on the rota (removed from the rota, or from this home's rota)",
        });
      }
    }
    if (errors.length) throw invalid('The shift is not valid.', errors);
    return {
      homeId: b.homeId,
      staffId: b.staffId ?? null,
      startsAt: start!,
      endsAt: end!,
      shiftType: shiftType!,
      breakMinutes: b.breakMinutes ?? pattern?.breakMinutes ?? 0,
      patternId: pattern?.id ?? null,
      notes: b.notes ?? null,
    };
  }

  async function rotaView(c: Caller, homeId: string, fromDay: string, toDay: string) {
    const h = await home(c, homeId);
    check(decideRota(c, homeId, 'read'));
    const rota = forOrg(c);
    const from = dayStart(fromDay);
    const to = dayStart(addDays(toDay, 1));
    const [shifts, patterns, settings] = await Promise.all([
      rota.shifts(homeId, from, to),
      rota.patterns(homeId),
      org(c),
    ]);
    const people = await rota.rotaPeople(homeId, [
      ...new Set(shifts.map((s) => s.staffId).filter((x): x is string => !!x)),
    ]);
    const staffIds = people.map((p) => p.id);
    const dates = Array.from({ length: Math.round((ms(toDay) - ms(fromDay)) / DAY) + 1 }, (_, i) =>
      addDays(fromDay, i),
    );
    // side by side: each is a few queries of its own
    const [leave, wakes, wtr, staffing, agreements] = await Promise.all([
      rota.leave(staffIds, fromDay, toDay),
      rota.wakes(shifts.filter((s) => s.shiftType === 'sleep_in').map((s) => s.id)),
      wtrWarnings(store.db, c, staffIds, new Set(shifts.map((s) => s.id)), from, to),
      staffingWarnings(store.db, c, homeId, dates),
      rota.optOutAgreements(staffIds),
    ]);
    const warnings = [...wtr, ...staffing];
    const agreementOf = new Map(agreements.map((a) => [a.staffId, a]));
    return {
      home: { id: h.id, name: h.name, type: h.type },
      from: fromDay,
      to: toDay,
      people: people.map((p) => personOut(p, agreementOf.get(p.id) ?? null)),
      shifts: shifts.map(shiftOut),
      patterns,
      leave,
      wakes,
      warnings,
      unfilled: shifts.filter((s) => !s.staffId).length,
      newRota: settings.features.enableNewRota === true,
      canEdit: decideRota(c, homeId, 'edit').ok,
      canManage: decideRota(c, homeId, 'manage').ok,
      // the facts of this home's people: its managers, HR or a director (engine/access/rota.ts decideStaffFacts)
      canEditFacts: decideStaffFacts(c, [homeId], 'edit').ok,
    };
  }
  const personOut = (p: RotaPerson, agreement: OptOutAgreement | null) => ({
    id: p.id,
    name: p.name,
    jobTitle: p.jobTitle,
    removed: p.removed,
    optedOut48: p.optedOut48,
    optedOutOn: p.optedOutOn,
    optOutWithdrawnOn: p.optOutWithdrawnOn,
    optOutNoticeDays: p.optOutNoticeDays,
    restrictedFrom: p.restrictedFrom,
    nightWorker: p.nightWorker,
    optOutAgreement: agreement,
    optOut: optOutEvidence(p.optedOut48, isYoungWorker(p, Date.now()), agreement),
    skills: {
      driver: p.driver,
      medicationTrained: p.medicationTrained,
      firstAider: p.firstAider,
      shiftLeader: p.shiftLeader,
    },
  });
  const shiftOut = (s: ShiftRow) => ({ ...s, date: londonDate(new Date(s.startsAt)) });

  return {
    occurrence,
    async rota(c: Caller, homeId: string, q: { from?: string; to?: string; month?: string; week?: string }) {
      let from: string;
      let to: string;
      if (q.week) {
        from = mondayOf(q.week);
        to = addDays(from, 6);
      } else if (q.from && q.to) {
        from = q.from;
        to = q.to;
      } else {
        const month = q.month ?? londonDate(new Date()).slice(0, 7);
        from = `${month}-01`;
        const { year, month: m } = parseYmd(from);
        to = addDays(new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10), -1);
      }
      if (to < from || ms(to) - ms(from) > 62 * DAY)
        throw invalid('The range is not valid.', [
          { path: '/to', message: 'must be on or after the start, at most 62 days on' },
        ]);
      return rotaView(c, homeId, from, to);
    },

    /** The month's summary per person: hours, shifts, nights, sleep-ins, weekends. */
    async summary(c: Caller, homeId: string, month: string) {
      const view = await this.rota(c, homeId, { month });
      const wakes = new Map<string, { start: number; end: number }[]>();
      for (const w of view.wakes)
        wakes.set(w.shiftId, [...(wakes.get(w.shiftId) ?? []), { start: ms(w.wokeAt), end: ms(w.backAt ?? w.wokeAt) }]);
      const weekend = (t: number) => {
        const d = new Date(`${londonDate(new Date(t))}T12:00:00Z`).getUTCDay();
        return d === 0 || d === 6;
      };
      return {
        home: view.home,
        month,
        people: view.people.map((p) => ({
          ...p,
          ...summarise(
            view.shifts.filter((s) => s.staffId === p.id).map((s) => toWork(s, wakes)),
            weekend,
          ),
        })),
        unfilled: view.unfilled,
      };
    },

    async myShifts(c: Caller, fromDay: string, toDay: string) {
      return (await forOrg(c).staffShifts([c.id], dayStart(fromDay), dayStart(addDays(toDay, 1)))).map(shiftOut);
    },

    async shift(c: Caller, id: string) {
      const s = await forOrg(c).shift(id);
      if (!s) throw notFound('The shift');
      if (s.staffId !== c.id) check(decideRota(c, s.homeId, 'read'));
      const [wakes, revisions, settings] = await Promise.all([forOrg(c).wakes([id]), forOrg(c).revisions(id), org(c)]);
      return {
        ...shiftOut(s),
        wakes,
        revisions,
        canClock: s.staffId === c.id,
        canChangeClock: decideClock(c, s, 'change', false).ok,
        staffTimeChangesOff: settings.toggles.disableClockInOutChanges === true,
      };
    },

    async addShift(c: Caller, b: ShiftBody) {
      // a home named in the body that is not one the caller works in reads as one that does not exist (422 at the
      // field)
      const h = await store.forOrg(c.orgId).people.home(b.homeId);
      if (!h || !worksIn(c, h.id))
        throw invalid('The home is not one you work in.', [{ path: '/homeId', message: 'is not a home you work in' }]);
      check(decideRota(c, b.homeId, 'edit'));
      const input = await resolveShift(c, b, store.db);
      return guarded(c, b.homeId, b, [londonDate(input.startsAt)], async (sql) => {
        const id = await forOrg(c, sql).insertShift(input, c.id);
        return {
          result: { id },
          staffIds: input.staffId ? [input.staffId] : [],
          shiftIds: [id],
          dates: [londonDate(input.startsAt)],
          from: input.startsAt,
          to: input.endsAt,
        };
      });
    },

    async updateShift(c: Caller, id: string, b: ShiftBody & { version: number }) {
      const old = await forOrg(c).shift(id);
      if (!old) throw notFound('The shift');
      check(decideRota(c, old.homeId, 'edit'));
      if (b.homeId !== old.homeId)
        throw invalid('A shift stays in its home.', [{ path: '/homeId', message: "must be the shift's own home" }]);
      if (old.archivedAt) throw conflict('This shift was removed from the rota; it cannot be changed.');
      const input = await resolveShift(c, { ...b, homeId: old.homeId }, store.db);
      return guarded(
        c,
        old.homeId,
        b,
        [londonDate(input.startsAt), londonDate(new Date(old.startsAt))],
        async (sql) => {
          if (!(await forOrg(c, sql).updateShift(id, b.version, input, c.id)))
            throw conflict('Someone changed this shift since you opened it; reload to see their change.');
          return {
            result: { id },
            staffIds: [...new Set([input.staffId, old.staffId].filter((x): x is string => !!x))],
            shiftIds: [id],
            dates: [londonDate(input.startsAt), londonDate(new Date(old.startsAt))],
            from: new Date(Math.min(ms(old.startsAt), ms(input.startsAt))),
            to: input.endsAt,
          };
        },
      );
    },

    async archiveShift(c: Caller, id: string, b: { version: number; reason?: string; overrideReason?: string }) {
      const old = await forOrg(c).shift(id);
      if (!old) throw notFound('The shift');
      check(decideRota(c, old.homeId, 'edit'));
      if (old.archivedAt) throw conflict('This shift was already removed from the rota.');
      return guarded(c, old.homeId, b, [londonDate(new Date(old.startsAt))], async (sql) => {
        if (!(await forOrg(c, sql).archiveShift(id, b.version, c.id, b.reason ?? null)))
          throw conflict('Someone changed this shift since you opened it; reload to see their change.');
        return {
          result: { id, archived: true },
          staffIds: [],
          rosterOf: old.staffId ? [old.staffId] : [],
          shiftIds: [],
          dates: [londonDate(new Date(old.startsAt))],
          from: new Date(old.startsAt),
          to: new Date(old.endsAt),
        };
      });
    },

    /** Copy a week (Monday to Sunday) onto another, in one transaction, with one of the three paste modes. */
    async paste(c: Caller, homeId: string, b: PasteBody) {
      await home(c, homeId);
      check(decideRota(c, homeId, 'edit'));
      const settings = await org(c);
      if (settings.features.enableNewRota !== true)
        throw forbidden(
          'Copying and pasting weeks is part of the new rota, which is turned off for your organisation (feature "enableNewRota").',
        );
      const fromWeek = mondayOf(b.fromWeek);
      const toWeek = mondayOf(b.toWeek);
      if (fromWeek === toWeek)
        throw invalid('Paste onto another week.', [
          { path: '/toWeek', message: 'must be another week than the one copied' },
        ]);
      const days = Math.round((ms(toWeek) - ms(fromWeek)) / DAY);
      return guarded(
        c,
        homeId,
        b,
        Array.from({ length: 7 }, (_, i) => addDays(toWeek, i)),
        async (sql) => {
          const rota = forOrg(c, sql);
          const [source, target] = await Promise.all([
            rota.shifts(homeId, dayStart(fromWeek), dayStart(addDays(fromWeek, 7))),
            rota.shifts(homeId, dayStart(toWeek), dayStart(addDays(toWeek, 7))),
          ]);
          const asPaste = (s: ShiftRow) => ({ ...s, start: ms(s.startsAt), end: ms(s.endsAt) });
          const plan = planPaste(source.map(asPaste), target.map(asPaste), days, b.mode);
          for (const id of plan.archive) await rota.archiveShift(id, null, c.id, `Pasted over (${b.mode})`);
          const created: string[] = [];
          for (const s of plan.create) {
            created.push(
              await rota.insertShift(
                {
                  homeId,
                  staffId: s.staffId,
                  startsAt: new Date(s.start),
                  endsAt: new Date(s.end),
                  shiftType: s.shiftType,
                  breakMinutes: s.breakMinutes,
                  patternId: s.patternId,
                  notes: s.notes,
                },
                c.id,
              ),
            );
          }
          const staffIds = [...new Set(plan.create.map((s) => s.staffId).filter((x): x is string => !!x))];
          const removed = new Set(plan.archive);
          const rosterOf = [
            ...staffIds,
            ...target.filter((s) => removed.has(s.id) && s.staffId).map((s) => s.staffId!),
          ];
          return {
            result: { created: created.length, archived: plan.archive.length, skipped: plan.skipped.length },
            staffIds,
            rosterOf,
            shiftIds: created,
            dates: Array.from({ length: 7 }, (_, i) => addDays(toWeek, i)),
            from: dayStart(toWeek),
            to: dayStart(addDays(toWeek, 7)),
          };
        },
      );
    },

    async clock(c: Caller, id: string, b: ClockBody) {
      const s = await forOrg(c).shift(id);
      if (!s) throw notFound('The shift');
      if (s.archivedAt) throw conflict('This shift was removed from the rota.');
      const settings = await org(c);
      const off = settings.toggles.disableClockInOutChanges === true;
      const now = new Date();
      let clockIn = s.clockedInAt ? new Date(s.clockedInAt) : null;
      let clockOut = s.clockedOutAt ? new Date(s.clockedOutAt) : null;
      if (b.action === 'set') {
        check(decideClock(c, s, 'change', off));
        if (!b.reason) throw invalid('Say why the clock times change.', [{ path: '/reason', message: 'is required' }]);
        clockIn = b.clockedInAt ? new Date(b.clockedInAt) : null;
        clockOut = b.clockedOutAt ? new Date(b.clockedOutAt) : null;
        if (clockOut && !clockIn)
          throw invalid('A clock-out needs a clock-in.', [
            { path: '/clockedInAt', message: 'is required with a clock-out' },
          ]);
      } else {
        check(decideClock(c, s, b.at ? 'set-own-time' : 'clock', off));
        const at = b.at ? new Date(b.at) : now;
        if (at.getTime() > now.getTime() + 5 * 60_000)
          throw invalid('You cannot clock a time still to come.', [{ path: '/at', message: 'is in the future' }]);
        if (b.action === 'in') {
          if (clockIn) throw conflict('You have already clocked in to this shift; a manager can change the time.');
          if (Math.abs(at.getTime() - ms(s.startsAt)) > 12 * 3_600_000)
            throw invalid('Clock in near the shift.', [
              { path: '/at', message: "is more than 12 hours from the shift's start" },
            ]);
          clockIn = at;
        } else {
          if (!clockIn) throw conflict('Clock in before clocking out.');
          if (clockOut) throw conflict('You have already clocked out of this shift; a manager can change the time.');
          clockOut = at;
        }
      }
      if (clockIn && clockOut && clockOut <= clockIn)
        throw invalid('Clocking out comes after clocking in.', [
          { path: b.action === 'set' ? '/clockedOutAt' : '/at', message: 'must be after the clock-in' },
        ]);
      return store.db.transaction(async (sql) => {
        if (!(await forOrg(c, sql).setClock(id, b.version, clockIn, clockOut, c.id, b.reason ?? null)))
          throw conflict('Someone changed this shift since you opened it; reload to see their change.');
        await auditStore(sql, c.orgId).write({
          userId: c.id,
          action: `clock-${b.action}`,
          entity: 'shift',
          entityId: id,
          detail: {
            clockedInAt: clockIn,
            clockedOutAt: clockOut,
            given: b.at ?? null,
            reason: b.reason ?? null,
            staffId: s.staffId,
          },
        });
        return { id, clockedInAt: clockIn, clockedOutAt: clockOut, version: b.version + 1 };
      });
    },

    async addWake(c: Caller, id: string, b: { wokeAt: string; backAt?: string; note?: string }) {
      const s = await forOrg(c).shift(id);
      if (!s) throw notFound('The shift');
      check(decideWake(c, s));
      if (s.shiftType !== 'sleep_in' && s.shiftType !== 'on_call')
        throw conflict('Wake-ups are recorded on a sleep-in or on-call shift.');
      const woke = new Date(b.wokeAt);
      const back = b.backAt ? new Date(b.backAt) : null;
      if (woke < new Date(s.startsAt) || woke > new Date(s.endsAt))
        throw invalid('The wake-up is during the shift.', [{ path: '/wokeAt', message: 'is outside the shift' }]);
      if (back && back < woke)
        throw invalid('Back to sleep after waking.', [{ path: '/backAt', message: 'must be after the wake-up' }]);
      return store.db.transaction(async (sql) => {
        const wakeId = await forOrg(c, sql).insertWake(id, woke, back, b.note ?? null, c.id);
        await auditStore(sql, c.orgId).write({
          userId: c.id,
          action: 'sleep-in-wake',
          entity: 'shift',
          entityId: id,
          detail: { wokeAt: woke, backAt: back },
        });
        return { id: wakeId };
      });
    },

    async patterns(c: Caller, homeId: string, archived = false) {
      await home(c, homeId);
      check(decideRota(c, homeId, 'read'));
      return { patterns: await forOrg(c).patterns(homeId, archived), canManage: decideRota(c, homeId, 'manage').ok };
    },
    async addPattern(c: Caller, homeId: string, p: PatternInput) {
      await home(c, homeId);
      check(decideRota(c, homeId, 'manage'));
      return store.db.transaction(async (sql) => {
        const row = await forOrg(c, sql).insertPattern(homeId, p, c.id);
        await auditStore(sql, c.orgId).write({
          userId: c.id,
          action: 'create',
          entity: 'shift-pattern',
          entityId: row.id,
          detail: { ...p },
        });
        return row;
      });
    },
    async updatePattern(c: Caller, id: string, p: PatternInput & { version: number }) {
      const old = await forOrg(c).pattern(id);
      if (!old) throw notFound('The shift pattern');
      check(decideRota(c, old.homeId, 'manage'));
      const { version, ...rest } = p;
      return store.db.transaction(async (sql) => {
        const row = await forOrg(c, sql).updatePattern(id, version, rest);
        if (!row)
          throw conflict(
            'Someone changed this pattern since you opened it (or archived it); reload to see their change.',
          );
        await auditStore(sql, c.orgId).write({
          userId: c.id,
          action: 'update',
          entity: 'shift-pattern',
          entityId: id,
          detail: { before: old, after: row },
        });
        return row;
      });
    },
    async archivePattern(c: Caller, id: string, version: number) {
      const old = await forOrg(c).pattern(id);
      if (!old) throw notFound('The shift pattern');
      check(decideRota(c, old.homeId, 'manage'));
      const row = await forOrg(c).archivePattern(id, version);
      if (!row)
        throw conflict(
          'Someone changed this pattern since you opened it (or archived it); reload to see their change.',
        );
      return row;
    },

    async facts(c: Caller, staffId: string) {
      const user = await store.forOrg(c.orgId).people.user(staffId);
      if (!user || user.role === 'young_person') throw notFound('The member of staff');
      check(decideStaffFacts(c, user.homeIds, 'read'));
      const [[p], [agreement]] = await Promise.all([
        forOrg(c).people([staffId]),
        forOrg(c).optOutAgreements([staffId]),
      ]);
      return personOut(p, agreement ?? null);
    },
    async setFacts(c: Caller, staffId: string, f: FactsInput) {
      const user = await store.forOrg(c.orgId).people.user(staffId);
      if (!user || user.role === 'young_person') throw notFound('The member of staff');
      check(decideStaffFacts(c, user.homeIds, 'edit'));
      await store.db.transaction(async (sql) => {
        await forOrg(c, sql).setFacts(staffId, f, c.id);
        await auditStore(sql, c.orgId).write({
          userId: c.id,
          action: 'rota-facts',
          entity: 'user',
          entityId: staffId,
          detail: { ...f },
        });
      });
      return this.facts(c, staffId);
    },
  };
}
export type RotaService = ReturnType<typeof rotaService>;
