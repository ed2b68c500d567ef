// The data of a record being written, and saving it: create on first save, then PUT with the version we hold.
// Data lives in a ref (a keystroke must not re-render the page); `dirty` flips only when it changes meaning.
// Saves are serialised, and after a 409 nothing more is sent, so a colleague's newer version is never overwritten.
import { useCallback, useRef, useState } from 'react';
import type { ApiProblem } from '../api.ts';
import { fieldIdFor, type FieldError, type JsonObject } from '../rjsf/index.ts';
import { fieldErrorsOf, toProblem } from './problems.ts';
import { actOnRecord, createRecord, updateRecord } from './requests.ts';
import type { RecordDto } from './types.ts';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'failed'; problem: ApiProblem }
  | { state: 'conflict'; problem: ApiProblem };

export interface DraftOptions {
  kind: string;
  initial?: RecordDto;
  youngPersonId?: string;
  homeId?: string;
  /** A staff record's member of staff (the staff profile). */
  staffId?: string;
  /** A new record's starting data (not a change: nothing is saved until the person writes). */
  prefill?: JsonObject;
}

export function useRecordDraft({ kind, initial, youngPersonId, homeId, staffId, prefill }: DraftOptions) {
  const [record, setRecordState] = useState<RecordDto | undefined>(initial);
  // the newest record as saved, readable straight after an await (state updates land on the next render)
  const recordRef = useRef<RecordDto | undefined>(initial);
  const setRecord = useCallback((rec: RecordDto) => {
    recordRef.current = rec;
    setRecordState(rec);
  }, []);
  const idRef = useRef(initial?.id);
  const versionRef = useRef(initial?.version ?? 0);
  const dataRef = useRef<JsonObject>(initial?.data ?? prefill ?? {});
  const changeSeq = useRef(0);
  const savedSeq = useRef(0);
  const inflight = useRef<Promise<boolean> | null>(null);
  const conflicted = useRef(false);
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const [errors, setErrors] = useState<FieldError[]>([]);

  /** A step's Form changed. `fields` are the step's own top-level fields (absent ones were cleared). */
  const applyChange = useCallback((fields: string[], sectionData: JsonObject, byPerson: boolean, fieldId?: string) => {
    const next: JsonObject = { ...dataRef.current };
    for (const f of fields) {
      if (sectionData[f] === undefined) delete next[f];
      else next[f] = sectionData[f];
    }
    dataRef.current = next;
    if (!byPerson) return;
    changeSeq.current += 1;
    setDirty(true);
    // The person is fixing this field: its old error no longer applies.
    if (fieldId) {
      setErrors((prev) => {
        const kept = prev.filter((e) => {
          const id = fieldIdFor(e.pointer);
          return id !== fieldId && !fieldId.startsWith(`${id}_`);
        });
        return kept.length === prev.length ? prev : kept;
      });
    }
  }, []);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    if (conflicted.current) return false;
    const seq = changeSeq.current;
    const data = dataRef.current;
    setStatus({ state: 'saving' });
    try {
      const rec = idRef.current
        ? await updateRecord(kind, idRef.current, data, versionRef.current)
        : await createRecord(kind, {
            youngPersonId,
            homeId: youngPersonId ? undefined : homeId,
            ...(staffId ? { staffId } : {}),
            data,
          });
      idRef.current = rec.id;
      versionRef.current = rec.version;
      savedSeq.current = seq;
      setRecord(rec);
      if (changeSeq.current === seq) setDirty(false);
      setStatus({ state: 'saved', at: new Date() });
      return true;
    } catch (err) {
      const problem = toProblem(err);
      if (problem.status === 409) {
        conflicted.current = true;
        setStatus({ state: 'conflict', problem });
      } else {
        const fieldErrors = fieldErrorsOf(problem);
        if (fieldErrors.length) setErrors(fieldErrors);
        setStatus({ state: 'failed', problem });
      }
      return false;
    }
  }, [kind, youngPersonId, homeId, staffId]);

  /** Save if there is anything unsaved (or nothing was ever saved). Concurrent calls queue behind each other. */
  const persist = useCallback(async (): Promise<boolean> => {
    while (inflight.current) await inflight.current;
    if (conflicted.current) return false;
    if (idRef.current && savedSeq.current === changeSeq.current) return true;
    inflight.current = saveOnce();
    try {
      return await inflight.current;
    } finally {
      inflight.current = null;
    }
  }, [saveOnce]);

  /** Save, then ask the server to submit (it validates the whole record: 422 lands on fields). */
  const submit = useCallback(async (): Promise<RecordDto | undefined> => {
    if (!(await persist()) || !idRef.current) return undefined;
    setStatus({ state: 'saving' });
    try {
      const rec = await actOnRecord(kind, idRef.current, 'submit', versionRef.current);
      versionRef.current = rec.version;
      setRecord(rec);
      setStatus({ state: 'saved', at: new Date() });
      return rec;
    } catch (err) {
      const problem = toProblem(err);
      if (problem.status === 409 && /changed by someone else/i.test(problem.detail ?? '')) conflicted.current = true;
      const fieldErrors = fieldErrorsOf(problem);
      if (fieldErrors.length) setErrors(fieldErrors);
      setStatus(conflicted.current ? { state: 'conflict', problem } : { state: 'failed', problem });
      return undefined;
    }
  }, [kind, persist]);

  /** Read at navigation time (not render time), so leaving straight after a save is not blocked. */
  const hasUnsaved = useCallback(() => changeSeq.current !== savedSeq.current, []);

  return {
    record,
    recordRef,
    dataRef,
    dirty,
    hasUnsaved,
    status,
    errors,
    setErrors,
    applyChange,
    persist,
    submit,
    isConflicted: () => conflicted.current,
  };
}
