// Comparing two versions of a form (Settings → Forms → Compare) reads as a person reads the form: fields by
// their labels at any depth, values as words, and nothing about fields hidden from people.
import { describe, expect, it } from 'vitest';
import * as allLists from '../../definitions/lists/index.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';
import { diff } from '../../engine/records/diff.ts';
import { describeChanges } from '../../web/src/admin/forms/changes.ts';
import { type DefinitionDoc, parse, serialize } from '../../web/src/admin/forms/model.ts';
import { removeField, updateField } from '../../web/src/admin/forms/ops.ts';
import type { RefList } from '../../web/src/admin/types.ts';

const lists: Record<string, RefList> = Object.fromEntries(
  (Object.values(allLists) as unknown[])
    .filter((l): l is RefList => !!l && typeof l === 'object' && 'key' in l && 'items' in l)
    .map((l) => [l.key, l]),
);
const incident = JSON.parse(JSON.stringify((await loadDefinitionFiles()).get('incident'))) as DefinitionDoc;

describe('form version changes', () => {
  it('names a nested field by its labels and shows values as words, never JSON', () => {
    let m = updateField(parse(incident), 'general.locationDetail', { title: 'Where it happened', required: true });
    m = removeField(m, 'general.policeRef');
    const edited = serialize(m, lists);
    const rows = describeChanges(incident, edited, diff(incident, edited));
    expect(rows).toContainEqual({
      where: 'General › Where it happened: label',
      before: 'Where exactly',
      after: 'Where it happened',
    });
    expect(
      rows.some(
        (r) =>
          r.where === 'General › Police reference number: removed' &&
          r.before.startsWith('Police reference number (Text'),
      ),
    ).toBe(true);
    expect(rows.find((r) => r.where === 'General: required fields')?.after).toContain('Where it happened');
    for (const r of rows) expect(`${r.where} ${r.before} ${r.after}`).not.toMatch(/[{}"]|\/schema|properties/);
  });

  it('leaves out fields hidden from people, such as the section-completed markers', () => {
    const edited = JSON.parse(JSON.stringify(incident)) as DefinitionDoc;
    const general = (
      edited.schema.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>
    ).general.properties;
    general.generalCompleted = { ...general.generalCompleted, title: 'General done (renamed)' };
    expect(diff(incident, edited)).toHaveLength(1);
    expect(describeChanges(incident, edited, diff(incident, edited))).toEqual([]);
  });
});

describe('record history', () => {
  it("leaves out changes to fields the form hides (the incident's section-completed markers)", async () => {
    const { isHiddenPointer } = await import('../../web/src/records/hiddenFields.ts');
    const ui = incident.ui as Record<string, unknown>;
    expect(isHiddenPointer(ui, '/general/generalCompleted')).toBe(true);
    expect(isHiddenPointer(ui, '/general/location')).toBe(false);
    expect(isHiddenPointer(ui, '/notifications/0/authority')).toBe(false);
  });
});
