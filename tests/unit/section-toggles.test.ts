// Steps an organisation toggle turns on (definition `sectionToggles`): which fields are off, which data is
// refused (only new or changed values), and the form the web renderer offers. Pure.
import { describe, expect, it } from 'vitest';
import shiftPlan from '../../definitions/home/shift-plan.ts';
import { fieldsToggledOff, toggledOffErrors } from '../../engine/definitions/section-toggles.ts';
import { withToggledSections } from '../../web/src/records/sectionToggles.ts';

const form = {
  kind: shiftPlan.kind,
  version: 1,
  title: shiftPlan.title,
  schema: shiftPlan.schema as never,
  sections: shiftPlan.sections as { key: string; title: string; fields: string[] }[],
  sectionToggles: shiftPlan.sectionToggles,
  variant: 'children_home' as string | undefined,
};

describe("section toggles: the shift plan's handover (handoverInShiftPlan)", () => {
  it("off (unset or false): the handover step's fields and the handover given are off; on: none", () => {
    const off = fieldsToggledOff(shiftPlan, {});
    expect([...off.keys()].sort()).toEqual(['handoverGiven', 'handoverReceived', 'youngPeopleUpdates']);
    expect(off.get('handoverReceived')).toContain('handover log');
    expect(fieldsToggledOff(shiftPlan, { handoverInShiftPlan: false }).size).toBe(3);
    expect(fieldsToggledOff(shiftPlan, { handoverInShiftPlan: 'yes' }).size).toBe(3); // only true turns it on
    expect(fieldsToggledOff(shiftPlan, { handoverInShiftPlan: true }).size).toBe(0);
    expect(fieldsToggledOff({ sections: shiftPlan.sections }, {}).size).toBe(0); // a kind without toggles
  });
  it('refuses filled, changed values at the field; empty values and what is already stored pass', () => {
    const off = fieldsToggledOff(shiftPlan, {});
    expect(toggledOffErrors(off, {}, { plan: 'x', handoverReceived: 'Quiet night.' })).toEqual([
      { path: '/handoverReceived', message: off.get('handoverReceived') },
    ]);
    expect(toggledOffErrors(off, {}, { handoverReceived: '', youngPeopleUpdates: [], handoverGiven: null })).toEqual(
      [],
    );
    expect(toggledOffErrors(off, { handoverReceived: 'Quiet night.' }, { handoverReceived: 'Quiet night.' })).toEqual(
      [],
    );
    expect(
      toggledOffErrors(off, { handoverReceived: 'Quiet night.' }, { handoverReceived: 'Busy night.' }),
    ).toHaveLength(1);
    expect(toggledOffErrors(off, {}, { youngPeopleUpdates: [{ update: 'Settled.' }] })[0].path).toBe(
      '/youngPeopleUpdates',
    );
  });
  it('the form leaves the handover step and the handover given out when off, as a variant of its own', () => {
    const trimmed = withToggledSections(form, {});
    expect(trimmed.sections!.map((s) => s.key)).toEqual(['details', 'medication', 'tasks', 'checklists', 'reflection']);
    expect(trimmed.sections!.find((s) => s.key === 'reflection')!.fields).toEqual([
      'wentWell',
      'couldBeBetter',
      'learning',
      'alertsRaised',
    ]);
    expect(trimmed.variant).not.toBe(form.variant);
    expect(withToggledSections(form, { handoverInShiftPlan: true })).toBe(form);
  });
});
