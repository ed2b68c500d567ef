// Form steps an organisation toggle turns on or off (SPEC §9), e.g. the shift plan's handover step with
// "Handover inside the shift plan" (handoverInShiftPlan): off, the step is not shown and the engine refuses
// its fields, because the data belongs elsewhere (the home's handover log). Pure; the record service and
// the web renderer both read the definition's `sectionToggles`.
import { valueAt } from './schema-walk.ts';
import type { RecordDefinition } from './types.ts';

export interface SectionToggle {
  toggle: string; // organisation settings.toggles key
  whenOff: string; // the field error when data is given with the toggle off: where it belongs instead
  alsoFields?: string[]; // fields of other steps that belong with it (e.g. the handover to the next shift)
}

/** The fields the organisation's toggles turn off, each with the message to give when data is sent anyway. */
export function fieldsToggledOff(
  def: Pick<RecordDefinition, 'sections' | 'sectionToggles'>,
  toggles: Record<string, unknown>,
): Map<string, string> {
  const off = new Map<string, string>();
  for (const [key, t] of Object.entries(def.sectionToggles ?? {})) {
    if (toggles[t.toggle] === true) continue;
    const section = def.sections?.find((s) => s.key === key);
    for (const f of [...(section?.fields ?? []), ...(t.alsoFields ?? [])]) off.set(f, t.whenOff);
  }
  return off;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Field errors for data given in fields turned off: only values that are filled in and changed from what is
 * stored (a plan written while the toggle was on stays editable; nothing saved is dropped).
 */
export function toggledOffErrors(
  off: Map<string, string>,
  before: unknown,
  after: unknown,
): { path: string; message: string }[] {
  const errors: { path: string; message: string }[] = [];
  for (const [f, message] of off) {
    const v = valueAt(after, f);
    if (!isEmpty(v) && JSON.stringify(v) !== JSON.stringify(valueAt(before, f)))
      errors.push({ path: `/${f}`, message });
  }
  return errors;
}
