// A new member of staff's induction (decision 0623): a structured record of the areas a children's home or supported
// accommodation inducts everyone in, completed within 12 weeks of starting (practice: the old CWDC standards are no
// longer mandatory). Pure: what a completed induction still lacks; the kind's hook refuses completion until none.

type Obj = Record<string, unknown>;
const filled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null);
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Practice: induction is completed in the first 12 weeks. */
export const INDUCTION_WEEKS = 12;

/** The areas every induction covers, as keys of the record's checklist (labels: definitions/staff/induction.ts). */
export const INDUCTION_AREAS = [
  'policies',
  'safeguarding',
  'whistleblowing',
  'behaviour',
  'missing',
  'medication',
  'fire',
  'recording',
  'regulations',
  'children',
  'shadowing',
] as const;

export interface InductionError {
  path: string;
  message: string;
}

/** What stops this induction being recorded as complete (nothing while it is still in progress). */
export function inductionErrors(d: Obj): InductionError[] {
  const out: InductionError[] = [];
  const rows = Array.isArray(d.areas)
    ? (d.areas as unknown[]).map((r) => (r && typeof r === 'object' ? (r as Obj) : {}))
    : [];
  if (isDate(d.startedOn) && isDate(d.completedOn) && d.completedOn < d.startedOn)
    out.push({ path: '/completedOn', message: 'Completed before it started' });
  rows.forEach((r, i) => {
    if (isDate(r.completedOn) && isDate(d.startedOn) && r.completedOn < d.startedOn)
      out.push({ path: `/areas/${i}/completedOn`, message: 'Covered before the induction started' });
    if (isDate(r.completedOn) && isDate(d.completedOn) && r.completedOn > d.completedOn)
      out.push({ path: `/areas/${i}/completedOn`, message: 'Covered after the induction was completed' });
  });
  if (!filled(d.completedOn)) return out;
  const done = new Set(rows.filter((r) => isDate(r.completedOn) && filled(r.signedOffBy)).map((r) => r.area));
  const missing = INDUCTION_AREAS.filter((a) => !done.has(a));
  if (missing.length)
    out.push({
      path: '/areas',
      message: `To complete the induction, each area covered and signed off: ${missing.length} not yet (${missing.join(', ')})`,
    });
  if (!filled(d.signedOffBy)) out.push({ path: '/signedOffBy', message: 'The manager who signs the induction off' });
  return out;
}
