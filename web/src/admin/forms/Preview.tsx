// A live preview of the real form: each section rendered by the project's RJSF theme, as staff will see it.
// Answers typed into the preview are kept while the form is edited (they are never saved).
import type { IChangeEvent } from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { memo, useCallback, useMemo, useRef } from 'react';
import { DEFAULTS_BEHAVIOUR } from '../../rjsf/defaults.ts';
import { ThemedForm } from '../../rjsf/index.ts';
import { useWording } from '../../session.tsx';
import type { DefinitionDoc } from './model.ts';
import { type PreviewSectionData, previewSections } from './preview.ts';

export function Preview({
  def,
  idPrefix,
  readonly = false,
  headingLevel = 3,
}: {
  def: DefinitionDoc;
  idPrefix: string;
  readonly?: boolean;
  headingLevel?: 3 | 4;
}) {
  const word = useWording();
  const validator = useMemo(
    () => customizeValidator({ ajvFormatOptions: { formats: ['date', 'time', 'date-time', 'uuid', 'email', 'uri'] } }),
    [],
  );
  const sections = useMemo(() => previewSections(def, word), [def, word]);
  const data = useRef<Record<string, Record<string, unknown>>>({});
  const onChange = useCallback((key: string, value: Record<string, unknown>) => {
    data.current[key] = value;
  }, []);
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="space-y-6">
      {sections.map((s) => (
        <section key={s.key} aria-labelledby={`${idPrefix}-${s.key}-h`} className="space-y-3">
          <H id={`${idPrefix}-${s.key}-h`} className="border-b border-line pb-1 text-lg font-semibold">
            {s.title}
          </H>
          {s.description ? <p className="text-muted">{s.description}</p> : null}
          <PreviewSection
            key={s.signature}
            section={s}
            idPrefix={`${idPrefix}-${s.key}`}
            validator={validator}
            initial={data.current[s.key] ?? {}}
            readonly={readonly}
            onChange={onChange}
          />
        </section>
      ))}
    </div>
  );
}

const PreviewSection = memo(function PreviewSection({
  section,
  idPrefix,
  validator,
  initial,
  readonly,
  onChange,
}: {
  section: PreviewSectionData;
  idPrefix: string;
  validator: ReturnType<typeof customizeValidator>;
  initial: Record<string, unknown>;
  readonly: boolean;
  onChange: (key: string, value: Record<string, unknown>) => void;
}) {
  const handle = useCallback(
    (e: IChangeEvent) => onChange(section.key, (e.formData ?? {}) as Record<string, unknown>),
    [onChange, section.key],
  );
  return (
    <ThemedForm
      tagName="div"
      idPrefix={idPrefix}
      schema={section.schema}
      uiSchema={section.uiSchema}
      validator={validator}
      initialFormData={initial}
      onChange={handle}
      readonly={readonly}
      noHtml5Validate
      liveValidate={false}
      showErrorList={false}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
    />
  );
});
