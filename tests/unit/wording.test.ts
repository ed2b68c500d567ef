// Every definition, as each home type is served it (SPEC §1): no field, choice, title or help text meant
// only for the other type, no unresolved wording token, and no "(SPEC §…)" anywhere a person reads.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HIDDEN_COMBINATIONS } from '../../definitions/charts.ts';
import { type HomeType, resolveWording } from '../../definitions/wording.ts';
import { createAjv } from '../../engine/definitions/ajv.ts';
import { definitionForHomeType, schemaForHomeType } from '../../engine/definitions/home-types.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';
import { draftSchema } from '../../engine/definitions/schema-walk.ts';

/** Words that belong to one home type only: shown in the other, a person would notice. */
const OTHER_TYPE_ONLY: Record<HomeType, RegExp[]> = {
  children_home: [
    /\bReg(ulation)? 27\b/i,
    /\bReg(ulation)? 32\b/i,
    /(?<!behaviour )\bSupport plans?\b/i,
    /\bYP\b/,
    /\baccommodating authority\b/i,
    /Supported Accommodation (\(England\) )?Regulations/i,
  ],
  support_accomodation_for_older_children: [
    /\bReg(ulation)? 40\b/i,
    /\bReg(ulation)? 44\b/i,
    /\bPlacement plans?\b/i,
    /\bCYP\b/,
    /\bplacing authority\b/i,
    /Children's Homes (\(England\) )?Regulations/i,
  ],
};

/** Every text of a served definition a person may read, with where it is. */
function texts(node: unknown, at = ''): [string, string][] {
  if (typeof node === 'string') return [];
  if (Array.isArray(node)) return node.flatMap((n, i) => texts(n, `${at}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(node)) {
    if (
      typeof v === 'string' &&
      ['title', 'description', 'ui:help', 'ui:description', 'ui:title', 'ui:placeholder'].includes(k)
    )
      out.push([`${at}.${k}`, v]);
    else out.push(...texts(v, `${at}.${k}`));
  }
  return out;
}

const defs = [...(await loadDefinitionFiles()).values()];

describe.each(['children_home', 'support_accomodation_for_older_children'] as const)(
  'every definition in %s',
  (homeType) => {
    it('shows nothing meant only for the other home type, and no unresolved token or SPEC reference', () => {
      const faults: string[] = [];
      // a form kept in one home type only (the SA annual return, the CH pre-form) is never served in the other
      for (const def of defs.filter((d) => !d.homeTypes || d.homeTypes.includes(homeType))) {
        const served = definitionForHomeType(def, homeType);
        for (const [where, text] of texts(served)) {
          for (const term of OTHER_TYPE_ONLY[homeType])
            if (term.test(text)) faults.push(`${def.kind}${where}: "${text}" (${term})`);
          if (/\{[^}]*\}/.test(text)) faults.push(`${def.kind}${where}: unresolved wording in "${text}"`);
          if (/SPEC §/.test(text)) faults.push(`${def.kind}${where}: "${text}"`);
        }
      }
      expect(faults).toEqual([]);
    });
  },
);

describe.each(['children_home', 'support_accomodation_for_older_children'] as const)(
  'the person the record is about, in %s',
  (homeType) => {
    // CH says "child", SA "young person" (SPEC §1, DOMAIN envelope). Legal names keep theirs ("child protection",
    // "child sexual exploitation", "relevant child"), so only the phrasings that name the person themself are sought.
    const wrong =
      homeType === 'children_home'
        ? /\b(a|the|another|other) young (person|people)\b|^Young person$|\bYoung people's\b/i
        : /\b(a|the|another|other) child(ren)?\b(?! (protection|sexual|criminal|focused|looked after|workforce)|'s Commissioner)|^Child$/i;

    it("field and choice titles use the home type's word", () => {
      const faults: string[] = [];
      for (const def of defs.filter((d) => !d.homeTypes || d.homeTypes.includes(homeType))) {
        for (const [where, text] of texts(definitionForHomeType(def, homeType))) {
          if (where.endsWith('.title') && wrong.test(text)) faults.push(`${def.kind}${where}: "${text}"`);
        }
      }
      expect(faults).toEqual([]);
    });

    it("the incident's types and the reg 35 / reg 22 texts are in its wording", () => {
      const incident = definitionForHomeType(
        defs.find((d) => d.kind === 'incident')!,
        homeType,
      );
      const all = texts(incident)
        .map(([, t]) => t)
        .join('\n');
      if (homeType === 'children_home') {
        expect(all).toContain('Death of a child');
        expect(all).not.toMatch(/Supported Accommodation|reg 22/i);
      } else {
        expect(all).toContain('Death of a young person');
        expect(all).not.toMatch(/\breg(ulation)? 35\b/i);
        expect(all).toMatch(/Supported Accommodation Regulations 2023 reg 22\(2\)/);
      }
    });
  },
);

describe('fields and choices by home type', () => {
  const incident = defs.find((d) => d.kind === 'incident')!;

  it('asks "any other serious incident" in both types (the old SA-only Reg 27 accident question in neither), and offers each its own authority', () => {
    const home = definitionForHomeType(incident, 'children_home');
    const supported = definitionForHomeType(incident, 'support_accomodation_for_older_children');
    expect(home.schema.properties!.general.properties!.reg27Accident).toBeUndefined();
    expect(supported.schema.properties!.general.properties!.reg27Accident).toBeUndefined();
    expect(home.schema.properties!.general.properties!.otherSerious.description).toMatch(/reg 40\(4\)/);
    expect(supported.schema.properties!.general.properties!.otherSerious.description).toMatch(/reg 27/);
    const authorities = (d: typeof home) =>
      (
        d.schema.properties!.notifications.items as { properties: Record<string, { oneOf: { title: string }[] }> }
      ).properties.authority.oneOf.map((c) => c.title);
    expect(authorities(home)).toContain('Placing authority (Reg 40)');
    expect(authorities(home)).not.toContain('Accommodating authority (Reg 27)');
    expect(authorities(supported)).toContain('Accommodating authority (Reg 27)');
    expect(authorities(supported)).not.toContain('Placing authority (Reg 40)');
  });

  it('refuses, on validation, a field or a choice of the other home type', () => {
    const ajv = createAjv();
    const home = ajv.compile(draftSchema(schemaForHomeType(incident.schema, 'children_home')));
    expect(home({ general: { reg27Accident: true } })).toBe(false);
    expect(home({ notifications: [{ authority: 'accommodating_authority' }] })).toBe(false);
    expect(home({ notifications: [{ authority: 'placing_authority' }] })).toBe(true);
    const supported = ajv.compile(
      draftSchema(schemaForHomeType(incident.schema, 'support_accomodation_for_older_children')),
    );
    expect(supported({ general: { reg27Accident: true } })).toBe(false); // retired: kept only where already stored
    expect(supported({ general: { otherSerious: true } })).toBe(true);
    expect(supported({ notifications: [{ authority: 'placing_authority' }] })).toBe(false);
  });

  it("resolves a {children's home|supported accommodation} pair to its side", () => {
    expect(resolveWording('Notify ({CH reg 40|SA reg 27})', 'children_home')).toBe('Notify (CH reg 40)');
    expect(resolveWording('Notify ({CH reg 40|SA reg 27})', 'support_accomodation_for_older_children')).toBe(
      'Notify (SA reg 27)',
    );
  });
});

describe('no "(SPEC §…)" in the interface', () => {
  it('is in no string the web app shows, nor in a chart reason the API gives', () => {
    const faults: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name)) {
          readFileSync(full, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              const code = line.replace(/\/\/.*$/, '').replace(/^\s*(\*|\/\*).*$/, '');
              if (/SPEC §/.test(code)) faults.push(`${full}:${i + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk(join(import.meta.dirname, '../../web/src'));
    for (const h of HIDDEN_COMBINATIONS) if (/SPEC §/.test(h.reason)) faults.push(`chart reason: ${h.reason}`);
    expect(faults).toEqual([]);
  });
});
