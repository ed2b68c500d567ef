// The fields a deadline rule reads are its own data: the event's conditions, the dates the clock starts from and
// what shows it met. They are protected from run-time form edits (engine/definitions/field-reads.ts) without a list
// of their own, so a rule can never read a field it does not declare.
import type { FieldRead, FieldReader } from '../definitions/field-reads.ts';
import type { Met, RecordDeadline } from './types.ts';

/** Values a rule matches on, when they are choices (a yes/no condition says 'true', which is not a choice). */
const choices = (values: string[] | undefined) =>
  values && !values.every((v) => v === 'true' || v === 'false') ? { values } : {};

/**
 * The reads of one deadline. `linkedKind` names the kind a link field points to (a `met` row read through `via`,
 * e.g. the safeguarding record a concluded enquiry belongs to).
 */
export function readsOfDeadline(
  rule: RecordDeadline,
  linkedKind: (kind: string, via: string) => string | undefined,
): FieldReader {
  const reads: FieldRead[] = [];
  for (const kind of rule.kinds) {
    const add = (path: string, why: string, values?: string[], on = kind) =>
      reads.push({ kind: on, path, why, ...choices(values) });
    for (const c of rule.when ?? []) {
      if (c.rowWhere) for (const [k, vals] of Object.entries(c.rowWhere)) add(`${c.path}[].${k}`, 'starts it', vals);
      else add(c.path, 'starts it', c.in);
    }
    for (const p of rule.from) for (const part of p.split('+')) add(part, 'starts the clock');
    for (const m of rule.met as Met[]) {
      if ('rows' in m) {
        const on = m.via ? linkedKind(kind, m.via) : kind;
        if (m.via) add(m.via, 'links the record that shows it done');
        if (!on) continue;
        for (const [k, vals] of Object.entries(m.match)) add(`${m.rows}[].${k}`, 'shows it done', vals, on);
        add(`${m.rows}[].${m.at}`, 'says when it was done', undefined, on);
      } else if ('path' in m) add(m.path, 'shows it done', m.in);
    }
  }
  return { reader: `Deadline "${rule.title}"`, reads };
}
