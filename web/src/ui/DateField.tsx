// The one date field of the app. A native date input (the phone's own picker, keyboard operable, announced by
// screen readers) whose display order follows the browser's language, not the page's lang="en-GB" (Chromium
// draws 05/09/2026 as 09/05/2026 for an American-English browser), so the chosen day is also written in words
// beside it ("Saturday 5 September 2026") and tied to the input with aria-describedby. Every date or
// date-and-time input in web/ goes through here; tests/unit/date-field.test.ts fails on any other.
import { type InputHTMLAttributes, useId } from 'react';
import { DateInWords } from './DateInWords.tsx';

export type DateFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  value: string | null | undefined;
  /** A date and a time of day (datetime-local) rather than a calendar date. */
  withTime?: boolean;
  /** What the words line writes, when it differs from the input's value (an ISO instant behind a local reading). */
  inWords?: unknown;
  /** Classes of the wrapper holding the input and its words line. */
  fieldClassName?: string;
};

export function DateField({
  value,
  withTime = false,
  inWords,
  fieldClassName,
  className = 'field-input',
  ...input
}: DateFieldProps) {
  const wordsId = useId();
  const words = inWords === undefined ? value : inWords;
  const hasWords = typeof words === 'string' && words !== '';
  const describedBy = [input['aria-describedby'], hasWords ? wordsId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <span className={fieldClassName ?? 'block'} data-date-field>
      <input
        {...input}
        type={withTime ? 'datetime-local' : 'date'}
        className={className}
        value={value ?? ''}
        aria-describedby={describedBy}
      />
      <DateInWords id={wordsId} value={words} withTime={withTime} />
    </span>
  );
}
