// Load one record (for the form, the view and the history), with a reload after workflow actions.
import { useCallback, useEffect, useState } from 'react';
import type { ApiProblem } from '../api.ts';
import { toProblem } from './problems.ts';
import { getRecord } from './requests.ts';
import type { RecordDto } from './types.ts';

export function useRecord(kind: string, id: string | undefined) {
  const [record, setRecord] = useState<RecordDto>();
  const [error, setError] = useState<ApiProblem>();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!id) return;
    let live = true;
    setError(undefined);
    getRecord(kind, id).then(
      (r) => {
        if (live) setRecord(r);
      },
      (e: unknown) => {
        if (live) setError(toProblem(e));
      },
    );
    return () => {
      live = false;
    };
  }, [kind, id, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { record: record && record.id === id ? record : undefined, error, reload, setRecord };
}

/** The record id from the route: the frame's routes call it :id (profile routes use :ypId for the person). */
export function recordIdParam(params: Record<string, string | undefined>): string | undefined {
  return params.recordId ?? params.id;
}
