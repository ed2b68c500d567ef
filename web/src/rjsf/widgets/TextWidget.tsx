// Single-line text and numbers. Also RJSF's BaseInputTemplate, so any stock widget that falls back to it looks alike.
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { type ChangeEvent, memo } from 'react';
import { ariaFor, controlClass } from './common.ts';

function Input(props: BaseInputTemplateProps & { type?: string }) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    placeholder,
  } = props;
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const type = props.type ?? (numeric ? 'number' : 'text');
  const shown = value === undefined || value === null ? '' : value;
  const handle = (e: ChangeEvent<HTMLInputElement>) =>
    onChange(e.target.value === '' ? options.emptyValue : e.target.value);
  return (
    <input
      id={id}
      name={htmlName || id}
      type={type}
      className={controlClass(props)}
      value={shown}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      min={numeric ? schema.minimum : undefined}
      max={numeric ? schema.maximum : undefined}
      step={schema.type === 'integer' ? 1 : numeric ? 'any' : undefined}
      inputMode={schema.type === 'integer' ? 'numeric' : schema.type === 'number' ? 'decimal' : undefined}
      onChange={onChangeOverride ?? handle}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      {...ariaFor(props)}
    />
  );
}

export const BaseInputTemplate = memo(Input);
export const TextWidget = memo((props: WidgetProps) => <Input {...props} />);
