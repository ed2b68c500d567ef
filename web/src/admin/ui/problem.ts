import { ApiProblem } from '../../api.ts';

export function toProblem(err: unknown): ApiProblem {
  return err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: 'Something went wrong', detail: String(err) });
}
