// The duties register a manager shows an inspector: every declared duty at each home in view, with its source, the
// person or record it is about, next due, last met, and how many were met late (or, for calendar periods, missed) in
// the last 12 months. Recurring duties are worked out by the evaluator from the records; a record's duties from
// their tasks (each a clock one record started). Managers see the homes they manage, directors every home.
import { allDuties } from '../../definitions/duties/index.ts';
import { allObligations } from '../../definitions/obligations.ts';
import { type HomeType, resolveWording } from '../../definitions/wording.ts';
import { type Caller, isManagerFor } from '../access/index.ts';
import { decideQuality } from '../access/quality.ts';
import { POLICIES, policyInterval } from '../obligations/policies.ts';
import { periodOf } from '../obligations/rules.ts';
import { obligationStore } from '../obligations/store.ts';
import { forbidden, notFound } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { addDays, addMonths, londonDate } from '../time/london.ts';
import { history } from './evaluate.ts';
import { parseDutyTaskKey } from './keys.ts';
import { type Duty, type DutyArea, type DutyPeriod, sourceLine } from './types.ts';

export interface RegisterRow {
  duty: string;
  area: DutyArea;
  title: string;
  source: string;
  verified: boolean;
  practice: boolean;
  period: string;
  homeId: string;
  homeName: string;
  subject: { kind: Duty['subject']; id: string; name: string };
  nextDue: string | null;
  lastMet: string | null;
  metLateLast12Months: number;
  missedLast12Months: number;
  state: 'met' | 'not-yet-due' | 'due-soon' | 'overdue';
  /** A record's clocks still running (event duties): each opens its record. */
  open: { taskId: string; recordId: string | null; dueAt: string; overdue: boolean; link: string | null }[];
  /** Where the row opens: the subject's page, or the duty's record list. */
  link: string;
}

/** "within 24 hours", "each calendar month", "every 6 weeks from the last time met". */
export function periodWords(p: DutyPeriod): string {
  const unit = (i: { days?: number; weeks?: number; months?: number; years?: number }) =>
    i.years
      ? `${i.years} year${i.years > 1 ? 's' : ''}`
      : i.months
        ? `${i.months} month${i.months > 1 ? 's' : ''}`
        : i.weeks
          ? `${i.weeks} week${i.weeks > 1 ? 's' : ''}`
          : `${i.days} day${i.days === 1 ? '' : 's'}`;
  switch (p.within) {
    case 'hours':
      return `within ${p.hours} hours`;
    case 'days':
      return `within ${p.days} days`;
    case 'working-days':
      return `within ${p.days} working day${p.days > 1 ? 's' : ''} (England and Wales)`;
    case 'months':
      return `within ${p.months} calendar month${p.months > 1 ? 's' : ''} (the next working day if it ends on another)`;
    case 'on-the-date':
      return 'by the date on the record';
    case 'calendar':
      return /FREQ=YEARLY/.test(p.rrule)
        ? 'once in each calendar year'
        : /FREQ=MONTHLY/.test(p.rrule)
          ? 'once in each calendar month'
          : 'once in each week';
    case 'every':
      return `every ${unit(p.every)} from the last time met`;
    case 'once':
      return `once, within ${unit(p.after)} of starting`;
  }
}

/** The duty a system task belongs to: the one key scheme, or the named rules' own task keys. */
export function dutyOfTask(naturalKey: string | null, homeType: string): string | null {
  const parsed = parseDutyTaskKey(naturalKey);
  if (parsed) return parsed.duty;
  const k = naturalKey ?? '';
  const sa = homeType === 'support_accomodation_for_older_children';
  let m = /^incident-deadline:[^:]+:(record|review|child)$/.exec(k);
  if (m)
    return m[1] === 'record'
      ? 'restraint-record'
      : m[1] === 'review'
        ? sa
          ? 'sa-restraint-review'
          : 'restraint-review'
        : sa
          ? 'sa-restraint-young-person'
          : 'restraint-child';
  m = /^complaint-deadline:[^:]+:(acknowledge|respond)$/.exec(k);
  if (m) return `complaint-${m[1]}`;
  if (k.startsWith('compensatory-rest:')) return 'compensatory-rest-taken';
  if (k.startsWith('night-health-assessment:')) return 'night-health-assessment';
  if (k.startsWith('riddor:')) return k.endsWith(':tell') ? 'riddor-tell-hse' : 'riddor-report';
  m = /^home:reg44-visit:[^:]+:(received|copies|independence)$/.exec(k);
  if (m) return `reg44-report-${m[1]}`;
  if (/^home:statement-of-purpose:[^:]+:ofsted:/.test(k)) return 'statement-of-purpose-to-ofsted';
  m = /^home:manager-notice:[^:]+:(absence|emergency|return|change)$/.exec(k);
  if (m) return `${sa ? 'sa-' : ''}manager-notice-${m[1]}`;
  if (/^home:quality-review:[^:]+:ofsted$/.test(k)) return 'quality-review-to-ofsted';
  return null;
}

const SUBJECT_LINK = {
  staff: (id: string) => `/staff/${id}`,
  home: (id: string) => `/home?homeId=${id}`,
  'young-person': (id: string) => `/young-people/${id}`,
  organisation: () => '/home',
} as const;

export function dutyRegister({ store, now = () => new Date() }: { store: Store; now?: () => Date }) {
  return {
    async forCaller(c: Caller, q: { homeId?: string; area?: DutyArea }) {
      const verdict = decideQuality(c);
      if (!verdict.ok) throw forbidden(verdict.reason);
      const all = (await store.forOrg(c.orgId).people.homes()).filter((h) => !h.archivedAt);
      if (q.homeId) {
        if (!all.some((h) => h.id === q.homeId)) throw notFound('The home');
        if (!isManagerFor(c, q.homeId)) throw forbidden('You do not manage this home.');
      }
      const homes = all.filter((h) => (q.homeId ? h.id === q.homeId : isManagerFor(c, h.id)));
      const homeById = new Map(homes.map((h) => [h.id, h]));
      const today = londonDate(now());
      const since = addMonths(today, -12);
      const duties = allDuties.filter((d) => !q.area || d.area === q.area);
      const rows: RegisterRow[] = [];
      const base = (d: Duty, homeId: string, homeType: HomeType) => ({
        duty: d.key,
        area: d.area,
        title: resolveWording(d.wording.title, homeType),
        source: resolveWording(sourceLine(d.source), homeType),
        verified: d.source.verified,
        practice: Boolean(d.source.practice),
        period: d.policy
          ? `${periodWords(d.period).replace('every ', 'by default every ')}; ${POLICIES[d.policy].words}`
          : periodWords(d.period),
        homeId,
        homeName: homeById.get(homeId)!.name,
      });

      // recurring duties: one row per subject, from the dates that met it
      const os = obligationStore(store.db);
      for (const ob of allObligations.filter((o) => duties.some((d) => d.key === o.key))) {
        const d = duties.find((x) => x.key === ob.key)!;
        for (const s of await os.subjectsWithHistory(ob, c.orgId, addMonths(today, -15))) {
          if (!s.homeId || !homeById.has(s.homeId)) continue;
          const type = (s.homeType ?? 'children_home') as HomeType;
          // a policy duty counts in this subject's own interval (the home's policy; probation for supervision)
          const every = ob.policy ? policyInterval(ob.policy, s, today) : null;
          const h = history(periodOf(every ? { ...ob, every } : ob), ob.leadDays, {
            anchorOn: s.anchorOn,
            metDates: [...(s.before ? [s.before] : []), ...s.recent],
            today,
          });
          rows.push({
            ...base(d, s.homeId, type),
            title: resolveWording(d.wording.title, type).replaceAll('{name}', s.name),
            subject: { kind: d.subject, id: s.subjectId, name: s.name },
            nextDue: h.nextDue,
            lastMet: h.lastMet,
            metLateLast12Months: h.metLate,
            missedLast12Months: h.missed,
            state: h.state,
            open: [],
            link: SUBJECT_LINK[d.subject](s.subjectId),
          });
        }
      }

      // a record's duties: one row per duty and home, from their tasks
      const eventDuties = duties.filter((d) => d.trigger.on !== 'recurrence' && d.area !== 'expiries');
      const tasks = await store.db.query<{
        id: string;
        homeId: string;
        recordId: string | null;
        naturalKey: string;
        status: string;
        dueAt: Date;
        completedAt: Date | null;
        description: string | null;
        kind: string | null;
        staffId: string | null;
        staffName: string | null;
      }>(
        `select t.id, t.home_id as "homeId", t.record_id as "recordId", t.natural_key as "naturalKey", t.status,
                t.due_at as "dueAt", t.completed_at as "completedAt", t.description, r.kind,
                r.staff_id as "staffId", u.name as "staffName"
           from tasks t left join records r on r.id = t.record_id left join users u on u.id = r.staff_id
          where t.org_id = $1 and t.home_id = any($2::uuid[]) and t.natural_key is not null and t.record_id is not null
            and (t.status = 'not_complete' or t.completed_at >= $3::date)`,
        [c.orgId, homes.map((h) => h.id), since],
      );
      for (const home of homes) {
        const type = home.type as HomeType;
        for (const d of eventDuties.filter((x) => !x.homeTypes || x.homeTypes.includes(type))) {
          const ofHome = tasks.filter((t) => t.homeId === home.id && dutyOfTask(t.naturalKey, type) === d.key);
          // a duty about a member of staff: a row per person it has run for (their name in the title, their page)
          const groups: { subject: RegisterRow['subject']; mine: typeof ofHome }[] =
            d.subject === 'staff'
              ? [...new Set(ofHome.map((t) => t.staffId).filter((x): x is string => !!x))].map((id) => {
                  const mine = ofHome.filter((t) => t.staffId === id);
                  return { subject: { kind: 'staff' as const, id, name: mine[0].staffName ?? '' }, mine };
                })
              : [{ subject: { kind: 'home' as const, id: home.id, name: home.name }, mine: ofHome }];
          for (const { subject, mine } of groups) {
            const open = mine
              .filter((t) => t.status === 'not_complete')
              .sort((a, b) => +new Date(a.dueAt) - +new Date(b.dueAt));
            const done = mine.filter((t) => t.status === 'completed' && t.completedAt);
            const lastMet = done.reduce<Date | null>(
              (m, t) => (!m || t.completedAt! > m ? new Date(t.completedAt!) : m),
              null,
            );
            const kind = d.trigger.on === 'recurrence' ? null : d.trigger.kinds[0];
            rows.push({
              ...base(d, home.id, type),
              ...(subject.kind === 'staff'
                ? { title: resolveWording(d.wording.title, type).replaceAll('{name}', subject.name) }
                : {}),
              subject,
              nextDue: open.length ? londonDate(new Date(open[0].dueAt)) : null,
              lastMet: lastMet ? londonDate(lastMet) : null,
              metLateLast12Months: done.filter((t) => /late/i.test(t.description ?? '')).length,
              missedLast12Months: 0,
              state: open.some((t) => new Date(t.dueAt) < now()) ? 'overdue' : open.length ? 'due-soon' : 'met',
              open: open.map((t) => ({
                taskId: t.id,
                recordId: t.recordId,
                dueAt: new Date(t.dueAt).toISOString(),
                overdue: new Date(t.dueAt) < now(),
                link: t.recordId && t.kind ? `/records/${t.kind}/${t.recordId}` : null,
              })),
              link:
                subject.kind === 'staff'
                  ? SUBJECT_LINK.staff(subject.id)
                  : kind
                    ? `/records/${kind}?homeId=${home.id}`
                    : `/home?homeId=${home.id}`,
            });
          }
        }
      }

      // expiries: each dated item is its own clock, due on its date
      const expiring = duties.filter((d) => d.area === 'expiries');
      if (expiring.length) {
        const items = await store.db.query<{
          kind: string;
          subjectKind: string;
          subjectId: string;
          expiresOn: string;
          homeId: string;
          name: string;
        }>(
          `select d.kind, d.subject_kind as "subjectKind", d.subject_id as "subjectId",
                  to_char(d.expires_on, 'YYYY-MM-DD') as "expiresOn", h.id as "homeId",
                  coalesce(u.name, h.name) as name
             from dated_items d
             left join users u on d.subject_kind = 'user' and u.id = d.subject_id
             join homes h on h.id = case when d.subject_kind = 'home' then d.subject_id
               else (select uh.home_id from user_homes uh join homes hh on hh.id = uh.home_id
                      where uh.user_id = d.subject_id and hh.archived_at is null order by hh.name, hh.id limit 1) end
            where d.org_id = $1 and d.archived_at is null and h.id = any($2::uuid[])
              and d.subject_kind in ('user', 'home')`,
          [c.orgId, homes.map((h) => h.id)],
        );
        for (const it of items) {
          const d = expiring.find((x) => x.key === `expiry-${it.kind.replaceAll('_', '-')}`);
          if (!d) continue;
          const type = homeById.get(it.homeId)!.type as HomeType;
          const lead = d.lead.days ?? 0;
          const dueSoon = it.expiresOn <= addDays(today, lead);
          rows.push({
            ...base(d, it.homeId, type),
            title: resolveWording(d.wording.title, type).replaceAll('{name}', it.name),
            subject: { kind: d.subject, id: it.subjectId, name: it.name },
            nextDue: it.expiresOn,
            lastMet: null,
            metLateLast12Months: 0,
            missedLast12Months: 0,
            state: it.expiresOn < today ? 'overdue' : dueSoon ? 'due-soon' : 'not-yet-due',
            open: [],
            link: SUBJECT_LINK[d.subject](it.subjectId),
          });
        }
      }
      rows.sort(
        (a, b) =>
          a.homeName.localeCompare(b.homeName) ||
          a.area.localeCompare(b.area) ||
          (a.nextDue ?? '9999').localeCompare(b.nextDue ?? '9999') ||
          a.title.localeCompare(b.title),
      );
      return {
        asOf: today,
        homes: homes.map((h) => ({ id: h.id, name: h.name, type: h.type })),
        rows,
      };
    },
  };
}
