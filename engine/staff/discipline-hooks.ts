// Hooks of the disciplinary case, the staff exit and the qualification (engine/pipeline/types.ts), around the pure
// rules in discipline.ts (decision 0450):
// - a case on the safeguarding route names the young person's safeguarding concern about an allegation against
//   staff (its LADO clock is the only one), and cannot close, nor stand once the person has left, without a decision
//   on referral to the DBS;
// - a referral recorded here marks the concern "Referred to the DBS" so its notification duty to Ofsted runs there;
// - an exit with a safeguarding concern opens a task for the registered manager that only the recorded decision
//   closes (a task with a natural key cannot be closed by hand: engine/tasks/service.ts).
import { fieldReader } from '../definitions/field-reads.ts';
import type { HookContext, KindHooks } from '../pipeline/types.ts';
import { invalid } from '../problem.ts';
import type { OrgStore, RecordRow } from '../store/index.ts';
import { dbsReferralOf, disciplinaryErrors, exitDecisionErrors, exitNeedsDecision, routeOf } from './discipline.ts';
import { inductionErrors } from './induction.ts';
import { qualificationErrors } from './qualifications.ts';

export const fieldReads = fieldReader('Safeguarding in discipline (the linked concern and the DBS referral)', [
  {
    kind: 'safeguarding',
    path: 'category',
    values: ['allegation_against_staff'],
    why: 'a safeguarding disciplinary case links only to an allegation against staff',
  },
  { kind: 'safeguarding', path: 'allegation.dbsReferral', why: 'marked when the case records a DBS referral' },
  { kind: 'safeguarding', path: 'allegation.dbsReferredAt', why: 'the date the case records the referral was sent' },
  { kind: 'disciplinary-action', path: 'ground', values: ['safeguarding', 'attendance'], why: 'picks the route' },
  { kind: 'disciplinary-action', path: 'safeguarding.dbs.decision', why: 'a referral marks the linked concern' },
  { kind: 'staff-exit', path: 'safeguardingConcern', why: 'opens the registered manager’s decision task' },
  { kind: 'staff-exit', path: 'safeguardingDecision.dbs', why: 'closes the registered manager’s decision task' },
  { kind: 'staff-exit', path: 'leavingDate', type: 'date', why: 'the decision task is due on the leaving date' },
]);

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const ALLEGATION = 'allegation_against_staff';
/** Hooks run on saves (a workflow step changes no data). */
const WRITES = new Set(['create', 'update']);

/** The linked concern must be a live allegation against staff in this organisation. */
async function checkConcern(ctx: HookContext, id: string) {
  const concern = await ctx.store.records.get(id);
  const ok = concern && concern.kind === 'safeguarding' && !concern.archivedAt;
  const category = concern?.data.category;
  const allegation = Array.isArray(category) ? category.includes(ALLEGATION) : category === ALLEGATION;
  if (!ok || !allegation)
    throw invalid('Link a safeguarding concern recorded as an allegation against staff.', [
      { path: '/safeguarding/concern', message: 'is not an allegation against staff' },
    ]);
}

/** The referral, written onto the concern (once) so its Reg 40 / Reg 27 notification duty starts there. */
async function markConcernReferred(tx: OrgStore, row: RecordRow, by: string) {
  const referral = dbsReferralOf(row.data);
  const id = obj(row.data.safeguarding).concern;
  if (!referral || typeof id !== 'string') return;
  const concern = await tx.records.get(id);
  if (!concern || concern.kind !== 'safeguarding') return;
  const allegation = obj(concern.data.allegation);
  if (allegation.dbsReferral === true && allegation.dbsReferredAt) return;
  const data = {
    ...concern.data,
    allegation: { ...allegation, dbsReferral: true, dbsReferredAt: referral.referredOn },
  };
  await tx.records.change(concern.id, concern.version, { data }, by, 'dbs-referral-recorded');
  await tx.audit.write({
    userId: by,
    action: 'record.dbs-referral-recorded',
    entity: 'record',
    entityId: concern.id,
    detail: { fromDisciplinaryCase: row.id, referredOn: referral.referredOn },
  });
}

export const disciplinaryHooks: KindHooks = {
  async beforeChange(ctx) {
    if (!WRITES.has(ctx.action)) return { data: ctx.data };
    const errors = disciplinaryErrors(ctx.data, ctx.action === 'create');
    if (errors.length) throw invalid(errors[0].message, errors);
    const concern = obj(ctx.data.safeguarding).concern;
    if (routeOf(ctx.data.ground) === 'safeguarding' && typeof concern === 'string') await checkConcern(ctx, concern);
    return { data: ctx.data };
  },
  async afterChange(ctx) {
    if (WRITES.has(ctx.action)) await markConcernReferred(ctx.tx, ctx.row, ctx.caller.id);
  },
};

/** The natural key of an exit's decision task: one per exit record. */
export const exitTaskKey = (exitId: string) => `staff-exit-safeguarding:${exitId}`;

async function exitTask(ctx: HookContext & { row: RecordRow; tx: OrgStore }) {
  const { row, tx, caller } = ctx;
  const key = exitTaskKey(row.id);
  const open = await tx.tasks.byNaturalKey(key);
  const decided = exitDecisionErrors(row.data).length === 0;
  if (open && open.status === 'not_complete' && (decided || !exitNeedsDecision(row.data) || row.archivedAt)) {
    await tx.tasks.close(open.id, null, decided && exitNeedsDecision(row.data) ? 'completed' : 'cancelled', caller.id);
    return;
  }
  if (open || !exitNeedsDecision(row.data) || decided || row.archivedAt) return;
  const staffId = row.staffId!;
  const homes = await tx.staff.registeredManagers(staffId);
  let assignees = [...new Set(homes.map((h) => h.registeredManager).filter((x): x is string => !!x))];
  if (!assignees.length)
    assignees = [...new Set((await Promise.all(homes.map((h) => tx.people.managersOf(h.homeId)))).flat())];
  const name = (await tx.people.user(staffId))?.name ?? 'A member of staff';
  const leaving = typeof row.data.leavingDate === 'string' ? row.data.leavingDate : null;
  await tx.tasks.insert({
    type: 'staff log',
    title: `Decide on the safeguarding concern as ${name} leaves: referral to the DBS`,
    description:
      'They left with a safeguarding concern. The registered manager records whether they are referred to the DBS ' +
      '(Safeguarding Vulnerable Groups Act 2006 s35: the duty applies even after they leave), who decided, when ' +
      'and why, on the exit record. This task closes when that decision is saved.',
    priority: 'high',
    dueAt: new Date(`${leaving ?? new Date().toISOString().slice(0, 10)}T17:00:00Z`),
    assignedTo: assignees,
    recordCategory: 'hr',
    recordId: row.id,
    staffId,
    homeId: homes[0]?.homeId ?? null,
    naturalKey: key,
    createdBy: caller.id,
  });
}

export const staffExitHooks: KindHooks = { afterChange: exitTask };

/** A qualification accepted as equivalent says what it is, why, who accepted it and when (decision 0452). */
export const qualificationHooks: KindHooks = {
  beforeChange(ctx) {
    if (!WRITES.has(ctx.action)) return { data: ctx.data };
    const errors = qualificationErrors(ctx.data);
    if (errors.length) throw invalid(errors[0].message, errors);
    return { data: ctx.data };
  },
};

/** An induction is recorded complete only with every area covered and signed off, and a manager's sign-off (0623). */
export const inductionHooks: KindHooks = {
  beforeChange(ctx) {
    if (!WRITES.has(ctx.action)) return { data: ctx.data };
    const errors = inductionErrors(ctx.data);
    if (errors.length) throw invalid(errors[0].message, errors);
    return { data: ctx.data };
  },
};
