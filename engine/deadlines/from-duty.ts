// A young person's record-event or date duty (definitions/duties/) as the record-deadline sync reads it: the
// declaration stays the one duty shape, this is only its projection.
import { type Duty, sourceLine } from '../duties/types.ts';
import type { Met, RecordDeadline } from './types.ts';

const withinOf = (d: Duty): RecordDeadline['within'] => {
  const p = d.period;
  if (p.within === 'hours') return { hours: p.hours };
  if (p.within === 'days') return { days: p.days };
  if (p.within === 'working-days') return { workingDays: p.days };
  if (p.within === 'months') return { months: p.months };
  if (p.within === 'on-the-date') return { onTheDate: true };
  throw new Error(`Duty ${d.key}: a record's duty is due within hours, days, working days, months or on its date`);
};

const metOf = (d: Duty): Met[] =>
  d.met.map((m): Met => {
    if ('field' in m) return m.in ? { path: m.field, in: m.in } : { path: m.field, filled: true };
    if ('rows' in m) return m;
    if ('record' in m) return { kinds: m.record.kinds };
    throw new Error(`Duty ${d.key}: a record's duty is met by a field, a row or another record`);
  });

/** Whether the record-deadline sync keeps this duty's tasks. */
export const isRecordDeadline = (d: Duty) =>
  d.subject === 'young-person' && (d.trigger.on === 'record-event' || d.trigger.on === 'date-field');

export function recordDeadlineOf(d: Duty): RecordDeadline {
  const t = d.trigger;
  if (!isRecordDeadline(d) || (t.on !== 'record-event' && t.on !== 'date-field'))
    throw new Error(`Duty ${d.key} is not started by a young person's record`);
  return {
    key: d.key,
    kinds: t.kinds,
    homeTypes: d.homeTypes,
    when: t.on === 'record-event' ? t.when : undefined,
    from: t.on === 'record-event' ? t.from : [t.field],
    within: withinOf(d),
    met: metOf(d),
    // a review date counts once the plan was first submitted (a plan reopened to write its review keeps its task)
    submittedOnly: t.on === 'date-field' || undefined,
    title: d.wording.title,
    description: `${d.wording.description} Source: ${sourceLine(d.source)}.`,
    taskType: d.taskType,
    category: d.category ?? 'other',
    priority: d.priority,
  };
}
