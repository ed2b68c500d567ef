// The statutory returns' pure rules: a period, the questions that take a figure, SPEC §3's status, and the
// forms' shape (numbering, 17 flagged sections, every figure a known one, the wording caveat on every form).
import { describe, expect, it } from 'vitest';
import annualReturn from '../../definitions/statutory/annual-return.ts';
import preForm from '../../definitions/statutory/inspection-pre-form.ts';
import qualityReview from '../../definitions/statutory/quality-standards-review.ts';
import { checkDefinition } from '../../engine/definitions/check.ts';
import { FIGURE_KEYS, figureQuestions, periodProblem } from '../../engine/returns/figures.ts';
import { returnStatus } from '../../engine/returns/service.ts';

describe('periodProblem', () => {
  it('accepts a period of whole days, from on or before to, up to about two years', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(periodProblem({ from: '2025-01-01', to: '2026-12-31' })).toBeNull();
  });
  it('names the field at fault', () => {
    expect(periodProblem({ to: '2026-01-01' })).toEqual({ path: '/periodFrom', message: 'must be a date' });
    expect(periodProblem({ from: '2026-01-01', to: '1 March' })).toEqual({
      path: '/periodTo',
      message: 'must be a date',
    });
    expect(periodProblem({ from: '2026-02-30x', to: '2026-03-01' })?.path).toBe('/periodFrom');
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      path: '/periodTo',
      message: 'must be on or after the start of the period',
    });
    expect(periodProblem({ from: '2020-01-01', to: '2026-01-01' })?.message).toMatch(/longer than two years/);
  });
});

describe('figureQuestions', () => {
  it('reads the top-level questions that name a known figure', () => {
    expect(
      figureQuestions({
        properties: { a: { 'x-figure': 'incidents' }, b: { 'x-figure': 'nonsense' }, c: { title: 'x' }, d: null },
      }),
    ).toEqual([{ field: 'a', figure: 'incidents' }]);
    expect(figureQuestions({})).toEqual([]);
  });
});

describe('returnStatus', () => {
  it('is notStarted without a record, else the record status with the sections complete', () => {
    expect(returnStatus(null, 17)).toEqual({ status: 'notStarted', sectionsComplete: 0, sectionsTotal: 17 });
    expect(
      returnStatus(
        {
          status: 'ongoing',
          data: {
            hasCompletedSection0: true,
            hasCompletedSection16: true,
            hasCompletedSection3: false,
            hasCompletedSection17: true,
          },
        },
        17,
      ),
    ).toEqual({ status: 'ongoing', sectionsComplete: 2, sectionsTotal: 17 });
    expect(returnStatus({ status: 'complete', data: { hasCompletedSection0: 'true' } }, 17).sectionsComplete).toBe(0);
  });
});

describe('the statutory forms', () => {
  it('pass the definition checks, name only known figures and carry the wording caveat', () => {
    for (const def of [annualReturn, preForm, qualityReview]) {
      expect(checkDefinition(def)).toEqual([]);
      for (const q of figureQuestions(def.schema as never)) expect(FIGURE_KEYS.has(q.figure)).toBe(true);
      expect(def.description).toMatch(/to be confirmed against Ofsted's current form; it is not Ofsted's text/);
      expect(def.workflow).toBe('signoff');
    }
  });
  it('the annual return: 52 numbered questions and H1a–H5b in 17 sections, each with its completion flag', () => {
    expect(annualReturn.sections).toHaveLength(17);
    const props = annualReturn.schema.properties as Record<string, { title: string; default?: unknown }>;
    const numbers = Object.values(props).map((p) => p.title.split('.')[0]);
    expect(
      numbers
        .filter((n) => /^\d+$/.test(n))
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
    expect(numbers.filter((n) => /^H/.test(n))).toEqual([
      'H1a',
      'H1b',
      'H2a',
      'H2b',
      'H3a',
      'H3b',
      'H4a',
      'H4b',
      'H5a',
      'H5b',
    ]);
    annualReturn.sections.forEach((s, i) => {
      expect(s.fields).toContain(`hasCompletedSection${i}`);
      expect(props[`hasCompletedSection${i}`]!.default).toBe(false);
    });
    expect(annualReturn.homeTypes).toEqual(['support_accomodation_for_older_children']);
  });
  it("the pre-form: questions 1–52 with the SF and SV questions, for children's homes", () => {
    const titles = Object.values(preForm.schema.properties as Record<string, { title: string }>).map((p) => p.title);
    for (let n = 1; n <= 52; n++)
      expect(titles.some((t) => t.startsWith(`${n}. `) || t.startsWith(`${n} (`))).toBe(true);
    expect(titles.filter((t) => /\(SF\d\)/.test(t))).toHaveLength(8);
    expect(titles.filter((t) => /\(SV\d\)/.test(t))).toHaveLength(8);
    expect(preForm.homeTypes).toEqual(['children_home']);
  });
  it('the quality standards review: the four standards, each with computed metrics and a checklist', () => {
    expect(qualityReview.sections.map((s) => s.title)).toEqual([
      'Leadership and management',
      'Protection',
      'Accommodation',
      'Support',
    ]);
    const props = qualityReview.schema.properties as Record<string, { type?: string; 'x-figure'?: string }>;
    for (const s of qualityReview.sections) {
      expect(s.fields.some((f) => props[f]!['x-figure'])).toBe(true);
      expect(s.fields.some((f) => props[f]!.type === 'boolean')).toBe(true);
    }
  });
});
