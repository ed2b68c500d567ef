// Free narrative with a live character count (from maxLength). The count is visible always; screen readers
// get it on focus (aria-describedby) and a polite announcement only when the limit is close, not per keystroke.
import type { WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { cx, helpClass } from '../classes.ts';
import type { RecordFormContext } from '../types.ts';
import { ariaFor, controlClass } from './common.ts';
import { RewriteAction } from './RewriteAction.tsx';

export const TextareaWidget = memo(function TextareaWidget(props: WidgetProps) {
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
    options,
    schema,
    placeholder,
  } = props;
  const text = typeof value === 'string' ? value : '';
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const countId = `${id}__count`;
  const rows = typeof options.rows === 'number' ? options.rows : 5;
  const left = max === undefined ? undefined : max - text.length;
  const context = (props.registry?.formContext ?? {}) as RecordFormContext;
  const near = left !== undefined && max !== undefined && left <= Math.max(20, max * 0.05);
  return (
    <>
      <textarea
        id={id}
        name={htmlName || id}
        rows={rows}
        className={controlClass(props, 'resize-y')}
        value={text}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        placeholder={placeholder}
        maxLength={max}
        onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
        {...ariaFor(props, max !== undefined ? countId : undefined)}
      />
      {max !== undefined && (
        <p id={countId} className={cx(helpClass, 'text-right', near && 'font-semibold text-ink')}>
          {text.length.toLocaleString('en-GB')} of {max.toLocaleString('en-GB')} characters
        </p>
      )}
      <span className="sr-only" aria-live="polite">
        {near && left !== undefined ? `${left} characters left` : ''}
      </span>
      {readonly || disabled ? null : (
        <RewriteAction
          fieldId={id}
          text={text}
          kind={context.kind}
          youngPersonId={context.youngPersonId}
          homeId={context.homeId}
          onUse={(t) => onChange(t)}
        />
      )}
    </>
  );
});
