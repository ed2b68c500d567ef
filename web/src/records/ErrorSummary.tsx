// The error summary at the top of the form (GOV.UK pattern): role=alert so it is announced, one link per
// error naming the field by its titles; following a link opens the step that holds the field and focuses it.
import type { RJSFSchema } from '@rjsf/utils';
import { forwardRef } from 'react';
import { type FieldError, pointerToPath, titlesAlong } from '../rjsf/index.ts';
import { fieldIdFor } from '../rjsf/index.ts';

export interface ErrorSummaryProps {
  title: string;
  detail?: string;
  errors: FieldError[];
  schema: RJSFSchema;
  onGoTo: (pointer: string) => void;
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { title, detail, errors, schema, onGoTo },
  ref,
) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className="rounded-xl border-2 border-danger bg-danger-soft p-4 text-ink"
    >
      <h2 id="error-summary-title" className="text-lg font-semibold">
        {title}
      </h2>
      {detail && <p className="mt-1">{detail}</p>}
      {errors.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {errors.map((e, i) => (
            <li key={`${e.pointer}-${i}`}>
              <a
                href={`#${fieldIdFor(e.pointer)}`}
                className="font-medium text-danger underline"
                onClick={(ev) => {
                  ev.preventDefault();
                  onGoTo(e.pointer);
                }}
              >
                {e.pointer ? `${titlesAlong(schema, pointerToPath(e.pointer))}: ` : ''}
                {e.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
