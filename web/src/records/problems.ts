// Turning whatever a request threw into an ApiProblem, and its field errors into ours.
import { ApiProblem } from '../api.ts';
import type { FieldError } from '../rjsf/index.ts';

export function toProblem(err: unknown): ApiProblem {
  return err instanceof ApiProblem
    ? err
    : new ApiProblem({ status: 0, title: 'Something went wrong', detail: String(err) });
}

/** 422 (validation) and 403 (manager-only fields) answers carry JSON Pointers into the record's data. */
export function fieldErrorsOf(p: ApiProblem): FieldError[] {
  return p.errors
    .filter(
      (e) =>
        typeof e.path === 'string' &&
        e.path.startsWith('/') &&
        !['/youngPersonId', '/homeId', '/version', '/data'].includes(e.path),
    )
    .map((e) => ({ pointer: e.path.replace(/^\/data(?=\/)/, ''), message: e.message }));
}
