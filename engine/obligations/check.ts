// Declared obligations checked against what exists: a unique key, a real interval, record kinds that
// are definitions (or a named source for the same subject), a SPEC §3 task type. Problems as sentences.
import { unitOf } from './rules.ts';
import { NAMED_SOURCES } from './sources.ts';
import type { Obligation } from './types.ts';

export function checkObligations(
  obs: Obligation[],
  known: { kinds: Set<string>; taskTypes: Set<string>; categories: Set<string> },
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const ob of obs) {
    const at = `obligation ${ob.key}`;
    if (!/^[a-z0-9-]+$/.test(ob.key))
      problems.push(`${at}: the key is lowercase letters, digits and dashes (it is part of a task's natural key)`);
    if (seen.has(ob.key)) problems.push(`${at}: the key is used twice`);
    seen.add(ob.key);
    try {
      unitOf(ob.every);
    } catch {
      problems.push(`${at}: every needs a positive number of days, weeks, months or years`);
    }
    if (!Number.isInteger(ob.leadDays) || ob.leadDays < 0)
      problems.push(`${at}: leadDays is a whole number of days, 0 or more`);
    if (!ob.title.trim()) problems.push(`${at}: it needs a title`);
    if (!known.taskTypes.has(ob.taskType))
      problems.push(`${at}: taskType "${ob.taskType}" is not a SPEC §3 event/task type`);
    if (ob.recordCategory && !known.categories.has(ob.recordCategory))
      problems.push(`${at}: recordCategory "${ob.recordCategory}" is not a record category`);
    if (ob.roles && ob.subject !== 'staff') problems.push(`${at}: roles only narrow staff duties`);
    if (ob.assignTo === 'subject' && ob.subject !== 'staff')
      problems.push(`${at}: only a member of staff can be assigned their own duty`);
    if (ob.metBy.source) {
      const named = NAMED_SOURCES[ob.metBy.source];
      if (!named) problems.push(`${at}: unknown source "${ob.metBy.source}"`);
      else if (named.subject !== ob.subject)
        problems.push(`${at}: source "${ob.metBy.source}" meets ${named.subject} duties`);
    } else if (!ob.metBy.kinds?.length) {
      problems.push(`${at}: metBy needs record kinds or a source`);
    } else {
      for (const k of ob.metBy.kinds)
        if (!known.kinds.has(k)) problems.push(`${at}: metBy kind "${k}" is not a record definition`);
    }
  }
  return problems;
}
