// The small pieces a FieldTemplate places: description, help, errors and titles. Their ids are the ones the
// controls name in aria-describedby (see describedBy in widgets/common.ts), so screen readers read them.
import type { DescriptionFieldProps, FieldErrorProps, FieldHelpProps, TitleFieldProps, UiSchema } from '@rjsf/utils';
import { errorId, helpId } from '@rjsf/utils';
import { errorTextClass, helpClass } from '../classes.ts';
import { READONLY_NOTE } from '../uiSchema.ts';

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className={`${helpClass} mb-1 mt-0`}>
      {description}
    </div>
  );
}

export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <div id={helpId(fieldPathId)} className={helpClass}>
      {help}
    </div>
  );
}

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className={errorTextClass}>
      {shown.map((e, i) => (
        <li key={i}>
          <span className="sr-only">Error: </span>
          {e}
        </li>
      ))}
    </ul>
  );
}

/** Titles of nested groups are drawn by ObjectFieldTemplate; this covers any other caller. */
export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return (
    <h3 id={id} className="text-base font-semibold text-ink">
      {title}
    </h3>
  );
}

/** The page shows its own error summary (role=alert) linking to fields, so RJSF's list is not used. */
export function ErrorListTemplate() {
  return null;
}

/** Why a field or group cannot be changed here (set by deriveUiSchema for e.g. manager-only fields). */
export function ReadonlyNote({ uiSchema }: { uiSchema?: UiSchema }) {
  const note = (uiSchema?.['ui:options'] as Record<string, unknown> | undefined)?.[READONLY_NOTE];
  if (typeof note !== 'string') return null;
  return <p className="mb-3 rounded-md bg-sunken px-3 py-2 text-sm font-medium text-ink">{note}</p>;
}
