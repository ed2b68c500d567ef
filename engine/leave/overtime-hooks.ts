// The overtime request's hooks (engine/pipeline/types.ts): asked for time worked or about to be worked, never months
// ahead; recorded by a manager for someone, decided as it is made; and the people told in the write's transaction —
// the home's managers when it is asked for, the person when it is decided.
import type { HookContext, KindHooks } from '../pipeline/types.ts';
import { invalid } from '../problem.ts';
import type { OrgStore, RecordRow } from '../store/index.ts';
import { addDays, londonDate, ukDate } from '../time/london.ts';

export const OVERTIME_KIND = 'overtime-request';
export const OVERTIME_SPAN: [string, string] = ['workedOn', 'workedOn'];
/** How far ahead overtime may be asked for: a shift about to be extended, not a plan for next season. */
export const OVERTIME_AHEAD_DAYS = 31;

export interface OvertimeAsked {
  workedOn: string;
  minutes: number;
  compensation: 'paid' | 'toil';
  reason: string;
}
const asked = (data: Record<string, unknown>) => data as unknown as OvertimeAsked;
const hours = (minutes: number) => (minutes / 60).toFixed(2);
const how = (o: OvertimeAsked) => (o.compensation === 'toil' ? 'time off in lieu' : 'paid');

async function tell(ctx: HookContext & { row: RecordRow; tx: OrgStore }) {
  const { caller: c, row, tx, action } = ctx;
  const o = asked(row.data);
  const staffId = row.staffId!;
  const base = {
    kind: 'rota',
    recordCategory: 'shift',
    staffId,
    homeId: row.homeId,
    dueOn: o.workedOn,
    createdBy: c.id,
  };
  if (action === 'create' && staffId === c.id) {
    const staffName = (await tx.people.user(staffId))?.name ?? c.name;
    const managers = (await tx.people.managersOf(row.homeId)).filter((u) => u !== c.id);
    await tx.alerts.raise(
      {
        ...base,
        title: `${staffName} asked for ${hours(o.minutes)} hours' overtime on ${ukDate(o.workedOn)} (${how(o)})`,
        body: `/calendar/overtime/details?id=${row.id}`,
        naturalKey: `overtime_requested:${row.id}`,
      },
      managers,
    );
  } else if (action === 'approve' || action === 'reject') {
    const status = action === 'approve' ? 'approved' : 'rejected';
    // recorded by a manager for someone: approved as it was made, in the same transaction
    const recorded = action === 'approve' && row.authorId === c.id && staffId !== c.id;
    await tx.alerts.raise(
      {
        ...base,
        title: recorded
          ? `${c.name} recorded ${hours(o.minutes)} hours' overtime for you on ${ukDate(o.workedOn)} (${how(o)})`
          : `${c.name} ${status} your overtime on ${ukDate(o.workedOn)}`,
        body: recorded
          ? `/calendar/overtime/details?id=${row.id}`
          : ctx.reason?.trim()
            ? `Reason: ${ctx.reason.trim()}`
            : null,
        naturalKey: `overtime_${status}:${row.id}`,
      },
      [staffId],
    );
  }
}

export const overtimeRequestHooks: KindHooks = {
  beforeChange(ctx) {
    if (ctx.action !== 'create' && ctx.action !== 'update') return { data: ctx.data };
    const o = asked(ctx.data);
    if (o.workedOn > addDays(londonDate(ctx.now), OVERTIME_AHEAD_DAYS))
      throw invalid('Overtime is asked for within a month of the day.', [
        { path: '/workedOn', message: 'is more than a month ahead' },
      ]);
    const data = { ...ctx.data, reason: o.reason.trim() };
    if (!data.reason) throw invalid('Say why the overtime was worked.', [{ path: '/reason', message: 'is required' }]);
    // "create for someone" (SPEC §6: creating overtime needs leave edit): a manager records it, approved as made
    return { data, then: ctx.action === 'create' && ctx.place.staffId !== ctx.caller.id ? 'approve' : undefined };
  },
  afterChange: tell,
};
