// Leave requests as the leave screens read them. Every write goes through the one pipeline (the record
// service: the kind's access, its hooks, validation, one statement with revision and outbox, what follows);
// this module only names the kind and shapes the answers — a request with its balance, the rota shifts and
// colleagues' leave it clashes with, a person's or a home's leave by dates.
import type { Caller } from '../access/index.ts';
import { decideHomeLeave, decidePersonLeave } from '../access/leave.ts';
import { fieldReader } from '../definitions/field-reads.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { requestActions } from '../pipeline/approval.ts';
import { forbidden, notFound } from '../problem.ts';
import type { RecordService } from '../records/service.ts';
import type { Store } from '../store/index.ts';
import { leaveStore } from '../store/leave.ts';
import type { RequestRow } from '../store/requests.ts';
import { londonDate } from '../time/london.ts';
import { overdraws, overlaps } from './entitlement.ts';
import { leaveFigures, nextDay, startOfDay } from './figures.ts';
import { LEAVE_KIND, LEAVE_SPAN } from './hooks.ts';
import { LEAVE_TYPE_LABELS } from './rules.ts';

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

/** What the leave requests list and clash check read of a leave request. */
export const fieldReads = fieldReader('Leave requests (labels, clashes with colleagues, past requests)', [
  {
    kind: LEAVE_KIND,
    path: 'leaveType',
    type: 'choice',
    values: ['annual'],
    why: 'names the leave and finds annual-leave clashes',
  },
  { kind: LEAVE_KIND, path: 'startsOn', type: 'date', why: 'finds leave that overlaps' },
  { kind: LEAVE_KIND, path: 'endsOn', type: 'date', why: 'tells current requests from past ones' },
]);

const check = (v: { ok: true } | { ok: false; reason: string }) => {
  if (!v.ok) throw forbidden(v.reason);
};
const dataOf = (input: LeaveInput) => ({
  leaveType: input.leaveType,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  partDay: input.partDay ?? null,
  minutes: input.minutes ?? null,
  note: input.note ?? null,
});

/** A leave-request record as the screens, the calendar and the rota read it: who decided and why from its history. */
export function leaveOf(r: RequestRow) {
  const decided = r.steps.filter((s) => s.action === 'approve' || s.action === 'reject').at(-1);
  const cancelled = r.steps.find((s) => s.action === 'cancel');
  const d = r.data as { leaveType: string; startsOn: string; endsOn: string } & Record<string, unknown>;
  return {
    id: r.id,
    staffId: r.staffId,
    staffName: r.staffName,
    homeId: r.homeId,
    homeName: r.homeName,
    leaveType: d.leaveType,
    startsOn: d.startsOn,
    endsOn: d.endsOn,
    partDay: (d.partDay ?? null) as 'am' | 'pm' | null,
    minutes: (d.minutes ?? null) as number | null,
    days: Number(d.days ?? 0),
    hours: d.hours == null ? null : Number(d.hours),
    status: r.status,
    note: (d.note ?? null) as string | null,
    version: r.version,
    requestedBy: r.authorId,
    requestedByName: r.authorName,
    decidedBy: decided?.by ?? null,
    decidedByName: decided?.byName ?? null,
    decidedAt: decided?.at ?? null,
    decisionReason: decided?.reason ?? null,
    cancelledBy: cancelled?.by ?? null,
    cancelledByName: cancelled?.byName ?? null,
    cancelledAt: cancelled?.at ?? null,
    cancelReason: cancelled?.reason ?? null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export function leaveRequests(
  { store, registry, records }: { store: Store; registry: DefinitionRegistry; records: RecordService },
  clock: () => Date = () => new Date(),
) {
  const today = () => londonDate(clock());
  const figures = leaveFigures({ store }, clock);
  const requests = (c: Caller) => store.forOrg(c.orgId).records.requests;
  const definition = async (c: Caller) => (await registry.latest(LEAVE_KIND, c.orgId))!.def;

  /** The request with what the person acting may do with it now (the same access and machine the pipeline asks). */
  async function shown(c: Caller, rows: RequestRow[]) {
    const def = await definition(c);
    return rows.map((r) => ({
      ...leaveOf(r),
      leaveTypeLabel: LEAVE_TYPE_LABELS[String(r.data.leaveType)] ?? r.data.leaveType,
      actions: requestActions(c, def, r, clock()),
    }));
  }

  /** The version a change is made against: the screens send none, so the newest (a stale one is still 409). */
  const versionOf = async (c: Caller, id: string) => (await store.forOrg(c.orgId).records.get(id))?.version ?? 0;

  const api = {
    async request(c: Caller, input: LeaveInput) {
      check(decidePersonLeave(c, { id: c.id, homeIds: c.homeIds }, null)); // a young person's login: 403 first
      const { homeId, staffId } = input;
      const made = await records.create(c, LEAVE_KIND, { staffId: staffId ?? c.id, homeId, data: dataOf(input) });
      return api.details(c, made.id);
    },

    /** One request with what the approver needs: the balance, their rota shifts and colleagues' leave those days. */
    async details(c: Caller, id: string) {
      await records.read(c, LEAVE_KIND, id); // the read rule (404 or 403), and the opening kept
      const row = await requests(c).get(LEAVE_KIND, id);
      if (!row) throw notFound('The leave request');
      const [leave] = await shown(c, [row]);
      const [b, shifts, colleagues] = await Promise.all([
        figures.balanceOf(c, leave.staffId, leave.startsOn),
        leaveStore(store.db, c.orgId).shifts({
          staffId: leave.staffId,
          from: startOfDay(leave.startsOn),
          to: startOfDay(nextDay(leave.endsOn)),
        }),
        decideHomeLeave(c, leave.homeId).ok
          ? requests(c).overlapping({
              kind: LEAVE_KIND,
              span: LEAVE_SPAN,
              homeIds: [leave.homeId],
              from: leave.startsOn,
              to: leave.endsOn,
              statuses: ['requested', 'approved'],
            })
          : Promise.resolve([]),
      ]);
      const others = colleagues.map(leaveOf).filter((o) => o.staffId !== leave.staffId && overlaps(o, leave));
      return {
        leave,
        balance: b.balance,
        year: b.year,
        overdraws:
          leave.status === 'requested' &&
          leave.leaveType === 'annual' &&
          overdraws(b.balance, leave.days, b.settings.hoursPerDay),
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
      await records.update(c, LEAVE_KIND, id, { data: dataOf(input), version: await versionOf(c, id) });
      return api.details(c, id);
    },

    async decide(c: Caller, id: string, action: 'approve' | 'reject' | 'cancel', reason: string | null) {
      await records.act(c, LEAVE_KIND, id, action, await versionOf(c, id), reason ?? undefined);
      return api.details(c, id);
    },

    /** My leave: to come (my-leaves) or past, rejected and cancelled (my-history). */
    async mine(c: Caller, when: 'upcoming' | 'past') {
      check(decidePersonLeave(c, { id: c.id, homeIds: c.homeIds }, null));
      const rows = await requests(c).overlapping({ kind: LEAVE_KIND, span: LEAVE_SPAN, staffId: c.id, limit: 500 });
      const t = today();
      const standing = (r: RequestRow) =>
        String(r.data.endsOn) >= t && (r.status === 'requested' || r.status === 'approved');
      const pick = rows.filter((r) => (when === 'upcoming' ? standing(r) : !standing(r)));
      return { items: await shown(c, pick), ...(await figures.balanceOf(c, c.id)) };
    },

    /** A home's leave: to come (home-leaves), past (home-history), or a date range (schedule). */
    async home(
      c: Caller,
      homeId: string,
      f: { when?: 'upcoming' | 'past'; from?: string; to?: string; staffId?: string },
    ) {
      const h = await store.forOrg(c.orgId).people.home(homeId);
      if (!h) throw notFound('The home');
      check(decideHomeLeave(c, homeId));
      const t = today();
      const rows = await requests(c).overlapping({
        kind: LEAVE_KIND,
        span: LEAVE_SPAN,
        homeIds: [homeId],
        staffId: f.staffId,
        from: f.from ?? (f.when === 'upcoming' ? t : undefined),
        to: f.to ?? (f.when === 'past' ? t : undefined),
        limit: 500,
      });
      const pick =
        f.when === 'past'
          ? rows.filter((r) => String(r.data.endsOn) < t || r.status === 'rejected' || r.status === 'cancelled')
          : rows;
      return {
        home: { id: h.id, name: h.name },
        items: await shown(c, pick),
        canSchedule: decideHomeLeave(c, homeId, 'edit').ok,
      };
    },
  };
  return api;
}
