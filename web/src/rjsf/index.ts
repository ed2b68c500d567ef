// The form renderer every record kind uses (DESIGN §1): theme, uiSchema derivation, cached validators,
// one Form per step, a read-only view, and the value formatting lists and diffs share.
export * from './classes.ts';
export { errorSchemaFor, type FieldError, fieldIdFor, sectionOfPointer } from './errors.ts';
export { EMPTY, formatValue, isEmptyValue, type NameOf } from './format.ts';
export { usePeopleNames } from './people.ts';
export { ReadOnlyView } from './ReadOnlyView.tsx';
export { LinkedRecordsScope, RecordLinkValue } from './RecordLinkValue.tsx';
export * from './schema.ts';
export { SectionForm } from './SectionForm.tsx';
export { ThemedForm } from './theme.ts';
export type * from './types.ts';
export { deriveUiSchema } from './uiSchema.ts';
export { compiledFor, validateAll } from './validator.ts';
