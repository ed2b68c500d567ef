import { ApiProblem } from '../../api.ts';

/** Any thrown value as an ApiProblem, for ProblemNotice. */
export function toProblem(err: unknown): ApiProblem {
  return err instanceof ApiProblem
    ? err
    : new ApiProblem({ status: 0, title: 'Something went wrong', detail: String(err) });
}
