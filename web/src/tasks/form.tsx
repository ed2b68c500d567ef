// Small form pieces for the task and alert forms: a labelled field with its error, and an error
// summary (role=alert) whose links move focus to the field named by the problem's path.
import { forwardRef, type ReactNode } from 'react';
import { ApiProblem } from '../api.ts';
import { fromLondonInput, toLondonInput } from '../lib/london-time.ts';

/** Field errors by field name, from a problem's paths ('/title', '/body/title', '/recurrence/unit'). */
export function errorsByField(p: ApiProblem | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of p?.errors ?? []) {
    const parts = e.path
      .replace(/^\/body/, '')
      .split('/')
      .filter(Boolean);
    const name = parts[0] === 'recurrence' && parts[1] ? `recurrence.${parts[1]}` : (parts[0] ?? '');
    out[name] ??= e.message;
  }
  return out;
}

const fieldId = (name: string) => `f-${name.replace(/\W/g, '-')}`;

export function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId(name)}-error`} className="mb-1 font-medium text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** aria props for an input with optional hint and error. */
export function describe(name: string, hint: boolean, error?: string) {
  const ids = [hint ? `${fieldId(name)}-hint` : '', error ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ');
  return { id: fieldId(name), 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

export const FormErrors = forwardRef<HTMLDivElement, { problem: ApiProblem; labels: Record<string, string> }>(
  function FormErrors({ problem, labels }, ref) {
    const fields = errorsByField(problem);
    return (
      <div
        ref={ref}
        role="alert"
        tabIndex={-1}
        className="rounded-xl border-2 border-danger bg-danger-soft p-4 text-ink"
      >
        <h2 className="text-lg font-semibold">
          {problem.status === 403 ? 'Not allowed' : problem.status === 409 ? 'Could not save' : 'There is a problem'}
        </h2>
        {problem.detail ? <p className="mt-1">{problem.detail}</p> : null}
        {Object.keys(fields).length ? (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {Object.entries(fields).map(([name, message]) => (
              <li key={name}>
                <a
                  href={`#${fieldId(name)}`}
                  className="font-medium text-danger underline"
                  onClick={(e) => {
                    e.preventDefault();
                    document.getElementById(fieldId(name))?.focus();
                  }}
                >
                  {labels[name] ?? name}: {message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  },
);

/** 'YYYY-MM-DDTHH:mm' in London time for a datetime-local input, and back. */
export const toLocalInput = (iso: string | null | undefined): string => toLondonInput(iso);
export const fromLocalInput = (v: string) => fromLondonInput(v) ?? '';
