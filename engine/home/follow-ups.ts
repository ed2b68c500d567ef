// What a home record leaves to be done, as tasks for the home's managers: a failed check's issue until
// its remedy is recorded; a revised statement of purpose to Ofsted within 28 days (CH reg 16(3)); each Reg 44
// recommendation's and each inspection requirement's action by its due date; a quality review's report to Ofsted
// within 28 days and its action plan; a manager notice's steps (CH regs 48, 49); the actions of a location risk
// assessment and of a premises safety certificate. `homeFollowUps` says what should exist (pure);
// `syncHomeFollowUps` makes the record's tasks agree — run after each write through the home routes and by the
// record-changes worker.
import { homeCheckTypes } from '../../definitions/lists/home.ts';
import { REGULATORY_TIMINGS } from '../../definitions/regulatory-timings.ts';
import type { Store } from '../store/index.ts';
import { addDays, fromLocal, parseYmd } from '../time/london.ts';
import { type CheckData, checkProblems, escalated, issueState, scaldRisk, sharpsDiscrepancies } from './checks.ts';
import { type ManagerNoticeData, managerNoticeSteps, noticeRegulation } from './manager-notices.ts';
import { type Reg44Data, reg44Steps } from './reg44.ts';

const FOLLOW_UP_PREFIX = 'home:';
export const FOLLOW_UP_KINDS = [
  'home-check',
  'statement-of-purpose',
  'reg44-visit',
  'quality-review',
  'ofsted-inspection',
  'manager-notice',
  'location-risk-assessment',
  'premises-safety',
] as const;
/** The statement of purpose (CH r16(3)) and a quality review's report (CH r45 / SA r32) reach Ofsted within 28 days. */
export const OFSTED_DAYS = REGULATORY_TIMINGS.copyToRegulatorDays;

export interface FollowUp {
  naturalKey: string;
  title: string;
  description: string;
  dueAt: Date;
  done: boolean;
  type: string;
  category: string;
  priority: 'high' | 'medium' | 'low';
  /** Also tell the home's managers at once (an alert), not only by the task. */
  alert?: { title: string; body: string };
}

type Row = { id: string; kind: string; data: Record<string, unknown>; homeType: string };

const CHECK_LABELS = new Map<string, string>(homeCheckTypes.items.map((i) => [i.value, i.label]));
/** End of a calendar day in London: a thing due "on" a day is late from the next morning. */
export const endOfDay = (day: string) => {
  const { year, month, day: d } = parseYmd(day);
  return fromLocal({ year, month, day: d, hour: 23, minute: 59 });
};
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);
const short = (s: unknown, n = 80) => {
  const t = String(s ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};
const isSA = (homeType: string) => homeType === 'support_accomodation_for_older_children';

/**
 * Keys for a list's rows by what they say, not where they stand: reordering rows keeps each row's task, and an
 * edited row is a new point (its old task is cancelled, a new one made). The same text twice is told apart by its
 * occurrence. FNV-1a over the normalised text: short, stable, and a collision within one record is negligible.
 */
export function rowKeys(texts: unknown[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((t) => {
    const norm = String(t ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase();
    let h = 0x811c9dc5;
    for (let i = 0; i < norm.length; i++) h = Math.imul(h ^ norm.charCodeAt(i), 0x01000193) >>> 0;
    const base = h.toString(16).padStart(8, '0');
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

export function homeFollowUps(r: Row): FollowUp[] {
  const d = r.data;
  const key = (...parts: (string | number)[]) => `${FOLLOW_UP_PREFIX}${[r.kind, r.id, ...parts].join(':')}`;
  switch (r.kind) {
    case 'home-check': {
      const c = d as CheckData;
      const state = issueState(c);
      if (state === 'none' || !c.checkedAt) return [];
      const urgent = escalated(c);
      const scald = scaldRisk(c);
      const label = CHECK_LABELS.get(c.checkType ?? '') ?? 'Check';
      const why = [
        sharpsDiscrepancies(c).length
          ? ' A sharp is missing or unaccounted for: search now and tell the manager on call.'
          : '',
        scald
          ? ' Children could be scalded: stop use of the outlet, get the TMV serviced and record the repair in ' +
            'maintenance.'
          : '',
      ].join('');
      return [
        {
          naturalKey: key('issue'),
          title: scald
            ? `${label}: a TMV-protected outlet is too hot: stop its use and get it repaired`
            : `${label} failed: put it right and record the remedy`,
          description: `${checkProblems(c).join('; ')}.${why}`,
          // a missing sharp or a scald risk is escalated at once; any other failure is put right by the next day's end
          dueAt: urgent ? new Date(c.checkedAt) : endOfDay(addDays(c.checkedAt.slice(0, 10), 1)),
          done: state === 'remedied',
          type: 'home maintenance',
          category: 'home chore',
          priority: urgent ? 'high' : 'medium',
          ...(scald
            ? {
                alert: {
                  title: 'Scald risk: hot water above 44°C at an outlet children use',
                  body: checkProblems(c).join('; '),
                },
              }
            : {}),
        },
      ];
    }
    case 'statement-of-purpose': {
      if (!isDay(d.changedOn)) return [];
      return [
        {
          naturalKey: key('ofsted', d.changedOn.slice(0, 10)),
          title: `Send the revised statement of purpose (version ${short(d.version, 20)}) to Ofsted`,
          description: `A change to the statement of purpose reaches Ofsted within ${OFSTED_DAYS} days${isSA(r.homeType) ? '' : " (Children's Homes (England) Regulations 2015 reg 16(3))"}. Record the date it was sent on the statement.`,
          dueAt: endOfDay(addDays(d.changedOn.slice(0, 10), OFSTED_DAYS)),
          done: isDay(d.sentToOfstedOn),
          type: 'ofsted_inspection',
          category: 'compliance/policy',
          priority: 'high',
        },
      ];
    }
    case 'reg44-visit': {
      const steps: FollowUp[] = reg44Steps(d as Reg44Data).map((st) => ({
        naturalKey: key(st.step),
        title: st.title,
        description: st.description,
        dueAt: endOfDay(st.dueOn),
        done: st.done,
        type: 'reg 44 visit',
        category: 'reg 44 visit',
        priority: st.step === 'copies' ? 'high' : 'medium',
      }));
      const rows = (d.recommendations as { text?: string; dueOn?: string; status?: string }[] | undefined) ?? [];
      const keys = rowKeys(rows.map((x) => x.text));
      return steps.concat(
        rows.flatMap((x, i) =>
          isDay(x.dueOn)
            ? [
                {
                  naturalKey: key('recommendation', keys[i]),
                  title: `Reg 44 recommendation: ${short(x.text)}`,
                  description: "Act on the independent person's recommendation and mark it done on the visit.",
                  dueAt: endOfDay(x.dueOn),
                  done: x.status === 'done',
                  type: 'task action plan',
                  category: 'reg 44 visit',
                  priority: 'medium' as const,
                },
              ]
            : [],
        ),
      );
    }
    case 'quality-review': {
      const out: FollowUp[] = [];
      if (isDay(d.completedOn))
        out.push({
          naturalKey: key('ofsted'),
          title: `Send the ${isSA(r.homeType) ? 'Reg 32' : 'Reg 45'} review report to Ofsted`,
          description: `The review's report reaches Ofsted within ${OFSTED_DAYS} days of the review. Record the date it was sent on the review.`,
          dueAt: endOfDay(addDays(d.completedOn.slice(0, 10), OFSTED_DAYS)),
          done: isDay(d.sentToOfstedOn),
          type: 'task action plan',
          category: 'compliance/policy',
          priority: 'high',
        });
      const actions = (d.actionPlan as { action?: string; dueOn?: string; status?: string }[] | undefined) ?? [];
      const keys = rowKeys(actions.map((x) => x.action));
      actions.forEach((x, i) => {
        if (isDay(x.dueOn))
          out.push({
            naturalKey: key('action', keys[i]),
            title: `Review action: ${short(x.action)}`,
            description: 'An action from the quality review.',
            dueAt: endOfDay(x.dueOn),
            done: x.status === 'done',
            type: 'task action plan',
            category: 'compliance/policy',
            priority: 'medium',
          });
      });
      return out;
    }
    case 'ofsted-inspection': {
      const points =
        (d.points as { kind?: string; text?: string; dueOn?: string; status?: string }[] | undefined) ?? [];
      const keys = rowKeys(points.map((x) => `${x.kind ?? ''} ${x.text ?? ''}`));
      return points.flatMap((x, i) =>
        isDay(x.dueOn)
          ? [
              {
                naturalKey: key('point', keys[i]),
                title: `Ofsted ${x.kind === 'requirement' ? 'requirement' : 'recommendation'}: ${short(x.text)}`,
                description: 'Take the action agreed and mark it done on the inspection.',
                dueAt: endOfDay(x.dueOn),
                done: x.status === 'done',
                type: 'ofsted_inspection',
                category: 'ofsted inspection',
                priority: x.kind === 'requirement' ? ('high' as const) : ('medium' as const),
              },
            ]
          : [],
      );
    }
    case 'manager-notice':
      return managerNoticeSteps(d as ManagerNoticeData, r.homeType).map((st) => ({
        naturalKey: key(st.step),
        title: st.title,
        description: `${st.description} (${noticeRegulation(st.step, r.homeType)})`,
        dueAt: endOfDay(st.dueOn),
        done: st.done,
        type: 'ofsted_inspection',
        category: 'compliance/policy',
        priority: 'high',
      }));
    case 'location-risk-assessment':
    case 'premises-safety': {
      const actions = (d.actions as { action?: string; dueOn?: string; status?: string }[] | undefined) ?? [];
      const keys = rowKeys(actions.map((x) => x.action));
      const what = r.kind === 'premises-safety' ? 'Premises safety action' : 'Location risk assessment action';
      return actions.flatMap((x, i) =>
        isDay(x.dueOn)
          ? [
              {
                naturalKey: key('action', keys[i]),
                title: `${what}: ${short(x.action)}`,
                description: 'Do it by its date and mark it done on the record.',
                dueAt: endOfDay(x.dueOn),
                done: x.status === 'done',
                type: r.kind === 'premises-safety' ? 'home maintenance' : 'task action plan',
                category: 'compliance/policy',
                priority: 'medium' as const,
              },
            ]
          : [],
      );
    }
    default:
      return [];
  }
}

/** Make the record's tasks agree with what it leaves to do: new ones made, done ones completed, ones no longer
 *  asked for cancelled, a changed due date moved. An archived record leaves nothing to do. */
export async function syncHomeFollowUps(store: Store, orgId: string, recordId: string) {
  const out = { created: 0, completed: 0, cancelled: 0, moved: 0 };
  await store.transaction(orgId, async (s) => {
    const r = await s.records.get(recordId);
    if (!r || !(FOLLOW_UP_KINDS as readonly string[]).includes(r.kind) || !r.homeId) return;
    const home = await s.people.home(r.homeId);
    const wanted = r.archivedAt
      ? []
      : homeFollowUps({ id: r.id, kind: r.kind, data: r.data, homeType: home?.type ?? 'children_home' });
    const existing = (await s.tasks.forRecord(r.id)).filter((t) => t.naturalKey?.startsWith(FOLLOW_UP_PREFIX));
    for (const task of existing.filter((t) => t.status === 'not_complete')) {
      const w = wanted.find((x) => x.naturalKey === task.naturalKey);
      if (!w || w.done) {
        // another worker closed it first
        if (!(await s.tasks.close(task.id, null, w ? 'completed' : 'cancelled', null))) continue;
        await s.audit.write({
          userId: null,
          action: w ? 'task.completed' : 'task.cancelled',
          entity: 'task',
          entityId: task.id,
          detail: {
            rule: 'home-follow-ups',
            reason: w ? 'the record shows it done' : 'the record no longer asks for it',
          },
        });
        out[w ? 'completed' : 'cancelled']++;
      } else if (new Date(task.dueAt).getTime() !== w.dueAt.getTime()) {
        await s.tasks.update(task.id, task.version, { dueAt: w.dueAt });
        out.moved++;
      }
    }
    const missing = wanted.filter((w) => !w.done && !existing.some((t) => t.naturalKey === w.naturalKey));
    if (!missing.length) return;
    const managers = await s.people.managersOf(r.homeId);
    for (const w of missing) {
      const task = await s.tasks.insert({
        type: w.type,
        title: w.title,
        description: w.description,
        priority: w.priority,
        dueAt: w.dueAt,
        assignedTo: managers,
        recordCategory: w.category,
        recordId: r.id,
        homeId: r.homeId,
        naturalKey: w.naturalKey,
        createdBy: null,
      });
      if (task) out.created++;
      if (w.alert)
        await s.alerts.raise(
          {
            kind: 'task_assigned',
            recordCategory: w.category,
            title: w.alert.title,
            body: w.alert.body,
            recordId: r.id,
            homeId: r.homeId,
            taskId: task?.id ?? null,
            naturalKey: `${w.naturalKey}:alert`,
            createdBy: null,
          },
          managers,
        );
    }
  });
  return out;
}

export const isHomeFollowUpKind = (kind: string) => (FOLLOW_UP_KINDS as readonly string[]).includes(kind);
