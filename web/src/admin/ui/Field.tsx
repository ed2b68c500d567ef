// A labelled input with optional hint and error, the ids wired for assistive technology.
import { type ReactNode, useId } from 'react';

export interface FieldIds {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export function Field({
  label,
  hint,
  error,
  children,
  className,
  id: fixedId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  id?: string;
  children: (ids: FieldIds) => ReactNode;
}) {
  const ownId = useId();
  const id = fixedId ?? ownId;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mb-1 font-medium text-danger">
          {error}
        </p>
      ) : null}
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}

/** A polite status line (saved, copied…), always in the page so screen readers hear changes. */
export function StatusLine({ message }: { message: string | null }) {
  return (
    <p role="status" className="min-h-[1.5rem] font-medium">
      {message ?? ''}
    </p>
  );
}
