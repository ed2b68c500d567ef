// Load a record kind's definition (a given version for an existing record) and resolve its home-type
// wording ({cyp}, {planName}, {child}…) in titles and descriptions once, for every screen that shows it.
import { useEffect, useMemo, useState } from 'react';
import { ApiProblem } from '../api.ts';
import { type FormDefinition, wordSchema } from '../rjsf/index.ts';
import { useSession, useWording } from '../session.tsx';
import { getDefinition } from './requests.ts';
import type { RecordDefinition } from './types.ts';

export type WordedDefinition = RecordDefinition & FormDefinition;

export interface DefinitionState {
  definition: WordedDefinition | undefined;
  error: ApiProblem | undefined;
}

/** `version` undefined = the newest (new records); `enabled` false = wait (e.g. for the record to say its version). */
export function useDefinition(kind: string | undefined, version?: number, enabled = true): DefinitionState {
  const [raw, setRaw] = useState<{ key: string; def?: RecordDefinition; error?: ApiProblem }>({ key: '' });
  const word = useWording();
  const { homeType } = useSession();
  const key = `${kind}@${version ?? ''}@${homeType}`;

  useEffect(() => {
    if (!kind || !enabled) return;
    let live = true;
    getDefinition(kind, version, homeType).then(
      (def) => {
        if (live) setRaw({ key, def });
      },
      (err: unknown) => {
        if (live)
          setRaw({ key, error: err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }) });
      },
    );
    return () => {
      live = false;
    };
  }, [kind, version, homeType, enabled, key]);

  const definition = useMemo<WordedDefinition | undefined>(() => {
    if (raw.key !== key || !raw.def) return undefined;
    const d = raw.def;
    return {
      ...d,
      title: word(d.title),
      description: d.description ? word(d.description) : d.description,
      schema: wordSchema(d.schema, word),
      sections: d.sections.map((s) => ({ ...s, title: word(s.title) })),
      variant: homeType,
    };
  }, [raw, key, word, homeType]);

  return { definition, error: raw.key === key ? raw.error : undefined };
}
