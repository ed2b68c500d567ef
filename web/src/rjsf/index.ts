// The form renderer every record kind uses (DESIGN §1): theme, uiSchema derivation, cached validators,
// one Form per step, a read-only view, and the value formatting lists and diffs share.
export { theme, widgets, ThemedForm } from './theme.ts';
export { deriveUiSchema, mergeUi, CHECKBOX_GROUP_MAX } from './uiSchema.ts';
export { compiledFor, validateAll, propertyToPointer, type CompiledDefinition } from './validator.ts';
export { SectionForm, type SectionFormProps } from './SectionForm.tsx';
export { ReadOnlyView } from './ReadOnlyView.tsx';
export { LinkedRecordsScope, RecordLinkValue } from './RecordLinkValue.tsx';
export { useLinkedRecords, clearLinkedRecordsCache, type LinkedRecord } from './linked-records.ts';
export { formatValue, isEmptyValue, EMPTY, type NameOf } from './format.ts';
export { usePeople, usePeopleNames, clearPeopleCache, type Person } from './people.ts';
export { errorSchemaFor, fieldIdFor, sectionOfPointer, type FieldError } from './errors.ts';
export * from './schema.ts';
export type * from './types.ts';
export * from './classes.ts';
