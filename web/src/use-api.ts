// Load one API resource for a screen: data, error and a reload, cancelling stale requests.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { apiGet, ApiProblem } from './api.ts';

export interface ApiState<T> {
  data: T | undefined;
  error: ApiProblem | undefined;
  loading: boolean;
  reload: () => void;
}

interface Loaded<T> {
  path: string | null;
  data?: T;
  error?: ApiProblem;
  loading: boolean;
}

/** `path` null means "not yet" (e.g. waiting for the current home). */
export function useApi<T>(path: string | null, options: { redirectOn401?: boolean } = {}): ApiState<T> {
  const [state, setState] = useState<Loaded<T>>({ path, loading: path !== null });
  const [tick, setTick] = useState(0);
  const redirectOn401 = options.redirectOn401 ?? true;

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    // Keep the old data while reloading the same resource; drop it when the resource changes.
    setState((s) => (s.path === path ? { ...s, error: undefined, loading: true } : { path, loading: true }));
    apiGet<T>(path, { signal: controller.signal, redirectOn401 })
      // a transition: drawing what arrived yields to the browser every few milliseconds (no long task on a phone)
      .then((data) => startTransition(() => setState({ path, data, loading: false })))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const error = err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) });
        setState({ path, error, loading: false });
      });
    return () => controller.abort();
  }, [path, tick, redirectOn401]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const current = state.path === path;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: path !== null && (!current || state.loading),
    reload,
  };
}
