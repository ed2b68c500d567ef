// Dates, date-times and times with the browser's native pickers (keyboard operable, localised).
// date-time values are stored as ISO 8601 with a zone (what the schema's `date-time` format requires);
// <input type="datetime-local"> speaks local wall-clock time, so we convert both ways here.
// A native picker writes the date in the browser's own order, so the chosen date is also written out beneath
// it, UK style (DateInWords).
import { memo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { DateInWords } from '../../ui/DateInWords.tsx';
import { ariaFor, controlClass } from './common.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO ('2025-03-12T14:05:00.000Z') → local 'YYYY-MM-DDTHH:MM' for datetime-local. */
export function isoToLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Local 'YYYY-MM-DDTHH:MM' → ISO with zone; undefined when empty or unreadable. */
export function localInputToIso(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local); // a date-time string without zone is read as local time
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

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
