// The leave request's hooks (engine/pipeline/types.ts): the days and hours a request takes counted from the shifts
// the person is rostered on, or their working week where the rota is not made (entitlement.ts, decision 0431), no
// two requests of one person on the same day, a manager's booking for someone decided as it is made, a reason
// to cancel someone else's leave, and the people told in the same transaction as the change (SPEC §3 alerts: leave
// requested, approved, rejected, deleted).
import type { HookContext, KindHooks } from '../pipeline/types.ts';
import { invalid } from '../problem.ts';
import type { Sql } from '../store/db.ts';
import type { OrgStore, RecordRow } from '../store/index.ts';
import { leaveStore } from '../store/leave.ts';
import { recordStore } from '../store/records.ts';
import { rotaStore } from '../store/rota.ts';
import { addDays, fromLocal, londonDate, parseYmd, ukDate } from '../time/london.ts';
import { DEFAULT_SETTINGS, recharged, requestCharge, type RosteredDay } from './entitlement.ts';
import { LEAVE_TYPE_LABELS, type LeaveAsked, leaveRequestErrors } from './rules.ts';

export const LEAVE_KIND = 'leave-request';
export const LEAVE_SPAN: [string, string] = ['startsOn', 'endsOn'];

const asked = (data: Record<string, unknown>) => data as unknown as LeaveAsked;

/** A request's link in an alert (the leave screen). */
const leaveLink = (id: string) => `/calendar/leaves/details?id=${id}`;
const why = (reason?: string) => (reason?.trim() ? `Reason: ${reason.trim()}` : null);

async function tell(ctx: HookContext & { row: RecordRow; tx: OrgStore }) {
  const { caller: c, row, tx, action } = ctx;
  const l = asked(row.data);
  const label = LEAVE_TYPE_LABELS[l.leaveType];
  const staffId = row.staffId!;
  const base = { recordCategory: 'hr', staffId, homeId: row.homeId, dueOn: l.startsOn, createdBy: c.id };
  const range = `from ${ukDate(l.startsOn)} to ${ukDate(l.endsOn)}`;
  if (action === 'create' && staffId === c.id) {
    const staffName = (await tx.people.user(staffId))?.name ?? c.name;
    const managers = (await tx.people.managersOf(row.homeId)).filter((u) => u !== c.id);
    await tx.alerts.raise(
      {
        ...base,
        kind: 'leave_requested',
        title: `${staffName} asked for ${label} leave ${range}`,
        body: leaveLink(row.id),
        naturalKey: `leave_requested:${row.id}`,
      },
      managers,
    );
  } else if (action === 'approve' || action === 'reject') {
    const status = action === 'approve' ? 'approved' : 'rejected';
    // booked by a manager for someone: approved as it was made, in the same transaction
    const booked = action === 'approve' && row.authorId === c.id && staffId !== c.id;
    await tx.alerts.raise(
      {
        ...base,
        kind: `leave_${status}`,
        title: booked
          ? `${c.name} booked ${label} leave for you from ${ukDate(l.startsOn)}`
          : `${c.name} ${status} your ${label} leave ${range}`,
        body: booked ? leaveLink(row.id) : why(ctx.reason),
        naturalKey: `leave_${status}:${row.id}`,
      },
      [staffId],
    );
  } else if (action === 'cancel') {
    // one's own: whoever approved it is told; someone else's: the person is
    const decider =
      ctx.before?.status === 'approved'
        ? (await tx.records.requests.get(LEAVE_KIND, row.id))?.steps.find((s) => s.action === 'approve')?.by
        : undefined;
    const told = staffId === c.id ? (decider ? [decider] : []) : [staffId];
    await tx.alerts.raise(
      {
        ...base,
        kind: 'leave_deleted',
        title: `${c.name} cancelled ${staffId === c.id ? 'their' : 'your'} ${label} leave ${range}`,
        body: why(ctx.reason),
        naturalKey: `leave_deleted:${row.id}`,
      },
      told,
    );
  }
}

/** The person's shifts starting in [from, to] (London dates), in every home: their dates and paid minutes. */
export async function rosteredDays(
  sql: Sql,
  orgId: string,
  staffId: string,
  from: string,
  to: string,
): Promise<RosteredDay[]> {
  if (to < from) return [];
  const dayStart = (d: string) => fromLocal({ ...parseYmd(d), hour: 0, minute: 0 });
  const shifts = await rotaStore(sql, orgId).staffShifts([staffId], dayStart(from), dayStart(addDays(to, 1)));
  // a sleep-in or on-call is paid as availability, not hours worked: it is not a working day to take off
  return shifts
    .filter((s) => s.shiftType !== 'sleep_in' && s.shiftType !== 'on_call')
    .map((s) => ({
      date: londonDate(new Date(s.startsAt)),
      minutes: Math.max(0, (new Date(s.endsAt).getTime() - new Date(s.startsAt).getTime()) / 60_000 - s.breakMinutes),
    }))
    .filter((d) => d.date >= from && d.date <= to);
}

/**
 * After a rota change, in its transaction: the person's leave (asked for or approved) over the changed days charged
 * again from the shifts as they now stand, each change a version of the request with the reason (decision 0970).
 */
export async function recountLeave(sql: Sql, orgId: string, by: string, staffIds: string[], from: string, to: string) {
  const records = recordStore(sql, orgId);
  for (const staffId of new Set(staffIds)) {
    const rows = await records.requests.overlapping({
      kind: LEAVE_KIND,
      span: LEAVE_SPAN,
      staffId,
      from,
      to,
      statuses: ['requested', 'approved'],
    });
    if (!rows.length) continue;
    const settings = { ...DEFAULT_SETTINGS, ...((await leaveStore(sql, orgId).settings(staffId)) ?? {}) };
    for (const row of rows) {
      const l = asked(row.data);
      const next = recharged(
        row.data,
        requestCharge(l, settings, await rosteredDays(sql, orgId, staffId, l.startsOn, l.endsOn)),
      );
      // a request changed meanwhile was counted by that save; a rota change never fails for it
      if (next)
        await records.change(
          row.id,
          row.version,
          { data: { ...row.data, days: next.days, hours: next.hours }, reason: next.reason },
          by,
          'recount',
        );
    }
  }
}

export const leaveRequestHooks: KindHooks = {
  /** The request as asked must make sense; the days it takes are counted, never typed. */
  async beforeValidate(ctx) {
    if (ctx.action !== 'create' && ctx.action !== 'update') return ctx.data;
    const errors = leaveRequestErrors(asked(ctx.data));
    if (errors.length) throw invalid('Some fields are not valid.', errors);
    const settings = {
      ...DEFAULT_SETTINGS,
      ...((await leaveStore(ctx.db, ctx.caller.orgId).settings(ctx.place.staffId!)) ?? {}),
    };
    const l = asked(ctx.data);
    const rostered = await rosteredDays(ctx.db, ctx.caller.orgId, ctx.place.staffId!, l.startsOn, l.endsOn);
    return { ...ctx.data, ...requestCharge(l, settings, rostered) };
  },

  async beforeChange(ctx) {
    if (ctx.action === 'cancel' && ctx.before?.staffId !== ctx.caller.id && !ctx.reason?.trim())
      throw invalid("Say why you are cancelling someone else's leave.", [{ path: '/reason', message: 'is required' }]);
    if (ctx.action !== 'create' && ctx.action !== 'update') return { data: ctx.data };
    const l = asked(ctx.data);
    const [clash] = await ctx.store.records.requests.overlapping({
      kind: LEAVE_KIND,
      span: LEAVE_SPAN,
      staffId: ctx.place.staffId!,
      from: l.startsOn,
      to: l.endsOn,
      statuses: ['requested', 'approved'],
      except: ctx.before?.id,
      limit: 1,
    });
    if (clash) {
      const c = asked(clash.data);
      throw invalid(`This overlaps leave already asked for (${ukDate(c.startsOn)} to ${ukDate(c.endsOn)}).`, [
        { path: '/startsOn', message: 'overlaps other leave' },
      ]);
    }
    // booked for someone else (SPEC §6 "scheduling leave needs leave edit"): decided as it is made
    return {
      data: ctx.data,
      then: ctx.action === 'create' && ctx.place.staffId !== ctx.caller.id ? 'approve' : undefined,
    };
  },

  afterChange: tell,
};
