// The data of a record being written, and saving it: create on first save, then PUT with the version we hold.
// Data lives in a ref (a keystroke must not re-render the page); `dirty` flips only when it changes meaning.
// Saves are serialised, and after a 409 nothing more is sent, so a colleague's newer version is never overwritten.
// A new record carries an id made here and each save an Idempotency-Key, kept for its retries, so a retry after a
// lost answer is never a second draft or a false conflict. What is typed is kept on the device as it is typed
// (deviceDrafts.ts) and offered back when the form opens again. A write that finds no connection is handed to the
// device's send queue (offline/), which sends it when the connection is back; once a record has a write waiting
// there, later saves join it, so the queue is the one sender of that record until it is through.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiProblem } from '../api.ts';
import { mayQueue } from '../offline/queueable.ts';
import { QueueOutcome, queueSignals, queueWrite, readQueued } from '../offline/sendQueue.ts';
import { type FieldError, fieldIdFor, type JsonObject } from '../rjsf/index.ts';
import { type DeviceDraft, dropDraft, formSlot, keepDraft, readDraft } from './deviceDrafts.ts';
import { fieldErrorsOf, toProblem } from './problems.ts';
import { actOnRecord, createRecord, getRecord, updateRecord } from './requests.ts';
import type { RecordDto } from './types.ts';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'failed'; problem: ApiProblem }
  | { state: 'conflict'; problem: ApiProblem; compareAt?: string }
  /** handed to the device's send queue (no connection): sent, and submitted if asked, when it is back */
  | { state: 'queued'; submit: boolean };

export interface DraftOptions {
  kind: string;
  initial?: RecordDto;
  youngPersonId?: string;
  homeId?: string;
  /** A staff record's member of staff (the staff profile). */
  staffId?: string;
  /** A new record's starting data (not a change: nothing is saved until the person writes). */
  prefill?: JsonObject;
  /** The person writing: their drafts on this device are kept under their own key. */
  userId: string;
  /** The kind's title, for what waits to be sent ("Daily log"). */
  title?: string;
}

/** Typing stops, then within this the form is kept on the device (the issue allows at most 500 ms). */
const KEEP_MS = 300;

export function useRecordDraft({
  kind,
  initial,
  youngPersonId,
  homeId,
  staffId,
  prefill,
  userId,
  title = kind,
}: DraftOptions) {
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
  // the record has a write waiting in the device's send queue: later saves join it there
  const queued = useRef(false);
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const [errors, setErrors] = useState<FieldError[]>([]);
  // a new record's id, made here: its create sent again (a lost answer) returns the record, never a second one
  const clientId = useRef<string>(initial?.id ?? crypto.randomUUID());
  // a save's key, kept while the same change at the same version is retried
  const pendingKey = useRef<{ seq: number; version: number; key: string } | null>(null);
  // kept on the device: the change kept last, when, and the draft found there when the form opened
  const keptSeq = useRef(0);
  const [keptAt, setKeptAt] = useState<Date | null>(null);
  const [offered, setOffered] = useState<DeviceDraft | null>(null);
  const [restored, setRestored] = useState(0);
  const keepTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // device writes one after another, so a drop after a save never lands before a keep it follows
  const deviceChain = useRef<Promise<unknown>>(Promise.resolve());
  const place = useRef({ youngPersonId, homeId, staffId });
  const newSlot = formSlot(kind, place.current);
  const onDevice = useCallback((work: () => Promise<unknown>) => {
    deviceChain.current = deviceChain.current.then(work).catch(() => undefined);
    return deviceChain.current;
  }, []);

  /** Keep what is typed now on the device (unless the server already holds it). */
  const keepNow = useCallback(() => {
    const seq = changeSeq.current;
    if (seq === savedSeq.current || seq === keptSeq.current) return;
    const draft: DeviceDraft = {
      data: dataRef.current,
      version: versionRef.current,
      keptAt: new Date().toISOString(),
      recordId: idRef.current ?? clientId.current,
    };
    const form = idRef.current ? formSlot(kind, { id: idRef.current }) : newSlot;
    void onDevice(async () => {
      await keepDraft(userId, form, draft);
      keptSeq.current = Math.max(keptSeq.current, seq);
      setKeptAt(new Date(draft.keptAt));
    });
  }, [kind, newSlot, onDevice, userId]);

  /** The server holds everything typed: the device's copy goes (both the new form's and the record's). */
  const dropKept = useCallback(() => {
    const id = idRef.current;
    void onDevice(async () => {
      await dropDraft(userId, newSlot);
      if (id) await dropDraft(userId, formSlot(kind, { id }));
      setKeptAt(null);
    });
  }, [kind, newSlot, onDevice, userId]);

  // When the form opens: a draft kept on this device that differs from what the server holds is offered back.
  useEffect(() => {
    let live = true;
    const form = initial?.id ? formSlot(kind, { id: initial.id }) : newSlot;
    readDraft(userId, form)
      .then((kept) => {
        if (!live || !kept) return;
        if (JSON.stringify(kept.data) === JSON.stringify(initial?.data ?? prefill ?? {})) return;
        setOffered(kept);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the form as it opened
  }, []);
  useEffect(() => () => clearTimeout(keepTimer.current), []);

  /** Take the draft kept on the device back into the form (a new record keeps the id it was being made with). */
  const restoreKept = useCallback(() => {
    if (!offered) return;
    dataRef.current = offered.data as JsonObject;
    if (!idRef.current && offered.recordId) clientId.current = offered.recordId;
    changeSeq.current += 1;
    setDirty(true);
    setOffered(null);
    setRestored((n) => n + 1);
  }, [offered]);

  /** The person does not want the kept draft: it goes from the device. */
  const discardKept = useCallback(() => {
    setOffered(null);
    dropKept();
  }, [dropKept]);

  /** A step's Form changed. `fields` are the step's own top-level fields (absent ones were cleared). */
  const applyChange = useCallback(
    (fields: string[], sectionData: JsonObject, byPerson: boolean, fieldId?: string) => {
      const next: JsonObject = { ...dataRef.current };
      for (const f of fields) {
        if (sectionData[f] === undefined) delete next[f];
        else next[f] = sectionData[f];
      }
      dataRef.current = next;
      if (!byPerson) return;
      changeSeq.current += 1;
      setDirty(true);
      clearTimeout(keepTimer.current);
      keepTimer.current = setTimeout(keepNow, KEEP_MS);
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
    },
    [keepNow],
  );

  /** Hand the form as it is to the device's send queue (it joins a write of this record already waiting there). */
  const handOver = useCallback(
    async (seq: number, data: JsonObject, submit: boolean, tried?: { key: string }) => {
      const recordId = idRef.current ?? clientId.current;
      await queueWrite(userId, {
        recordId,
        kind,
        title,
        isNew: !idRef.current,
        youngPersonId,
        homeId,
        staffId,
        data,
        baseVersion: versionRef.current,
        baseData: (recordRef.current?.data ?? {}) as JsonObject,
        submit,
        draftSlots: [newSlot, formSlot(kind, { id: recordId })],
        ...(tried ? { tried } : {}),
      });
      queued.current = true;
      savedSeq.current = Math.max(savedSeq.current, seq);
      if (changeSeq.current === seq) setDirty(false);
      setStatus({ state: 'queued', submit });
    },
    [userId, kind, title, youngPersonId, homeId, staffId, newSlot],
  );

  const saveOnce = useCallback(async (): Promise<boolean> => {
    if (conflicted.current) return false;
    const seq = changeSeq.current;
    const data = dataRef.current;
    setStatus({ state: 'saving' });
    if (!queued.current) {
      const waiting = await readQueued(userId, idRef.current ?? clientId.current).catch(() => null);
      queued.current = waiting?.state === 'waiting';
    }
    if (queued.current) {
      await handOver(seq, data, false);
      return true;
    }
    const version = versionRef.current;
    if (pendingKey.current?.seq !== seq || pendingKey.current.version !== version)
      pendingKey.current = { seq, version, key: crypto.randomUUID() };
    const key = pendingKey.current.key;
    try {
      let rec: RecordDto;
      if (idRef.current) rec = await updateRecord(kind, idRef.current, data, version, key);
      else {
        try {
          rec = await createRecord(kind, {
            id: clientId.current,
            youngPersonId,
            homeId: youngPersonId ? undefined : homeId,
            ...(staffId ? { staffId } : {}),
            data,
          });
        } catch (err) {
          // made before (its answer lost, then more was typed): save the rest as a change of it
          const problem = toProblem(err);
          if (problem.status !== 409 || !problem.errors.some((e) => e.path === '/id')) throw err;
          const made = await getRecord(kind, clientId.current);
          rec = await updateRecord(kind, made.id, data, made.version, key);
        }
      }
      idRef.current = rec.id;
      versionRef.current = rec.version;
      savedSeq.current = seq;
      pendingKey.current = null;
      setRecord(rec);
      if (changeSeq.current === seq) {
        setDirty(false);
        clearTimeout(keepTimer.current);
        dropKept();
      }
      setStatus({ state: 'saved', at: new Date() });
      return true;
    } catch (err) {
      const problem = toProblem(err);
      if (problem.status === 0 && mayQueue(kind)) {
        // a save may have reached the server with its answer lost: the queue sends it again under the same key
        await handOver(seq, data, false, idRef.current ? { key } : undefined);
        return true;
      }
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
  }, [kind, youngPersonId, homeId, staffId, setRecord, dropKept, userId, handOver]);

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

  // A kind that is never queued (medicines, and others not written on shift): a save that failed for want of a
  // network is tried again when the browser reports the connection back, while the form is open.
  useEffect(() => {
    if (mayQueue(kind)) return;
    const sendWaiting = () => {
      if (changeSeq.current !== savedSeq.current && !conflicted.current) void persist();
    };
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [kind, persist]);

  // What became of this record's write in the send queue, while the form is still open: sent (the form goes on
  // from the version the server made), or met a colleague's newer version (the person compares and chooses).
  useEffect(() => {
    const mine = (e: Event) => e instanceof QueueOutcome && e.recordId === (idRef.current ?? clientId.current);
    const onSent = (e: Event) => {
      if (!mine(e)) return;
      const rec = (e as QueueOutcome).detail.record as RecordDto;
      idRef.current = rec.id;
      versionRef.current = rec.version;
      setRecord(rec);
      void readQueued(userId, rec.id).then((still) => {
        // more was written while it was on its way: that waits in the queue, on top of this version
        queued.current = still?.state === 'waiting';
        if (!queued.current && changeSeq.current === savedSeq.current) setStatus({ state: 'saved', at: new Date() });
      });
    };
    const onNeedsYou = (e: Event) => {
      if (!mine(e)) return;
      const item = (e as QueueOutcome).detail.item;
      conflicted.current = true;
      queued.current = false;
      setStatus({
        state: 'conflict',
        problem: new ApiProblem({ status: 409, title: 'Conflict', detail: item?.problem?.detail }),
        compareAt: `/sending/${(e as QueueOutcome).recordId}`,
      });
    };
    queueSignals.addEventListener('sent', onSent);
    queueSignals.addEventListener('needs-you', onNeedsYou);
    return () => {
      queueSignals.removeEventListener('sent', onSent);
      queueSignals.removeEventListener('needs-you', onNeedsYou);
    };
  }, [setRecord, userId]);

  // a submit's key, kept while the same version is retried
  const submitKeyRef = useRef<{ version: number; key: string } | null>(null);
  const submitKey = useCallback(() => {
    if (submitKeyRef.current?.version !== versionRef.current)
      submitKeyRef.current = { version: versionRef.current, key: crypto.randomUUID() };
    return submitKeyRef.current.key;
  }, []);

  /** Save, then ask the server to submit (it validates the whole record: 422 lands on fields). */
  const submit = useCallback(async (): Promise<RecordDto | undefined> => {
    if (!(await persist())) return undefined;
    // waiting to be sent: it is submitted when it is, after the save
    if (queued.current) {
      await handOver(savedSeq.current, dataRef.current, true);
      return undefined;
    }
    if (!idRef.current) return undefined;
    setStatus({ state: 'saving' });
    try {
      const rec = await actOnRecord(kind, idRef.current, 'submit', versionRef.current, undefined, submitKey());
      versionRef.current = rec.version;
      setRecord(rec);
      setStatus({ state: 'saved', at: new Date() });
      return rec;
    } catch (err) {
      const problem = toProblem(err);
      if (problem.status === 0 && mayQueue(kind)) {
        await handOver(savedSeq.current, dataRef.current, true);
        return undefined;
      }
      if (problem.status === 409 && /was changed by/i.test(problem.detail ?? '')) conflicted.current = true;
      const fieldErrors = fieldErrorsOf(problem);
      if (fieldErrors.length) setErrors(fieldErrors);
      setStatus(conflicted.current ? { state: 'conflict', problem } : { state: 'failed', problem });
      return undefined;
    }
  }, [kind, persist, setRecord, submitKey, handOver]);

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
    /** the form's writing waits in the device's send queue */
    isQueued: () => queued.current,
    /** when what is typed was last kept on this device (null: nothing waiting there) */
    keptAt,
    /** a draft kept on this device when the form opened, not yet taken back or discarded */
    offered,
    restoreKept,
    discardKept,
    /** bumped when a kept draft is taken back: the form shows it afresh */
    restored,
  };
}
