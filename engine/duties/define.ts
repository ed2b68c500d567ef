// Declaring a duty, and checking the declarations against what exists (record kinds, task types, categories), so
// a wrong one fails at start-up with a sentence rather than raising no task.
import { calendarRuleProblem, unitOf } from './period.ts';
import type { Duty, DutyPeriod } from './types.ts';

/** The named rules a duty may be started or met by, and where each is written. */
export const NAMED_RULES: Record<string, string> = {
  'measure-of-control': 'engine/duties/rules/incident-deadlines.ts',
  'incident-notifiable': 'engine/duties/rules/incident-notifications.ts',
  complaint: 'engine/duties/rules/complaint-deadlines.ts',
  riddor: 'engine/premises/riddor.ts',
  'reg44-report': 'engine/home/reg44.ts',
  'manager-notice': 'engine/home/manager-notices.ts',
  renewed: 'engine/obligations/dated-items.ts',
  'compensatory-rest': 'engine/rota/compensatory-rest.ts',
  'night-health-assessment': 'engine/rota/night-health.ts',
};

/** A duty declaration, typed (definitions/duties/<area>.ts). */
export const defineDuty = (duty: Duty): Duty => duty;

/** Which subject a home's policy sets the interval of (engine/obligations/policies.ts). */
const POLICY_SUBJECTS = { supervision: 'staff', 'petty-cash-count': 'home', 'cd-balance-check': 'home' } as const;

const EVENT_PERIODS = new Set<DutyPeriod['within']>(['hours', 'days', 'working-days', 'months', 'on-the-date']);
const NAMED_SOURCES = {
  'cash-counts': 'home',
  'cash-audits': 'home',
  'fire-drills-staff': 'staff',
  'fire-drills-young-people': 'young-person',
  'pocket-money': 'young-person',
  'cd-balance-checks': 'home',
} as const;

function periodProblem(p: DutyPeriod): string | null {
  switch (p.within) {
    case 'hours':
      return p.hours > 0 ? null : 'a positive number of hours';
    case 'days':
    case 'working-days':
      return Number.isInteger(p.days) && p.days > 0 ? null : 'a positive whole number of days';
    case 'months':
      return Number.isInteger(p.months) && p.months > 0 ? null : 'a positive whole number of months';
    case 'calendar': {
      const problem = calendarRuleProblem(p.rrule);
      return problem ? `a calendar rule that ${problem}` : null;
    }
    case 'every':
    case 'once':
      try {
        unitOf(p.within === 'every' ? p.every : p.after);
        return null;
      } catch {
        return 'a positive interval';
      }
    default:
      return null;
  }
}

/** Problems with the declared duties, as sentences (none: all good). */
export function checkDuties(
  duties: Duty[],
  known: { kinds: Set<string>; taskTypes: Set<string>; categories: Set<string>; rules: Set<string> },
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const d of duties) {
    const at = `duty ${d.key}`;
    if (!/^[a-z0-9-]+$/.test(d.key))
      problems.push(`${at}: the key is lowercase letters, digits and dashes (it is part of a task's natural key)`);
    if (seen.has(d.key)) problems.push(`${at}: the key is used twice`);
    seen.add(d.key);
    const bad = periodProblem(d.period);
    if (bad) problems.push(`${at}: the period needs ${bad}`);
    const recurring = d.trigger.on === 'recurrence';
    if (recurring === EVENT_PERIODS.has(d.period.within))
      problems.push(`${at}: a ${d.trigger.on} trigger cannot have a "${d.period.within}" period`);
    if (!d.wording.title.trim()) problems.push(`${at}: it needs a title`);
    if (!d.source.cite.trim()) problems.push(`${at}: it needs a source`);
    if (!known.taskTypes.has(d.taskType)) problems.push(`${at}: taskType "${d.taskType}" is not a SPEC §3 task type`);
    if (d.category && !known.categories.has(d.category))
      problems.push(`${at}: category "${d.category}" is not a record category`);
    if (d.roles && d.subject !== 'staff') problems.push(`${at}: roles only narrow staff duties`);
    if (d.registeredManager && d.subject !== 'staff')
      problems.push(`${at}: only staff duties tell the registered manager apart`);
    if (d.policy && (d.subject !== POLICY_SUBJECTS[d.policy] || d.period.within !== 'every'))
      problems.push(`${at}: the ${d.policy} policy sets only a ${POLICY_SUBJECTS[d.policy]} duty's "every" interval`);
    if (d.trigger.on === 'recurrence' && d.trigger.anchor !== 'start' && d.subject !== 'staff')
      problems.push(`${at}: only a staff duty counts from a care role or a registration`);
    if (d.assignTo === 'subject' && d.subject !== 'staff')
      problems.push(`${at}: only a member of staff can be assigned their own duty`);
    if ('kinds' in d.trigger)
      for (const k of d.trigger.kinds)
        if (!known.kinds.has(k)) problems.push(`${at}: trigger kind "${k}" is not a record definition`);
    if (d.trigger.on === 'named-rule' && !known.rules.has(d.trigger.rule))
      problems.push(`${at}: there is no rule named "${d.trigger.rule}"`);
    if (!d.met.length) problems.push(`${at}: say what meets it`);
    for (const m of d.met) {
      if ('record' in m) {
        if (!m.record.kinds.length) problems.push(`${at}: a record that meets it needs kinds`);
        for (const k of m.record.kinds)
          if (!known.kinds.has(k)) problems.push(`${at}: met by kind "${k}", which is not a record definition`);
      } else if ('source' in m) {
        if (NAMED_SOURCES[m.source] !== d.subject)
          problems.push(`${at}: source "${m.source}" meets ${NAMED_SOURCES[m.source] ?? 'no'} duties`);
      } else if ('predicate' in m && !known.rules.has(m.predicate)) {
        problems.push(`${at}: there is no rule named "${m.predicate}"`);
      }
    }
    const leads = [d.lead.days ?? 0, d.lead.hours ?? 0];
    if (leads.some((n) => !Number.isInteger(n) || n < 0))
      problems.push(`${at}: lead times are whole numbers, 0 or more`);
  }
  return problems;
}
