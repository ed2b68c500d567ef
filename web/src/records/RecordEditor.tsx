// Writing a record: the definition's sections as steps (one RJSF Form each), then "Sign-offs & alerts".
// Save draft, autosave 3 s after the last change, Submit (validated here first, then by the server), errors
// summarised at the top and shown on their fields, and a guard against leaving with unsaved changes.
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { statusLabel } from '../lib/format.ts';
import { phoneOnCallNow } from '../offline/onCall.ts';
import { OnCallPrompt } from '../offline/OnCallPrompt.tsx';
import {
  compiledFor,
  deriveUiSchema,
  errorSchemaFor,
  fieldIdFor,
  type JsonObject,
  pickSection,
  pointerToPath,
  type RecordFormContext,
  SectionForm,
  sectionOfPointer,
  validateAll,
} from '../rjsf/index.ts';
import { useMe } from '../session.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import type { RecordPaths } from './paths.ts';
import { mayEditManagerFields } from './permissions.ts';
import { KeptDraftOffer, SaveStatusText } from './SaveStatusText.tsx';
import { withToggledSections } from './sectionToggles.ts';
import { SignoffPanel } from './SignoffPanel.tsx';
import { type StepItem, StepNav } from './StepNav.tsx';
import type { RecordDto } from './types.ts';
import { UnsavedGuard } from './UnsavedGuard.tsx';
import { useAutosave } from './useAutosave.ts';
import type { WordedDefinition } from './useDefinition.ts';
import { useRecordDraft } from './useRecordDraft.ts';
import { primaryActionFor } from './workflowWording.ts';

const SIGNOFF_STEP = { key: 'signoffs-alerts', title: 'Sign-offs & alerts' };
const AUTOSAVE_MS = 3000;

interface Props {
  definition: WordedDefinition;
  initial?: RecordDto;
  youngPersonId?: string;
  homeId?: string;
  /** A staff record's member of staff (the staff profile). */
  staffId?: string;
  paths: RecordPaths;
  /** A new record was saved for the first time (the page moves to its address). */
  onCreated?: (record: RecordDto) => void;
  /** A new record's starting data (links named in the address: records/prefill.ts). */
  prefill?: JsonObject;
}

/** Focus a field by its RJSF id; radio and checkbox groups have ids with a suffix ('-yes', '-0'). */
function focusField(id: string): void {
  const el =
    document.getElementById(id) ??
    document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}-"], [id^="${CSS.escape(id)}_"]`);
  const target =
    el && !['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(el.tagName)
      ? (el.querySelector<HTMLElement>('input, select, textarea') ?? el)
      : el;
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

export function RecordEditor({
  definition,
  initial,
  youngPersonId,
  homeId,
  staffId,
  paths,
  onCreated,
  prefill,
}: Props) {
  const me = useMe();
  const navigate = useNavigate();
  // steps the organisation's toggles turn off (e.g. the shift plan's handover) are not offered
  const compiled = useMemo(() => compiledFor(withToggledSections(definition, me.toggles)), [definition, me.toggles]);
  const recordHome = initial?.homeId ?? homeId;
  const editsManagerFields = mayEditManagerFields(me, recordHome);
  const uiSchema = useMemo(
    () => ({
      ...deriveUiSchema(definition.schema, definition.ui, {
        readonlyFields: editsManagerFields ? [] : definition.managerOnlyFields,
        readonlyNote: 'Only a manager of the home can fill this in.',
      }),
      // the sections' field order (as the editor and the record view show it), so a field that appears
      // with a yes/no answer takes its place
      'ui:order': [...compiled.sections.flatMap((s) => s.fields), '*'],
    }),
    [definition, compiled, editsManagerFields],
  );
  const recordYoungPerson = initial?.youngPersonId ?? youngPersonId;
  const formContext = useMemo<RecordFormContext>(
    () => ({ homeId: recordHome ?? undefined, youngPersonId: recordYoungPerson ?? undefined, kind: definition.kind }),
    [recordHome, recordYoungPerson, definition.kind],
  );
  const draft = useRecordDraft({
    kind: definition.kind,
    initial,
    youngPersonId,
    homeId,
    staffId,
    prefill,
    userId: me.id,
    title: definition.title,
  });
  const { applyChange, persist, setErrors } = draft;
  const { schedule: scheduleAutosave, cancel: cancelAutosave } = useAutosave(persist, AUTOSAVE_MS);

  // Say once when the record first exists, whichever save made it (Save draft, autosave, Submit).
  const createdId = initial ? undefined : draft.record?.id;
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;
  // set when a save moves on to the record's page: the edit address must not replace it
  const leaving = useRef(false);
  useEffect(() => {
    if (createdId && draft.record && !leaving.current) onCreatedRef.current?.(draft.record);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per record created, not on each later save
  }, [createdId]);

  // steps offered only once the record exists (the shift plan's reflection) join when the first save makes it
  const exists = !!(initial ?? draft.record);
  const sections = useMemo(() => compiled.sections.filter((s) => exists || !s.onceSaved), [compiled.sections, exists]);
  // ?section=<key> opens the form at that section (the SPEC's section addresses, e.g. /cyp/incidents/edit/timeline)
  const [query] = useSearchParams();
  const [step, setStep] = useState(() =>
    Math.max(
      0,
      sections.findIndex((s) => s.key === query.get('section')),
    ),
  );
  // someone on the sign-off step when the record is first saved stays on it as the steps before it grow
  const stepsBefore = useRef(sections.length);
  useEffect(() => {
    const added = sections.length - stepsBefore.current;
    if (added > 0 && step >= stepsBefore.current) setStep(step + added);
    stepsBefore.current = sections.length;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the steps change, not on each step move
  }, [sections.length]);
  // `fields`: a summary of field errors, gone once they are all fixed; `problem`: a whole-request failure.
  const [summary, setSummary] = useState<{ title: string; detail?: string; kind: 'fields' | 'problem' } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const firstRender = useRef(true);

  const sectionByKey = useMemo(() => new Map(sections.map((s) => [s.key, s])), [sections]);
  // Stable across renders (memo on SectionForm depends on it); reads everything through refs or stable setters.
  const onSectionChange = useCallback(
    (key: string, data: JsonObject, fieldId?: string) => {
      const section = sectionByKey.get(key);
      if (!section) return;
      applyChange(section.fields, data, fieldId !== undefined, fieldId);
      if (fieldId !== undefined) scheduleAutosave();
    },
    [sectionByKey, applyChange, scheduleAutosave],
  );

  const section = step < sections.length ? sections[step] : undefined;
  // The step's data when it is opened; afterwards its Form owns it (uncontrolled) and reports changes.
  const initialData = useMemo(
    () => (section ? pickSection(draft.dataRef.current, section) : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read afresh when a kept draft is taken back
    [section, draft.dataRef, draft.restored],
  );
  const extraErrors = useMemo(
    () => (section ? errorSchemaFor(section, draft.errors) : undefined),
    [section, draft.errors],
  );

  // After a step change: focus the field an error link asked for, else the step's heading (announces the step).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const id = pendingFocus.current;
    pendingFocus.current = null;
    if (id) requestAnimationFrame(() => focusField(id));
    else headingRef.current?.focus();
  }, [step]);

  const goTo = useCallback(
    (pointer: string) => {
      const target = sectionOfPointer(sections, pointer);
      const index = target ? sections.indexOf(target) : -1;
      const id = fieldIdFor(pointer);
      if (index < 0 || index === step) {
        requestAnimationFrame(() => focusField(id));
        return;
      }
      pendingFocus.current = id;
      setStep(index);
    },
    [sections, step],
  );

  /** Show the summary, open the step of the first error, and put focus on the summary so it is read out. */
  const showProblems = useCallback(
    (title: string, detail: string | undefined, errors = draft.errors) => {
      setSummary({ title, detail, kind: errors.length ? 'fields' : 'problem' });
      const first = errors.find((e) => sectionOfPointer(sections, e.pointer));
      if (first) {
        const index = sections.indexOf(sectionOfPointer(sections, first.pointer)!);
        if (index !== step) setStep(index);
      }
      requestAnimationFrame(() => summaryRef.current?.focus());
    },
    [draft.errors, sections, step],
  );

  const saveDraft = useCallback(async () => {
    cancelAutosave();
    setSummary(null);
    return persist();
  }, [cancelAutosave, persist]);

  // A failed manual save or submit leaves its problem in draft.status / draft.errors; surface it.
  const [reportFailures, setReportFailures] = useState(0);
  useEffect(() => {
    if (reportFailures === 0) return;
    const s = draft.status;
    if (s.state === 'failed')
      showProblems(
        draft.errors.length ? 'There is a problem with some fields' : s.problem.title,
        s.problem.detail,
        draft.errors,
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed save, not again as the person types
  }, [reportFailures]);

  const onSaveDraft = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!(await saveDraft())) setReportFailures((n) => n + 1);
  };

  const primary = primaryActionFor(definition.workflow);
  const onSubmit = async () => {
    cancelAutosave();
    setSummary(null);
    const errors = validateAll(definition, draft.dataRef.current);
    if (errors.length) {
      setErrors(errors);
      showProblems(
        'The record is not complete yet',
        `Fill in the fields below, then ${primary.saveOnly ? 'save' : 'submit'} again.`,
        errors,
      );
      return;
    }
    // A kind without a workflow is complete once saved: asking the server to submit it would be refused.
    const rec = primary.saveOnly ? ((await saveDraft()) ? draft.recordRef.current : undefined) : await draft.submit();
    // waiting on the device to be sent: the form stays (the record's page needs the server), and says so
    if (draft.isQueued()) return;
    if (rec) {
      leaving.current = true;
      void navigate(paths.view(rec.id), { state: { flash: `${primary.done}. Status: ${statusLabel(rec.status)}` } });
    } else setReportFailures((n) => n + 1);
  };

  const steps: StepItem[] = [
    ...sections.map((s) => ({
      key: s.key,
      title: s.title,
      errorCount: draft.errors.filter((e) => s.fields.includes(pointerToPath(e.pointer)[0] ?? '')).length,
    })),
    { ...SIGNOFF_STEP, errorCount: 0 },
  ];
  const isLast = step === steps.length - 1;
  const record = draft.record;
  const maySubmit = primary.saveOnly
    ? !record || record.actions.includes('edit')
    : record
      ? record.actions.includes('submit')
      : true;
  const conflicted = draft.status.state === 'conflict';

  return (
    <form noValidate onSubmit={onSaveDraft} className="space-y-6">
      <UnsavedGuard when={draft.dirty} isBlocking={draft.hasUnsaved} onSaveAndLeave={saveDraft} />
      {summary && !(summary.kind === 'fields' && draft.errors.length === 0) && (
        <ErrorSummary
          ref={summaryRef}
          title={summary.title}
          detail={summary.detail}
          errors={draft.errors}
          schema={definition.schema}
          onGoTo={goTo}
        />
      )}
      {draft.offered && (
        <KeptDraftOffer
          keptAt={draft.offered.keptAt}
          saved={!!initial}
          onRestore={() => {
            draft.restoreKept();
            scheduleAutosave();
          }}
          onDiscard={draft.discardKept}
        />
      )}
      <SaveStatusText status={draft.status} dirty={draft.dirty} keptAt={draft.keptAt} />
      {draft.status.state === 'queued' &&
        phoneOnCallNow(definition.kind, draft.dataRef.current, definition.variant ?? '') && (
          <OnCallPrompt what={definition.title.toLowerCase()} />
        )}
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <StepNav steps={steps} current={step} onSelect={setStep} />
        <div className="card min-w-0 space-y-5">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
            <span className="sr-only">
              Step {step + 1} of {steps.length}:{' '}
            </span>
            {steps[step].title}
          </h2>
          {section?.description && <p className="text-muted">{section.description}</p>}
          {section ? (
            <SectionForm
              key={`${section.key}-${draft.restored}`}
              sectionKey={section.key}
              schema={compiled.sectionSchemas[section.key]}
              uiSchema={uiSchema}
              validator={compiled.validator}
              initialData={initialData}
              extraErrors={extraErrors}
              formContext={formContext}
              readonly={conflicted}
              onChange={onSectionChange}
            />
          ) : (
            <SignoffPanel record={record} workflow={definition.workflow} headingLevel={3} />
          )}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <div className="flex gap-2">
              <button type="button" className="btn-secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
                Previous
              </button>
              <button type="button" className="btn-secondary" disabled={isLast} onClick={() => setStep(step + 1)}>
                Next
              </button>
            </div>
            <div className="flex gap-2">
              {/* no drafts in a kind without a workflow: its one button saves */}
              {!primary.saveOnly && (
                <button
                  type="submit"
                  className="btn-secondary"
                  disabled={conflicted || draft.status.state === 'saving'}
                >
                  Save draft
                </button>
              )}
              {maySubmit && (
                <button
                  type="button"
                  className="btn-primary"
                  disabled={conflicted || draft.status.state === 'saving'}
                  onClick={() => void onSubmit()}
                >
                  {primary.label}
                </button>
              )}
            </div>
          </div>
        </div>
      </div>
    </form>
  );
}
