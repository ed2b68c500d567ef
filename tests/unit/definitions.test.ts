// Every record kind loads, accepts a realistic filled example, and rejects a wrong one with the
// right field path (the examples live beside the definitions, in definitions/young-person/examples).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOME_TYPES, type HomeType, resolveWording } from '../../definitions/wording.ts';
import { examples as firstExamples } from '../../definitions/young-person/examples.ts';
import { createAjv, toFieldErrors } from '../../engine/definitions/ajv.ts';
import { schemaForHomeType } from '../../engine/definitions/home-types.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';
import { draftSchema } from '../../engine/definitions/schema-walk.ts';

const defs = await loadDefinitionFiles();
const dir = new URL('../../definitions/young-person/examples/', import.meta.url);
const fixtures: Record<string, { example: Record<string, unknown>; wrong: { data: unknown; path: string } }> = {};
for (const folder of [
  dir,
  new URL('../../definitions/home/examples/', import.meta.url),
  new URL('../../definitions/accounts/examples/', import.meta.url),
  new URL('../../definitions/staff/examples/', import.meta.url),
  new URL('../../definitions/org/examples/', import.meta.url),
  new URL('../../definitions/statutory/examples/', import.meta.url),
]) {
  for (const f of readdirSync(folder).filter((n) => n.endsWith('.ts')))
    fixtures[f.replace(/\.ts$/, '')] = await import(new URL(f, folder).href);
}
// the first four kinds keep their examples in examples.ts; their wrong versions are made here
const wrongs: Record<string, { data: unknown; path: string }> = {
  'daily-log': { data: { ...firstExamples['daily-log'], shift: 'afternoon' }, path: '/shift' },
  incident: {
    data: { ...firstExamples.incident, general: { ...(firstExamples.incident.general as object), location: 'moon' } },
    path: '/general/location',
  },
  'placement-plan': { data: { ...firstExamples['placement-plan'], legalStatus: 'adopted' }, path: '/legalStatus' },
  'risk-assessment-self-harm-suicide': {
    data: { ...firstExamples['risk-assessment-self-harm-suicide'], predictedScore: 7 },
    path: '/predictedScore',
  },
};
for (const [kind, example] of Object.entries(firstExamples)) fixtures[kind] = { example, wrong: wrongs[kind] };

const ajv = createAjv();

describe('record kinds', () => {
  it('every young-person kind of SPEC §2 exists', () => {
    for (const kind of [
      'daily-log',
      'daily-summary',
      'key-worker-session',
      'incident',
      'safeguarding',
      'consequence',
      'reward',
      'important-meeting',
      'complaint-feedback',
      'visit',
      'deescalation-log',
      'appointment',
      'placement-plan',
      'ils-plan',
      'behaviour-support-plan',
      'therapeutic-plan',
      'therapeutic-session',
      'link-worker-session',
      'external-plan',
      'risk-assessment-self-harm-suicide',
      'risk-assessment-cce',
      'risk-assessment-cse',
      'risk-assessment-others-harm',
      'risk-assessment-vulnerability',
      'risk-assessment-missing-from-care',
      'risk-assessment-other',
      'personal-details',
      'move-in',
      'placement-history',
      'contact',
      'one-page-profile',
      'health-profile',
      'medication',
      'meal-intake',
      'education-school',
      'education-attendance',
      'exam',
      'employment',
      'education-plan',
      'weekly-timetable',
      'hobby',
      'activity',
      'holiday',
      'achievement',
      'important-date',
      'contract',
      'transfer-request',
      'night-stay',
      'in-out',
      'referral',
    ]) {
      expect(defs.has(kind), kind).toBe(true);
    }
  });

  describe.each([...defs.keys()].sort())('%s', (kind) => {
    const def = defs.get(kind)!;
    const fixture = fixtures[kind];
    it('has a realistic example and a wrong one', () => {
      expect(fixture, `definitions/young-person/examples/${kind}.ts`).toBeDefined();
      expect(fixture.wrong?.path).toMatch(/^\//);
    });
    // a home type's own required fields (the support plan's accommodation) are required only there:
    // an example is whole in the home type it was written for
    const inType = (t: HomeType) => {
      const v = ajv.compile(schemaForHomeType(def.schema, t));
      return toFieldErrors(v(fixture?.example) ? [] : v.errors);
    };
    const typeOf = () => HOME_TYPES.find((t) => inType(t).length === 0) ?? 'children_home';
    it('accepts its realistic example against the whole schema of its home type, and an empty draft', () => {
      expect(inType(typeOf())).toEqual([]);
      const draft = ajv.compile(draftSchema(def.schema));
      expect(draft({})).toBe(true);
    });
    it('rejects the wrong example at the right field', () => {
      const full = ajv.compile(schemaForHomeType(def.schema, typeOf()));
      expect(full(fixture.wrong.data)).toBe(false);
      expect(toFieldErrors(full.errors).map((e) => e.path)).toEqual([fixture.wrong.path]);
    });
    it('reads in both home types', () => {
      for (const type of ['children_home', 'support_accomodation_for_older_children'] as const) {
        expect(resolveWording(def.title, type)).not.toMatch(/\{\w+\}/);
      }
    });
  });
});
