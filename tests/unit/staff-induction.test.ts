// Induction as a structured record (engine/staff/induction.ts, decision 0623): completion needs every area covered and
// signed off and a manager's sign-off; dates in order; its duty is due 12 weeks from the start; the mandatory set is
// in the course catalogue.
import { describe, expect, it } from 'vitest';
import { duties } from '../../definitions/duties/staff.ts';
import { example } from '../../definitions/staff/examples/induction.ts';
import { inductionAreas } from '../../definitions/staff/induction.ts';
import { INDUCTION_AREAS, INDUCTION_WEEKS, inductionErrors } from '../../engine/staff/induction.ts';
import { STANDARD_COURSES } from '../../engine/training/catalogue.ts';

const full = () => structuredClone(example) as Record<string, any>;
const paths = (d: Record<string, unknown>) => inductionErrors(d).map((e) => e.path);

describe('a completed induction', () => {
  it('with every area signed off and a manager’s sign-off has nothing missing', () => {
    expect(inductionErrors(full())).toEqual([]);
  });

  it('in progress, nothing is asked yet', () => {
    const d = full();
    delete d.completedOn;
    delete d.signedOffBy;
    d.areas = d.areas.slice(0, 2);
    expect(inductionErrors(d)).toEqual([]);
    expect(inductionErrors({})).toEqual([]);
    expect(inductionErrors({ startedOn: '2026-03-02', areas: 'many' })).toEqual([]);
  });

  it('names each area not yet covered and signed off', () => {
    const d = full();
    d.areas = d.areas.filter((r: { area: string }) => r.area !== 'missing');
    delete d.areas[0].signedOffBy;
    const errors = inductionErrors(d);
    expect(errors.map((e) => e.path)).toEqual(['/areas']);
    expect(errors[0].message).toMatch(/2 not yet \(policies, missing\)$/);
    const undated = full();
    undated.areas[3].completedOn = 'soon';
    expect(inductionErrors(undated)[0].message).toMatch(/\(behaviour\)$/);
    const none = full();
    none.areas = [null];
    expect(inductionErrors(none)[0].message).toMatch(new RegExp(`${INDUCTION_AREAS.length} not yet`));
  });

  it('needs the manager’s sign-off', () => {
    const d = full();
    d.signedOffBy = ' ';
    expect(paths(d)).toEqual(['/signedOffBy']);
  });

  it('keeps its dates in order', () => {
    const early = full();
    early.completedOn = '2026-03-01';
    expect(inductionErrors(early)).toContainEqual({ path: '/completedOn', message: 'Completed before it started' });
    // started and completed on the same day is in order (its areas, covered later, are not)
    const sameDay = full();
    sameDay.completedOn = sameDay.startedOn;
    expect(paths(sameDay)).not.toContain('/completedOn');
    const before = full();
    before.areas[2].completedOn = '2026-03-01';
    expect(paths(before)).toEqual(['/areas/2/completedOn']);
    expect(inductionErrors(before)[0].message).toBe('Covered before the induction started');
    const after = full();
    after.areas[4].completedOn = '2026-05-12';
    expect(paths(after)).toEqual(['/areas/4/completedOn']);
    expect(inductionErrors(after)[0].message).toBe('Covered after the induction was completed');
    const same = full();
    same.areas[4].completedOn = '2026-05-11';
    same.areas[5].completedOn = '2026-03-02';
    expect(paths(same)).toEqual([]);
  });

  it("the form's areas are the rule's, each labelled", () => {
    expect(inductionAreas.map(([k]) => k)).toEqual([...INDUCTION_AREAS]);
    for (const [, label] of inductionAreas) expect(label.length).toBeGreaterThan(10);
  });
});

describe('the induction duty', () => {
  it('is due 12 weeks from the start, met by a submitted induction with its completion date', () => {
    expect(INDUCTION_WEEKS).toBe(12);
    const d = duties.find((x) => x.key === 'induction')!;
    expect(d.period).toEqual({ within: 'once', after: { weeks: 12 } });
    expect(d.trigger).toEqual({ on: 'recurrence', anchor: 'start' });
    expect(d.met).toEqual([{ record: { kinds: ['induction'], state: 'submitted', filled: ['completedOn'] } }]);
    expect(d.source.practice).toBe(true);
    expect(d.roles).toEqual(['staff', 'manager']);
  });
});

describe('the mandatory training set in the catalogue', () => {
  const named = (re: RegExp) => STANDARD_COURSES.filter((c) => re.test(c.name));
  it('holds each course a children’s home is expected to train in, with its renewal', () => {
    for (const re of [
      /^Safeguarding/,
      /physical intervention/,
      /^First aid/,
      /^Medication/,
      /^Fire/,
      /^Food hygiene/,
      /^Allergies/,
      /^Online safety/,
      /exploitation/,
      /^Allegations management and whistleblowing/,
      /Children's Homes Regulations and Quality Standards/,
    ]) {
      const [c] = named(re);
      expect(c, String(re)).toBeDefined();
      expect(c.mandatoryRoles, String(re)).toContain('staff');
      expect(c.renewalMonths, String(re)).toBeGreaterThan(0);
    }
  });

  it('each home type’s regulations course only for that type; clinical training only where a child needs it', () => {
    expect(named(/Children's Homes Regulations/)[0].homeTypes).toEqual(['children_home']);
    expect(named(/Supported Accommodation Regulations/)[0].homeTypes).toEqual([
      'support_accomodation_for_older_children',
    ]);
    const clinical = named(/Child-specific clinical/)[0];
    expect(clinical.mandatoryRoles).toEqual([]);
    expect(clinical.renewalMonths).toBe(12);
    expect(new Set(STANDARD_COURSES.map((c) => c.name)).size).toBe(STANDARD_COURSES.length);
  });
});
