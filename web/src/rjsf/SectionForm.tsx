// One RJSF <Form> per step (DESIGN §5): a keystroke re-renders only this step's fields. The Form is
// uncontrolled (initialFormData) so the page never feeds each keystroke back in as props; the page keeps
// the latest data in a ref through `onChange`, which must be a stable callback for memo() to hold.
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { memo, useCallback } from 'react';
import { DEFAULTS_BEHAVIOUR } from './defaults.ts';
import { ThemedForm } from './theme.ts';
import type { JsonObject, RecordFormContext } from './types.ts';

export interface SectionFormProps {
  sectionKey: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
  initialData: JsonObject;
  extraErrors?: ErrorSchema;
  formContext?: RecordFormContext;
  readonly?: boolean;
  /** `fieldId` is set when a person changed a field (RJSF's own default-filling reports without one). */
  onChange: (sectionKey: string, data: JsonObject, fieldId?: string) => void;
}

export const SectionForm = memo(function SectionForm(props: SectionFormProps) {
  const { sectionKey, schema, uiSchema, validator, initialData, extraErrors, formContext, readonly, onChange } = props;
  const handleChange = useCallback(
    (e: IChangeEvent, id?: string) => onChange(sectionKey, (e.formData ?? {}) as JsonObject, id),
    [onChange, sectionKey],
  );
  return (
    <ThemedForm
      // A <div>, not a nested <form>: the page's own <form> owns Enter-to-save and the Save / Submit buttons.
      tagName="div"
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      initialFormData={initialData}
      onChange={handleChange}
      extraErrors={extraErrors}
      formContext={formContext}
      readonly={readonly}
      noHtml5Validate
      // Validation runs on Submit over the whole record (and on the server); nothing runs per keystroke.
      liveValidate={false}
      showErrorList={false}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
    />
  );
});
