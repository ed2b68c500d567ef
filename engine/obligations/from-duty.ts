// A recurring duty (trigger: recurrence) as the obligations scan reads it: the declaration stays the one duty shape,
// this is only its projection for the set-based scan.
import { type Duty, sourceLine } from '../duties/types.ts';
import type { Obligation, ObligationMetBy } from './types.ts';

function metByOf(d: Duty): ObligationMetBy {
  const [m] = d.met;
  if ('source' in m) return { source: m.source };
  if ('record' in m)
    return { kinds: m.record.kinds, status: m.record.state, match: m.record.match, filled: m.record.filled };
  throw new Error(`Duty ${d.key}: a recurring duty is met by a record or a named source`);
}

export function obligationOf(d: Duty): Obligation {
  if (d.trigger.on !== 'recurrence' || d.subject === 'organisation')
    throw new Error(`Duty ${d.key} is not a recurring duty of a person or a home`);
  const p = d.period;
  const timing =
    p.within === 'every'
      ? { every: p.every }
      : p.within === 'once'
        ? { every: p.after, once: true }
        : p.within === 'calendar'
          ? { every: { months: 1 }, calendar: p.rrule }
          : null;
  if (!timing) throw new Error(`Duty ${d.key}: a recurring duty needs an every, once or calendar period`);
  return {
    key: d.key,
    title: d.wording.title,
    // the source is shown on the task as users read it, in the home type's wording (resolved with the title)
    description: `${d.wording.description}\n\nSource: ${sourceLine(d.source)}.`,
    subject: d.subject,
    homeTypes: d.homeTypes,
    roles: d.roles,
    registeredManager: d.registeredManager,
    policy: d.policy,
    ...timing,
    anchor: d.trigger.anchor,
    metBy: metByOf(d),
    leadDays: d.lead.days ?? 0,
    assignTo: d.assignTo,
    taskType: d.taskType,
    recordCategory: d.category,
    flag: d.flag,
  };
}
