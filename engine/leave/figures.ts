// A person's leave figures for a leave year (entitlement, TOIL, taken, booked, requested, remaining) and how
// their leave is counted, which HR keeps. The arithmetic is entitlement.ts; the requests are leave-request
// records (engine/store/requests.ts); who may see and change it is engine/access/leave.ts.
import type { Caller } from '../access/index.ts';
import { decideLeaveSettings, type StaffFacts } from '../access/leave.ts';
import { fieldReader } from '../definitions/field-reads.ts';
import { forbidden, invalid, notFound } from '../problem.ts';
import { auditStore } from '../store/audit.ts';
import type { Store } from '../store/index.ts';
import { type LeaveSettingsRow, leaveStore } from '../store/leave.ts';
import { fromLocal, londonDate } from '../time/london.ts';
import { accruedMinutes, balance, DEFAULT_SETTINGS, type LeaveSettings, leaveYear } from './entitlement.ts';
import { LEAVE_KIND, LEAVE_SPAN } from './hooks.ts';

const check = (v: { ok: true } | { ok: false; reason: string }) => {
  if (!v.ok) throw forbidden(v.reason);
};
export const startOfDay = (d: string) =>
  fromLocal({
    year: Number(d.slice(0, 4)),
    month: Number(d.slice(5, 7)),
    day: Number(d.slice(8, 10)),
    hour: 0,
    minute: 0,
  });
export const nextDay = (d: string) =>
  new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)) + 1))
    .toISOString()
    .slice(0, 10);

/** What the leave figures read of a leave request: a form edit may hide these, never remove or retype them. */
export const fieldReads = fieldReader('Leave figures (taken, booked and requested days against the entitlement)', [
  { kind: LEAVE_KIND, path: 'startsOn', type: 'date', why: 'places the leave in a leave year' },
  {
    kind: LEAVE_KIND,
    path: 'endsOn',
    type: 'date',
    why: 'places the leave in a leave year and tells taken from booked',
  },
  {
    kind: LEAVE_KIND,
    path: 'leaveType',
    type: 'choice',
    values: ['annual'],
    why: 'annual leave counts against the entitlement',
  },
  { kind: LEAVE_KIND, path: 'days', type: 'number', why: 'the days the leave takes from the entitlement' },
  { kind: LEAVE_KIND, path: 'hours', type: 'number', why: 'the hours the leave takes from an entitlement in hours' },
]);

export function leaveFigures({ store }: { store: Store }, clock: () => Date = () => new Date()) {
  const today = () => londonDate(clock());

  /** A person named in a path: another organisation's, or none, is 404. */
  async function staffIn(c: Caller, id: string): Promise<StaffFacts & { name: string }> {
    const u = await store.forOrg(c.orgId).people.user(id);
    if (!u || u.youngPersonId) throw notFound('The member of staff');
    return { id: u.id, homeIds: u.homeIds, name: u.name };
  }

  async function settingsOf(c: Caller, staffId: string): Promise<LeaveSettings> {
    return { ...DEFAULT_SETTINGS, ...((await leaveStore(store.db, c.orgId).settings(staffId)) ?? {}) };
  }

  /** The person's balance for the leave year that holds `on`. */
  async function balanceOf(c: Caller, staffId: string, on = today()) {
    const s = await settingsOf(c, staffId);
    const year = leaveYear(on, s.yearStartMonth);
    const lv = leaveStore(store.db, c.orgId);
    const [rows, toil, worked] = await Promise.all([
      store.forOrg(c.orgId).records.requests.overlapping({
        kind: LEAVE_KIND,
        span: LEAVE_SPAN,
        staffId,
        from: year.start,
        to: year.end,
        statuses: ['requested', 'approved'],
        limit: 1000,
      }),
      lv.toilMinutes(staffId, year.start, year.end),
      s.irregularHours ? lv.workedMinutes(staffId, startOfDay(year.start), startOfDay(nextDay(year.end))) : 0,
    ]);
    const requests = rows.map((r) => ({
      startsOn: String(r.data.startsOn),
      endsOn: String(r.data.endsOn),
      leaveType: String(r.data.leaveType),
      status: r.status,
      days: Number(r.data.days ?? 0),
      hours: r.data.hours == null ? null : Number(r.data.hours),
    }));
    const b = balance(s, year, requests, today(), { toilMinutes: toil, accruedMinutes: accruedMinutes(worked) });
    return { settings: s, year, balance: b, workedMinutes: s.irregularHours ? worked : null };
  }

  return {
    balanceOf,
    staffIn,

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
      // reg 16A allows rolled-up holiday pay only for irregular-hours and part-year workers
      if (s.rolledUpHolidayPay && !s.irregularHours)
        throw invalid('Rolled-up holiday pay is only for irregular-hours or part-year workers.', [
          { path: '/rolledUpHolidayPay', message: 'needs irregular hours' },
        ]);
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
  };
}
