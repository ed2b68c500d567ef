// Dates, date-times and times with the browser's native pickers (keyboard operable, localised).
// date-time values are stored as ISO 8601 with a zone (what the schema's `date-time` format requires);
// <input type="datetime-local"> speaks wall-clock time, read and written as London time (lib/london-time.ts).
// A native picker writes the date in the browser's own order, so the chosen date is also written out beneath
// it, UK style (DateInWords).
import { memo } from 'react';
import { fromLondonInput, toLondonInput } from '../../lib/london-time.ts';
import type { WidgetProps } from '@rjsf/utils';
import { DateInWords } from '../../ui/DateInWords.tsx';
import { ariaFor, controlClass } from './common.ts';


/** ISO → London 'YYYY-MM-DDTHH:MM' for datetime-local, and back (web/src/lib/london-time.ts). */
export const isoToLocalInput = toLondonInput;
export const localInputToIso = fromLondonInput;

function NativeInput(props: WidgetProps & { type: 'date' | 'time' | 'datetime-local'; shown: string; toValue: (raw: string) => unknown }) {
  const { id, htmlName, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, type, shown, toValue } = props;
  const input = (
    <input
      id={id}
      name={htmlName || id}
      type={type}
      className={controlClass(props, 'max-w-xs')}
      value={shown}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : toValue(e.target.value))}
      onBlur={(e) => onBlur(id, toValue(e.target.value))}
      onFocus={(e) => onFocus(id, toValue(e.target.value))}
      {...ariaFor(props)}
    />
  );
  if (type === 'time') return input;
  return (
    <>
      {input}
      <DateInWords value={props.value} withTime={type === 'datetime-local'} />
    </>
  );
}

const same = (raw: string) => raw;

export const DateWidget = memo((props: WidgetProps) => (
  <NativeInput {...props} type="date" shown={typeof props.value === 'string' ? props.value.slice(0, 10) : ''} toValue={same} />
));

export const TimeWidget = memo((props: WidgetProps) => (
  <NativeInput {...props} type="time" shown={typeof props.value === 'string' ? props.value : ''} toValue={same} />
));

export const DateTimeWidget = memo((props: WidgetProps) => (
  <NativeInput {...props} type="datetime-local" shown={isoToLocalInput(props.value)} toValue={(raw) => localInputToIso(raw)} />
));
