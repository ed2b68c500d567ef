// What the preview renders for each section: the section's schema with its conditional fields (conditional.ts),
// home-type wording resolved, and the uiSchema the record form would use, plus `ui:order` so a conditional
// field appears in its place rather than at the end.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { deriveUiSchema, sectionsOf, wordSchema } from '../../rjsf/index.ts';
import { sectionSchemaWithConditions } from './conditional.ts';
import type { Json } from './fieldTypes.ts';
import type { DefinitionDoc } from './model.ts';

export interface PreviewSectionData {
  key: string;
  title: string;
  description?: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  signature: string;
}

export function previewSections(def: DefinitionDoc, word: (s: string) => string): PreviewSectionData[] {
  const schema = def.schema as RJSFSchema;
  return sectionsOf({ sections: def.sections, schema, title: def.title }).map((s) => {
    const props = (def.schema.properties ?? {}) as Json;
    // Widgets are derived from every field of the section, conditional ones included.
    const all = {
      type: 'object',
      properties: Object.fromEntries(s.fields.filter((f) => props[f]).map((f) => [f, props[f]])),
    } as RJSFSchema;
    const uiSchema = {
      ...deriveUiSchema(wordSchema(all, word), def.ui as UiSchema | undefined),
      'ui:order': [...s.fields, '*'],
    };
    const sectionSchema = wordSchema(sectionSchemaWithConditions(def.schema, s.fields) as RJSFSchema, word);
    const signature = hash(JSON.stringify([sectionSchema, uiSchema]));
    return {
      key: s.key,
      title: word(s.title),
      description: s.description ? word(s.description) : undefined,
      schema: sectionSchema,
      uiSchema,
      signature,
    };
  });
}

/** A short, stable fingerprint (FNV-1a) so a section's form remounts only when its shape changed. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
