// Every field: a label bound to its control (htmlFor = the control's id), a required marker, the description,
// the control, its errors (id referenced by the control's aria-describedby) and help. Groups of controls
// (radio pair, checkbox group) get a fieldset + legend instead, since one <label> cannot name a group.
import type { FieldTemplateProps } from '@rjsf/utils';
import { descriptionId, errorId, getSchemaType, getTemplate, getUiOptions, helpId } from '@rjsf/utils';
import { labelClass } from '../classes.ts';
import { ReadonlyNote } from './FieldParts.tsx';

/** Widgets that render a group of inputs rather than one control. */
const GROUP_WIDGETS = new Set(['yesNo', 'checkboxes', 'radio', 'people']);

export function RequiredMark({ required }: { required?: boolean }) {
  if (!required) return null;
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    errors,
    help,
    description,
    hidden,
    required,
    displayLabel,
    schema,
    uiSchema,
    registry,
    classNames,
    rawErrors,
    rawDescription,
    rawHelp,
  } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  const uiOptions = getUiOptions(uiSchema);
  const type = getSchemaType(schema);
  const widget = typeof uiOptions.widget === 'string' ? uiOptions.widget : undefined;
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);

  // Objects and arrays draw their own headings (ObjectFieldTemplate / ArrayFieldTemplate).
  const isContainer = (type === 'object' || type === 'array') && !widget;
  if (isContainer) {
    return (
      <div className={classNames}>
        {children}
        {errors}
      </div>
    );
  }

  if (widget && GROUP_WIDGETS.has(widget)) {
    // The group's errors, description and help describe the fieldset (its inputs are named by their own labels).
    const describedBy =
      [
        rawErrors && rawErrors.length > 0 && errorId(id),
        (rawDescription || schema.description) && descriptionId(id),
        rawHelp && helpId(id),
      ]
        .filter(Boolean)
        .join(' ') || undefined;
    return (
      <WrapIfAdditionalTemplate {...props}>
        <fieldset className="min-w-0" aria-describedby={describedBy}>
          <legend id={`${id}__label`} className={labelClass}>
            {label}
            <RequiredMark required={required} />
          </legend>
          {description}
          {children}
          {errors}
          {help}
        </fieldset>
      </WrapIfAdditionalTemplate>
    );
  }

  return (
    <WrapIfAdditionalTemplate {...props}>
      <div className="min-w-0">
        {displayLabel && widget !== 'checkbox' && (
          <label htmlFor={id} id={`${id}__label`} className={labelClass}>
            {label}
            <RequiredMark required={required} />
          </label>
        )}
        {displayLabel && description}
        <ReadonlyNote uiSchema={uiSchema} />
        {children}
        {errors}
        {help}
      </div>
    </WrapIfAdditionalTemplate>
  );
}
