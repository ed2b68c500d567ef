// Every field of a record kind that code reads, collected from the readers' own declarations (field-reads.ts), and the
// run-time edit check built on them: a new version may hide such a field, but not remove it, change its type or stop
// offering a choice a rule matches on. Data-driven readers (deadlines, duties, charts) declare by their own data.
import { allDeadlines } from '../../definitions/deadlines.ts';
import { allObligations } from '../../definitions/obligations.ts';
import { chartReaders } from '../charts/reads.ts';
import { readsOfDeadline } from '../deadlines/reads.ts';
import { readsOfObligation } from '../obligations/reads.ts';
import type { FieldError } from './ajv.ts';
import { type FieldRead, type FieldReader, fieldTypeOf, mismatch, nodeAt, pointerOf, valuesOf } from './field-reads.ts';
import type { JSONSchema7 } from './json-schema.ts';
import { HAND_WRITTEN_READERS } from './readers.ts';
import type { RecordDefinition } from './types.ts';

export interface ProtectedField {
  path: string;
  /** The JSON Pointer of the field in the definition. */
  pointer: string;
  type: string | null;
  /** Choices some rule matches on. */
  values: string[];
  readers: { reader: string; why: string }[];
}

/** Every declared reader, data-driven ones included, as declared (paths may hold `*`, types may be absent). */
export function declaredReaders(codeOwned: Map<string, RecordDefinition>): FieldReader[] {
  const linkedKind = (kind: string, via: string) => {
    const ref = nodeAt(codeOwned.get(kind)?.schema ?? {}, via)?.['x-ref'];
    return typeof ref === 'string' ? ref : undefined;
  };
  return [
    ...HAND_WRITTEN_READERS,
    ...allDeadlines.map((d) => readsOfDeadline(d, linkedKind)),
    ...allObligations.map(readsOfObligation),
    ...chartReaders,
  ].filter((r) => r.reads.length);
}

/**
 * A path with `*` steps, spelled out as every property the code-owned form has there that holds the rest of the path
 * (a JSON path in lax mode skips the others); kept as written when none does, so the unit test names it.
 */
function expand(schema: JSONSchema7, path: string): string[] {
  const spell = (p: string): string[] => {
    const parts = p.split('.');
    const star = parts.indexOf('*');
    if (star < 0) return [p];
    const at = parts.slice(0, star).join('.');
    const holder = at ? nodeAt(schema, at) : schema;
    return Object.keys(holder?.properties ?? {}).flatMap((k) =>
      spell([...parts.slice(0, star), k, ...parts.slice(star + 1)].join('.')),
    );
  };
  const found = spell(path).filter((p) => nodeAt(schema, p));
  return found.length ? found : [path];
}

/** The readers with every path spelled out and every type given (from the code-owned form where not declared). */
export function fieldReaders(codeOwned: Map<string, RecordDefinition>): FieldReader[] {
  return declaredReaders(codeOwned).map((r) => ({
    reader: r.reader,
    reads: r.reads.flatMap((read) => {
      const schema = codeOwned.get(read.kind)?.schema ?? {};
      return expand(schema, read.path).map((path): FieldRead => {
        const node = nodeAt(schema, path);
        return { ...read, path, ...(read.type || !node ? {} : { type: fieldTypeOf(node) }) };
      });
    }),
  }));
}

/** The protected fields of one kind, one entry per field with every reader of it. */
export function protectedFieldsOf(readers: FieldReader[], kind: string): ProtectedField[] {
  const byPath = new Map<string, ProtectedField>();
  for (const r of readers) {
    for (const read of r.reads) {
      if (read.kind !== kind) continue;
      const f = byPath.get(read.path) ?? {
        path: read.path,
        pointer: pointerOf(read.path),
        type: read.type ?? null,
        values: [],
        readers: [],
      };
      f.values = [...new Set([...f.values, ...(read.values ?? [])])];
      if (!f.readers.some((x) => x.reader === r.reader && x.why === read.why))
        f.readers.push({ reader: r.reader, why: read.why });
      byPath.set(read.path, f);
    }
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * What a new version of `kind` breaks for the code that reads it, one error per field naming every reader. Only what
 * this edit breaks counts: a field already gone or retyped in the version edited (before fields were protected) does
 * not stop every later edit.
 */
export function protectedFieldFaults(
  readers: FieldReader[],
  kind: string,
  base: JSONSchema7,
  next: JSONSchema7,
): FieldError[] {
  const out: FieldError[] = [];
  for (const f of protectedFieldsOf(readers, kind)) {
    const read = { kind, path: f.path, why: '', ...(f.type ? { type: f.type } : {}) };
    const offeredBefore = valuesOf(nodeAt(base, f.path));
    const values = f.values.filter((v) => offeredBefore.has(v));
    if (mismatch(base, read)) continue;
    const broken = mismatch(next, { ...read, values });
    if (!broken) continue;
    const who = f.readers.map((r) => `${r.reader} (${r.why})`).join('; ');
    out.push({
      path: f.pointer,
      message: `"${f.path}" is read by ${who}, but ${broken}. Hide the field instead: keep it, its type and its choices.`,
    });
  }
  return out;
}
