// A placing authority's social worker (or IRO), role social_worker (SPEC §6; decision 0671). A manager names the
// young people they may see and until when; the grant ends on that date or when the child moves on. They read only
// what the authority needs to hold the placement to account: plans, risk assessments, incidents and safeguarding
// records with the notifications made, reviews and the summary report, once finished (never a draft), and they may
// comment on plans. Nothing of the home, its staff, HR or any other child. Every opening is audited like anyone's.
import type { RecordDefinition } from '../definitions/types.ts';
import { londonDate } from '../time/london.ts';
import type { Caller, Level, Verdict } from './index.ts';

export const isSocialWorker = (c: Pick<Caller, 'role'>) => c.role === 'social_worker';

/** The kinds a placing authority's worker reads. Risk assessments are every `risk-assessment-*` kind. */
export const SOCIAL_WORKER_PLAN_KINDS = new Set([
  'placement-plan',
  'behaviour-support-plan',
  'ils-plan',
  'therapeutic-plan',
  'education-plan',
  'external-plan',
]);
const OTHER_KINDS = new Set([
  'incident',
  'missing-episode',
  'incident-follow-up',
  'safeguarding',
  'important-meeting',
  'summary-export',
]);

const isRiskAssessment = (kind: string) => kind.startsWith('risk-assessment-');

/** May a social worker read records of this kind at all? */
export const socialWorkerReads = (def: Pick<RecordDefinition, 'kind' | 'subject'>) =>
  def.subject === 'young-person' &&
  (SOCIAL_WORKER_PLAN_KINDS.has(def.kind) || OTHER_KINDS.has(def.kind) || isRiskAssessment(def.kind));

/** Plans and risk assessments take a social worker's comments; nothing else does. */
export const socialWorkerComments = (def: Pick<RecordDefinition, 'kind'>) =>
  SOCIAL_WORKER_PLAN_KINDS.has(def.kind) || isRiskAssessment(def.kind);

/** The young people the grant covers today: open grants whose end date has not passed (London). */
export function placedYoungPeople(c: Pick<Caller, 'placedYoungPeople'>, now: Date = new Date()): string[] {
  const today = londonDate(now);
  return (c.placedYoungPeople ?? []).filter((p) => p.endsOn >= today).map((p) => p.youngPersonId);
}

export const isPlacedWith = (c: Pick<Caller, 'role' | 'placedYoungPeople'>, youngPersonId: string, now?: Date) =>
  isSocialWorker(c) && placedYoungPeople(c, now).includes(youngPersonId);

const refuse = (reason: string): Verdict => ({ ok: false, status: 403, reason });

export function decideSocialWorkerRecord(
  c: Caller,
  def: RecordDefinition,
  place: { youngPersonId: string | null },
  want: 'read' | 'edit',
): Verdict {
  if (!place.youngPersonId || !isPlacedWith(c, place.youngPersonId))
    return refuse('You were given access to named young people only, and only until the date the home set.');
  if (!socialWorkerReads(def)) return refuse("This is not among the records shared with the child's social worker.");
  if (want === 'edit') return refuse('You can read this and comment on plans, but not change it.');
  return { ok: true };
}

export const socialWorkerKindLevel = (def: RecordDefinition): Level => (socialWorkerReads(def) ? 'read' : 'none');

/** The list filter: only the young people the grant covers today, in whichever home they live. */
export const socialWorkerListScope = (c: Caller, def: RecordDefinition) => ({
  homeIds: 'all' as const,
  excludeYoungPeople: [],
  onlyYoungPeople: socialWorkerReads(def) ? placedYoungPeople(c) : [],
});

/** The young-person permission areas that hold what they read (for the screens' tabs), for a young person of theirs. */
const SHARED_AREAS = new Set(['plans', 'incident', 'safeguarding', 'weeklyReports']);
export const socialWorkerAreaLevel = (c: Caller, youngPersonId: string, area: string): Level =>
  isPlacedWith(c, youngPersonId) && SHARED_AREAS.has(area) ? 'read' : 'none';
