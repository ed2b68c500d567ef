// Field errors (JSON Pointers into the record's data, from the server's 422 or our own pre-submit check)
// turned into what RJSF shows under each field (`extraErrors`), and into field ids for the error summary links.
import { type ErrorSchema, ErrorSchemaBuilder } from '@rjsf/utils';
import { pointerToPath } from './schema.ts';
import type { FormSectionDef } from './types.ts';

export interface FieldError {
  pointer: string;
  message: string;
}

/** The DOM id RJSF gives the control at a pointer ('/general/startedAt' → 'root_general_startedAt'). */
export function fieldIdFor(pointer: string, idPrefix = 'root'): string {
  const path = pointerToPath(pointer);
  return [idPrefix, ...path].join('_');
}

/** Which step holds the field an error points at (undefined for a whole-record error). */
export function sectionOfPointer(sections: FormSectionDef[], pointer: string): FormSectionDef | undefined {
  const [top] = pointerToPath(pointer);
  return top === undefined ? undefined : sections.find((s) => s.fields.includes(top));
}

/** extraErrors for one step: only the errors whose field lives in it. */
export function errorSchemaFor(section: FormSectionDef, errors: FieldError[]): ErrorSchema | undefined {
  const mine = errors.filter((e) => section.fields.includes(pointerToPath(e.pointer)[0] ?? ''));
  if (mine.length === 0) return undefined;
  const builder = new ErrorSchemaBuilder();
  for (const e of mine) builder.addErrors(e.message, pointerToPath(e.pointer));
  return builder.ErrorSchema;
}
