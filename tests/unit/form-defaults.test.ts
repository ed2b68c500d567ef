// A new form starts with nothing the person did not choose: for every record kind in the registry, in each
// home type's version, the default form state the renderer computes (same options, per step as the editor
// and for the whole record) has no rows, no people, no choices and no answers — except a `default` the
// definition declares on that very field (a documented choice, e.g. an appointment starts "booked").
// Also: which people a picker offers, and field names in errors as the person sees them.
import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { HOME_TYPES } from '../../definitions/wording.ts';
import { definitionForHomeType } from '../../engine/definitions/home-types.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';
import { DEFAULTS_BEHAVIOUR } from '../../web/src/rjsf/defaults.ts';
import { staffChoices, youngPersonChoices } from '../../web/src/rjsf/people-choices.ts';
import { titlesAlong } from '../../web/src/rjsf/schema.ts';
import type { FormDefinition } from '../../web/src/rjsf/types.ts';
import { compiledFor, validateAll } from '../../web/src/rjsf/validator.ts';

const defs = await loadDefinitionFiles();

/** Every value in a default state (not an empty group), with the `default` its field declares, if any. */
function valuesIn(v: unknown, schema?: RJSFSchema, path = ''): string[] {
  if (v === undefined) return [];
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    return Object.entries(v).flatMap(([k, x]) =>
      valuesIn(x, (schema?.properties as Record<string, RJSFSchema> | undefined)?.[k], `${path}/${k}`),
    );
  }
  if (schema && 'default' in schema && JSON.stringify(schema.default) === JSON.stringify(v)) return []; // declared
  return [`${path} = ${JSON.stringify(v)}`];
}

describe('a new form starts empty', () => {
  it('the registry has the kinds this walks', () => {
    expect(defs.size).toBeGreaterThan(90);
  });

  for (const homeType of HOME_TYPES) {
    it(`every kind, ${homeType}: no value the person did not choose, per step and whole`, () => {
      const found: string[] = [];
      for (const raw of defs.values()) {
        const def = definitionForHomeType(raw, homeType);
        const form: FormDefinition = {
          kind: def.kind,
          version: 1,
          title: def.title,
          schema: def.schema as RJSFSchema,
          sections: def.sections,
          variant: homeType,
        };
        const { validator, sections, sectionSchemas, fullSchema } = compiledFor(form);
        const state = (schema: RJSFSchema) =>
          getDefaultFormState(validator, schema, {}, schema, false, DEFAULTS_BEHAVIOUR);
        for (const s of sections) {
          found.push(
            ...valuesIn(state(sectionSchemas[s.key]), sectionSchemas[s.key]).map((v) => `${def.kind} [${s.key}] ${v}`),
          );
        }
        found.push(...valuesIn(state(fullSchema), fullSchema).map((v) => `${def.kind} ${v}`));
      }
      expect(found).toEqual([]);
    });
  }

  it("the incident, as RJSF would fill it without the renderer's options, has the phantom staff entry", () => {
    // guards the test above: without `arrayMinItems: never` the minItems of "Staff present" makes a row
    const incident = definitionForHomeType(defs.get('incident')!, 'children_home');
    const schema = incident.schema as RJSFSchema;
    const { validator } = compiledFor({
      kind: 'incident',
      version: 1,
      title: 'Incident',
      schema,
      sections: incident.sections,
      variant: 'x',
    });
    const legacy = getDefaultFormState(validator, schema, {}, schema, false, {
      ...DEFAULTS_BEHAVIOUR,
      arrayMinItems: { populate: 'all' },
    });
    expect(valuesIn(legacy, schema).some((v) => v.startsWith('/general/staffPresent'))).toBe(true);
  });
});

describe('errors name the field as the person sees it', () => {
  const incident = definitionForHomeType(defs.get('incident')!, 'children_home');
  const schema = incident.schema as RJSFSchema;
  const form: FormDefinition = {
    kind: 'incident',
    version: 1,
    title: 'Incident',
    schema,
    sections: incident.sections,
    variant: 'names',
  };

  it('a bad entry in a list of people is reported on the list, by its label, with no "Entry n"', () => {
    const errors = validateAll(form, {
      general: { staffPresent: ['00000000-0000-4000-8000-000000000001', 'not-an-id'] },
    });
    const staff = errors.find((e) => e.pointer.startsWith('/general/staffPresent'));
    expect(staff).toEqual({
      pointer: '/general/staffPresent',
      message: 'One of the choices is not valid: untick it or choose again',
    });
    expect(titlesAlong(schema, ['general', 'staffPresent', '2'])).toBe('General › Staff present');
    expect(errors.map((e) => titlesAlong(schema, e.pointer.slice(1).split('/'))).join('\n')).not.toMatch(/Entry \d/);
  });

  it('rows keep their entry number, as the form shows "Entry n of m"', () => {
    const timeline = Object.keys(schema.properties ?? {}).find(
      (k) =>
        (schema.properties![k] as RJSFSchema).type === 'array' &&
        ((schema.properties![k] as RJSFSchema).items as RJSFSchema)?.type === 'object',
    );
    expect(timeline, 'the incident has a list of rows').toBeTruthy();
    expect(titlesAlong(schema, [timeline!, '0'])).toMatch(/› Entry 1$/);
  });
});

describe('the people a picker offers', () => {
  const staff = [
    { id: 'dir', name: 'Dana Whitfield', office: true },
    { id: 'hr', name: 'Helen Brooks', office: true },
    { id: 'hr2', name: 'Hana Rostered', office: true, rostered: true },
    { id: 'alex', name: 'Alex Morgan' },
    { id: 'sam', name: 'Sam Taylor', onShift: true, rostered: true, hint: 'Residential Support Worker' },
  ];

  it('the staff who were there: on shift first, then care staff; director and HR only when rostered', () => {
    expect(staffChoices(staff).map((c) => c.value)).toEqual(['sam', 'alex', 'hr2']);
    expect(staffChoices(staff)[0].hint).toBe('on duty now, Residential Support Worker');
    // a stored choice is kept in view
    expect(staffChoices(staff, ['dir']).map((c) => c.value)).toEqual(['sam', 'alex', 'dir', 'hr2']);
  });

  it('a single staff field (e.g. "Decided by") offers everyone, on shift first', () => {
    expect(staffChoices(staff, [], false).map((c) => c.value)).toEqual(['sam', 'alex', 'dir', 'hr', 'hr2']);
  });

  it("other young people never include the record's own young person", () => {
    const yp = [
      { id: 'jayden', name: 'Jayden Carter' },
      { id: 'amelia', name: 'Amelia Hughes' },
    ];
    expect(youngPersonChoices(yp, 'jayden').map((c) => c.value)).toEqual(['amelia']);
    expect(youngPersonChoices(yp, undefined).map((c) => c.value)).toEqual(['jayden', 'amelia']);
  });
});
