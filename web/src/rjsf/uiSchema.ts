// The one place where the definition's JSON Schema hints (`x-widget`, `x-ref`, choices) become RJSF `ui:widget`s.
// Definitions stay free of RJSF details; a definition's own `ui` still wins where it says something.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { choicesOf, personRefOf, recordRefOf } from './schema.ts';

/** Multi-choice lists longer than this get a box to narrow them (all are checkbox groups). */
export const CHECKBOX_GROUP_MAX = 12;

const X_WIDGETS: Record<string, string> = {
  textarea: 'textarea',
  time: 'time',
  yesNo: 'yesNo',
  bodyMap: 'bodyMap',
  signature: 'signature',
};

function widgetFor(schema: RJSFSchema): UiSchema | undefined {
  const xWidget = (schema as Record<string, unknown>)['x-widget'];
  const ref = personRefOf(schema);
  if (ref) return { 'ui:widget': 'person', 'ui:options': { ref } };
  const recordRef = recordRefOf(schema);
  if (recordRef) return { 'ui:widget': 'recordLink', 'ui:options': { ref: recordRef } };
  if (typeof xWidget === 'string' && X_WIDGETS[xWidget]) return { 'ui:widget': X_WIDGETS[xWidget] };
  if (schema.type === 'boolean') return { 'ui:widget': 'yesNo' };
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    const items = schema.items as RJSFSchema;
    const itemRef = personRefOf(items);
    if (itemRef) return { 'ui:widget': 'people', 'ui:options': { ref: itemRef } };
    const itemRecordRef = recordRefOf(items);
    if (itemRecordRef) return { 'ui:widget': 'recordLinks', 'ui:options': { ref: itemRecordRef } };
    const choices = choicesOf(items);
    if (choices) return { 'ui:widget': 'checkboxes' };
  }
  return undefined;
}

function derive(schema: RJSFSchema): UiSchema {
  const ui: UiSchema = { ...(widgetFor(schema) ?? {}) };
  if (schema.properties) {
    for (const [key, child] of Object.entries(schema.properties as Record<string, RJSFSchema>)) {
      const c = derive(child);
      if (Object.keys(c).length > 0) ui[key] = c;
    }
  }
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object' && !ui['ui:widget']) {
    const c = derive(schema.items as RJSFSchema);
    if (Object.keys(c).length > 0) ui.items = c;
  }
  return ui;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep merge; `over` wins, and its `ui:options` merge with ours instead of replacing them. */
function mergeUi(base: UiSchema, over: UiSchema | undefined): UiSchema {
  if (!over) return base;
  const out: UiSchema = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isPlainObject(b) && isPlainObject(v) ? mergeUi(b as UiSchema, v as UiSchema) : v;
  }
  return out;
}

/** Says why a field cannot be changed (shown by the Field / Object templates). */
export const READONLY_NOTE = 'readonlyNote';

function setReadonly(ui: UiSchema, dotted: string, note?: string): UiSchema {
  const [head, ...rest] = dotted.split('.');
  const node = (isPlainObject(ui[head]) ? ui[head] : {}) as UiSchema;
  const options = {
    ...((node['ui:options'] as Record<string, unknown> | undefined) ?? {}),
    ...(note ? { [READONLY_NOTE]: note } : {}),
  };
  return {
    ...ui,
    [head]: rest.length
      ? setReadonly(node, rest.join('.'), note)
      : { ...node, 'ui:readonly': true, 'ui:options': options },
  };
}

export interface DeriveOptions {
  /** Dotted field paths shown read-only (e.g. managerOnlyFields for a non-manager). */
  readonlyFields?: string[];
  /** Why they are read-only, shown with them (e.g. 'Only a manager can fill this in.'). */
  readonlyNote?: string;
}

/** The full uiSchema for a definition: derived widgets, the definition's `ui`, read-only fields, no submit button. */
export function deriveUiSchema(schema: RJSFSchema, ui?: UiSchema, opts: DeriveOptions = {}): UiSchema {
  let out = mergeUi(derive(schema), ui);
  for (const f of opts.readonlyFields ?? []) out = setReadonly(out, f, opts.readonlyNote);
  // The page has its own Save / Submit bar; each step's Form must not render a submit button.
  out['ui:submitButtonOptions'] = { norender: true };
  return out;
}
