// Dates, date-times and times with the browser's native pickers (keyboard operable, localised).
// date-time values are stored as ISO 8601 with a zone (what the schema's `date-time` format requires);
// <input type="datetime-local"> speaks wall-clock time, read and written as London time (lib/london-time.ts).
// Dates and date-times go through DateField, the app's one date input (a native picker plus the date in words).
import type { WidgetProps } from '@rjsf/utils';
import { type ChangeEvent, type FocusEvent, memo } from 'react';
import { fromLondonInput, toLondonInput } from '../../lib/london-time.ts';
import { DateField } from '../../ui/DateField.tsx';
import { ariaFor, controlClass } from './common.ts';

/** ISO → London 'YYYY-MM-DDTHH:MM' for datetime-local, and back (web/src/lib/london-time.ts). */
const isoToLocalInput = toLondonInput;
const localInputToIso = fromLondonInput;

function NativeInput(
  props: WidgetProps & { kind: 'date' | 'time' | 'datetime-local'; shown: string; toValue: (raw: string) => unknown },
) {
  const { id, htmlName, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, kind, shown, toValue } =
    props;
  const common = {
    id,
    name: htmlName || id,
    readOnly: readonly,
    disabled,
    autoFocus: autofocus,
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      onChange(e.target.value === '' ? options.emptyValue : toValue(e.target.value)),
    onBlur: (e: FocusEvent<HTMLInputElement>) => onBlur(id, toValue(e.target.value)),
    onFocus: (e: FocusEvent<HTMLInputElement>) => onFocus(id, toValue(e.target.value)),
    ...ariaFor(props),
  };
  if (kind === 'time')
    return <input {...common} type="time" className={controlClass(props, 'max-w-xs')} value={shown} />;
  return (
    <DateField
      {...common}
      withTime={kind === 'datetime-local'}
      className={controlClass(props, 'max-w-xs')}
      value={shown}
      inWords={props.value}
    />
  );
}

const same = (raw: string) => raw;

export const DateWidget = memo((props: WidgetProps) => (
  <NativeInput
    {...props}
    kind="date"
    shown={typeof props.value === 'string' ? props.value.slice(0, 10) : ''}
    toValue={same}
  />
));

export const TimeWidget = memo((props: WidgetProps) => (
  <NativeInput {...props} kind="time" shown={typeof props.value === 'string' ? props.value : ''} toValue={same} />
));

export const DateTimeWidget = memo((props: WidgetProps) => (
  <NativeInput
    {...props}
    kind="datetime-local"
    shown={isoToLocalInput(props.value)}
    toValue={(raw) => localInputToIso(raw)}
  />
));
