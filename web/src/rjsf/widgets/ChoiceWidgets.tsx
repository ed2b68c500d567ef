// Choices built from `oneOf: [{ const, title }]`: the form shows titles and stores keys.
// Single choice → <select>. Several choices → a checkbox group (a finder above it past 12 options): a native
// multi-select needs Ctrl-click, which a phone has not. Yes/no → a radio pair, because a lone checkbox cannot say "not
// answered yet".
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { memo, type ReactNode, useState } from 'react';
import { checkClass, cx, radioClass } from '../classes.ts';
import { CHECKBOX_GROUP_MAX } from '../uiSchema.ts';
import { ariaFor, hasErrors } from './common.ts';
import { controlClass } from './common.ts';

type Option = { value: unknown; label: string; hint?: string };

function toOptions(enumOptions: EnumOptionsType[] | undefined): Option[] {
  return (enumOptions ?? []).map((o) => ({ value: o.value, label: o.label }));
}

/** A <select>, single or multiple, over any options (also used by the person pickers). */
export function SelectControl(props: WidgetProps & { choices: Option[]; loading?: boolean; labelledBy?: string }) {
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
    multiple,
    choices,
    placeholder,
    loading,
    labelledBy,
  } = props;
  const indexOf = (v: unknown) => choices.findIndex((c) => c.value === v);
  const listbox = !!multiple;
  const selected = listbox
    ? Array.isArray(value)
      ? value
          .map(indexOf)
          .filter((i) => i >= 0)
          .map(String)
      : []
    : String(indexOf(value));
  const read = (el: HTMLSelectElement) =>
    listbox
      ? Array.from(el.selectedOptions).map((o) => choices[Number(o.value)]?.value)
      : el.value === '' || el.value === '-1'
        ? undefined
        : choices[Number(el.value)]?.value;
  return (
    <select
      id={id}
      name={htmlName || id}
      multiple={listbox}
      size={listbox ? Math.min(8, Math.max(choices.length, 3)) : undefined}
      className={controlClass(props, listbox ? 'py-1' : undefined)}
      value={listbox ? selected : selected === '-1' ? '' : selected}
      // A native select has no read-only state; disable it instead (the value still shows).
      disabled={disabled || readonly || loading}
      autoFocus={autofocus}
      onChange={(e) => onChange(read(e.target))}
      onBlur={(e) => onBlur(id, read(e.target))}
      onFocus={(e) => onFocus(id, read(e.target))}
      aria-labelledby={labelledBy}
      {...ariaFor(props)}
    >
      {!listbox && <option value="">{loading ? 'Loading…' : placeholder || 'Select…'}</option>}
      {choices.map((c, i) => (
        <option key={i} value={String(i)}>
          {c.hint ? `${c.label} (${c.hint})` : c.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A group of checkboxes, the multi-choice for every list (touch-friendly: each row is a 44 px target, no
 * Ctrl-click); the FieldTemplate wraps it in a fieldset whose legend names the group. A long list gets a
 * box to narrow it by typing, and scrolls; a choice made stays in view while narrowing.
 */
export function CheckboxGroup(props: WidgetProps & { choices: Option[] }) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, choices } = props;
  const [find, setFind] = useState('');
  const current: unknown[] = Array.isArray(value) ? value : [];
  const toggle = (v: unknown, on: boolean) => {
    // Keep the options' order, so the stored list does not depend on click order.
    const next = choices.map((c) => c.value).filter((cv) => (cv === v ? on : current.includes(cv)));
    onChange(next);
  };
  const long = choices.length > CHECKBOX_GROUP_MAX;
  const term = find.trim().toLowerCase();
  const shown = choices
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => !term || current.includes(c.value) || `${c.label} ${c.hint ?? ''}`.toLowerCase().includes(term));
  return (
    <div className="space-y-2">
      {long && !(disabled || readonly) && (
        <div>
          <label htmlFor={`${id}__find`} className="sr-only">
            Find in the list
          </label>
          <input
            id={`${id}__find`}
            type="search"
            className={controlClass(props)}
            placeholder="Type to narrow the list"
            value={find}
            onChange={(e) => setFind(e.target.value)}
            autoComplete="off"
          />
        </div>
      )}
      <div
        className={cx(
          'grid grid-cols-1 gap-x-4 sm:grid-cols-2',
          long && 'max-h-80 overflow-y-auto rounded-lg border border-line px-2',
        )}
      >
        {shown.map(({ c, i }) => {
          const optId = `${id}-${i}`;
          return (
            <label
              key={i}
              htmlFor={optId}
              className="flex min-h-11 cursor-pointer items-center gap-3 py-1 text-sm text-ink"
            >
              <input
                id={optId}
                type="checkbox"
                name={id}
                className={cx(checkClass, 'shrink-0')}
                checked={current.includes(c.value)}
                disabled={disabled || readonly}
                onChange={(e) => toggle(c.value, e.target.checked)}
                onBlur={() => onBlur(id, current)}
                onFocus={() => onFocus(id, current)}
                aria-invalid={hasErrors(props) || undefined}
              />
              <span>
                {c.label}
                {c.hint && <span className="text-muted"> ({c.hint})</span>}
              </span>
            </label>
          );
        })}
        {shown.length === 0 && <p className="py-2 text-sm text-muted">Nothing in the list matches “{find}”.</p>}
      </div>
    </div>
  );
}

export const SelectWidget = memo((props: WidgetProps) => (
  <SelectControl {...props} choices={toOptions(props.options.enumOptions)} />
));

export const CheckboxesWidget = memo((props: WidgetProps) => (
  <CheckboxGroup {...props} choices={toOptions(props.options.enumOptions)} />
));

function RadioOption({
  id,
  name,
  label,
  checked,
  disabled,
  onSelect,
  invalid,
  children,
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  invalid: boolean;
  children?: ReactNode;
}) {
  return (
    <label htmlFor={id} className="inline-flex items-center gap-2 text-sm text-ink">
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className={radioClass}
        aria-invalid={invalid || undefined}
      />
      {label}
      {children}
    </label>
  );
}

export const YesNoWidget = memo(function YesNoWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange } = props;
  const off = disabled || readonly;
  return (
    <div className="flex gap-6">
      <RadioOption
        id={`${id}-yes`}
        name={id}
        label="Yes"
        checked={value === true}
        disabled={off}
        onSelect={() => onChange(true)}
        invalid={hasErrors(props)}
      />
      <RadioOption
        id={`${id}-no`}
        name={id}
        label="No"
        checked={value === false}
        disabled={off}
        onSelect={() => onChange(false)}
        invalid={hasErrors(props)}
      />
    </div>
  );
});

/** A lone checkbox, for a definition that asks for one in its `ui` (label beside the box). */
export const CheckboxWidget = memo(function CheckboxWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, label, required } = props;
  return (
    <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
      <input
        id={id}
        type="checkbox"
        className={checkClass}
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.checked)}
        {...ariaFor(props)}
      />
      {label}
      {required && (
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      )}
    </label>
  );
});

/** A radio group over the schema's choices (when a definition's `ui` asks for `radio`). */
export const RadioWidget = memo(function RadioWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange } = props;
  const choices = toOptions(props.options.enumOptions);
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      {choices.map((c, i) => (
        <RadioOption
          key={i}
          id={`${id}-${i}`}
          name={id}
          label={c.label}
          checked={value === c.value}
          disabled={disabled || readonly}
          onSelect={() => onChange(c.value)}
          invalid={hasErrors(props)}
        />
      ))}
    </div>
  );
});
