// The routes a staff concern takes, and what a safeguarding case must hold before it closes (decision 0450). Pure:
// the disciplinary case's hooks (engine/staff/discipline-hooks.ts) refuse a write these rules name.
// - Conduct towards a child or a safeguarding allegation: the employer's process runs alongside the LADO and the
//   police, never instead. The LADO clock is the one on the young person's safeguarding concern the case links to.
// - A decision on referral to the DBS (Safeguarding Vulnerable Groups Act 2006 s35) is recorded before the case
//   closes, and as soon as the person leaves or resigns during it: the duty to refer survives their going.
// - Attendance is an absence and capability matter (Acas Code of Practice, scope), not misconduct.
import type { FieldError } from '../definitions/ajv.ts';

export const SAFEGUARDING_GROUND = 'safeguarding';
export const ATTENDANCE_GROUND = 'attendance';

export type ConcernRoute = 'safeguarding' | 'capability' | 'misconduct';

/** Which procedure a disciplinary ground belongs to. */
export function routeOf(ground: unknown): ConcernRoute {
  if (ground === SAFEGUARDING_GROUND) return 'safeguarding';
  if (ground === ATTENDANCE_GROUND) return 'capability';
  return 'misconduct';
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const filled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null);

/** The DBS referral decision's choices. */
export const DBS_DECISIONS = ['referred', 'not_referred'] as const;

/** The case is closing: its stage is Closed or a closing date is set. */
export const isClosing = (d: Obj) => d.stage === 'closed' || filled(d.closedOn);
/** The person has left or resigned while the case is open. */
export const hasLeft = (d: Obj) => filled(obj(d.safeguarding).leftOn);

/**
 * What a disciplinary case is missing for its route, each at its field. `creating`: a new case (attendance is
 * refused there; an old case keeps its ground).
 */
export function disciplinaryErrors(d: Obj, creating: boolean): FieldError[] {
  const out: FieldError[] = [];
  const need = (path: string, message: string) => out.push({ path, message });
  const route = routeOf(d.ground);
  if (route === 'capability' && creating)
    need(
      '/ground',
      'Attendance is dealt with under the absence and capability procedure, not as misconduct: ' +
        'record a performance improvement plan for attendance instead',
    );
  if (route !== 'safeguarding') return out;

  const s = obj(d.safeguarding);
  if (!filled(s.concern))
    need(
      '/safeguarding/concern',
      "Link the young person's safeguarding concern where the allegation is recorded: its LADO referral clock " +
        'runs there',
    );
  if (!filled(s.knownAt)) need('/safeguarding/knownAt', 'When the allegation became known');
  if (s.alongsideAcknowledged !== true)
    need(
      '/safeguarding/alongsideAcknowledged',
      'Confirm the employer’s process runs alongside the LADO and the police, not instead of them',
    );

  if (!isClosing(d) && !hasLeft(d)) return out;
  const why = hasLeft(d) ? 'the person has left' : 'the case closes';
  const dbs = obj(s.dbs);
  if (!DBS_DECISIONS.includes(dbs.decision as (typeof DBS_DECISIONS)[number])) {
    need('/safeguarding/dbs/decision', `A decision on referral to the DBS is needed because ${why}`);
    return out;
  }
  if (!filled(dbs.decidedOn)) need('/safeguarding/dbs/decidedOn', 'When the referral decision was made');
  if (!filled(dbs.decidedBy)) need('/safeguarding/dbs/decidedBy', 'Who made the referral decision');
  if (!filled(dbs.reasons)) need('/safeguarding/dbs/reasons', 'The reasons for the referral decision');
  if (dbs.decision === 'referred') {
    if (!filled(dbs.referredOn)) need('/safeguarding/dbs/referredOn', 'When the referral was sent to the DBS');
    if (!filled(dbs.reference)) need('/safeguarding/dbs/reference', "The DBS's reference for the referral");
  }
  return out;
}

/** The DBS referral a case records, for the linked concern's notification duty (null: none made). */
export function dbsReferralOf(d: Obj): { referredOn: string } | null {
  if (routeOf(d.ground) !== 'safeguarding') return null;
  const dbs = obj(obj(d.safeguarding).dbs);
  return dbs.decision === 'referred' && typeof dbs.referredOn === 'string' && dbs.referredOn
    ? { referredOn: dbs.referredOn }
    : null;
}

/** A staff exit with a safeguarding concern needs the registered manager's recorded decision before it is done. */
export function exitNeedsDecision(exit: Obj): boolean {
  return exit.safeguardingConcern === true;
}

/** What is missing from an exit's safeguarding decision (empty: recorded). */
export function exitDecisionErrors(exit: Obj): FieldError[] {
  if (!exitNeedsDecision(exit)) return [];
  const dec = obj(exit.safeguardingDecision);
  const out: FieldError[] = [];
  if (!DBS_DECISIONS.includes(dec.dbs as (typeof DBS_DECISIONS)[number]))
    out.push({ path: '/safeguardingDecision/dbs', message: 'Referred to the DBS, or not' });
  if (!filled(dec.decidedBy)) out.push({ path: '/safeguardingDecision/decidedBy', message: 'Who decided' });
  if (!filled(dec.decidedOn)) out.push({ path: '/safeguardingDecision/decidedOn', message: 'When' });
  if (!filled(dec.reasons)) out.push({ path: '/safeguardingDecision/reasons', message: 'The reasons' });
  return out;
}
