// A refusal the API reports as application/problem+json (RFC 9457), with a path per failing field.
import type { FieldError } from './definitions/ajv.ts';

export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: FieldError[],
    /** RFC 9457 extension members a client acts on (who changed the record and when; why a session ended). */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(detail ?? title);
  }
}

export const notFound = (what: string) => new Problem(404, 'Not found', `${what} was not found.`);
export const forbidden = (detail: string) => new Problem(403, 'Forbidden', detail);
export const conflict = (detail: string) => new Problem(409, 'Conflict', detail);
export const invalid = (detail: string, errors: FieldError[]) => new Problem(422, 'Validation failed', detail, errors);
