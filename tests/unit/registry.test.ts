// The registry refuses to start on a broken definition, naming the file and the fault.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import dailyLog from '../../definitions/young-person/daily-log.ts';
import { checkDefinition } from '../../engine/definitions/check.ts';
import { DefinitionError, loadDefinitionFiles } from '../../engine/definitions/registry.ts';

const engine = new URL('../../engine/definitions/', import.meta.url).pathname;

function definitionsDir(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'defs-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(root, 'young-person'), { recursive: true });
    writeFileSync(
      join(root, 'young-person', name),
      `import { defineRecord } from '${engine}types.ts';\nexport default defineRecord(${body});\n`,
    );
  }
  return root;
}

const good = {
  kind: 'note',
  title: 'Note',
  subject: 'young-person',
  area: 'cyp',
  workflow: 'simple',
  dateField: 'date',
  list: { columns: ['date'] },
  schema: {
    type: 'object',
    additionalProperties: false,
    properties: { date: { type: 'string', format: 'date', title: 'Date' }, text: { type: 'string', title: 'Text' } },
  },
};

describe('definition registry', () => {
  it('loads the product definitions without a fault', async () => {
    const defs = await loadDefinitionFiles();
    expect([...defs.keys()]).toEqual(
      expect.arrayContaining(['daily-log', 'incident', 'placement-plan', 'risk-assessment-self-harm-suicide']),
    );
  });

  it('loads a good definition from a folder', async () => {
    const defs = await loadDefinitionFiles(definitionsDir({ 'note.ts': JSON.stringify(good) }));
    expect([...defs.keys()]).toEqual(['note']);
  });

  const broken: [string, object, RegExp][] = [
    [
      'a schema that does not compile',
      {
        ...good,
        schema: { ...good.schema, properties: { ...good.schema.properties, n: { type: 'number', minimum: 'ten' } } },
      },
      /does not compile/,
    ],
    ['a misspelt keyword', { ...good, schema: { ...good.schema, requried: ['date'] } }, /does not compile.*requried/],
    [
      'an open object',
      { ...good, schema: { ...good.schema, additionalProperties: true } },
      /additionalProperties: false/,
    ],
    [
      'a UI schema naming a missing field',
      { ...good, ui: { txet: { 'ui:widget': 'textarea' } } },
      /UI schema names "txet"/,
    ],
    ['an unknown permission area', { ...good, area: 'kitchen' }, /permission area "kitchen"/],
    ['an unknown young-person area', { ...good, ypPermission: 'diary' }, /young-person permission area "diary"/],
    [
      'an unknown sign-off option',
      { ...good, workflow: 'signoff', signoff: 'therapeuticPlan' },
      /sign-off option "therapeuticPlan"/,
    ],
    ['a sign-off workflow without an option', { ...good, workflow: 'signoff' }, /must name its sign-off option/],
    ['an unknown workflow', { ...good, workflow: 'escalation' }, /workflow "escalation"/],
    ['a date field that is not a date', { ...good, dateField: 'text' }, /dateField "text"/],
    [
      'a section naming a missing field',
      { ...good, sections: [{ key: 'a', title: 'A', fields: ['date', 'text', 'ghost'] }] },
      /section "a" names "ghost"/,
    ],
  ];
  it.each(broken)('refuses %s, naming the file and the fault', async (_name, def, fault) => {
    const root = definitionsDir({ 'broken.ts': JSON.stringify(def) });
    const err = await loadDefinitionFiles(root).catch((e) => e);
    expect(err).toBeInstanceOf(DefinitionError);
    expect(err.message).toMatch(/young-person\/broken\.ts/);
    expect(err.message).toMatch(fault);
  });

  it('refuses the same kind twice', async () => {
    const err = await loadDefinitionFiles(
      definitionsDir({ 'a.ts': JSON.stringify(good), 'b.ts': JSON.stringify(good) }),
    ).catch((e) => e);
    expect(err.message).toMatch(/b\.ts: kind "note" is defined twice/);
  });

  it('the real daily log passes every check', () => {
    expect(checkDefinition(dailyLog)).toEqual([]);
  });
});
