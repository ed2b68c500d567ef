// What the editor starts from: the versions of a kind and the newest one of the chosen scope, whole.
// Organisation scope: the organisation's own newest version if it has one, else the product default
// (as the engine's `latest` picks it); product scope: the newest product version.
import { useEffect, useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { getProtectedFields, getVersion, getVersions } from '../api.ts';
import type { DefinitionVersion } from '../types.ts';
import { toProblem } from '../ui/problem.ts';
import type { DefinitionDoc, ProtectedField } from './model.ts';

export type Scope = 'organisation' | 'product';
export interface EditorSource {
  versions: DefinitionVersion[];
  base: DefinitionVersion;
  doc: DefinitionDoc;
  /** Fields the product reads: locked against removal and retyping, offered to hide. */
  protectedFields: ProtectedField[];
}

export function baseFor(versions: DefinitionVersion[], scope: Scope): DefinitionVersion | undefined {
  const newest = (list: DefinitionVersion[]) =>
    list.reduce<DefinitionVersion | undefined>((a, b) => (!a || b.version > a.version ? b : a), undefined);
  const own = versions.filter((v) => v.scope === 'organisation');
  return scope === 'organisation' && own.length ? newest(own) : newest(versions.filter((v) => v.scope === 'product'));
}

export function useEditorSource(
  kind: string,
  scope: Scope,
  tick: number,
): { source?: EditorSource; error?: ApiProblem } {
  const [state, setState] = useState<{ key: string; source?: EditorSource; error?: ApiProblem }>({ key: '' });
  const key = `${kind}|${scope}|${tick}`;
  useEffect(() => {
    let live = true;
    (async () => {
      const [versions, protectedFields] = await Promise.all([getVersions(kind), getProtectedFields(kind)]);
      const base = baseFor(versions, scope);
      if (!base) throw new Error('This form has no versions.');
      const { definition } = await getVersion(kind, base.id);
      return { versions, base, doc: definition, protectedFields };
    })().then(
      (source) => {
        if (live) setState({ key, source });
      },
      (err: unknown) => {
        if (live) setState({ key, error: toProblem(err) });
      },
    );
    return () => {
      live = false;
    };
  }, [kind, scope, key]);
  return state.key === key ? { source: state.source, error: state.error } : {};
}
