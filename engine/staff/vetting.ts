// What makes a reference a reference, a DBS certificate fit for the child workforce, and overseas checks considered
// (decisions 0620, 0621). Pure: engine/staff/recruitment.ts lists what they find among the checks "Make employee"
// needs. CH Sch 2 paras 2-3 (read); the reference questions, authenticity and overseas checks are DfE and Home Office
// safer-recruitment practice.

type Obj = Record<string, unknown>;
const filled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null);

export interface Problem {
  /** The field inside the row or group, e.g. 'concernDetails'. */
  field: string;
  message: string;
}

/** Open references and testimonials are written for the applicant to carry: they never count. */
export const isOpenReference = (r: Obj) => r.source === 'open' || r.source === 'testimonial';

/** An answer that a manager must follow up before relying on the reference. */
export const raisesConcern = (r: Obj) =>
  r.concerns === 'disclosed' ||
  r.suitableWithChildren === 'no' ||
  r.suitableWithChildren === 'reservations' ||
  r.wouldReemploy === 'no';

/** Why this reference (received and verified or not) does not yet count as one of the two. */
export function referenceProblems(r: Obj): Problem[] {
  const out: Problem[] = [];
  const need = (field: string, message: string) => out.push({ field, message });
  if (isOpenReference(r)) {
    need('source', 'An open reference or testimonial does not count: ask the referee directly');
    return out;
  }
  if (!filled(r.source)) need('source', 'Say how it was obtained');
  if (!filled(r.authenticity)) need('authenticity', 'Say how it was shown to come from the referee');
  else if (r.authenticity === 'other' && !filled(r.authenticityNotes))
    need('authenticityNotes', 'Say how authenticity was checked');
  if (r.datesAndRoleConfirmed !== true) need('datesAndRoleConfirmed', 'The dates and role confirmed by the referee');
  if (!filled(r.reasonForLeaving)) need('reasonForLeaving', 'The reason for leaving, as the referee gives it');
  if (!filled(r.concerns))
    need('concerns', 'Whether there was disciplinary action or a safeguarding concern, expired ones included');
  else if (r.concerns === 'disclosed' && !filled(r.concernDetails))
    need('concernDetails', 'What the referee disclosed');
  if (!filled(r.suitableWithChildren)) need('suitableWithChildren', 'Whether they are suitable to work with children');
  if (!filled(r.wouldReemploy)) need('wouldReemploy', 'Whether the referee would re-employ them');
  if (raisesConcern(r) && !filled(r.followUp))
    need('followUp', 'How the concern or "no" was followed up, and the decision');
  return out;
}

/** A date (YYYY-MM-DD) after the start date: too late for a check that must be in before someone starts. */
export const afterStart = (on: unknown, startsOn: unknown) =>
  typeof on === 'string' && typeof startsOn === 'string' && startsOn !== '' && on > startsOn;

/** What the DBS certificate still lacks beyond its number, level and barred list (recruitment.ts checks those). */
export function dbsProblems(dbs: Obj): Problem[] {
  const out: Problem[] = [];
  if (dbs.workforce !== 'child' && dbs.workforce !== 'child_adult')
    out.push({ field: 'workforce', message: 'A certificate for the child workforce (or child and adult)' });
  if (dbs.informationDisclosed === true) {
    if (!filled(dbs.riskAssessedOn) || !filled(dbs.riskAssessedBy))
      out.push({ field: 'riskAssessedOn', message: 'When the disclosed information was risk assessed, and by whom' });
    if (!filled(dbs.riskAssessment)) out.push({ field: 'riskAssessment', message: 'The risk assessment' });
  }
  return out;
}

/** For someone who lived or worked outside the UK: the further checks considered, their outcome and the decision. */
export function overseasProblems(o: Obj): Problem[] {
  if (o.livedOrWorkedAbroad === false) return [];
  if (o.livedOrWorkedAbroad !== true)
    return [{ field: 'livedOrWorkedAbroad', message: 'Whether they have lived or worked outside the UK' }];
  const out: Problem[] = [];
  if (!filled(o.countries)) out.push({ field: 'countries', message: 'The countries, and when' });
  const rows = Array.isArray(o.checks) ? (o.checks as Obj[]) : [];
  if (!rows.some((c) => c && filled(c.check) && filled(c.outcome)))
    out.push({
      field: 'checks',
      message: 'The further checks considered (certificate of good conduct, regulator letter)',
    });
  if (!filled(o.decision)) out.push({ field: 'decision', message: 'What was considered, and the decision' });
  if (!filled(o.verifiedBy) || !filled(o.verifiedOn))
    out.push({ field: 'verifiedOn', message: 'Who verified it, when' });
  return out;
}
