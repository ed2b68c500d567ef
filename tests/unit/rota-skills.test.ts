// Who counts as a driver, medication-trained or a first-aider on a day (engine/rota/skills.ts).
import { describe, expect, it } from 'vitest';
import { type SkillEvidence, skillOfCourse, skillsOn } from '../../engine/rota/skills.ts';

const none = { driver: false, medicationTrained: false, firstAider: false };
const ev = (skill: SkillEvidence['skill'], since: string | null, until: string | null): SkillEvidence => ({
  staffId: 'p',
  skill,
  since,
  until,
});

describe('rota skills', () => {
  it('names courses by what they show', () => {
    expect(skillOfCourse('First aid (paediatric / first aid at work)')).toBe('firstAider');
    expect(skillOfCourse('Paediatric First-Aid')).toBe('firstAider');
    expect(skillOfCourse('First  aid at work')).toBe('firstAider');
    expect(skillOfCourse('Medication administration')).toBe('medicationTrained');
    expect(skillOfCourse('Safe handling of medicines')).toBe('medicationTrained');
    expect(skillOfCourse('Fire safety')).toBeNull();
    expect(skillOfCourse('')).toBeNull();
  });
  it('evidence counts from the day it starts to the day it ends, inclusive', () => {
    const e = [ev('medicationTrained', '2026-03-01', '2027-03-01')];
    expect(skillsOn('2026-02-28', none, e).medicationTrained).toBe(false);
    expect(skillsOn('2026-03-01', none, e).medicationTrained).toBe(true);
    expect(skillsOn('2027-03-01', none, e).medicationTrained).toBe(true);
    expect(skillsOn('2027-03-02', none, e).medicationTrained).toBe(false);
  });
  it('no end is no expiry; no start is held already; other skills are untouched', () => {
    expect(skillsOn('2099-01-01', none, [ev('driver', '2020-01-01', null)])).toEqual({
      driver: true,
      medicationTrained: false,
      firstAider: false,
    });
    expect(skillsOn('1999-01-01', none, [ev('firstAider', null, '2000-01-01')])).toEqual({
      driver: false,
      medicationTrained: false,
      firstAider: true,
    });
  });
  it('the rota facts stand whatever the records say, and are not changed in place', () => {
    const facts = { driver: true, medicationTrained: false, firstAider: true };
    const out = skillsOn('2026-06-01', facts, [ev('medicationTrained', '2020-01-01', '2021-01-01')]);
    expect(out).toEqual({ driver: true, medicationTrained: false, firstAider: true });
    expect(skillsOn('2026-06-01', facts, [ev('medicationTrained', '2026-01-01', '2026-12-31')])).toEqual({
      driver: true,
      medicationTrained: true,
      firstAider: true,
    });
    expect(facts.medicationTrained).toBe(false);
  });
});
