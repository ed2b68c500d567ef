// Small fetch wrapper for /api: JSON in and out, the session cookie sent, problem+json turned into ApiProblem.
export interface ProblemError {
  path: string;
  message: string;
}

/** An error answer from the API (application/problem+json), or a network failure (status 0). */
export class ApiProblem extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail?: string;
  readonly type: string;
  readonly errors: ProblemError[];

  constructor(init: { status: number; title: string; detail?: string; type?: string; errors?: ProblemError[] }) {
    super(init.detail ?? init.title);
    this.name = 'ApiProblem';
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
    this.type = init.type ?? 'about:blank';
    this.errors = init.errors ?? [];
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the person to the login page on 401 (default). Off for the login call and the session probe. */
  redirectOn401?: boolean;
  /** Give up after this long with no answer, as a network failure (status 0): a hung request must not stall a save. */
  timeoutMs?: number;
}

/** Where an expired session sends the person: login, then back to where they were. */
export function loginPathFor(next: string): string {
  return next && next !== '/' && !next.startsWith('/login') ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/** Only same-site paths are valid `next` targets, so a crafted link cannot bounce someone off-site. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/dashboard';
  if (next.startsWith('/login')) return '/dashboard';
  return next;
}

let redirecting = false;

/** What answers a GET when the network fails (the shift pack, set at start-up); undefined: nothing to answer with. */
type OfflineReader = (path: string) => Promise<unknown>;
let offlineReader: OfflineReader | null = null;
export const answerOfflineWith = (reader: OfflineReader) => {
  offlineReader = reader;
};

function redirectToLogin(): void {
  const { pathname, search, hash } = window.location;
  if (redirecting || pathname === '/login') return;
  redirecting = true;
  window.location.assign(loginPathFor(pathname + search + hash));
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, redirectOn401 = true, timeoutMs } = options;
  const signal =
    timeoutMs === undefined
      ? options.signal
      : options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { Accept: 'application/json, application/problem+json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    // no connection: a read the device's shift pack can answer is answered from it (a form opened offline)
    const kept = method === 'GET' && offlineReader ? await offlineReader(path).catch(() => undefined) : undefined;
    if (kept !== undefined) return kept as T;
    if ((err as Error).name === 'TimeoutError')
      throw new ApiProblem({ status: 0, title: 'No answer', detail: 'The server did not answer in time.' });
    throw new ApiProblem({
      status: 0,
      title: 'Network error',
      detail: 'Could not reach the server. Check your connection and try again.',
    });
  }

  if (response.status === 401 && redirectOn401) redirectToLogin();
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) {
    const p = (parsed ?? {}) as Partial<ApiProblem> & { message?: string };
    throw new ApiProblem({
      status: response.status,
      title: p.title || response.statusText || 'Request failed',
      detail: p.detail ?? p.message,
      type: p.type,
      errors: Array.isArray(p.errors) ? p.errors : [],
    });
  }
  return parsed as T;
}

export const apiGet = <T>(path: string, options: Omit<ApiOptions, 'method' | 'body'> = {}) =>
  api<T>(path, { ...options, method: 'GET' });

export const apiPost = <T>(path: string, body?: unknown, options: Omit<ApiOptions, 'method' | 'body'> = {}) =>
  api<T>(path, { ...options, method: 'POST', body });

/** Build a query string, leaving out empty values. */
export function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
