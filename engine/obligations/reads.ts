// The fields a recurring duty reads are its own data: the `match` that says which records meet it (a home check of
// one type marked done, a qualification achieved). Protected from run-time form edits without a list of their own.
import type { FieldReader } from '../definitions/field-reads.ts';
import type { Obligation } from './types.ts';

export function readsOfObligation(ob: Obligation): FieldReader {
  const reads = (ob.metBy.kinds ?? []).flatMap((kind) =>
    Object.entries(ob.metBy.match ?? {})
      .map(([path, values]) => ({
        kind,
        path,
        why: 'says which records meet the duty',
        ...(values.every((v) => v === 'true' || v === 'false') ? {} : { values }),
      }))
      .concat(
        (ob.metBy.filled ?? []).map((path) => ({ kind, path, why: 'must be filled for a record to meet the duty' })),
      ),
  );
  return { reader: `Duty "${ob.title}"`, reads };
}
