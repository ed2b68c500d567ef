// Values the database cannot keep are refused at the edge, with their path, before any route runs:
// a NUL character (PostgreSQL text and jsonb cannot hold U+0000), a lone UTF-16 surrogate (JSON's
// "\ud800" escape carries one; it is not Unicode, and jsonb refuses it), and a number that is not finite
// (Ajv coerces the query text "1e400" to Infinity and then skips its range checks). One hook covers every
// string, key and number of every JSON body, query and path parameter, so no route has to remember to.
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../definitions/ajv.ts';
import { Problem } from '../problem.ts';

const MAX_REPORTED = 20;
// A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no u flag).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A NUL or any surrogate at all (paired ones are fine: emoji): only such texts are looked at closer. */
// eslint-disable-next-line no-control-regex -- the NUL is what this looks for
const SUSPECT = /[\u0000\ud800-\udfff]/;

/** Why this text cannot be stored, or null when it can. */
export function textFault(s: string): string | null {
  if (!SUSPECT.test(s)) return null; // nearly every text: one plain scan, not the look-around below
  if (s.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(s)) return 'must be valid Unicode text (it holds a lone surrogate)';
  return null;
}

const pointer = (key: string) =>
  key
    .replace(/~/g, '~0')
    .replace(/\//g, '~1')
    .replaceAll('\u0000', '\\u0000')
    .replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');

/** Every string, key and number of a value that cannot be stored, as JSON Pointers under `root`. */
function inputFaults(value: unknown, root: string): FieldError[] {
  const faults: FieldError[] = [];
  // A loop, not recursion: a 1 MB body can nest half a million levels deep. A value's path is written out
  // only when it is at fault: escaping every key of every body on every request was a save's cost.
  const stack: [unknown, () => string][] = [[value, () => root]];
  while (stack.length && faults.length < MAX_REPORTED) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const fault = textFault(v);
      if (fault) faults.push({ path: path(), message: fault });
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) faults.push({ path: path(), message: 'must be a finite number' });
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const at = () => `${path()}/${pointer(k)}`;
        const keyFault = textFault(k);
        if (keyFault) faults.push({ path: at(), message: `(the field name) ${keyFault}` });
        stack.push([child, at]);
      }
    }
  }
  return faults;
}

export function installInputGuard(app: FastifyInstance) {
  // After validation (which coerces query text to numbers), before any route's own hooks and handler.
  app.addHook('preHandler', async (request) => {
    const faults = [
      ...inputFaults(request.params, '/params'),
      ...inputFaults(request.query, '/querystring'),
      ...inputFaults(request.body, '/body'),
    ];
    if (faults.length) {
      throw new Problem(
        400,
        'Bad request',
        `The request holds values that cannot be stored: ${faults.map((f) => `${f.path} ${f.message}`).join('; ')}.`,
        faults,
      );
    }
  });
}
