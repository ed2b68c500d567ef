// Steps an organisation toggle turns on (the definition's `sectionToggles`, engine/definitions/section-toggles.ts):
// with the toggle off the step and its extra fields are not offered (the engine refuses data there anyway),
// e.g. the shift plan's handover when handovers are written in the home's handover log.
import type { FormDefinition } from '../rjsf/index.ts';

export interface SectionToggle {
  toggle: string;
  whenOff: string;
  alsoFields?: string[];
}

/** The definition as this organisation fills it in: toggled-off steps and fields left out. */
export function withToggledSections<D extends FormDefinition & { sectionToggles?: Record<string, SectionToggle> }>(
  def: D,
  toggles: Record<string, unknown>,
): D {
  const off = Object.entries(def.sectionToggles ?? {}).filter(([, t]) => toggles[t.toggle] !== true);
  if (!off.length || !def.sections?.length) return def;
  const sectionsOff = new Set(off.map(([key]) => key));
  const fieldsOff = new Set(off.flatMap(([, t]) => t.alsoFields ?? []));
  return {
    ...def,
    sections: def.sections
      .filter((s) => !sectionsOff.has(s.key))
      .map((s) => ({ ...s, fields: s.fields.filter((f) => !fieldsOff.has(f)) })),
    // compiled forms are cached per variant: the trimmed one is its own
    variant: `${def.variant ?? ''}|without:${[...sectionsOff].join(',')}`,
  };
}
