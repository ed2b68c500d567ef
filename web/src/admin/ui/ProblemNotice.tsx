// An API problem (problem+json) as an alert: title, detail and each field fault, focused when it appears.
import { useEffect, useRef } from 'react';
import type { ApiProblem } from '../../api.ts';

export function ProblemNotice({
  problem,
  labels = {},
  title,
}: {
  problem: ApiProblem;
  labels?: Record<string, string>;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [problem]);
  const heading =
    title ??
    (problem.status === 403
      ? 'Not allowed'
      : problem.status === 409
        ? 'Could not save'
        : problem.title || 'There is a problem');
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="rounded-xl border-2 border-danger bg-danger-soft p-4 text-ink">
      <h2 className="text-lg font-semibold">{heading}</h2>
      {problem.detail && problem.detail !== heading ? <p className="mt-1">{problem.detail}</p> : null}
      {problem.errors.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {problem.errors.map((e, i) => {
            const name = e.path.split('/').filter(Boolean)[0] ?? '';
            const label = labels[name];
            return (
              <li key={i}>
                {label ? `${label}: ` : e.path && e.path !== '/definition' ? `${e.path}: ` : ''}
                {e.message}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
