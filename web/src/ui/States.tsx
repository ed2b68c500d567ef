// Loading, empty and error states, worded for care staff rather than developers.
import type { ReactNode } from 'react';
import type { ApiProblem } from '../api.ts';
import { AccessDeniedNotice } from '../frame/AccessDenied.tsx';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="py-6 text-muted">
      {label}
    </p>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-line bg-surface p-6 text-center">
      <p className="font-medium">{title}</p>
      {children ? <div className="mt-1 text-muted">{children}</div> : null}
    </div>
  );
}

export function ErrorNotice({ error, onRetry }: { error: ApiProblem; onRetry?: () => void }) {
  // a refusal says why and what to do, and offers no retry: it would be refused again
  if (error.status === 403) return <AccessDeniedNotice problem={error} />;
  return (
    <div role="alert" className="rounded-xl border border-danger bg-danger-soft p-4 text-ink">
      <p className="font-semibold">{error.title}</p>
      {error.detail && error.detail !== error.title ? <p className="mt-1">{error.detail}</p> : null}
      {onRetry ? (
        <button type="button" className="btn-secondary mt-3" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
