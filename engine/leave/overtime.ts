// Overtime requests as the overtime screens read them. Every write goes through the one pipeline (the record
// service: the kind's access, its hooks, validation, one statement with revision and outbox, what follows); this
// module only names the kind, checks who and which home a request is for, and shapes the answers.
import type { Caller } from '../access/index.ts';
import { decideHomeLeave, decidePersonLeave } from '../access/leave.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { requestActions } from '../pipeline/approval.ts';
import { forbidden, invalid, notFound } from '../problem.ts';
import type { RecordService } from '../records/service.ts';
import type { Store } from '../store/index.ts';
import type { RequestRow } from '../store/requests.ts';
import { OVERTIME_KIND, OVERTIME_SPAN, type OvertimeAsked } from './overtime-hooks.ts';

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

/** An overtime-request record as the screens read it: who decided and why from its history. */
export function overtimeOf(r: RequestRow) {
  const decided = r.steps.filter((s) => s.action === 'approve' || s.action === 'reject').at(-1);
  const o = r.data as unknown as OvertimeAsked;
  return {
    id: r.id,
    staffId: r.staffId,
    staffName: r.staffName,
    homeId: r.homeId,
    homeName: r.homeName,
    workedOn: o.workedOn,
    minutes: Number(o.minutes),
    compensation: o.compensation,
    reason: o.reason,
    status: r.status,
    version: r.version,
    requestedBy: r.authorId,
    requestedByName: r.authorName,
    decidedBy: decided?.by ?? null,
    decidedByName: decided?.byName ?? null,
    decidedAt: decided?.at ?? null,
    decisionReason: decided?.reason ?? null,
    createdAt: r.createdAt,
  };
}

export function overtimeRequests(
  { store, registry, records }: { store: Store; registry: DefinitionRegistry; records: RecordService },
  clock: () => Date = () => new Date(),
) {
  const requests = (c: Caller) => store.forOrg(c.orgId).records.requests;

  /** The requests with what the person acting may do with each now (the same access and machine the pipeline asks). */
  async function shown(c: Caller, rows: RequestRow[]) {
    const def = (await registry.latest(OVERTIME_KIND, c.orgId))!.def;
    return rows.map((r) => ({ ...overtimeOf(r), actions: requestActions(c, def, r, clock()) }));
  }

  /** The home a request is for: the one named, or the person's first; 422 at the field when there is none. */
  async function homeFor(c: Caller, input: OvertimeInput, staffId: string): Promise<string> {
    const person = await store.forOrg(c.orgId).people.user(staffId);
    if (!person || person.youngPersonId || !person.active)
      throw invalid('Name a member of staff of this organisation.', [
        { path: '/staffId', message: 'is not a member of staff here' },
      ]);
    const id = input.homeId ?? person.homeIds[0];
    if (!id)
      throw invalid('Say which home this is for.', [
        { path: '/homeId', message: 'is required (the person works in no home)' },
      ]);
    return id;
  }

  /** The version a step is taken against: the screens send none, so the newest (a stale one is still 409). */
  const versionOf = async (c: Caller, id: string) => (await store.forOrg(c.orgId).records.get(id))?.version ?? 0;

  const api = {
    /** Asked for by the person, or recorded for someone by a manager (approved as made: the kind's hooks). */
    async requestOvertime(c: Caller, input: OvertimeInput) {
      check(decidePersonLeave(c, { id: c.id, homeIds: c.homeIds }, null)); // a young person's login: 403 first
      const staffId = input.staffId ?? c.id;
      const homeId = await homeFor(c, input, staffId);
      const { workedOn, minutes, compensation, reason } = input;
      const made = await records.create(c, OVERTIME_KIND, {
        staffId,
        homeId,
        data: { workedOn, minutes, compensation, reason },
      });
      return api.overtimeDetails(c, made.id);
    },

    async overtimeDetails(c: Caller, id: string) {
      await records.read(c, OVERTIME_KIND, id); // the read rule (404 or 403), and the opening kept
      const row = await requests(c).get(OVERTIME_KIND, id);
      if (!row) throw notFound('The overtime request');
      return (await shown(c, [row]))[0];
    },

    async decideOvertime(c: Caller, id: string, action: 'approve' | 'reject' | 'cancel', reason: string | null) {
      await records.act(c, OVERTIME_KIND, id, action, await versionOf(c, id), reason?.trim() || undefined);
      return api.overtimeDetails(c, id);
    },

    /** My overtime: awaiting a decision (upcoming) or decided and withdrawn (past). */
    async myOvertime(c: Caller, when: 'upcoming' | 'past') {
      check(decidePersonLeave(c, { id: c.id, homeIds: c.homeIds }, null));
      const rows = await requests(c).overlapping({
        kind: OVERTIME_KIND,
        span: OVERTIME_SPAN,
        staffId: c.id,
        limit: 500,
      });
      const pick = rows.filter((r) => (when === 'upcoming' ? r.status === 'requested' : r.status !== 'requested'));
      return { items: await shown(c, pick) };
    },

    async homeOvertime(c: Caller, homeId: string, when: 'upcoming' | 'past') {
      const h = await store.forOrg(c.orgId).people.home(homeId);
      if (!h) throw notFound('The home');
      check(decideHomeLeave(c, homeId));
      const rows = await requests(c).overlapping({
        kind: OVERTIME_KIND,
        span: OVERTIME_SPAN,
        homeIds: [homeId],
        limit: 500,
      });
      const pick = rows.filter((r) => (when === 'upcoming' ? r.status === 'requested' : r.status !== 'requested'));
      return {
        home: { id: h.id, name: h.name },
        items: await shown(c, pick),
        canCreate: decideHomeLeave(c, homeId, 'edit').ok,
      };
    },
  };
  return api;
}
