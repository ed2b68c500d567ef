// The three states of a loaded resource: loading, failed (403 → the access-denied page), ready.
import type { ReactNode } from 'react';
import { AccessDenied } from '../../frame/AccessDenied.tsx';
import { Page } from '../../ui/Page.tsx';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import type { ApiState } from '../../use-api.ts';

export function Loaded<T>({
  state,
  title,
  children,
}: {
  state: ApiState<T>;
  title: string;
  children: (data: T) => ReactNode;
}) {
  if (state.error?.status === 403) return <AccessDenied problem={state.error} />;
  if (state.error)
    return (
      <Page title={title}>
        <ErrorNotice error={state.error} onRetry={state.reload} />
      </Page>
    );
  if (state.data === undefined)
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  return <>{children(state.data)}</>;
}
