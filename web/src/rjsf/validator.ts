// One compiled validator per definition version (DESIGN §5 "RJSF at scale"): Ajv compiles each schema object
// once and caches it by reference, so we keep one validator and stable section schemas per kind+version.
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { FieldError } from './errors.ts';
import { pointerToPath, sectionSchema, sectionsOf, shownPath } from './schema.ts';
import type { FormDefinition, FormSectionDef } from './types.ts';

export interface CompiledDefinition {
  validator: ValidatorType;
  sections: FormSectionDef[];
  /** Stable per-section schemas (same object every call, so Ajv's compile cache hits). */
  sectionSchemas: Record<string, RJSFSchema>;
  fullSchema: RJSFSchema;
}

const cache = new Map<string, CompiledDefinition>();

/** Formats the care forms use; ajv-formats supplies date, time, date-time, uuid, email. */
const FORMATS = ['date', 'time', 'date-time', 'uuid', 'email', 'uri'] as const;

export function compiledFor(def: FormDefinition): CompiledDefinition {
  // `variant` separates wording variants (home type) whose titles differ; validation itself is the same.
  const key = `${def.kind}@${def.version}@${def.variant ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const validator = customizeValidator({ ajvFormatOptions: { formats: [...FORMATS] } });
  const sections = sectionsOf(def);
  const sectionSchemas: Record<string, RJSFSchema> = {};
  for (const s of sections) sectionSchemas[s.key] = sectionSchema(def.schema, s);
  const compiled = { validator, sections, sectionSchemas, fullSchema: def.schema };
  cache.set(key, compiled);
  return compiled;
}

/** RJSF's property ('.general.startedAt', '.timeline.0.time') as a JSON Pointer. */
function propertyToPointer(property: string | undefined): string {
  if (!property) return '';
  const segs = property
    .replace(/\[['"]?([^\]'"]+)['"]?\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  return '/' + segs.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/** Plain-English messages for the errors a care worker will meet most. */
function friendly(e: RJSFValidationError): string {
  switch (e.name) {
    case 'required':
      return 'This field is required';
    case 'maxLength':
      return `Use at most ${e.params?.limit} characters`;
    case 'minLength':
      return e.params?.limit === 1 ? 'This field is required' : `Use at least ${e.params?.limit} characters`;
    case 'format':
      return e.params?.format === 'date'
        ? 'Enter a real date'
        : e.params?.format === 'date-time'
          ? 'Enter a real date and time'
          : 'Enter a valid value';
    case 'pattern':
      return 'Enter a time such as 14:30';
    case 'minItems':
      return `Add at least ${e.params?.limit}`;
    case 'const':
    case 'oneOf':
    case 'enum':
      return 'Choose one of the options';
    case 'type':
      return 'Enter a valid value';
    default:
      return e.message ?? 'Check this value';
  }
}

/** Validate the whole record (used before Submit, so errors show without a round trip). */
export function validateAll(def: FormDefinition, data: unknown): FieldError[] {
  const { validator, fullSchema } = compiledFor(def);
  const { errors } = validator.validateFormData(data, fullSchema);
  // `oneOf` choice failures repeat the same field once per option; keep the first message per field.
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors) {
    // an entry of a list of people or choices is reported on the list, the field the person sees
    const path = pointerToPath(propertyToPointer(e.property));
    const shown = shownPath(fullSchema, path);
    const pointer = shown.length ? '/' + shown.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/') : '';
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    out.push({
      pointer,
      message: shown.length < path.length ? 'One of the choices is not valid: untick it or choose again' : friendly(e),
    });
  }
  return out;
}
