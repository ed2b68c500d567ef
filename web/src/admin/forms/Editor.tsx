// The editor for one loaded version: its model (plain data), the sections and fields, the live preview,
// saving, versions and compare.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMe, useWording } from '../../session.tsx';
import { Page } from '../../ui/Page.tsx';
import { canEditSettings } from '../access.ts';
import type { RefList } from '../types.ts';
import { useMoveFocus } from '../ui/useMoveFocus.ts';
import { AddSectionForm } from './AddSectionForm.tsx';
import { ComparePanel } from './ComparePanel.tsx';
import { type EditorApi, EditorContext } from './EditorContext.ts';
import { scopeLabel } from './labels.ts';
import { type EditorModel, parse, serialize } from './model.ts';
import { issues } from './ops.ts';
import { Preview } from './Preview.tsx';
import { SavePanel } from './SavePanel.tsx';
import { SectionCard } from './SectionCard.tsx';
import type { EditorSource, Scope } from './useEditorSource.ts';
import { VersionsPanel } from './VersionsPanel.tsx';

export function Editor({
  kind,
  scope,
  source,
  lists,
  onReload,
  onDirty,
}: {
  kind: string;
  scope: Scope;
  source: EditorSource;
  lists: Record<string, RefList>;
  onReload: (message?: string) => void;
  onDirty: (dirty: boolean) => void;
}) {
  const me = useMe();
  const word = useWording();
  const uid = useId().replace(/:/g, '');
  const readonly = scope === 'organisation' && !canEditSettings(me);
  const initial = useMemo(() => parse(source.doc, source.protectedFields), [source.doc, source.protectedFields]);
  const [model, setModel] = useState<EditorModel>(initial);
  const modelRef = useRef(model);
  const [open, setOpenKeys] = useState<Set<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const focusLater = useMoveFocus();

  const change = useCallback((fn: (m: EditorModel) => EditorModel, said?: string) => {
    const next = fn(modelRef.current);
    modelRef.current = next;
    setModel(next);
    if (said) setAnnouncement(said);
  }, []);
  const api = useMemo<EditorApi>(
    () => ({
      model,
      lists,
      readonly,
      change,
      focusLater,
      isOpen: (k) => open.has(k),
      setOpen: (k, on) =>
        setOpenKeys((s) => {
          const n = new Set(s);
          if (on) n.add(k);
          else n.delete(k);
          return n;
        }),
      idFor: (...parts) => `${uid}-${parts.join('-')}`,
    }),
    [model, lists, readonly, change, focusLater, open, uid],
  );

  const draft = useMemo(() => serialize(model, lists), [model, lists]);
  const dirty = useMemo(
    () => JSON.stringify(draft) !== JSON.stringify(serialize(initial, lists)),
    [draft, initial, lists],
  );
  const localIssues = useMemo(() => issues(model), [model]);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const discard = () => {
    modelRef.current = initial;
    setModel(initial);
    setAnnouncement('Changes discarded.');
  };
  const base = source.base;

  return (
    <EditorContext.Provider value={api}>
      <Page
        title={`Form: ${word(source.doc.title)}`}
        subtitle={`Editing version ${base.version} (${scopeLabel(base.scope).toLowerCase()}). Saving makes a new version: new records use it, and records already made keep the version they were filled against.`}
      >
        <p className="sr-only" role="status" aria-live="polite">
          {announcement}
        </p>
        {readonly ? (
          <p className="card">You can look at this form; changing it needs edit access to Settings.</p>
        ) : null}
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <div className="min-w-0 space-y-4">
            <h2 className="text-xl font-semibold">Sections and fields</h2>
            {model.sections.map((s, i) => (
              <SectionCard key={s.key} section={s} index={i} count={model.sections.length} />
            ))}
            {!readonly ? <AddSectionForm /> : null}
          </div>
          <div className="min-w-0 space-y-2 xl:sticky xl:top-20">
            <h2 className="text-xl font-semibold" id={`${uid}-preview-h`}>
              Preview
            </h2>
            <p className="text-sm text-muted">
              The form as staff will see it, updated as you edit. Nothing typed here is saved.
            </p>
            <div
              className="card max-h-[75vh] overflow-y-auto"
              role="region"
              aria-labelledby={`${uid}-preview-h`}
              tabIndex={0}
            >
              <Preview def={draft} idPrefix={`${uid}-preview`} />
            </div>
          </div>
        </div>
        {!readonly ? (
          <SavePanel
            kind={kind}
            scope={scope}
            baseVersion={base.version}
            dirty={dirty}
            localIssues={localIssues}
            build={() => serialize(modelRef.current, lists)}
            onSaved={(m) => onReload(m)}
            onReloadNewest={() => onReload('Loaded the newest version.')}
            onDiscard={discard}
          />
        ) : null}
        <section className="space-y-3" aria-labelledby={`${uid}-versions-h`}>
          <h2 id={`${uid}-versions-h`} className="text-xl font-semibold">
            Versions
          </h2>
          <VersionsPanel
            kind={kind}
            versions={source.versions}
            base={base}
            scope={scope}
            dirty={dirty}
            canEdit={!readonly}
            onRolledBack={(m) => onReload(m)}
          />
        </section>
        <section className="space-y-3" aria-labelledby={`${uid}-compare-h`}>
          <h2 id={`${uid}-compare-h`} className="text-xl font-semibold">
            Compare versions
          </h2>
          <ComparePanel kind={kind} versions={source.versions} base={base} />
        </section>
      </Page>
    </EditorContext.Provider>
  );
}
