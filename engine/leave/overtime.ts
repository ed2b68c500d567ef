// Overtime requests (DOMAIN §18): asked for by a member of staff, or recorded for someone by a manager
// (approved as made), approved or rejected with a reason, withdrawn by the person; approved time off in lieu
// adds to the leave balance, paid overtime to gross pay. Still an area of its own tables (store/leave.ts):
// the next of the approval kinds to move onto the pipeline, as leave requests have (engine/leave/requests.ts).
import type { Caller } from '../access/index.ts';
import {
  decideDecision,
  decideHomeLeave,
  decidePersonLeave,
  decideRequestFor,
  type StaffFacts,
} from '../access/leave.ts';
import { conflict, forbidden, invalid, notFound } from '../problem.ts';
import { alertStore } from '../store/alerts.ts';
import { auditStore } from '../store/audit.ts';
import type { Store } from '../store/index.ts';
import { leaveStore, type OvertimeRow } from '../store/leave.ts';
import { ukDate } from '../time/london.ts';

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

export function overtimeService({ store }: { store: Store }, clock: () => Date = () => new Date()) {
  const lv = (c: Caller) => leaveStore(store.db, c.orgId);
  const alertsIn = (tx: Parameters<Parameters<typeof store.db.transaction>[0]>[0], c: Caller) =>
    alertStore(tx, c.orgId);

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

  function overtimeOut(c: Caller, o: OvertimeRow) {
    const actions: string[] = [];
    if (o.status === 'requested' && decideDecision(c, o).ok) actions.push('approve', 'reject');
    if (o.status === 'requested' && o.staffId === c.id) actions.push('cancel');
    return { ...o, actions };
  }

  return {
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
