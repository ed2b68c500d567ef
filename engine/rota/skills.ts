// Who counts as a driver, medication-trained or a first-aider on a given day: the evidence in
// their records — an in-date medication or first aid course (training-record), a driving licence not expired
// and not at 12 points — or the manager's own say-so in the rota facts (training recorded elsewhere, a
// competency observed). Pure; the store finds the evidence (rotaStore.skillEvidence).
import type { Skills } from './staffing.ts';

export type Skill = keyof Skills;
/** One piece of evidence: the skill it shows, from `since` to `until` (London dates; no `until`: no expiry). */
export interface SkillEvidence {
  staffId: string;
  skill: Skill;
  since: string | null;
  until: string | null;
}

/** Which course names show which skill: the catalogue's own names, and what organisations commonly rename them to. */
export function skillOfCourse(course: string): Skill | null {
  if (/first[\s-]*aid/i.test(course)) return 'firstAider';
  if (/medication|medicines/i.test(course)) return 'medicationTrained';
  return null;
}

/** A person's skills on `date`: the rota facts, plus any evidence in force that day. */
export function skillsOn(date: string, facts: Skills, evidence: SkillEvidence[]): Skills {
  const out = { ...facts };
  for (const e of evidence) {
    if ((e.since === null || e.since <= date) && (e.until === null || e.until >= date)) out[e.skill] = true;
  }
  return out;
}
