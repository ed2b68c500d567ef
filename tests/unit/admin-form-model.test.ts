// The form editor's model (web/src/admin/forms): every shipped definition reads in and writes back unchanged
// apart from what the editor was asked to change; an added field, a required flag and a "show only when"
// condition come out as a definition the engine accepts and validates as intended.
import { describe, expect, it } from 'vitest';
import * as allLists from '../../definitions/lists/index.ts';
import { createAjv } from '../../engine/definitions/ajv.ts';
import { checkDefinition } from '../../engine/definitions/check.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';
import type { RecordDefinition } from '../../engine/definitions/types.ts';
import { sectionSchemaWithConditions } from '../../web/src/admin/forms/conditional.ts';
import { type DefinitionDoc, parse, serialize } from '../../web/src/admin/forms/model.ts';
import { addField, moveField, removeField, updateField } from '../../web/src/admin/forms/ops.ts';
import type { RefList } from '../../web/src/admin/types.ts';

const defs = [...(await loadDefinitionFiles()).values()];
const lists: Record<string, RefList> = Object.fromEntries(
  (Object.values(allLists) as unknown[])
    .filter((l): l is RefList => !!l && typeof l === 'object' && 'key' in l && 'items' in l)
    .map((l) => [l.key, l]),
);
const doc = (d: RecordDefinition) => JSON.parse(JSON.stringify(d)) as DefinitionDoc;
const dailyLog = doc(defs.find((d) => d.kind === 'daily-log')!);

describe('form editor model', () => {
  it('reads and writes back every shipped definition without changing it', () => {
    expect(defs.length).toBeGreaterThan(40);
    for (const d of defs) {
      const before = doc(d);
      const after = serialize(parse(before), lists);
      // Definitions written without sections get their one implicit section spelled out; nothing else moves.
      const expected = before.sections ? before : { ...before, sections: after.sections };
      expect(after, d.kind).toEqual(expected);
      expect(JSON.stringify(Object.keys(after.schema.properties as object)), d.kind).toBe(
        JSON.stringify(Object.keys(before.schema.properties as object)),
      );
    }
  });

  it('adds a required text field the engine accepts', () => {
    const { model, key } = addField(parse(dailyLog), 'shift', {
      title: 'Weather',
      type: 'text',
      list: '',
      multiple: false,
    });
    const out = serialize(updateField(model, key, { required: true }), lists);
    expect(key).toBe('weather');
    expect(out.schema.properties).toHaveProperty('weather', { type: 'string', title: 'Weather', maxLength: 500 });
    expect(out.schema.required).toContain('weather');
    expect(out.sections![0].fields.at(-1)).toBe('weather');
    expect(checkDefinition(out as unknown as RecordDefinition)).toEqual([]);
  });

  it('a choice from a reference list is stored as choiceOf stores it', () => {
    const { model, key } = addField(parse(dailyLog), 'day', {
      title: 'Mood at school',
      type: 'choice',
      list: 'presentation',
      multiple: false,
    });
    const node = (serialize(model, lists).schema.properties as Record<string, Record<string, unknown>>)[key];
    expect(node).toMatchObject({ type: 'string', 'x-list': 'presentation', title: 'Mood at school' });
    expect(node.oneOf).toEqual(lists.presentation.items.map((i) => ({ const: i.value, title: i.label })));
    const several = serialize(updateField(model, key, { multiple: true }), lists);
    expect((several.schema.properties as Record<string, Record<string, unknown>>)[key]).toMatchObject({
      type: 'array',
      uniqueItems: true,
      items: { 'x-list': 'presentation' },
    });
  });

  it('"show only when <yes/no> is yes" validates on the server and hides the field in the rendered section', () => {
    let m = parse(dailyLog);
    const hasVisitors = addField(m, 'shift', { title: 'Had visitors', type: 'yesNo', list: '', multiple: false });
    const names = addField(hasVisitors.model, 'shift', {
      title: 'Visitor names',
      type: 'text',
      list: '',
      multiple: false,
    });
    m = updateField(names.model, names.key, { showWhen: hasVisitors.key, required: true });
    const out = serialize(m, lists);
    expect(checkDefinition(out as unknown as RecordDefinition)).toEqual([]);
    expect(out.schema.required).not.toContain('visitorNames');

    const validate = createAjv().compile(out.schema);
    const base = { date: '2025-01-07', shift: 'late', presentation: 'settled' };
    expect(validate({ ...base })).toBe(true);
    expect(validate({ ...base, hadVisitors: false })).toBe(true);
    expect(validate({ ...base, hadVisitors: true })).toBe(false);
    expect(validate({ ...base, hadVisitors: true, visitorNames: 'Mum' })).toBe(true);

    const section = sectionSchemaWithConditions(out.schema, out.sections![0].fields);
    expect(Object.keys(section.properties as object)).toContain('hadVisitors');
    expect(Object.keys(section.properties as object)).not.toContain('visitorNames');
    expect(section.dependencies).toHaveProperty('hadVisitors');

    // Moving the condition's yes/no field to another section drops the condition rather than leaving it broken.
    const moved = serialize(moveField(moveField(m, hasVisitors.key, 1), hasVisitors.key, 1), lists);
    expect(moved.schema.dependencies).toBeUndefined();
    expect(serialize(removeField(m, hasVisitors.key), lists).schema.dependencies).toBeUndefined();
  });

  it('removing a field also takes it out of list columns and the UI schema', () => {
    const out = serialize(removeField(parse(dailyLog), 'shift'), lists);
    expect(out.list.columns).toEqual(['date', 'presentation']);
    expect(Object.keys(out.schema.properties as object)).not.toContain('shift');
    expect(checkDefinition(out as unknown as RecordDefinition)).toEqual([]);
  });

  it("reaches a group's own fields: edits, moves and removes them inside the group", () => {
    const incident = doc(defs.find((d) => d.kind === 'incident')!);
    const m = parse(incident);
    const general = m.sections.flatMap((s) => s.fields).find((f) => f.key === 'general')!;
    expect(general.group?.fields.map((f) => f.path)).toContain('general.location');
    const props = (d: DefinitionDoc) =>
      (
        d.schema.properties as Record<
          string,
          { properties: Record<string, Record<string, unknown>>; required?: string[] }
        >
      ).general;

    const relabelled = serialize(
      updateField(m, 'general.location', { title: 'Where it happened', required: true }),
      lists,
    );
    expect(props(relabelled).properties.location.title).toBe('Where it happened');
    expect(props(relabelled).required).toContain('location');
    expect(Object.keys(props(relabelled).properties)).toEqual(Object.keys(props(incident).properties));

    const keys = Object.keys(props(incident).properties);
    const moved = serialize(moveField(m, 'general.location', -1), lists);
    expect(moved.sections).toEqual(incident.sections); // it stays in its group, one place up
    const at = keys.indexOf('location');
    expect(Object.keys(props(moved).properties)).toEqual([
      ...keys.slice(0, at - 1),
      'location',
      keys[at - 1],
      ...keys.slice(at + 1),
    ]);
    const removed = serialize(removeField(m, 'general.location'), lists);
    expect(Object.keys(props(removed).properties)).not.toContain('location');
    expect(removed.list.columns).toEqual(['general.types', 'general.startedAt']);
    expect(checkDefinition(removed as unknown as RecordDefinition)).toEqual([]);
  });
});
