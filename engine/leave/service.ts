// Leave and overtime (DOMAIN §18): request, schedule for someone, approve or reject
// with a reason, cancel; balances per leave year; clashes with the rota and colleagues' leave shown to
// the approver; alerts (SPEC §3 leave requested / approved / rejected / deleted). Every decision is
// engine/access/leave.ts; every figure is entitlement.ts; every query is store/leave.ts.
import {
  decideCancel,
  decideDecision,
  decideHomeLeave,
  decideLeaveSettings,
  decidePersonLeave,
  decideRequestFor,
  type StaffFacts,
} from '../access/leave.ts';
import type { Caller } from '../access/index.ts';
import { leaveTypes } from '../../definitions/lists/index.ts';
import { conflict, forbidden, invalid, notFound } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { alertStore } from '../store/alerts.ts';
import { auditStore } from '../store/audit.ts';
import { leaveStore, type LeaveRow, type LeaveSettingsRow, type OvertimeRow } from '../store/leave.ts';
import { fromLocal, londonDate, ukDate } from '../time/london.ts';
import {
  accruedMinutes,
  balance,
  DEFAULT_SETTINGS,
  hasStarted,
  leaveYear,
  overdraws,
  overlaps,
  requestDays,
  type LeaveSettings,
} from './entitlement.ts';

/** SPEC §3 leave types: the reference list is the one source (the migration's check repeats it for the database). */
export const LEAVE_TYPES = leaveTypes.items.map((i) => i.value as string);
export const LEAVE_TYPE_LABELS: Record<string, string> = Object.fromEntries(
  leaveTypes.items.map((i) => [i.value, i.label]),
);

export interface LeaveInput {
  staffId?: string;
  homeId?: string;
  leaveType: string;
  startsOn: string;
  endsOn: string;
  partDay?: 'am' | 'pm' | null;
  minutes?: number | null;
  note?: string | null;
}
export interface OvertimeInput {
  staffId?: string;
  homeId?: string;
  workedOn: string;
  minutes: number;
  compensation: 'paid' | 'toil';
  reason: string;
}

const check = (v: { ok: true } | { ok: false; reason: string }) => {
  if (!v.ok) throw forbidden(v.reason);
};
const startOfDay = (d: string) => fromLocal({ ...ymdParts(d), hour: 0, minute: 0 });
const ymdParts = (d: string) => ({
  year: Number(d.slice(0, 4)),
  month: Number(d.slice(5, 7)),
  day: Number(d.slice(8, 10)),
});
const nextDay = (d: string) =>
  new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)) + 1))
    .toISOString()
    .slice(0, 10);

export function leaveService({ store }: { store: Store }, clock: () => Date = () => new Date()) {
  const today = () => londonDate(clock());
  const lv = (c: Caller) => leaveStore(store.db, c.orgId);

  /** A person named in a path: another organisation's, or none, is 404. */
  async function staffIn(c: Caller, id: string): Promise<StaffFacts & { name: string }> {
    const u = await store.forOrg(c.orgId).people.user(id);
    if (!u || u.youngPersonId) throw notFound('The member of staff');
    return { id: u.id, homeIds: u.homeIds, name: u.name };
  }
  /** A person named in a body: 422 at the field. */
  async function namedStaff(c: Caller, id: string, path = '/staffId') {
    const u = await store.forOrg(c.orgId).people.user(id);
    if (!u || u.youngPersonId || !u.active)
      throw invalid('Name a member of staff of this organisation.', [
        { path, message: 'is not a member of staff here' },
      ]);
    return { id: u.id, homeIds: u.homeIds, name: u.name };
  }
  async function namedHome(c: Caller, homeId: string | undefined, staff: StaffFacts): Promise<string> {
    const id = homeId ?? staff.homeIds[0];
    if (!id)
      throw invalid('Say which home this is for.', [
        { path: '/homeId', message: 'is required (the person works in no home)' },
      ]);
    const h = await store.forOrg(c.orgId).people.home(id);
    if (!h) throw invalid('Name a home of this organisation.', [{ path: '/homeId', message: 'is not a home here' }]);
    return h.id;
  }

  async function settingsOf(c: Caller, staffId: string): Promise<LeaveSettings> {
    return { ...DEFAULT_SETTINGS, ...((await lv(c).settings(staffId)) ?? {}) };
  }

  function checkDates(input: LeaveInput) {
    const errors = [];
    if (input.endsOn < input.startsOn) errors.push({ path: '/endsOn', message: 'must be on or after the first day' });
    if ((input.partDay || input.minutes) && input.endsOn !== input.startsOn)
      errors.push({ path: input.partDay ? '/partDay' : '/minutes', message: "is for one day's leave only" });
    if (input.partDay && input.minutes)
      errors.push({ path: '/minutes', message: 'give a half day or hours, not both' });
    if (!LEAVE_TYPES.includes(input.leaveType)) errors.push({ path: '/leaveType', message: 'is not a leave type' });
    if (errors.length) throw invalid('Some fields are not valid.', errors);
  }

  /** The person's balance for the leave year that holds `on`. */
  async function balanceOf(c: Caller, staffId: string, on = today()) {
    const s = await settingsOf(c, staffId);
    const year = leaveYear(on, s.yearStartMonth);
    const store = lv(c);
    const [rows, toil, worked] = await Promise.all([
      store.leaves({ staffId, from: year.start, to: year.end, statuses: ['requested', 'approved'], limit: 1000 }),
      store.toilMinutes(staffId, year.start, year.end),
      s.irregularHours
        ? store.workedMinutes(staffId, startOfDay(year.start), startOfDay(nextDay(year.end)))
        : Promise.resolve(0),
    ]);
    const b = balance(s, year, rows, today(), { toilMinutes: toil, accruedMinutes: accruedMinutes(worked) });
    return { settings: s, year, balance: b, workedMinutes: s.irregularHours ? worked : null };
  }

  const alertsIn = (tx: Parameters<Parameters<typeof store.db.transaction>[0]>[0], c: Caller) =>
    alertStore(tx, c.orgId);

  function leaveOut(c: Caller, l: LeaveRow) {
    const started = hasStarted(l.startsOn, today());
    const actions: string[] = [];
    if (l.status === 'requested' && decideDecision(c, l).ok) actions.push('approve', 'reject');
    if ((l.status === 'requested' || l.status === 'approved') && decideCancel(c, l, started).ok) actions.push('cancel');
    if (l.status === 'requested' && (l.staffId === c.id || decideHomeLeave(c, l.homeId, 'edit').ok))
      actions.push('edit');
    return { ...l, leaveTypeLabel: LEAVE_TYPE_LABELS[l.leaveType] ?? l.leaveType, actions };
  }
  function overtimeOut(c: Caller, o: OvertimeRow) {
    const actions: string[] = [];
    if (o.status === 'requested' && decideDecision(c, o).ok) actions.push('approve', 'reject');
    if (o.status === 'requested' && o.staffId === c.id) actions.push('cancel');
    return { ...o, actions };
  }

  async function loadLeave(c: Caller, id: string) {
    // a young person's login: 403 before anything is looked up
    check(decidePersonLeave(c, { id: c.id, homeIds: c.homeIds }, null));
    const l = await lv(c).leave(id);
    if (!l) throw notFound('The leave request');
    const staff = await staffIn(c, l.staffId);
    const may = decidePersonLeave(c, staff, l.homeId);
    if (!may.ok) throw notFound('The leave request');
    return l;
  }

  return {
    balanceOf,

    async request(c: Caller, input: LeaveInput) {
      checkDates(input);
      const staff = input.staffId ? await namedStaff(c, input.staffId) : await staffIn(c, c.id);
      const homeId = await namedHome(c, input.homeId, staff);
      check(decideRequestFor(c, staff, homeId));
      const mine = await lv(c).leaves({
        staffId: staff.id,
        from: input.startsOn,
        to: input.endsOn,
        statuses: ['requested', 'approved'],
      });
      if (mine.length)
        throw invalid(
          `This overlaps leave already asked for (${ukDate(mine[0].startsOn)} to ${ukDate(mine[0].endsOn)}).`,
          [{ path: '/startsOn', message: 'overlaps other leave' }],
        );
      const s = await settingsOf(c, staff.id);
      const days = requestDays(input, s);
      // Scheduled by a manager for someone else: decided as it is made (SPEC §6 "scheduling leave needs leave edit").
      const scheduled = staff.id !== c.id;
      // read before the transaction: PGlite has one connection, so no query may run beside it
      const managers = scheduled
        ? [staff.id]
        : (await store.forOrg(c.orgId).people.managersOf(homeId)).filter((u) => u !== c.id);
      const id = await store.db.transaction(async (tx) => {
        const t = leaveStore(tx, c.orgId);
        const id = await t.addLeave({
          staffId: staff.id,
          homeId,
          leaveType: input.leaveType,
          startsOn: input.startsOn,
          endsOn: input.endsOn,
          partDay: input.partDay ?? null,
          minutes: input.minutes ?? null,
          days,
          note: input.note ?? null,
          requestedBy: c.id,
        });
        if (scheduled) await t.decideLeave(id, 'approved', c.id, null);
        await alertsIn(tx, c).raise(
          {
            kind: scheduled ? 'leave_approved' : 'leave_requested',
            recordCategory: 'hr',
            staffId: staff.id,
            homeId,
            dueOn: input.startsOn,
            title: scheduled
              ? `${c.name} booked ${LEAVE_TYPE_LABELS[input.leaveType]} leave for you from ${ukDate(input.startsOn)}`
              : `${staff.name} asked for ${LEAVE_TYPE_LABELS[input.leaveType]} leave from ${ukDate(input.startsOn)} to ${ukDate(input.endsOn)}`,
            body: `/calendar/leaves/details?id=${id}`,
            naturalKey: `${scheduled ? 'leave_approved' : 'leave_requested'}:${id}`,
            createdBy: c.id,
          },
          managers,
        );
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'leave.request',
          entity: 'leave',
          entityId: id,
          detail: { staffId: staff.id, days, scheduled },
        });
        return id;
      });
      return this.details(c, id);
    },

    /**
     * One request with what the approver needs: the person's balance, their rota shifts and colleagues' leave in those
     * days.
     */
    async details(c: Caller, id: string) {
      const l = await loadLeave(c, id);
      const store = lv(c);
      const [b, shifts, colleagues] = await Promise.all([
        balanceOf(c, l.staffId, l.startsOn),
        store.shifts({ staffId: l.staffId, from: startOfDay(l.startsOn), to: startOfDay(nextDay(l.endsOn)) }),
        decideHomeLeave(c, l.homeId).ok
          ? store.leaves({ homeIds: [l.homeId], from: l.startsOn, to: l.endsOn, statuses: ['requested', 'approved'] })
          : Promise.resolve([]),
      ]);
      const others = colleagues.filter((o) => o.staffId !== l.staffId && overlaps(o, l));
      return {
        leave: leaveOut(c, l),
        balance: b.balance,
        year: b.year,
        overdraws:
          l.status === 'requested' && l.leaveType === 'annual' && overdraws(b.balance, l.days, b.settings.hoursPerDay),
        clashes: {
          shifts: shifts.map((s) => ({
            id: s.id,
            homeName: s.homeName,
            startsAt: s.startsAt,
            endsAt: s.endsAt,
            shiftType: s.shiftType,
          })),
          colleagues: others.map((o) => ({
            id: o.id,
            staffName: o.staffName,
            startsOn: o.startsOn,
            endsOn: o.endsOn,
            status: o.status,
            leaveTypeLabel: LEAVE_TYPE_LABELS[o.leaveType],
          })),
        },
      };
    },

    async edit(c: Caller, id: string, input: LeaveInput) {
      checkDates(input);
      const l = await loadLeave(c, id);
      if (!(l.staffId === c.id || decideHomeLeave(c, l.homeId, 'edit').ok))
        throw forbidden('Only the person or a manager of the home can change this request.');
      if (l.status !== 'requested')
        throw conflict(`This request is ${l.status}; only a request awaiting a decision can be changed.`);
      const days = requestDays(input, await settingsOf(c, l.staffId));
      const ok = await lv(c).editLeave(id, {
        leaveType: input.leaveType,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        partDay: input.partDay ?? null,
        minutes: input.minutes ?? null,
        days,
        note: input.note ?? null,
      });
      if (!ok) throw conflict('This request was decided meanwhile. Reload it.');
      return this.details(c, id);
    },

    async decide(c: Caller, id: string, action: 'approve' | 'reject', reason: string | null) {
      const l = await loadLeave(c, id);
      check(decideDecision(c, l));
      if (action === 'reject' && !reason?.trim())
        throw invalid('Say why the leave is refused.', [{ path: '/reason', message: 'is required to reject' }]);
      if (l.status !== 'requested') throw conflict(`This request is already ${l.status}.`);
      const status = action === 'approve' ? 'approved' : 'rejected';
      await store.db.transaction(async (tx) => {
        if (!(await leaveStore(tx, c.orgId).decideLeave(id, status, c.id, reason?.trim() || null)))
          throw conflict('This request was decided meanwhile. Reload it.');
        await alertsIn(tx, c).raise(
          {
            kind: `leave_${status}`,
            recordCategory: 'hr',
            staffId: l.staffId,
            homeId: l.homeId,
            dueOn: l.startsOn,
            title: `${c.name} ${status} your ${LEAVE_TYPE_LABELS[l.leaveType]} leave from ${ukDate(l.startsOn)} to ${ukDate(l.endsOn)}`,
            body: reason?.trim() ? `Reason: ${reason.trim()}` : null,
            naturalKey: `leave_${status}:${id}`,
            createdBy: c.id,
          },
          [l.staffId],
        );
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: `leave.${status}`,
          entity: 'leave',
          entityId: id,
          detail: { reason },
        });
      });
      return this.details(c, id);
    },

    async cancel(c: Caller, id: string, reason: string | null) {
      const l = await loadLeave(c, id);
      const started = hasStarted(l.startsOn, today());
      check(decideCancel(c, l, started));
      if (l.staffId !== c.id && !reason?.trim())
        throw invalid("Say why you are cancelling someone else's leave.", [
          { path: '/reason', message: 'is required' },
        ]);
      if (l.status !== 'requested' && l.status !== 'approved') throw conflict(`This request is already ${l.status}.`);
      await store.db.transaction(async (tx) => {
        if (!(await leaveStore(tx, c.orgId).cancelLeave(id, c.id, reason?.trim() || null)))
          throw conflict('This request changed meanwhile. Reload it.');
        const told = l.staffId === c.id ? (l.status === 'approved' && l.decidedBy ? [l.decidedBy] : []) : [l.staffId];
        await alertsIn(tx, c).raise(
          {
            kind: 'leave_deleted',
            recordCategory: 'hr',
            staffId: l.staffId,
            homeId: l.homeId,
            dueOn: l.startsOn,
            title: `${c.name} cancelled ${l.staffId === c.id ? 'their' : 'your'} ${LEAVE_TYPE_LABELS[l.leaveType]} leave from ${ukDate(l.startsOn)} to ${ukDate(l.endsOn)}`,
            body: reason?.trim() ? `Reason: ${reason.trim()}` : null,
            naturalKey: `leave_deleted:${id}`,
            createdBy: c.id,
          },
          told,
        );
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'leave.cancel',
          entity: 'leave',
          entityId: id,
          detail: { reason },
        });
      });
      return this.details(c, id);
    },

    /** My leave: to come (my-leaves) or past, rejected and cancelled (my-history). */
    async mine(c: Caller, when: 'upcoming' | 'past') {
      check(decidePersonLeave(c, { id: c.id, homeIds: c.homeIds }, null));
      const rows = await lv(c).leaves({ staffId: c.id, limit: 500 });
      const t = today();
      const pick = rows.filter((r) =>
        when === 'upcoming'
          ? r.endsOn >= t && (r.status === 'requested' || r.status === 'approved')
          : !(r.endsOn >= t && (r.status === 'requested' || r.status === 'approved')),
      );
      return { items: pick.map((r) => leaveOut(c, r)), ...(await balanceOf(c, c.id)) };
    },

    /**
     * A home's leave: awaiting a decision and to come (home-leaves) or past (home-history), or a date range (schedule).
     */
    async home(
      c: Caller,
      homeId: string,
      f: { when?: 'upcoming' | 'past'; from?: string; to?: string; staffId?: string },
    ) {
      const h = await store.forOrg(c.orgId).people.home(homeId);
      if (!h) throw notFound('The home');
      check(decideHomeLeave(c, homeId));
      const t = today();
      const rows = await lv(c).leaves({
        homeIds: [homeId],
        staffId: f.staffId,
        from: f.from ?? (f.when === 'upcoming' ? t : undefined),
        to: f.to ?? (f.when === 'past' ? t : undefined),
        limit: 500,
      });
      const pick =
        f.when === 'past'
          ? rows.filter((r) => r.endsOn < t || r.status === 'rejected' || r.status === 'cancelled')
          : rows;
      return {
        home: { id: h.id, name: h.name },
        items: pick.map((r) => leaveOut(c, r)),
        canSchedule: decideHomeLeave(c, homeId, 'edit').ok,
      };
    },

    async balance(c: Caller, staffId: string, on?: string) {
      const staff = await staffIn(c, staffId);
      check(decideLeaveSettings(c, staff, 'read'));
      return {
        staff: { id: staff.id, name: staff.name },
        ...(await balanceOf(c, staffId, on)),
        canEdit: decideLeaveSettings(c, staff, 'edit').ok,
      };
    },

    async saveSettings(c: Caller, staffId: string, s: LeaveSettingsRow) {
      const staff = await staffIn(c, staffId);
      check(decideLeaveSettings(c, staff, 'edit'));
      await store.db.transaction(async (tx) => {
        await leaveStore(tx, c.orgId).saveSettings(staffId, s, c.id);
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'leave.settings',
          entity: 'user',
          entityId: staffId,
          detail: s as never,
        });
      });
      return this.balance(c, staffId);
    },

    // ---- overtime ----
    async requestOvertime(c: Caller, input: OvertimeInput) {
      const staff = input.staffId ? await namedStaff(c, input.staffId) : await staffIn(c, c.id);
      const homeId = await namedHome(c, input.homeId, staff);
      check(decideRequestFor(c, staff, homeId));
      // overtime is asked for time worked or about to be worked, not months ahead
      const limit = new Date(clock().getTime() + 31 * 86_400_000).toISOString().slice(0, 10);
      if (input.workedOn > limit)
        throw invalid('Overtime is asked for within a month of the day.', [
          { path: '/workedOn', message: 'is more than a month ahead' },
        ]);
      const created = staff.id !== c.id; // "create for someone": a manager records it, approved as made
      const managers = created ? [] : (await store.forOrg(c.orgId).people.managersOf(homeId)).filter((u) => u !== c.id);
      const id = await store.db.transaction(async (tx) => {
        const t = leaveStore(tx, c.orgId);
        const id = await t.addOvertime({
          staffId: staff.id,
          homeId,
          workedOn: input.workedOn,
          minutes: input.minutes,
          compensation: input.compensation,
          reason: input.reason.trim(),
          requestedBy: c.id,
        });
        if (created) await t.decideOvertime(id, 'approved', c.id, null);
        else {
          await alertsIn(tx, c).raise(
            {
              kind: 'rota',
              recordCategory: 'shift',
              staffId: staff.id,
              homeId,
              dueOn: input.workedOn,
              title: `${staff.name} asked for ${(input.minutes / 60).toFixed(2)} hours' overtime on ${ukDate(input.workedOn)} (${input.compensation === 'toil' ? 'time off in lieu' : 'paid'})`,
              body: `/calendar/overtime/details?id=${id}`,
              naturalKey: `overtime_requested:${id}`,
              createdBy: c.id,
            },
            managers,
          );
        }
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'overtime.request',
          entity: 'overtime',
          entityId: id,
          detail: { staffId: staff.id, minutes: input.minutes, created },
        });
        return id;
      });
      return this.overtimeDetails(c, id);
    },

    async overtimeDetails(c: Caller, id: string) {
      check(decidePersonLeave(c, { id: c.id, homeIds: c.homeIds }, null));
      const o = await lv(c).overtime(id);
      if (!o) throw notFound('The overtime request');
      if (!decidePersonLeave(c, await staffIn(c, o.staffId), o.homeId).ok) throw notFound('The overtime request');
      return overtimeOut(c, o);
    },

    async decideOvertime(c: Caller, id: string, action: 'approve' | 'reject' | 'cancel', reason: string | null) {
      const o = await this.overtimeDetails(c, id);
      if (action === 'cancel') {
        if (o.staffId !== c.id)
          throw forbidden('Only the person who asked can withdraw an overtime request; a manager rejects it.');
      } else check(decideDecision(c, o));
      if (action === 'reject' && !reason?.trim())
        throw invalid('Say why the overtime is refused.', [{ path: '/reason', message: 'is required to reject' }]);
      if (o.status !== 'requested') throw conflict(`This overtime is already ${o.status}.`);
      const status = action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'cancelled';
      await store.db.transaction(async (tx) => {
        if (!(await leaveStore(tx, c.orgId).decideOvertime(id, status, c.id, reason?.trim() || null)))
          throw conflict('This overtime was decided meanwhile. Reload it.');
        if (action !== 'cancel') {
          await alertsIn(tx, c).raise(
            {
              kind: 'rota',
              recordCategory: 'shift',
              staffId: o.staffId,
              homeId: o.homeId,
              dueOn: o.workedOn,
              title: `${c.name} ${status} your overtime on ${ukDate(o.workedOn)}`,
              body: reason?.trim() ? `Reason: ${reason.trim()}` : null,
              naturalKey: `overtime_${status}:${id}`,
              createdBy: c.id,
            },
            [o.staffId],
          );
        }
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: `overtime.${status}`,
          entity: 'overtime',
          entityId: id,
          detail: { reason },
        });
      });
      return this.overtimeDetails(c, id);
    },

    async myOvertime(c: Caller, when: 'upcoming' | 'past') {
      check(decidePersonLeave(c, { id: c.id, homeIds: c.homeIds }, null));
      const rows = await lv(c).overtimes({ staffId: c.id, limit: 500 });
      const pick = rows.filter((r) => (when === 'upcoming' ? r.status === 'requested' : r.status !== 'requested'));
      return { items: pick.map((r) => overtimeOut(c, r)) };
    },

    async homeOvertime(c: Caller, homeId: string, when: 'upcoming' | 'past') {
      const h = await store.forOrg(c.orgId).people.home(homeId);
      if (!h) throw notFound('The home');
      check(decideHomeLeave(c, homeId));
      const rows = await lv(c).overtimes({ homeIds: [homeId], limit: 500 });
      const pick = rows.filter((r) => (when === 'upcoming' ? r.status === 'requested' : r.status !== 'requested'));
      return {
        home: { id: h.id, name: h.name },
        items: pick.map((r) => overtimeOut(c, r)),
        canCreate: decideHomeLeave(c, homeId, 'edit').ok,
      };
    },
  };
}
