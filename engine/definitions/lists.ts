// Reference lists (SPEC §3) are data: a key, a label and items with the SPEC's exact keys and labels.
// Definitions turn a list into a JSON Schema choice, so the form shows labels and stores keys.
import type { HomeType } from '../../definitions/wording.ts';
import type { JSONSchema7 } from './json-schema.ts';

export interface ListItem {
  value: string;
  label: string;
  group?: string; // e.g. the ILS group, the contact category of a sub-role
  colour?: string; // e.g. income change type colours
  description?: string;
  /** The home types the choice is offered in (SPEC §1); absent = both. */
  homeTypes?: HomeType[];
  /**
   * No longer offered (e.g. an unlawful ground): refused on new answers, kept and shown with this note on old records.
   */
  retired?: string;
}

export interface ReferenceList {
  key: string; // e.g. 'physicalInterventionTypes'
  label: string; // human name of the list
  source?: string; // where it comes from (SPEC section, regulation)
  items: ListItem[];
}

export function defineList<const L extends ReferenceList>(list: L): L {
  return list;
}

/** A single choice from a list: stores the key, shows the label. */
export function choiceOf(list: ReferenceList, extra: Partial<JSONSchema7> = {}): JSONSchema7 {
  // a retired choice is asked in no home type, so the engine refuses it when new and keeps it where already
  // stored (home-types.ts); its label travels in `x-retired` so views still read it, with the note
  const retired = list.items.filter((i) => i.retired);
  return {
    type: 'string',
    oneOf: list.items.map((i) => ({
      const: i.value,
      title: i.label,
      ...(i.retired ? { 'x-home-types': [] } : i.homeTypes ? { 'x-home-types': i.homeTypes } : {}),
    })),
    'x-list': list.key,
    ...(retired.length
      ? { 'x-retired': Object.fromEntries(retired.map((i) => [i.value, `${i.label} (${i.retired})`])) }
      : {}),
    ...extra,
  };
}

/** Several choices from a list (a multi-select). */
export function choicesOf(list: ReferenceList, extra: Partial<JSONSchema7> = {}): JSONSchema7 {
  return {
    type: 'array',
    uniqueItems: true,
    items: choiceOf(list),
    'x-list': list.key,
    ...extra,
  };
}
